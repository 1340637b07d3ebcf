import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { OperatorPrincipal } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import type { RateLimits } from '../../platform/rate-limits.ts';
import { hashToken, randomToken } from '../../platform/tokens.ts';

const SESSION_HOURS = 8;

/** Operators: their own credentials and sessions (never a member's), and the audit trail of what they do. */
export class OperatorService {
  constructor(
    private readonly db: Db,
    private readonly limits: RateLimits,
    private readonly now: () => Date,
  ) {}

  /**
   * Makes sure an operator can log in on a fresh install: `admin`, with OPERATOR_PASSWORD or, without it,
   * a random password written once to the log.
   */
  async bootstrap(password: string | undefined, log: FastifyBaseLogger): Promise<void> {
    const existing = await this.db.selectFrom('operators').select('id').limit(1).executeTakeFirst();
    if (existing) return;
    const secret = password ?? crypto.randomBytes(12).toString('base64url');
    await this.db
      .insertInto('operators')
      .values({ username: 'admin', password_hash: await hashPassword(secret), brand_id: null })
      .onConflict((oc) => oc.column('username').doNothing())
      .execute();
    if (!password) log.warn({ username: 'admin', password: secret }, 'created the first operator; change its password');
  }

  async login(username: string, password: string, ip: string) {
    await this.limits.consume('loginIp', `ops:${ip}`);
    const op = await this.db.selectFrom('operators').selectAll().where('username', '=', username).executeTakeFirst();
    const ok = await verifyPassword(op?.password_hash ?? null, password);
    if (!op || !ok || !op.enabled) {
      await this.audit(null, 'operator.login.failed', username, {}, ip);
      throw new AppError('operator.credentials.invalid');
    }
    const token = randomToken();
    const expiresAt = new Date(this.now().getTime() + SESSION_HOURS * 3_600_000);
    await this.db.insertInto('operator_sessions').values({ token_hash: hashToken(token), operator_id: op.id, expires_at: expiresAt }).execute();
    await this.audit({ id: op.id, username: op.username, brandId: op.brand_id }, 'operator.login', op.username, {}, ip);
    return { token, expiresAt: expiresAt.toISOString() };
  }

  async authenticate(token: string | undefined): Promise<OperatorPrincipal> {
    if (!token || token.length > 200) throw new AppError('login.not.session');
    const row = await this.db
      .selectFrom('operator_sessions as s')
      .innerJoin('operators as o', 'o.id', 's.operator_id')
      .select(['o.id', 'o.username', 'o.brand_id', 'o.enabled', 's.expires_at', 's.revoked_at'])
      .where('s.token_hash', '=', hashToken(token))
      .executeTakeFirst();
    if (!row || !row.enabled || row.revoked_at !== null || row.expires_at <= this.now()) throw new AppError('login.not.session');
    return { id: row.id, username: row.username, brandId: row.brand_id };
  }

  async audit(operator: OperatorPrincipal | null, action: string, target: string, details: Record<string, unknown>, ip: string): Promise<void> {
    await this.db.insertInto('audit_log').values({ operator_id: operator?.id ?? null, action, target, details: JSON.stringify(details), ip }).execute();
  }

  async auditLog(pageNo: number, pageSize: number) {
    const rows = await this.db
      .selectFrom('audit_log as a')
      .leftJoin('operators as o', 'o.id', 'a.operator_id')
      .select(['a.id', 'o.username', 'a.action', 'a.target', 'a.details', 'a.ip', 'a.created_at'])
      .orderBy('a.id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute();
    const { n } = await this.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return {
      rows: rows.map((r) => ({ id: r.id.toString(), operator: r.username ?? '', action: r.action, target: r.target, details: r.details, ip: r.ip, createdAt: r.created_at.toISOString() })),
      total: Number(n),
    };
  }
}
