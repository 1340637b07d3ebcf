import crypto from 'node:crypto';
import type { z } from 'zod';
import { brandConfigSchema } from '@lotus/contract/brand';
import { formatAmount, parseAmount } from '@lotus/contract/money';
import type { bankCardBodySchema, bankCardsQuerySchema, channelCreateBodySchema, channelUpdateBodySchema, depositBodySchema, paymentPasswordBodySchema, withdrawBodySchema } from '@lotus/contract/payments';
import type { OperatorPrincipal, Principal } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import type { BrandContext } from '../../platform/request-context.ts';
import type { BrandRows } from '../wallet/periods/wallet-brands.ts';
import type { RequirementProgress, TurnoverTerms } from '../wallet/turnover-requirements.ts';
import { walletBrand, type PendingHold, type WalletBrand, type WalletCommands } from '../wallet/wallet-commands.ts';
import { refusal, requestHash } from '../wallet/wallet.service.ts';
import type { OperatorService } from '../backoffice/operator.service.ts';
import type { MemberRepository } from '../member/member.repository.ts';
import type { SecretGuard } from '../member/secret-attempts.ts';
import type { PaymentsRepository } from './payments.repository.ts';
import type { Uploads } from './uploads.ts';
import type { CallbackResult, PaymentAdapter } from './payment-adapters.ts';
import type { PaymentNotices } from '../messaging/inbox-events.ts';
import { brandDay, brandDayStart } from '../wallet/bet-journal.ts';

const MAX_CARDS = 5;
/** Withdrawal holds' ledger keys start so; recovery looks for holds under it. */
const HOLD_PREFIX = 'withdraw-hold:';
/** The calendar day (YYYY-MM-DD) of an instant in a time zone: the brand's "today" for per-day limits. */
const localDay = (at: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
const maskNumber = (n: string) => `${'*'.repeat(Math.max(0, n.length - 4))}${n.slice(-4)}`;

/** A requirement as members and operators see it. */
function requirementView(r: RequirementProgress) {
  return {
    id: r.id.toString(),
    source: r.source,
    baseAmount: formatAmount(r.baseAmount),
    multiple: r.multiple,
    required: formatAmount(r.required),
    done: formatAmount(r.done),
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    closedAt: r.closedAt?.toISOString() ?? null,
  };
}

/** What money movements need of a brand's settings. */
type BrandMoneyConfig = { currency: string; timeZone: string; withdrawal: { turnoverMultiple: number; autoReceiptMinutes: number; allowOpenTurnover: boolean } };

type DepositRow = { id: number; channel_name?: string; amount: bigint; reference: string; status: 'pending' | 'approved' | 'rejected'; reason: string | null; created_at: Date; decided_at: Date | null };
type WithdrawalRow = {
  id: number;
  amount: bigint;
  status: 'pending' | 'rejected' | 'paid' | 'received' | 'not_received';
  reason: string | null;
  created_at: Date;
  paid_at: Date | null;
  card_number?: string;
};

/**
 * Deposits (manual bank transfer approved by an operator), payment passwords, bank cards and
 * withdrawals (a hold on request; paid or released by an operator, once; the member's confirmation,
 * with an automatic receipt after the brand's minutes). Every movement is a wallet command.
 */
export class PaymentsService {
  constructor(
    private readonly repo: PaymentsRepository,
    private readonly members: MemberRepository,
    private readonly secrets: SecretGuard,
    /** The brands' settings (modules/system's repository in app.ts). */
    private readonly brands: BrandRows,
    private readonly wallet: WalletCommands,
    private readonly uploads: Uploads,
    private readonly operators: OperatorService,
    private readonly now: () => Date,
    private readonly adapters: ReadonlyMap<string, PaymentAdapter> = new Map(),
    /** The member's inbox message after a decision's money committed (never undoes or fails it). */
    private readonly notices: PaymentNotices | null = null,
  ) {}

  /** Tells the member about a decision, after its money committed; a failure here is logged by the inbox, never thrown. */
  #tell(brandId: number, send: (currency: string) => void) {
    if (!this.notices) return;
    void this.#brandConfig(brandId).then(
      (c) => send(c.currency),
      () => undefined,
    );
  }

  /**
   * The adapter behind an online channel for this brand, if it may be used: a demo stand-in only where
   * the brand has demo payments on (and a production process registers none, whatever the data says).
   */
  #adapter(brandConfig: { demoPayments?: boolean }, code: string): PaymentAdapter | undefined {
    const adapter = this.adapters.get(code);
    return adapter && (!adapter.demo || brandConfig.demoPayments === true) ? adapter : undefined;
  }

  async channels(brand: BrandContext) {
    const rows = await this.repo.enabledChannels(brand.id);
    // An online channel without a usable adapter could take no money: it is not offered.
    const offered = rows.filter((c) => c.kind !== 'online' || this.#adapter(brand.config, c.code));
    return offered.map((c) => ({
      id: c.id,
      code: c.code,
      kind: c.kind,
      name: c.name,
      minAmount: formatAmount(c.min_amount),
      maxAmount: formatAmount(c.max_amount),
      accounts: c.kind === 'manual_bank' ? ((c.config as { accounts?: { bankName: string; accountName: string; accountNumber: string }[] }).accounts ?? []) : [],
      demo: c.kind === 'online' && this.#adapter(brand.config, c.code)?.demo === true,
    }));
  }

  #depositView(d: DepositRow) {
    return {
      id: d.id,
      channel: d.channel_name ?? '',
      amount: formatAmount(d.amount),
      reference: d.reference,
      status: d.status,
      reason: d.reason,
      createdAt: d.created_at.toISOString(),
      decidedAt: d.decided_at?.toISOString() ?? null,
    };
  }

  async requestDeposit(brand: BrandContext, principal: Principal, body: z.output<typeof depositBodySchema>, origin: string) {
    const channel = await this.repo.enabledChannel(brand.id, body.channelId);
    const adapter = channel?.kind === 'online' ? this.#adapter(brand.config, channel.code) : undefined;
    if (!channel || (channel.kind === 'online' && !adapter)) throw new AppError('payment.channel.unknown');
    if (body.amount < channel.min_amount || body.amount > channel.max_amount) throw new AppError('payment.amount.out.of.range');
    if (channel.kind === 'manual_bank' && !body.reference) throw new AppError('request_param_err', { message: 'body.reference: required for a bank transfer' });
    await this.uploads.ownedBy(principal.memberId, body.proofs);
    const deposit = { brand_id: brand.id, member_id: principal.memberId, channel_id: channel.id, amount: body.amount, reference: body.reference, proofs: body.proofs };
    // A channel's daily limit counts what it took today, pending and approved, with this deposit; counted under a lock on the channel.
    const row = channel.daily_limit === null ? await this.repo.insertDeposit(deposit) : await this.repo.insertDepositWithinLimit(deposit, channel.daily_limit, this.#dayStart(brand.config.timeZone));
    if (!row) throw new AppError('payment.daily.limit');
    const view = this.#depositView({ ...row, channel_name: channel.name });
    return adapter ? { ...view, paymentUrl: adapter.paymentUrl(row.id, row.amount, origin) } : view;
  }

  /**
   * A provider's callback: verified by the channel's adapter, matched to its deposit and amount, and
   * applied once: the credit's key is the deposit's, so a replayed callback pays nothing more.
   */
  async callback(channelCode: string, rawBody: string, signature: string | undefined) {
    const adapter = this.adapters.get(channelCode);
    const result = adapter?.readCallback(rawBody, signature) ?? null;
    if (!result) throw new AppError('payment.callback.invalid');
    return this.#applyCallback(channelCode, result);
  }

  async #applyCallback(channelCode: string, result: CallbackResult) {
    const d = await this.repo.depositViaChannel(result.depositId, channelCode);
    if (!d) throw new AppError('not.found');
    // A demo provider's word counts only while its brand still has demo payments on.
    if (!this.#adapter(d.brand_config as { demoPayments?: boolean }, channelCode)) throw new AppError('payment.channel.unknown');
    if (d.amount !== result.amount) throw new AppError('payment.amount.mismatch');
    const decided = d.status === 'pending' ? await this.repo.decidePending(d.id, { status: result.paid ? 'approved' : 'rejected', external_id: result.externalId, decided_at: this.now() }) : undefined;
    const now = (await this.repo.deposit(d.id))!;
    if (now.status === 'approved') {
      const config = brandConfigSchema.parse(d.brand_config);
      await this.#credit(d.id, walletBrand({ id: d.brand_id, config }), now.member_id, now.amount, { channel: channelCode, external: result.externalId }, config.withdrawal.turnoverMultiple);
    }
    if (decided) this.#tell(d.brand_id, (currency) => this.notices?.deposit({ brandId: d.brand_id, memberId: now.member_id, id: d.id, amount: now.amount, currency, approved: now.status === 'approved', reason: now.reason }));
    return { depositId: d.id, status: now.status };
  }

  /**
   * The offline stand-in provider: its pay page (which stands for a real provider's page) calls this,
   * which signs a callback and applies it like any other. Only on demo-payment brands, never in
   * production (the adapter is not registered there).
   */
  async localPay(brand: BrandContext, principal: Principal, depositId: number, paid: boolean) {
    const adapter = this.#adapter(brand.config, 'LOCALPAY');
    if (!adapter) throw new AppError('payment.channel.unknown');
    const d = await this.repo.deposit(depositId);
    if (!d || d.member_id !== principal.memberId || d.brand_id !== brand.id) throw new AppError('not.found');
    const raw = JSON.stringify({ depositId, externalId: `LP-${depositId}`, amount: formatAmount(d.amount), status: paid ? 'paid' : 'failed' });
    return this.callback('LOCALPAY', raw, (adapter as PaymentAdapter & { sign(body: string): string }).sign(raw));
  }

  /** Credits an approved deposit once (key `deposit:<id>`), with the brand's turnover requirement (its multiple of the deposit). */
  async #credit(depositId: number, brand: WalletBrand, memberId: number, amount: bigint, ref: Record<string, unknown>, multiple?: number) {
    const turnover = multiple && multiple > 0 ? { multiple } : undefined;
    const r = await this.wallet.deposit({ key: `deposit:${depositId}`, hash: requestHash(['deposit', depositId, amount]), brand, memberId, amount, ref: { deposit: depositId, ...ref }, ...(turnover ? { turnover } : {}) });
    if (r.status !== 'posted') throw refusal(r);
  }

  async deposits(principal: Principal, pageNo: number, pageSize: number) {
    const { rows, total } = await this.repo.memberDeposits(principal.memberId, pageSize, (pageNo - 1) * pageSize);
    return { rows: rows.map((r) => this.#depositView(r)), total };
  }

  /**
   * An operator's decision on a pending deposit: approval credits the member once (key `deposit:<id>`).
   * At or above the brand's threshold it takes two approvals by different operators (the second holding
   * payments.approve_large); the money moves at the second. A rejection ends it at any step.
   */
  async decideDeposit(op: OperatorPrincipal, id: number, approve: boolean, reason: string | undefined, ip: string) {
    const d = await this.repo.depositWithChannel(id);
    if (!d || (op.brandId !== null && op.brandId !== d.brand_id)) throw new AppError('not.found');
    if (d.status !== 'pending') throw new AppError('request.state.invalid');
    const step = approve ? await this.#approvalStep('deposits', d, op, ip) : { kind: 'one' as const };
    if (step.kind === 'first') return this.#depositView({ ...d, ...step.row });
    const decided = await this.repo.decidePending(id, { status: approve ? 'approved' : 'rejected', operator_id: op.id, reason: reason ?? null, decided_at: this.now() }, step.kind === 'second' ? step.firstBy : undefined);
    if (!decided) throw new AppError('request.state.invalid');
    if (approve) {
      const config = await this.#brandConfig(d.brand_id);
      await this.#credit(id, walletBrand({ id: d.brand_id, config }), d.member_id, d.amount, { operator: op.id, ...(step.kind === 'second' ? { firstApprover: step.firstBy } : {}) }, config.withdrawal.turnoverMultiple);
    }
    await this.operators.audit(op, approve ? 'deposit.approve' : 'deposit.reject', `deposit:${id}`, { amount: formatAmount(d.amount), member: d.member_id, reason: reason ?? null, ...(step.kind === 'second' ? { step: 2, firstApprover: step.firstBy } : {}) }, ip, d.brand_id, {
      before: { status: 'pending', firstApprovedBy: d.first_approved_by },
      after: { status: decided.status, reason: decided.reason, firstApprovedBy: decided.first_approved_by },
    });
    this.#tell(d.brand_id, (currency) => this.notices?.deposit({ brandId: d.brand_id, memberId: d.member_id, id, amount: d.amount, currency, approved: approve, reason: reason ?? null }));
    return this.#depositView({ ...decided, channel_name: d.channel_name });
  }

  /**
   * Which approval this is. A row someone approved first takes a second approval by another operator
   * holding payments.approve_large; a row at or above the brand's threshold with no approval yet takes
   * its first here (recorded once, audited, no money moves); anything else is one step.
   */
  async #approvalStep(table: 'deposits' | 'withdrawals', row: { id: number; brand_id: number; amount: bigint; first_approved_by: number | null }, op: OperatorPrincipal, ip: string) {
    if (row.first_approved_by !== null) {
      if (row.first_approved_by === op.id) throw new AppError('payment.approval.same.operator');
      if (!op.permissions.includes('payments.approve_large')) throw new AppError('operator.forbidden');
      return { kind: 'second' as const, firstBy: row.first_approved_by };
    }
    const threshold = await this.repo.approvalThreshold(row.brand_id);
    if (threshold === null || row.amount < threshold) return { kind: 'one' as const };
    const first = await this.repo.firstApproval(table, row.id, op.id, this.now());
    if (!first) throw new AppError('request.state.invalid');
    const what = table === 'deposits' ? 'deposit' : 'withdrawal';
    await this.operators.audit(op, `${what}.approve.first`, `${what}:${row.id}`, { amount: formatAmount(row.amount), threshold: formatAmount(threshold) }, ip, row.brand_id, {
      before: { status: 'pending', firstApprovedBy: null },
      after: { status: 'pending', firstApprovedBy: op.id },
    });
    return { kind: 'first' as const, row: first };
  }

  async setPaymentPassword(principal: Principal, body: z.output<typeof paymentPasswordBodySchema>) {
    if (body.password !== body.confirmPassword) throw new AppError('password.inconsistent');
    const m = (await this.members.byId(principal.memberId))!;
    // The login password's attempts are counted with change-password's: a session cannot test it freely.
    await this.secrets.guard(principal.memberId, 'login', this.now(), () => verifyPassword(m.password_hash, body.loginPassword));
    await this.members.setPaymentPassword(principal.memberId, await hashPassword(body.password));
    return { set: true as const };
  }

  async checkPaymentPassword(memberId: number, given: string): Promise<void> {
    const m = await this.members.byId(memberId);
    if (!m?.payment_password_hash) throw new AppError('payment.password.required');
    const stored = m.payment_password_hash;
    // Six digits: five wrong tries, then locked for 15 minutes (counted atomically in the database).
    await this.secrets.guard(memberId, 'payment', this.now(), () => verifyPassword(stored, given));
  }

  async bankCards(principal: Principal) {
    const rows = await this.repo.bankCards(principal.memberId);
    return rows.map((c) => ({ id: c.id, bankName: c.bank_name, accountName: c.account_name, accountNumber: maskNumber(c.account_number) }));
  }

  async bindBankCard(principal: Principal, body: z.output<typeof bankCardBodySchema>) {
    await this.checkPaymentPassword(principal.memberId, body.paymentPassword);
    if ((await this.repo.countBankCards(principal.memberId)) >= MAX_CARDS) throw new AppError('bank.card.limit');
    const row = await this.repo.upsertBankCard(principal.memberId, body);
    if (!row) throw new AppError('bank.card.disabled');
    return { id: row.id, bankName: row.bank_name, accountName: row.account_name, accountNumber: maskNumber(row.account_number) };
  }

  #withdrawalView(brand: { autoReceiptMinutes: number }, w: WithdrawalRow) {
    return {
      id: w.id,
      amount: formatAmount(w.amount),
      card: w.card_number ? maskNumber(w.card_number) : '',
      status: w.status,
      reason: w.reason,
      createdAt: w.created_at.toISOString(),
      paidAt: w.paid_at?.toISOString() ?? null,
      autoReceiptAt: w.status === 'paid' && w.paid_at ? new Date(w.paid_at.getTime() + brand.autoReceiptMinutes * 60_000).toISOString() : null,
    };
  }

  async #brandConfig(brandId: number): Promise<BrandMoneyConfig> {
    const brand = await this.brands.brandById(brandId);
    if (!brand) throw new RangeError(`no brand ${brandId}`);
    // Parsed, so settings added since the brand was saved read as their defaults.
    return brandConfigSchema.parse(brand.config);
  }

  /** The member's open turnover requirements and what remains of them; null when nothing is owed. */
  async #turnover(memberId: number): Promise<{ needed: bigint; done: bigint; rows: RequirementProgress[] } | null> {
    const open = await this.wallet.turnover().open(memberId);
    return open.rows.length === 0 ? null : open;
  }

  /** The member's turnover requirements (bonus details), newest first, with what remains of the open ones. */
  async turnoverRequirements(brandConfig: { withdrawal: { allowOpenTurnover: boolean } }, memberId: number, q: { status?: RequirementProgress['status'] | undefined; pageNo: number; pageSize: number }) {
    const all = await this.wallet.turnover().progress(memberId);
    const open = all.filter((r) => r.status === 'open');
    const chosen = (q.status ? all.filter((r) => r.status === q.status) : all).reverse();
    return {
      rows: chosen.slice((q.pageNo - 1) * q.pageSize, q.pageNo * q.pageSize).map(requirementView),
      total: chosen.length,
      open: open.length === 0 ? null : { needed: formatAmount(open.reduce((s, r) => s + r.required, 0n)), done: formatAmount(open.reduce((s, r) => s + r.done, 0n)), count: open.length },
      withdrawWithOpen: brandConfig.withdrawal.allowOpenTurnover,
    };
  }

  /** An operator's view of a member's requirements (their brand's members only). */
  async opTurnoverRequirements(op: OperatorPrincipal, memberId: number, q: { status?: RequirementProgress['status'] | undefined; pageNo: number; pageSize: number }) {
    const member = await this.members.byId(memberId);
    if (!member || (op.brandId !== null && op.brandId !== member.brand_id)) throw new AppError('not.found');
    return this.turnoverRequirements(await this.#brandConfig(member.brand_id), memberId, q);
  }

  /** An operator lifts an open requirement, with a reason, audited. */
  async waiveTurnover(op: OperatorPrincipal, id: bigint, reason: string, ip: string) {
    const waived = await this.wallet.turnover().waive(id, op.brandId, op.id);
    if (!waived) throw new AppError('request.state.invalid');
    await this.operators.audit(op, 'turnover.waive', `turnover:${id}`, { member: waived.member_id, required: formatAmount(waived.required), reason }, ip, waived.brand_id, { before: { status: 'open' }, after: { status: 'waived' } });
    const row = (await this.wallet.turnover().progress(waived.member_id)).find((r) => r.id === id);
    return requirementView(row!);
  }

  /** Withdrawal requests the member made on the brand's current local day (its calendar day in its time zone). */
  async #usedToday(brand: BrandContext, memberId: number): Promise<number> {
    return this.repo.usedToday(memberId, localDay(this.now(), brand.config.timeZone));
  }

  /**
   * Takes one of today's withdrawal requests, or refuses when they are used up: one conditional upsert,
   * so parallel requests serialise on the counter row and exactly `perDay` get through (PostgreSQL and PGlite alike).
   */
  async #takeDaySlot(brand: BrandContext, memberId: number, day: string): Promise<void> {
    if (!(await this.repo.takeDaySlot(memberId, day, brand.config.withdrawal.perDay))) throw new AppError('withdraw.limit.reached');
  }

  /** Gives a slot back when the request then failed (say, not enough money): a failure uses none of the day's requests. */
  async #returnDaySlot(memberId: number, day: string): Promise<void> {
    await this.repo.returnDaySlot(memberId, day);
  }

  /** What the withdrawal form shows before the member types anything. */
  async withdrawalRules(brand: BrandContext, principal: Principal) {
    const rules = brand.config.withdrawal;
    const [turnover, usedToday, member] = await Promise.all([
      this.#turnover(principal.memberId),
      this.#usedToday(brand, principal.memberId),
      this.members.byId(principal.memberId),
    ]);
    return {
      minAmount: formatAmount(parseAmount(rules.minAmount) ?? 0n),
      maxAmount: formatAmount(parseAmount(rules.maxAmount) ?? 0n),
      perDay: rules.perDay,
      usedToday,
      turnover: turnover && { needed: formatAmount(turnover.needed), done: formatAmount(turnover.done) },
      requirements: (turnover?.rows ?? []).map(requirementView),
      withdrawWithOpenTurnover: rules.allowOpenTurnover,
      hasPaymentPassword: Boolean(member?.payment_password_hash),
    };
  }

  /** A withdrawal: checks, then a hold on the amount (main -> holds), then the request row. */
  async withdraw(brand: BrandContext, principal: Principal, body: z.output<typeof withdrawBodySchema>) {
    await this.checkPaymentPassword(principal.memberId, body.paymentPassword);
    const card = await this.repo.bankCard(principal.memberId, body.cardId);
    if (!card) throw new AppError('bank.card.unknown');
    const rules = brand.config.withdrawal;
    if (body.amount < (parseAmount(rules.minAmount) ?? 0n) || body.amount > (parseAmount(rules.maxAmount) ?? 0n)) throw new AppError('payment.amount.out.of.range');
    // A quick look first (the usual answer, before the turnover); the counter below is what enforces it.
    if ((await this.#usedToday(brand, principal.memberId)) >= rules.perDay) throw new AppError('withdraw.limit.reached');
    const turnover = rules.allowOpenTurnover ? null : await this.#turnover(principal.memberId);
    if (turnover) throw new AppError('withdraw.turnover.required', { value: { needed: formatAmount(turnover.needed), done: formatAmount(turnover.done) } });
    const day = localDay(this.now(), brand.config.timeZone);
    await this.#takeDaySlot(brand, principal.memberId, day);
    try {
      return await this.#hold(brand, principal, card, body.amount);
    } catch (error) {
      // Refused (e.g. insufficient funds): the slot goes back. A crash after the hold keeps it, as the hold stands.
      if (error instanceof AppError) await this.#returnDaySlot(principal.memberId, day);
      throw error;
    }
  }

  /** The hold on the amount (main -> holds), then the request row that records it. */
  async #hold(brand: BrandContext, principal: Principal, card: { id: number; account_number: string }, amount: bigint) {
    const rules = brand.config.withdrawal;
    const holdKey = `${HOLD_PREFIX}${crypto.randomUUID()}`;
    const r = await this.wallet.hold({ key: holdKey, hash: requestHash(['hold', principal.memberId, amount]), brand: walletBrand(brand), memberId: principal.memberId, amount, ref: { card: card.id } });
    if (r.status !== 'pending') throw refusal(r);
    const row = await this.repo.insertWithdrawal({ brand_id: brand.id, member_id: principal.memberId, card_id: card.id, amount, hold_key: holdKey });
    return this.#withdrawalView(rules, { ...row, card_number: card.account_number });
  }

  /** Paid withdrawals the member did not confirm within the brand's minutes count as received. */
  async #autoReceive(scope: { memberId: number } | { brandId: number }, minutes: number): Promise<number> {
    return this.repo.autoReceive(scope, new Date(this.now().getTime() - minutes * 60_000), this.now());
  }

  /** Job: automatic receipt for every brand, so it happens even when the member never looks again. */
  async autoReceiveAll(): Promise<number> {
    let n = 0;
    for (const b of await this.brands.allBrands()) n += await this.#autoReceive({ brandId: b.id }, brandConfigSchema.parse(b.config).withdrawal.autoReceiptMinutes);
    return n;
  }

  /**
   * Job: a withdrawal posts its hold and then writes its request row; a process that dies between the
   * two leaves money held with no request anybody can decide. Such holds, older than `graceMinutes`,
   * go back to the main wallet under the hold's one resolve key, so this and any other resolution
   * cannot both happen.
   */
  async releaseOrphanHolds(graceMinutes = 10): Promise<number> {
    const cutoff = new Date(this.now().getTime() - graceMinutes * 60_000);
    let released = 0;
    // Pending withdrawals hold money too: page through the unresolved holds (a bounded number of pages a run).
    let after: PendingHold | undefined;
    for (let page = 0; page < 20; page++) {
      const holds = await this.wallet.pendingHolds(HOLD_PREFIX, cutoff, 500, after);
      if (holds.length === 0) break;
      after = holds.at(-1);
      const requested = await this.repo.requestedHolds(holds.map((h) => h.key));
      for (const h of holds) {
        if (requested.has(h.key)) continue;
        const config = await this.#brandConfig(h.brandId);
        const r = await this.wallet.resolveHold({
          holdKey: h.key,
          hash: requestHash(['orphan-release', h.key, h.amount]),
          brand: walletBrand({ id: h.brandId, config }),
          memberId: h.memberId,
          amount: h.amount,
          outcome: 'released',
          ref: { reason: 'hold without a withdrawal request' },
        });
        if (r.status === 'posted' && !r.duplicate) released++;
      }
    }
    return released;
  }

  async withdrawals(brand: BrandContext, principal: Principal, pageNo: number, pageSize: number) {
    await this.#autoReceive({ memberId: principal.memberId }, brand.config.withdrawal.autoReceiptMinutes);
    const { rows, total } = await this.repo.memberWithdrawals(principal.memberId, pageSize, (pageNo - 1) * pageSize);
    return { rows: rows.map((r) => this.#withdrawalView(brand.config.withdrawal, r)), total };
  }

  /** The member says whether the money arrived (with proof images when it did not). */
  async confirmWithdrawal(brand: BrandContext, principal: Principal, id: number, received: boolean, proofs: string[]) {
    await this.uploads.ownedBy(principal.memberId, proofs);
    const row = await this.repo.confirmPaid(principal.memberId, id, received, proofs, this.now());
    if (!row) throw new AppError('request.state.invalid');
    return this.#withdrawalView(brand.config.withdrawal, row);
  }

  /** An operator pays (holds -> cash out) or rejects (holds -> main) a pending withdrawal, once. */
  async decideWithdrawal(op: OperatorPrincipal, id: number, approve: boolean, reason: string | undefined, ip: string) {
    const w = await this.repo.withdrawal(id);
    if (!w || (op.brandId !== null && op.brandId !== w.brand_id)) throw new AppError('not.found');
    if (w.status !== 'pending') throw new AppError('request.state.invalid');
    const config = await this.#brandConfig(w.brand_id);
    // Two approvals at or above the brand's threshold: the hold is paid out at the second.
    const step = approve ? await this.#approvalStep('withdrawals', w, op, ip) : { kind: 'one' as const };
    if (step.kind === 'first') return this.#withdrawalView(config.withdrawal, { ...w, ...step.row });
    const decided = await this.repo.decidePendingWithdrawal(id, { status: approve ? 'paid' : 'rejected', operator_id: op.id, reason: reason ?? null, ...(approve ? { paid_at: this.now() } : {}) }, step.kind === 'second' ? step.firstBy : undefined);
    if (!decided) throw new AppError('request.state.invalid');
    // One key for both outcomes: a hold resolves once, whichever decision comes first.
    const r = await this.wallet.resolveHold({
      holdKey: w.hold_key,
      hash: requestHash([approve ? 'pay' : 'release', id, w.amount]),
      brand: walletBrand({ id: w.brand_id, config }),
      memberId: w.member_id,
      amount: w.amount,
      outcome: approve ? 'paid' : 'released',
      ref: { withdrawal: id, operator: op.id },
    });
    if (r.status !== 'posted') throw refusal(r);
    await this.operators.audit(op, approve ? 'withdrawal.pay' : 'withdrawal.reject', `withdrawal:${id}`, { amount: formatAmount(w.amount), member: w.member_id, reason: reason ?? null, ...(step.kind === 'second' ? { step: 2, firstApprover: step.firstBy } : {}) }, ip, w.brand_id, {
      before: { status: 'pending', firstApprovedBy: w.first_approved_by },
      after: { status: decided.status, reason: decided.reason, firstApprovedBy: decided.first_approved_by },
    });
    this.notices?.withdrawal({ brandId: w.brand_id, memberId: w.member_id, id, amount: w.amount, currency: config.currency, paid: approve, reason: reason ?? null });
    return this.#withdrawalView(config.withdrawal, decided);
  }

  /**
   * A manual adjustment with a reason: credits or debits the member's main wallet, audited, idempotent per
   * request id. A credit may carry a turnover requirement (a multiple of it, or an amount).
   */
  async adjust(op: OperatorPrincipal, memberId: number, amountText: string, reason: string, requestId: string, ip: string, turnover?: TurnoverTerms) {
    const member = await this.members.byId(memberId);
    if (!member || (op.brandId !== null && op.brandId !== member.brand_id)) throw new AppError('not.found');
    const negative = amountText.startsWith('-');
    const units = parseAmount(negative ? amountText.slice(1) : amountText);
    if (units === null) throw new AppError('request_param_err', { message: 'body.amount: must be a non-zero amount with at most 4 decimals' });
    if (negative && turnover) throw new AppError('request_param_err', { message: 'body.turnover: only a credit carries a turnover requirement' });
    const brand = walletBrand({ id: member.brand_id, config: await this.#brandConfig(member.brand_id) });
    const signed = negative ? -units : units;
    const r = await this.wallet.adjust({ key: `ops:${op.id}:${requestId}`, hash: requestHash(turnover ? ['adjust', memberId, signed, reason, turnover] : ['adjust', memberId, signed, reason]), brand, memberId, amount: signed, ref: { operator: op.id, reason }, ...(turnover ? { turnover } : {}) });
    if (r.status !== 'posted') throw refusal(r);
    const main = await this.wallet.memberAccount(brand, memberId);
    const balance = r.balances.find((b) => b.account === main)?.balance ?? 0n;
    if (!r.duplicate) {
      const details = { amount: formatAmount(signed), reason, ...(turnover ? { turnover: 'multiple' in turnover ? { multiple: turnover.multiple } : { amount: formatAmount(turnover.amount) } } : {}) };
      await this.operators.audit(op, 'member.adjust', `member:${memberId}`, details, ip, member.brand_id, { before: { balance: formatAmount(balance - signed) }, after: { balance: formatAmount(balance) } });
    }
    return { balance: formatAmount(balance), duplicate: r.duplicate };
  }

  /** A member's deposits for an operator (the caller checked the member is the operator's to see). */
  async memberDepositsForOperator(memberId: number, status: 'pending' | 'approved' | 'rejected' | undefined, pageNo: number, pageSize: number) {
    const { rows, total } = await this.repo.memberDeposits(memberId, pageSize, (pageNo - 1) * pageSize, status);
    return { rows: rows.map((r) => this.#depositView(r)), total };
  }

  /** A member's withdrawals for an operator, as the member's brand shows them (automatic receipt times). */
  async memberWithdrawalsForOperator(memberId: number, brandId: number, status: WithdrawalRow['status'] | undefined, pageNo: number, pageSize: number) {
    const config = await this.#brandConfig(brandId);
    const { rows, total } = await this.repo.memberWithdrawals(memberId, pageSize, (pageNo - 1) * pageSize, status);
    return { rows: rows.map((r) => this.#withdrawalView(config.withdrawal, r)), total };
  }

  /** Where a queue row stands in its approval (`threshold`: its brand's, for rows nobody approved yet). */
  #approval(r: { status: string; amount: bigint; first_approved_by: number | null; first_approved_at: Date | null; first_approver: string | null }, threshold: bigint | null) {
    const firstApproval = r.first_approved_by !== null && r.first_approved_at ? { operatorId: r.first_approved_by, operator: r.first_approver ?? '', at: r.first_approved_at.toISOString() } : null;
    return { twoStep: firstApproval !== null || (r.status === 'pending' && threshold !== null && r.amount >= threshold), firstApproval };
  }

  async #thresholds(brandIds: number[]): Promise<Map<number, bigint | null>> {
    const unique = [...new Set(brandIds)];
    return new Map(await Promise.all(unique.map(async (b) => [b, await this.repo.approvalThreshold(b)] as const)));
  }

  /**
   * The brand a queue lists: the operator's own, or the one a deployment-wide operator names (null: every brand).
   * Naming another brand is forbidden, as for every list that takes the console's working brand.
   */
  #queueScope(op: OperatorPrincipal, named: number | undefined): number | null {
    if (op.brandId !== null && named !== undefined && named !== op.brandId) throw new AppError('operator.forbidden');
    return op.brandId ?? named ?? null;
  }

  async opDeposits(op: OperatorPrincipal, status: string | undefined, pageNo: number, pageSize: number, brandId?: number) {
    const { rows, total } = await this.repo.brandDeposits(this.#queueScope(op, brandId), status as 'pending' | undefined, pageSize, (pageNo - 1) * pageSize);
    const thresholds = await this.#thresholds(rows.map((r) => r.brand_id));
    return { rows: rows.map((r) => ({ ...this.#depositView(r), member: r.username, memberId: r.member_id, brandId: r.brand_id, proofs: r.proofs, approval: this.#approval(r, thresholds.get(r.brand_id) ?? null) })), total };
  }

  async opWithdrawals(op: OperatorPrincipal, status: string | undefined, pageNo: number, pageSize: number, brandId?: number) {
    const { rows, total: n } = await this.repo.brandWithdrawals(this.#queueScope(op, brandId), status as 'pending' | undefined, pageSize, (pageNo - 1) * pageSize);
    const thresholds = await this.#thresholds(rows.map((r) => r.brand_id));
    return {
      rows: rows.map((r) => ({
        ...this.#withdrawalView((r.brand_config as { withdrawal: { autoReceiptMinutes: number } }).withdrawal, r),
        member: r.username,
        memberId: r.member_id,
        brandId: r.brand_id,
        proofs: r.proofs,
        approval: this.#approval(r, thresholds.get(r.brand_id) ?? null),
      })),
      total: n,
    };
  }

  // The console's Payments section: proof images, the approval threshold, channels, bank cards.

  /** The start of the brand's current local day. */
  #dayStart(timeZone: string): Date {
    return brandDayStart(brandDay(this.now(), timeZone), timeZone);
  }

  /** The brand an operator's call is about: their own, or (deployment-wide) the one they name. */
  #targetBrand(op: OperatorPrincipal, named: number | undefined): number {
    if (op.brandId !== null) {
      if (named !== undefined && named !== op.brandId) throw new AppError('not.found');
      return op.brandId;
    }
    if (named === undefined) throw new AppError('request_param_err', { message: 'brandId: required for a deployment-wide operator' });
    return named;
  }

  async #knownBrand(brandId: number) {
    const brand = await this.brands.brandById(brandId);
    if (!brand) throw new AppError('not.found');
    return { id: brand.id, config: brandConfigSchema.parse(brand.config) };
  }

  /** A proof image of a deposit or withdrawal of the operator's brand (any brand's when deployment-wide). */
  async proofImage(op: OperatorPrincipal, fileId: string): Promise<{ mime: string; data: Buffer }> {
    const owner = await this.repo.proofOwner(fileId, op.brandId);
    if (!owner) throw new AppError('not.found');
    const data = await this.uploads.read(fileId, owner.mime);
    if (!data) throw new AppError('not.found');
    return { mime: owner.mime, data };
  }

  async paymentSettings(op: OperatorPrincipal, brandId: number | undefined) {
    const brand = await this.#knownBrand(this.#targetBrand(op, brandId));
    const threshold = await this.repo.approvalThreshold(brand.id);
    return { approvalThreshold: threshold === null ? null : formatAmount(threshold) };
  }

  async setPaymentSettings(op: OperatorPrincipal, brandId: number | undefined, threshold: bigint | null, ip: string) {
    const brand = await this.#knownBrand(this.#targetBrand(op, brandId));
    const before = await this.repo.approvalThreshold(brand.id);
    await this.repo.setApprovalThreshold(brand.id, threshold, this.now());
    const view = (t: bigint | null) => ({ approvalThreshold: t === null ? null : formatAmount(t) });
    await this.operators.audit(op, 'payments.settings', `brand:${brand.id}`, {}, ip, brand.id, { before: view(before), after: view(threshold) });
    return view(threshold);
  }

  #channelView(c: { id: number; brand_id: number; code: string; kind: 'manual_bank' | 'online'; name: string; enabled: boolean; sort: number; min_amount: bigint; max_amount: bigint; daily_limit: bigint | null; config: unknown }, usedToday: bigint) {
    return {
      id: c.id,
      brandId: c.brand_id,
      code: c.code,
      kind: c.kind,
      name: c.name,
      enabled: c.enabled,
      sort: c.sort,
      minAmount: formatAmount(c.min_amount),
      maxAmount: formatAmount(c.max_amount),
      dailyLimit: c.daily_limit === null ? null : formatAmount(c.daily_limit),
      usedToday: formatAmount(usedToday),
      accounts: (c.config as { accounts?: { bankName: string; accountName: string; accountNumber: string }[] }).accounts ?? [],
    };
  }

  async #usedTodayByChannel(channels: { id: number; brand_id: number }[]): Promise<Map<number, bigint>> {
    const out = new Map<number, bigint>();
    for (const brandId of new Set(channels.map((c) => c.brand_id))) {
      const brand = await this.#knownBrand(brandId);
      const totals = await this.repo.channelTotals(channels.filter((c) => c.brand_id === brandId).map((c) => c.id), this.#dayStart(brand.config.timeZone));
      for (const [k, v] of totals) out.set(k, v);
    }
    return out;
  }

  /** Every channel of the operator's brand (a deployment-wide operator: of the brand named, or all). */
  async opChannels(op: OperatorPrincipal, brandId: number | undefined) {
    const scope = op.brandId ?? brandId ?? null;
    if (op.brandId !== null && brandId !== undefined && brandId !== op.brandId) throw new AppError('not.found');
    const rows = await this.repo.allChannels(scope);
    const used = await this.#usedTodayByChannel(rows);
    return { rows: rows.map((c) => this.#channelView(c, used.get(c.id) ?? 0n)) };
  }

  async createChannel(op: OperatorPrincipal, body: z.output<typeof channelCreateBodySchema>, ip: string) {
    const brand = await this.#knownBrand(this.#targetBrand(op, body.brandId));
    const row = await this.repo.insertChannel({
      brand_id: brand.id,
      code: body.code,
      kind: body.kind,
      name: body.name,
      enabled: body.enabled,
      sort: body.sort,
      min_amount: body.minAmount,
      max_amount: body.maxAmount,
      daily_limit: body.dailyLimit,
      config: { accounts: body.accounts },
    });
    if (!row) throw new AppError('payment.channel.code.taken');
    const view = this.#channelView(row, 0n);
    await this.operators.audit(op, 'payment.channel.create', `channel:${row.id}`, { code: row.code }, ip, brand.id, { before: null, after: view });
    return view;
  }

  async updateChannel(op: OperatorPrincipal, id: number, body: z.output<typeof channelUpdateBodySchema>, ip: string) {
    const c = await this.repo.channel(id);
    if (!c || (op.brandId !== null && op.brandId !== c.brand_id)) throw new AppError('not.found');
    const min = body.minAmount ?? c.min_amount;
    const max = body.maxAmount ?? c.max_amount;
    const daily = body.dailyLimit === undefined ? c.daily_limit : body.dailyLimit;
    if (min > max || (daily !== null && daily < max)) throw new AppError('request_param_err', { message: 'body.maxAmount: minAmount must not exceed maxAmount, and dailyLimit must be at least maxAmount' });
    const used = (await this.#usedTodayByChannel([c])).get(c.id) ?? 0n;
    const before = this.#channelView(c, used);
    const { accounts, minAmount, maxAmount, dailyLimit, ...rest } = body;
    const config = accounts === undefined ? undefined : { ...(c.config as Record<string, unknown>), accounts };
    const row = await this.repo.updateChannel(id, {
      ...rest,
      ...(minAmount === undefined ? {} : { min_amount: minAmount }),
      ...(maxAmount === undefined ? {} : { max_amount: maxAmount }),
      ...(dailyLimit === undefined ? {} : { daily_limit: dailyLimit }),
      ...(config ? { config } : {}),
    });
    const after = this.#channelView(row, used);
    await this.operators.audit(op, 'payment.channel.update', `channel:${id}`, { code: c.code }, ip, c.brand_id, { before, after });
    return after;
  }

  #cardView(k: { id: number; member_id: number; username: string; bank_name: string; account_name: string; account_number: string; created_at: Date; disabled_at: Date | null; disabled_reason: string | null }) {
    return {
      id: k.id,
      memberId: k.member_id,
      member: k.username,
      bankName: k.bank_name,
      accountName: k.account_name,
      accountNumber: k.account_number,
      createdAt: k.created_at.toISOString(),
      disabledAt: k.disabled_at?.toISOString() ?? null,
      disabledReason: k.disabled_reason,
    };
  }

  async opBankCards(op: OperatorPrincipal, q: z.output<typeof bankCardsQuerySchema>) {
    const { rows, total } = await this.repo.operatorBankCards(op.brandId, q, q.pageSize, (q.pageNo - 1) * q.pageSize);
    return { rows: rows.map((k) => this.#cardView(k)), total };
  }

  /** Disables a member's card, once, with a reason: withdrawals to it are refused, the member no longer sees it. */
  async disableBankCard(op: OperatorPrincipal, id: number, reason: string, ip: string) {
    const k = await this.repo.operatorBankCard(id);
    if (!k || (op.brandId !== null && op.brandId !== k.brand_id)) throw new AppError('not.found');
    const done = await this.repo.disableBankCard(id, reason, this.now());
    if (!done) throw new AppError('request.state.invalid');
    await this.operators.audit(op, 'bank.card.disable', `bank-card:${id}`, { member: k.member_id, reason }, ip, k.brand_id, {
      before: { disabledAt: null },
      after: { disabledAt: done.disabled_at?.toISOString() ?? null, reason },
    });
    return this.#cardView({ ...done, username: k.username });
  }
}
