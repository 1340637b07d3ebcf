import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { builtInRoles, operatorIdleMinutes, operatorPermissions, operatorSessionHours, type OperatorPermission } from '@lotus/contract/operators';
import type { Database } from '../../db/schema.ts';
import type { OperatorPrincipal } from '../../platform/auth.ts';
import type { AuditEntry } from '../../platform/endpoint.ts';
import { AppError } from '../../platform/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import type { RateLimits } from '../../platform/rate-limits.ts';
import { hashToken, randomToken } from '../../platform/tokens.ts';
import type { AuditFilter, AuditRepository } from './audit.repository.ts';
import type { OperatorRow, OperatorsRepository } from './operators.repository.ts';
import { SecretBox } from '../../platform/secrets-at-rest.ts';
import { checkCode, newEnrolment } from './totp.ts';

const SESSION_MS = operatorSessionHours * 3_600_000;
const IDLE_MS = operatorIdleMinutes * 60_000;
/** last_seen_at is written at most once a minute per session (the idle limit is kept to the minute). */
const TOUCH_MS = 60_000;
const known = new Set<string>(operatorPermissions);
/** A role's permissions that this version knows (a name dropped from the contract grants nothing). */
export const knownPermissions = (list: readonly string[]): OperatorPermission[] => list.filter((p): p is OperatorPermission => known.has(p));
/** Five failed logins within 15 minutes lock an operator account for 15 minutes. */
export const operatorLockout = { failures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 } as const;
const TOTP_ISSUER = 'Lotus back office';

export interface BootstrapOptions {
  password: string | undefined;
  production: boolean;
  /** Where a production install leaves the first password (a 0600 file) instead of the log. */
  dataDir: string;
}

/** Operators: their own credentials and sessions (never a member's), and the audit trail of what they do. */
export class OperatorService {
  #box: Promise<SecretBox> | undefined;

  constructor(
    private readonly repo: OperatorsRepository,
    private readonly trail: AuditRepository,
    private readonly limits: RateLimits,
    private readonly now: () => Date,
  ) {}

  /**
   * Makes sure an operator can log in on a fresh install: `admin`, with OPERATOR_PASSWORD or a random
   * password. Secrets stay out of production logs: there the random password goes to a file under
   * DATA_DIR readable by the server's user only, and the log names the file. In development it is
   * printed once, at the start that created it, and returned so it can be listed with the demo accounts.
   */
  async bootstrap(options: BootstrapOptions, log: FastifyBaseLogger): Promise<{ username: string; password: string } | null> {
    await this.repo.syncBuiltInRoles(builtInRoles);
    if (await this.repo.anyOperator()) return null;
    const secret = options.password ?? crypto.randomBytes(12).toString('base64url');
    const created = await this.repo.insertIfAbsent('admin', await hashPassword(secret), null);
    // Another process created it first: its password is the one in effect, not ours.
    if (created === undefined || options.password) return null;
    if (options.production) {
      const file = path.join(options.dataDir, 'operator-admin-password.txt');
      await fs.mkdir(options.dataDir, { recursive: true });
      await fs.rm(file, { force: true });
      await fs.writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
      log.warn({ username: 'admin', file }, 'created the first operator; its password is in this file: log in, then delete the file');
      return null;
    }
    log.warn({ username: 'admin', password: secret }, 'created the first operator (development: its password is shown this once)');
    return { username: 'admin', password: secret };
  }

  /**
   * Password, then the TOTP code when the operator has one. Every attempt first takes one of the
   * account's five tries in one conditional update, so parallel guesses cannot run more than five
   * password checks; the fifth failure locks the account. A success gives the tries back.
   */
  async login(username: string, password: string, otp: string | undefined, ip: string, userAgent: string | null = null) {
    await this.limits.consume('loginIp', `ops:${ip}`);
    const now = this.now();
    const op = await this.repo.takeAttempt(username, now, new Date(now.getTime() - operatorLockout.windowMs), operatorLockout.failures);
    if (!op) {
      const row = await this.repo.lockState(username);
      if (row) throw lockedError(row, now);
      // An unknown name fails like a real one: a try taken first, a lock after as many, the same time.
      try {
        await this.limits.consume('operatorUnknown', username);
      } catch (error) {
        if (error instanceof AppError && error.code === 'TOO_MANY_REQUESTS') {
          const { retryAfterSeconds } = error.value as { retryAfterSeconds: number };
          throw new AppError('operator.locked', { message: `This operator account is locked; try again in ${retryAfterSeconds} seconds.`, value: { retryAfterSeconds } });
        }
        throw error;
      }
      await verifyPassword(null, password);
      await this.audit(null, 'operator.login.failed', username, { reason: 'credentials' }, ip);
      throw new AppError('operator.credentials.invalid');
    }
    const ok = await verifyPassword(op.password_hash, password);
    if (!ok || !op.enabled) return this.#fail(op, ip, now, 'credentials', 'operator.credentials.invalid');
    if (op.totp_secret !== null) {
      if (!otp) {
        // Only a right password gets here; asking for the code is not a failed try.
        await this.repo.giveBackAttempt(op.id);
        throw new AppError('operator.otp.required');
      }
      const secret = (await this.#secretBox()).open(op.totp_secret);
      const step = await checkCode(secret, otp, now, op.totp_last_step === null ? null : Number(op.totp_last_step));
      if (step === null || !(await this.repo.useStep(op.id, step))) return this.#fail(op, ip, now, 'otp', 'operator.otp.invalid');
    }
    await this.repo.clearFailures(op.id);
    const token = randomToken();
    const expiresAt = new Date(now.getTime() + SESSION_MS);
    await this.repo.insertSession({ tokenHash: hashToken(token), operatorId: op.id, now, expiresAt, ip, userAgent: userAgent === null ? null : printable(userAgent).slice(0, 300) });
    await this.audit({ id: op.id, brandId: op.brand_id }, 'operator.login', op.username, {}, ip);
    return { token, expiresAt: expiresAt.toISOString() };
  }

  async #fail(op: OperatorRow, ip: string, now: Date, reason: string, code: 'operator.credentials.invalid' | 'operator.otp.invalid'): Promise<never> {
    await this.audit(null, 'operator.login.failed', op.username, { reason }, ip, op.brand_id);
    if (op.failed_logins >= operatorLockout.failures) {
      const until = new Date(now.getTime() + operatorLockout.lockMs);
      // Unless a login that raced this one succeeded and gave the tries back.
      const locked = await this.repo.lock(op.id, until, now, operatorLockout.failures);
      if (locked) await this.audit(null, 'operator.locked', op.username, { failures: op.failed_logins, until: until.toISOString() }, ip, op.brand_id);
    }
    throw new AppError(code);
  }

  #secretBox(): Promise<SecretBox> {
    this.#box ??= this.repo.totpKey().then((key) => new SecretBox(key));
    return this.#box;
  }

  /** The signed-in operator: their brand, role and what it permits (read with the session, so current). */
  async me(operator: OperatorPrincipal) {
    const row = await this.repo.totpState(operator.id);
    return { id: operator.id, username: operator.username, brandId: operator.brandId, role: operator.role, permissions: [...operator.permissions], totpEnabled: row.totp_secret !== null };
  }

  /** Starts (or restarts) TOTP enrolment: a new secret, shown this once, kept pending until confirmed. */
  async startTotp(operator: OperatorPrincipal, ip: string) {
    const row = await this.repo.totpState(operator.id);
    if (row.totp_secret !== null) throw new AppError('operator.otp.enabled');
    const enrolment = await newEnrolment(TOTP_ISSUER, operator.username);
    await this.repo.setPendingTotp(operator.id, (await this.#secretBox()).seal(enrolment.secret));
    await this.audit(operator, 'operator.totp.start', operator.username, {}, ip);
    return enrolment;
  }

  /** A current code from the app proves the enrolment: from now on logins need a code. */
  async confirmTotp(operator: OperatorPrincipal, otp: string, ip: string) {
    await this.limits.consume('operatorOtp', `${operator.id}`);
    const row = await this.repo.totpState(operator.id);
    if (row.totp_secret !== null) throw new AppError('operator.otp.enabled');
    if (row.totp_pending_secret === null) throw new AppError('operator.otp.not.enrolled');
    const step = await checkCode((await this.#secretBox()).open(row.totp_pending_secret), otp, this.now(), null);
    if (step === null) throw new AppError('operator.otp.invalid');
    if (!(await this.repo.confirmTotp(operator.id, row.totp_pending_secret, step))) throw new AppError('operator.otp.invalid');
    await this.audit(operator, 'operator.totp.enabled', operator.username, {}, ip);
    return { enabled: true };
  }

  /** Switches the second factor off; takes a current code, once, like a login. */
  async disableTotp(operator: OperatorPrincipal, otp: string, ip: string) {
    await this.limits.consume('operatorOtp', `${operator.id}`);
    const row = await this.repo.totpState(operator.id);
    if (row.totp_secret === null) throw new AppError('operator.otp.not.enrolled');
    const step = await checkCode((await this.#secretBox()).open(row.totp_secret), otp, this.now(), row.totp_last_step === null ? null : Number(row.totp_last_step));
    if (step === null || !(await this.repo.useStep(operator.id, step))) throw new AppError('operator.otp.invalid');
    await this.repo.clearTotp(operator.id);
    await this.audit(operator, 'operator.totp.disabled', operator.username, {}, ip);
    return { enabled: false };
  }

  /**
   * The operator behind a token: a live session (not revoked, within its 8 hours, used in the last 30
   * minutes) of an enabled operator, with their role's permissions as stored now. One statement.
   */
  async authenticate(token: string | undefined): Promise<OperatorPrincipal> {
    if (!token || token.length > 200) throw new AppError('login.not.session');
    const now = this.now();
    const row = await this.repo.sessionForRequest(hashToken(token), now, new Date(now.getTime() - IDLE_MS), new Date(now.getTime() - TOUCH_MS));
    if (!row) throw new AppError('login.not.session');
    return { id: row.id, username: row.username, brandId: row.brand_id, sessionId: row.session_id, roleId: row.role_id, role: row.role, permissions: knownPermissions(row.permissions) };
  }

  /** The operator's live sessions; `current` marks the one of this request. */
  async sessions(operator: OperatorPrincipal) {
    const now = this.now();
    const rows = await this.repo.liveSessions(operator.id, now, new Date(now.getTime() - IDLE_MS));
    return {
      rows: rows.map((r) => ({
        id: r.id.toString(),
        createdAt: r.created_at.toISOString(),
        lastSeenAt: r.last_seen_at.toISOString(),
        expiresAt: new Date(Math.min(r.expires_at.getTime(), r.last_seen_at.getTime() + IDLE_MS)).toISOString(),
        ip: r.ip,
        userAgent: r.user_agent,
        current: r.id === operator.sessionId,
      })),
    };
  }

  /** Ends one of the operator's own sessions; another operator's (or an ended one) is not found. */
  async revokeSession(operator: OperatorPrincipal, sessionId: bigint, ip: string) {
    if (!(await this.repo.revokeSession(operator.id, sessionId, this.now()))) throw new AppError('not.found');
    await this.record(operator, ip, { action: 'operator.session.revoke', target: `session:${sessionId}`, before: { revoked: false }, after: { revoked: true }, details: { current: sessionId === operator.sessionId } });
    return { revoked: true as const };
  }

  async signOut(operator: OperatorPrincipal, ip: string) {
    await this.repo.revokeSession(operator.id, operator.sessionId, this.now());
    await this.record(operator, ip, { action: 'operator.logout', target: operator.username });
    return {};
  }

  /**
   * Writes an audit row. Its brand is `brandId` when given (the brand of what was decided on), else the
   * operator's; null means a deployment-wide event. `change` holds the target before and after.
   */
  async audit(
    operator: Pick<OperatorPrincipal, 'id' | 'brandId'> | null,
    action: string,
    target: string,
    details: Record<string, unknown>,
    ip: string,
    brandId?: number | null,
    change: { before?: unknown; after?: unknown } = {},
  ): Promise<void> {
    await this.trail.append(auditRow(operator, ip, { action, target, details, ...change, ...(brandId === undefined ? {} : { brandId }) }, this.now()));
  }

  /** `audit` for an endpoint's change (EndpointDeps.recordAudit), inside `trx` when given (it then commits with the change). */
  async record(operator: Pick<OperatorPrincipal, 'id' | 'brandId'>, ip: string, entry: AuditEntry, trx?: Kysely<Database>): Promise<void> {
    await this.trail.append(auditRow(operator, ip, entry, this.now()), trx);
  }

  /** The trail, filtered: a brand's operators read their brand's rows only; deployment operators read all. */
  async auditLog(operator: OperatorPrincipal, q: { pageNo: number; pageSize: number; operatorId?: number | undefined; action?: string | undefined; from?: string | undefined; to?: string | undefined }) {
    const filter: AuditFilter = {
      brandId: operator.brandId,
      operatorId: q.operatorId,
      action: q.action,
      from: q.from === undefined ? undefined : new Date(q.from),
      to: q.to === undefined ? undefined : new Date(q.to),
    };
    const { rows, total } = await this.trail.page(filter, q.pageSize, (q.pageNo - 1) * q.pageSize);
    return {
      rows: rows.map((r) => ({
        id: r.id.toString(),
        operatorId: r.operator_id,
        operator: r.username ?? '',
        action: r.action,
        target: r.target,
        details: r.details,
        before: r.before ?? null,
        after: r.after ?? null,
        ip: r.ip,
        brandId: r.brand_id,
        createdAt: r.created_at.toISOString(),
        hash: r.hash,
      })),
      total,
    };
  }

  /** Walks the whole chain (every brand's rows): deployment-wide operators only. */
  async verifyAudit(operator: OperatorPrincipal) {
    if (operator.brandId !== null) throw new AppError('operator.forbidden');
    const v = await this.trail.verify();
    return v.ok
      ? { ok: true, checked: v.checked, brokenAt: null, reason: null, headHash: v.headHash }
      : { ok: false, checked: v.checked, brokenAt: v.brokenAt.toString(), reason: v.reason, headHash: v.headHash };
  }
}

/**
 * An audit row from an entry: client text (an uploaded file's name, a user agent) can carry control
 * characters, NUL above all, which PostgreSQL refuses in jsonb; the trail records them as U+FFFD instead of
 * failing. Values go through JSON once, so what is hashed is what jsonb gives back.
 */
function auditRow(operator: Pick<OperatorPrincipal, 'id' | 'brandId'> | null, ip: string, entry: AuditEntry, now: Date) {
  const clean = (value: unknown): unknown => (value === undefined || value === null ? null : JSON.parse(JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' ? printable(v) : v))));
  return {
    operatorId: operator?.id ?? null,
    action: entry.action,
    target: printable(entry.target),
    details: (clean(entry.details ?? {}) ?? {}) as Record<string, unknown>,
    before: clean(entry.before),
    after: clean(entry.after),
    ip,
    brandId: entry.brandId === undefined ? (operator?.brandId ?? null) : entry.brandId,
    createdAt: now,
  };
}

// eslint-disable-next-line no-control-regex -- replacing control characters is the point
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
/**
 * Control characters (NUL above all, which PostgreSQL refuses; escapes that would act on a terminal showing
 * the trail) shown as U+FFFD. Tabs and line breaks are text (a reason or a notice written on several lines) and stay.
 */
const printable = (text: string) => text.replace(controlCharacters, '\uFFFD');

/** `operator.locked` with the seconds until the account takes tries again. */
function lockedError(row: { locked_until: Date | null; failed_since: Date | null }, now: Date): AppError {
  const until = Math.max(row.locked_until?.getTime() ?? 0, (row.failed_since?.getTime() ?? now.getTime()) + operatorLockout.windowMs);
  const retryAfterSeconds = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
  return new AppError('operator.locked', { message: `This operator account is locked; try again in ${retryAfterSeconds} seconds.`, value: { retryAfterSeconds } });
}
