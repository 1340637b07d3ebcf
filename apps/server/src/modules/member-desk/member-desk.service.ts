import crypto from 'node:crypto';
import type { z } from 'zod';
import { isAgentType, isTrialType } from '@lotus/contract/account';
import type { betRecordsQuerySchema } from '@lotus/contract/bets';
import {
  brandLabelLimit,
  loginResults,
  memberLabelLimit,
  memberSearchWindow,
  type memberDepositsQuerySchema,
  type memberLedgerQuerySchema,
  type memberLoginsQuerySchema,
  type memberNotesQuerySchema,
  type memberSearchQuerySchema,
  type memberWithdrawalsQuerySchema,
} from '@lotus/contract/member-desk';
import { formatAmount } from '@lotus/contract/money';
import type { OperatorPrincipal } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { BrandContext } from '../../platform/request-context.ts';
import type { OperatorService } from '../backoffice/operator.service.ts';
import type { LoginHistoryRepository } from '../member/login-history.repository.ts';
import type { MemberAdminRepository } from '../member/member-admin.repository.ts';
import type { MemberRepository, MemberRow } from '../member/member.repository.ts';
import { passwordProblem } from '../member/password-policy.ts';
import type { AudienceNotices } from '../messaging/inbox-events.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { SessionService } from '../session/session.service.ts';
import { brandDayStart } from '../wallet/bet-journal.ts';
import type { BetRecordsService } from '../wallet/bet-records.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';

/** Brands by id and by code (modules/system's cache in app.ts). */
export interface DeskBrands {
  byId(brandId: number): Promise<BrandContext>;
  byCode(code: string): Promise<BrandContext | null>;
}

type Status = 'active' | 'locked';
const failures = loginResults.filter((r) => r !== 'success');
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
/** Letters and digits that read unambiguously over a phone line (no 0/O, 1/l/I). */
const passwordAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** Twelve characters with an upper-case letter, a lower-case letter and a digit (what brands' password patterns commonly ask). */
function temporaryPassword(): string {
  for (;;) {
    const candidate = Array.from({ length: 12 }, () => passwordAlphabet[crypto.randomInt(passwordAlphabet.length)]).join('');
    if (/[A-Z]/.test(candidate) && /[a-z]/.test(candidate) && /\d/.test(candidate)) return candidate;
  }
}

/**
 * The operator console's Members section. Every call first finds the member in the operator's scope (a
 * brand operator's own brand; deployment-wide operators every brand): another brand's member is
 * `not.found`, exactly like a member that does not exist. Reads come from the modules that own the data
 * (member, session, wallet, payments); every write is audited with what was before and after.
 */
export class MemberDeskService {
  constructor(
    private readonly members: MemberRepository,
    private readonly admin: MemberAdminRepository,
    private readonly history: LoginHistoryRepository,
    private readonly sessions: SessionService,
    private readonly wallet: WalletService,
    private readonly betRecords: BetRecordsService,
    private readonly payments: PaymentsService,
    private readonly operators: OperatorService,
    private readonly brands: DeskBrands,
    private readonly now: () => Date,
    /** Told when a member's labels change: the broadcasts reaching them differ (the inbox recounts). */
    private readonly audience: AudienceNotices,
  ) {}

  async #member(op: OperatorPrincipal, id: number): Promise<MemberRow> {
    return inScope(op, await this.members.byId(id));
  }

  /** The brand a list is limited to: the operator's, narrowed to a picked one; null for a pick outside the scope (nothing matches). */
  async #scope(op: OperatorPrincipal, code: string | undefined): Promise<{ brandId: number | null } | null> {
    if (code === undefined) return { brandId: op.brandId };
    const brand = await this.brands.byCode(code);
    if (!brand || (op.brandId !== null && brand.id !== op.brandId)) return null;
    return { brandId: brand.id };
  }

  async search(op: OperatorPrincipal, q: z.output<typeof memberSearchQuerySchema>) {
    // A brand named by id is the console's working brand: naming another brand than one's own is refused, as the reports refuse it.
    if (q.brandId !== undefined && op.brandId !== null && q.brandId !== op.brandId) throw new AppError('operator.forbidden');
    let scope = await this.#scope(op, q.brand);
    const empty = { rows: [], total: 0, capped: false, pageNo: q.pageNo, pageSize: q.pageSize };
    if (scope && q.brandId !== undefined) scope = scope.brandId === null || scope.brandId === q.brandId ? { brandId: q.brandId } : null;
    if (!scope) return empty;
    const { rows, matches } = await this.admin.search(
      { brandId: scope.brandId, usernamePrefix: q.username, mobileDigits: q.mobile, memberId: q.memberId, ip: q.ip, status: q.status, type: q.type, labelId: q.labelId, sort: q.sort, order: q.order },
      q.pageSize,
      (q.pageNo - 1) * q.pageSize,
      memberSearchWindow,
    );
    const brands = new Map<number, BrandContext>();
    const balances = new Map<number, bigint>();
    for (const brandId of new Set(rows.map((r) => r.brand_id))) {
      const brand = await this.brands.byId(brandId);
      brands.set(brandId, brand);
      const sums = await this.wallet.balancesOf(
        brand,
        rows.filter((r) => r.brand_id === brandId).map((r) => r.id),
      );
      for (const [id, sum] of sums) balances.set(id, sum);
    }
    return {
      rows: rows.map((r) => ({
        id: r.id,
        username: r.username,
        brand: brands.get(r.brand_id)!.code,
        brandId: r.brand_id,
        type: r.customer_type,
        status: r.status,
        balance: formatAmount(balances.get(r.id) ?? 0n),
        currency: brands.get(r.brand_id)!.config.currency,
        registeredAt: r.created_at.toISOString(),
        lastLoginAt: r.last_login_at?.toISOString() ?? null,
      })),
      total: Math.min(matches, memberSearchWindow),
      capped: matches > memberSearchWindow,
      pageNo: q.pageNo,
      pageSize: q.pageSize,
    };
  }

  async profile(op: OperatorPrincipal, id: number) {
    const m = inScope(op, await this.admin.profile(id));
    const brand = await this.brands.byId(m.brand_id);
    const [{ wallets, sum }, labels] = await Promise.all([this.wallet.memberWallets(brand, id), this.admin.memberLabels(id)]);
    const iso = (d: Date | null) => d?.toISOString() ?? null;
    return {
      id: m.id,
      username: m.username,
      brand: { id: brand.id, code: brand.code },
      type: m.customer_type,
      isAgent: isAgentType(m.customer_type),
      isTrial: isTrialType(m.customer_type),
      status: m.status,
      statusChangedAt: iso(m.status_changed_at),
      statusReason: m.status_reason,
      nickname: m.nickname,
      language: m.language,
      countryDialingCode: m.country_dialing_code,
      mobile: m.mobile,
      email: m.email,
      payeeName: m.payee_name,
      qqNum: m.qq_num,
      line: m.line,
      whatsapp: m.whatsapp,
      facebook: m.facebook,
      wechat: m.wechat,
      idNumber: m.id_number,
      club: { labelName: m.club_label_name, rankLevel: m.club_rank_level },
      siteLabels: m.member_labels,
      labels,
      upline: m.upline_id !== null && m.upline_username ? { id: m.upline_id, username: m.upline_username } : null,
      referrer: m.referrer_id !== null && m.referrer_username ? { id: m.referrer_id, username: m.referrer_username } : null,
      referralCode: m.referral_code,
      affiliateCodeUsed: m.affiliate_code_used,
      registerMethod: m.register_method,
      registerDomain: m.register_domain,
      registerUrl: m.register_url,
      registerIp: m.register_ip,
      registeredAt: m.created_at.toISOString(),
      firstLoginAt: iso(m.first_login_at),
      lastLoginAt: iso(m.last_login_at),
      lastLoginIp: m.last_login_ip,
      passwordChangedAt: m.password_changed_at.toISOString(),
      passwordMustChange: m.password_must_change,
      paymentPasswordSet: m.payment_password_hash !== null,
      currency: brand.config.currency,
      wallets: wallets.map((w) => ({ wallet: w.wallet, balance: formatAmount(w.balance) })),
      sumBalance: formatAmount(sum),
    };
  }

  async ledger(op: OperatorPrincipal, id: number, q: z.output<typeof memberLedgerQuerySchema>) {
    const m = await this.#member(op, id);
    return this.wallet.memberLedger(await this.brands.byId(m.brand_id), id, q);
  }

  async bets(op: OperatorPrincipal, id: number, q: z.output<typeof betRecordsQuerySchema>) {
    const m = await this.#member(op, id);
    const brand = await this.brands.byId(m.brand_id);
    return this.betRecords.memberBets({ id: brand.id, timeZone: brand.config.timeZone }, id, q);
  }

  async deposits(op: OperatorPrincipal, id: number, q: z.output<typeof memberDepositsQuerySchema>) {
    await this.#member(op, id);
    return this.payments.memberDepositsForOperator(id, q.status, q.pageNo, q.pageSize);
  }

  async withdrawals(op: OperatorPrincipal, id: number, q: z.output<typeof memberWithdrawalsQuerySchema>) {
    const m = await this.#member(op, id);
    return this.payments.memberWithdrawalsForOperator(id, m.brand_id, q.status, q.pageNo, q.pageSize);
  }

  async sessionList(op: OperatorPrincipal, id: number) {
    await this.#member(op, id);
    return { rows: await this.sessions.memberSessions(id) };
  }

  async revokeSession(op: OperatorPrincipal, id: number, sessionId: string, ip: string) {
    const m = await this.#member(op, id);
    if (!(await this.sessions.revokeMemberSession(id, BigInt(sessionId)))) throw new AppError('not.found');
    await this.operators.audit(op, 'member.session.revoke', `member:${id}`, { session: sessionId, before: 'live', after: 'revoked' }, ip, m.brand_id);
    return { revoked: true as const };
  }

  async logins(op: OperatorPrincipal, id: number, q: z.output<typeof memberLoginsQuerySchema>) {
    const m = await this.#member(op, id);
    const tz = (await this.brands.byId(m.brand_id)).config.timeZone;
    const rows = await this.history.page(
      {
        memberId: id,
        results: q.result === 'failure' ? failures : q.result ? [q.result] : undefined,
        from: q.from ? brandDayStart(q.from, tz) : undefined,
        to: q.to ? brandDayStart(nextDay(q.to), tz) : undefined,
        before: q.before === undefined ? undefined : BigInt(q.before),
      },
      q.pageSize + 1,
    );
    const page = rows.slice(0, q.pageSize);
    return {
      rows: page.map((r) => ({ id: r.id.toString(), time: r.created_at.toISOString(), loginType: r.login_type, result: r.result, ip: r.ip, userAgent: r.user_agent })),
      nextBefore: rows.length > q.pageSize ? page[page.length - 1]!.id.toString() : null,
    };
  }

  async labels(op: OperatorPrincipal, brandCode: string | undefined) {
    const scope = await this.#scope(op, brandCode);
    if (!scope) return { rows: [] };
    const rows = await this.admin.brandLabels(scope.brandId, brandLabelLimit * 20);
    const codes = new Map<number, string>();
    for (const brandId of new Set(rows.map((r) => r.brand_id))) codes.set(brandId, (await this.brands.byId(brandId)).code);
    return { rows: rows.map((r) => ({ id: r.id, brand: codes.get(r.brand_id)!, name: r.name })) };
  }

  async addLabel(op: OperatorPrincipal, id: number, name: string, ip: string) {
    const m = await this.#member(op, id);
    const r = await this.admin.addLabel({ brandId: m.brand_id, memberId: id, name, operatorId: op.id, memberLimit: memberLabelLimit, brandLimit: brandLabelLimit });
    if (r.outcome === 'brand-limit') throw new AppError('brand.labels.limit');
    if (r.outcome === 'member-limit') throw new AppError('member.labels.limit');
    const labels = await this.admin.memberLabels(id);
    if (r.outcome === 'added') {
      await this.audience.audienceChanged({ memberId: id });
      const after = labels.map((l) => l.name);
      await this.operators.audit(op, 'member.label.add', `member:${id}`, { label: r.label!.name, labelId: r.label!.id, before: after.filter((n) => n !== r.label!.name), after }, ip, m.brand_id);
    }
    return { labels, changed: r.outcome === 'added' };
  }

  async removeLabel(op: OperatorPrincipal, id: number, labelId: number, ip: string) {
    const m = await this.#member(op, id);
    const removed = await this.admin.removeLabel(id, labelId);
    const labels = await this.admin.memberLabels(id);
    if (removed !== null) {
      await this.audience.audienceChanged({ memberId: id });
      const after = labels.map((l) => l.name);
      await this.operators.audit(op, 'member.label.remove', `member:${id}`, { label: removed, labelId, before: [...after, removed].sort(), after }, ip, m.brand_id);
    }
    return { labels, changed: removed !== null };
  }

  async notes(op: OperatorPrincipal, id: number, q: z.output<typeof memberNotesQuerySchema>) {
    await this.#member(op, id);
    const rows = await this.admin.notes(id, q.before === undefined ? undefined : BigInt(q.before), q.pageSize + 1);
    const page = rows.slice(0, q.pageSize);
    return { rows: page.map(noteView), nextBefore: rows.length > q.pageSize ? page[page.length - 1]!.id.toString() : null };
  }

  async addNote(op: OperatorPrincipal, id: number, body: string, ip: string) {
    const m = await this.#member(op, id);
    const note = await this.admin.addNote({ memberId: id, brandId: m.brand_id, operatorId: op.id, author: op.username, body, now: this.now() });
    await this.operators.audit(op, 'member.note.add', `member:${id}`, { note: note.id.toString(), before: null, after: body }, ip, m.brand_id);
    return noteView(note);
  }

  lock(op: OperatorPrincipal, id: number, reason: string, ip: string) {
    return this.#setStatus(op, id, 'locked', reason, ip);
  }

  unlock(op: OperatorPrincipal, id: number, reason: string, ip: string) {
    return this.#setStatus(op, id, 'active', reason, ip);
  }

  /**
   * One conditional update moves the account to `to` (a parallel change of the same account makes the
   * other one find nothing to move and look again), so each audited change has the status it really came
   * from; its counter orders parallel changes. Locking ends every session, also when the account was
   * locked already (a login racing the lock cannot keep one: sessions of a locked account are refused).
   */
  async #setStatus(op: OperatorPrincipal, id: number, to: Status, reason: string, ip: string) {
    const m = await this.#member(op, id);
    const from: Status = to === 'locked' ? 'active' : 'locked';
    for (let attempt = 0; attempt < 3; attempt++) {
      const changed = await this.admin.setStatus(id, from, to, reason, this.now());
      if (changed) {
        if (to === 'locked') await this.sessions.revokeAll(id);
        await this.operators.audit(op, to === 'locked' ? 'member.lock' : 'member.unlock', `member:${id}`, { before: from, after: to, reason, version: changed.status_version }, ip, m.brand_id);
        return { status: to, changed: true, statusChangedAt: changed.status_changed_at?.toISOString() ?? null };
      }
      const current = await this.members.byId(id);
      if (current?.status === to) {
        if (to === 'locked') await this.sessions.revokeAll(id);
        return { status: to, changed: false, statusChangedAt: current.status_changed_at?.toISOString() ?? null };
      }
    }
    // Changed back and forth under us three times: the request is answered with the state it left.
    throw new AppError('request.state.invalid');
  }

  /**
   * A temporary password for the member, answered once (only its hash is stored; the audit names the
   * reset, never the password). Every session ends, and the next password login must choose a new
   * password (the site's forced change dialog, as for a default or expired password).
   */
  async resetPassword(op: OperatorPrincipal, id: number, reason: string, ip: string) {
    const m = await this.#member(op, id);
    if (isTrialType(m.customer_type)) throw new AppError('member.trial.account');
    const brand = await this.brands.byId(m.brand_id);
    let password = temporaryPassword();
    while (passwordProblem(password, brand, m.username) !== null) password = temporaryPassword();
    await this.admin.setTemporaryPassword(id, await hashPassword(password), this.now());
    await this.sessions.revokeAll(id);
    await this.operators.audit(op, 'member.password.reset', `member:${id}`, { reason, before: { mustChange: m.password_must_change }, after: { mustChange: true }, sessionsEnded: true }, ip, m.brand_id);
    return { temporaryPassword: password, mustChange: true as const };
  }
}

/** The member when the operator may see them: their brand's, or any for a deployment-wide operator; `not.found` otherwise, as for no member at all. */
function inScope<M extends { brand_id: number }>(op: OperatorPrincipal, m: M | undefined): M {
  if (!m || (op.brandId !== null && op.brandId !== m.brand_id)) throw new AppError('not.found');
  return m;
}

function noteView(n: { id: bigint; author: string; body: string; created_at: Date }) {
  return { id: n.id.toString(), operator: n.author, body: n.body, createdAt: n.created_at.toISOString() };
}
