import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

type DepositStatus = 'pending' | 'approved' | 'rejected';
type WithdrawalStatus = 'pending' | 'rejected' | 'paid' | 'received' | 'not_received';

/** The payments module's tables: channels, deposits, bank cards, withdrawals and the day counts of withdrawals. */
export class PaymentsRepository {
  constructor(private readonly db: Db) {}

  enabledChannels(brandId: number) {
    return this.db.selectFrom('payment_channels').selectAll().where('brand_id', '=', brandId).where('enabled', '=', true).orderBy('sort').execute();
  }

  enabledChannel(brandId: number, id: number) {
    return this.db.selectFrom('payment_channels').selectAll().where('id', '=', id).where('brand_id', '=', brandId).where('enabled', '=', true).executeTakeFirst();
  }

  insertDeposit(row: { brand_id: number; member_id: number; channel_id: number; amount: bigint; reference: string; proofs: string[] }) {
    return this.db
      .insertInto('deposits')
      .values({ ...row, proofs: JSON.stringify(row.proofs), status: 'pending' })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /**
   * Inserts a deposit only if its channel's pending and approved deposits since `since` stay within
   * `limit` with it; undefined otherwise. The channel's row is locked while it counts, so parallel
   * deposits through one channel are counted one after another and cannot pass the limit together.
   */
  insertDepositWithinLimit(row: { brand_id: number; member_id: number; channel_id: number; amount: bigint; reference: string; proofs: string[] }, limit: bigint, since: Date) {
    return this.db.transaction().execute(async (trx) => {
      await trx.selectFrom('payment_channels').select('id').where('id', '=', row.channel_id).forUpdate().executeTakeFirstOrThrow();
      const used = await trx
        .selectFrom('deposits')
        .select((eb) => eb.fn.sum<string>('amount').as('total'))
        .where('channel_id', '=', row.channel_id)
        .where('created_at', '>=', since)
        .where('status', '<>', 'rejected')
        .executeTakeFirst();
      if (BigInt(used?.total ?? 0) + row.amount > limit) return undefined;
      return trx.insertInto('deposits').values({ ...row, proofs: JSON.stringify(row.proofs), status: 'pending' }).returningAll().executeTakeFirstOrThrow();
    });
  }

  /** A deposit made through a channel with this code, with its brand's settings. */
  depositViaChannel(depositId: number, channelCode: string) {
    return this.db
      .selectFrom('deposits as d')
      .innerJoin('payment_channels as c', 'c.id', 'd.channel_id')
      .innerJoin('brands as b', 'b.id', 'd.brand_id')
      .selectAll('d')
      .select('b.config as brand_config')
      .where('d.id', '=', depositId)
      .where('c.code', '=', channelCode)
      .executeTakeFirst();
  }

  deposit(id: number) {
    return this.db.selectFrom('deposits').selectAll().where('id', '=', id).executeTakeFirst();
  }

  depositWithChannel(id: number) {
    return this.db.selectFrom('deposits as d').innerJoin('payment_channels as c', 'c.id', 'd.channel_id').selectAll('d').select('c.name as channel_name').where('d.id', '=', id).executeTakeFirst();
  }

  /**
   * Decides a pending deposit once; undefined when it was not pending. `firstBy`: a second approval, which
   * holds only while that operator's first approval stands.
   */
  decidePending(id: number, decision: { status: 'approved' | 'rejected'; decided_at: Date; operator_id?: number; reason?: string | null; external_id?: string }, firstBy?: number) {
    let q = this.db.updateTable('deposits').set(decision).where('id', '=', id).where('status', '=', 'pending');
    if (firstBy !== undefined) q = q.where('first_approved_by', '=', firstBy);
    return q.returningAll().executeTakeFirst();
  }

  async memberDeposits(memberId: number, limit: number, offset: number, status?: DepositStatus) {
    let q = this.db.selectFrom('deposits as d').innerJoin('payment_channels as c', 'c.id', 'd.channel_id').where('d.member_id', '=', memberId);
    if (status) q = q.where('d.status', '=', status);
    const rows = await q.selectAll('d').select('c.name as channel_name').orderBy('d.id', 'desc').limit(limit).offset(offset).execute();
    const { n } = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return { rows, total: Number(n) };
  }

  async brandDeposits(brandId: number | null, status: DepositStatus | undefined, limit: number, offset: number) {
    let q = this.db.selectFrom('deposits as d').innerJoin('payment_channels as c', 'c.id', 'd.channel_id').innerJoin('members as m', 'm.id', 'd.member_id');
    if (status) q = q.where('d.status', '=', status);
    if (brandId !== null) q = q.where('d.brand_id', '=', brandId);
    const rows = await q
      .leftJoin('operators as f', 'f.id', 'd.first_approved_by')
      .selectAll('d')
      .select(['c.name as channel_name', 'm.username', 'f.username as first_approver'])
      .orderBy('d.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    const { n } = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return { rows, total: Number(n) };
  }

  /** The member's cards an operator has not disabled. */
  bankCards(memberId: number) {
    return this.db.selectFrom('bank_cards').selectAll().where('member_id', '=', memberId).where('disabled_at', 'is', null).orderBy('id').execute();
  }

  /** One of the member's usable cards (a disabled one takes no withdrawal). */
  bankCard(memberId: number, id: number) {
    return this.db.selectFrom('bank_cards').selectAll().where('id', '=', id).where('member_id', '=', memberId).where('disabled_at', 'is', null).executeTakeFirst();
  }

  async countBankCards(memberId: number): Promise<number> {
    const { n } = await this.db.selectFrom('bank_cards').select((eb) => eb.fn.countAll<string>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow();
    return Number(n);
  }

  /** Binds a card, or renames one bound before; undefined when that card was disabled by an operator (it stays so). */
  upsertBankCard(memberId: number, card: { bankName: string; accountName: string; accountNumber: string }) {
    return this.db
      .insertInto('bank_cards')
      .values({ member_id: memberId, bank_name: card.bankName, account_name: card.accountName, account_number: card.accountNumber })
      .onConflict((oc) => oc.columns(['member_id', 'account_number']).doUpdateSet({ bank_name: card.bankName, account_name: card.accountName }).where('bank_cards.disabled_at', 'is', null))
      .returningAll()
      .executeTakeFirst();
  }

  async usedToday(memberId: number, day: string): Promise<number> {
    const row = await this.db.selectFrom('withdrawal_day_counts').select('used').where('member_id', '=', memberId).where('day', '=', day).executeTakeFirst();
    return row?.used ?? 0;
  }

  /**
   * Takes one of a day's withdrawal requests if fewer than `perDay` are used: one conditional upsert, so
   * parallel requests serialise on the counter row and exactly `perDay` get through (PostgreSQL and PGlite alike).
   */
  async takeDaySlot(memberId: number, day: string, perDay: number): Promise<boolean> {
    const taken = await this.db
      .insertInto('withdrawal_day_counts')
      .values({ member_id: memberId, day, used: 1 })
      .onConflict((oc) => oc.columns(['member_id', 'day']).doUpdateSet({ used: sql`withdrawal_day_counts.used + 1` }).where('withdrawal_day_counts.used', '<', perDay))
      .returning('used')
      .executeTakeFirst();
    return taken !== undefined;
  }

  async returnDaySlot(memberId: number, day: string): Promise<void> {
    await this.db.updateTable('withdrawal_day_counts').set({ used: sql`used - 1` }).where('member_id', '=', memberId).where('day', '=', day).where('used', '>', 0).execute();
  }

  insertWithdrawal(row: { brand_id: number; member_id: number; card_id: number; amount: bigint; hold_key: string }) {
    return this.db
      .insertInto('withdrawals')
      .values({ ...row, status: 'pending', proofs: '[]' })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  withdrawal(id: number) {
    return this.db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Which of these hold keys have a withdrawal request. */
  async requestedHolds(holdKeys: string[]): Promise<Set<string>> {
    if (holdKeys.length === 0) return new Set();
    const rows = await this.db.selectFrom('withdrawals').select('hold_key').where('hold_key', 'in', holdKeys).execute();
    return new Set(rows.map((r) => r.hold_key));
  }

  /** Paid withdrawals not confirmed before `paidBefore` count as received; the number changed. */
  async autoReceive(scope: { memberId: number } | { brandId: number }, paidBefore: Date, now: Date): Promise<number> {
    let q = this.db.updateTable('withdrawals').set({ status: 'received', confirmed_at: now }).where('status', '=', 'paid').where('paid_at', '<', paidBefore);
    q = 'memberId' in scope ? q.where('member_id', '=', scope.memberId) : q.where('brand_id', '=', scope.brandId);
    const result = await q.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async memberWithdrawals(memberId: number, limit: number, offset: number, status?: WithdrawalStatus) {
    let q = this.db.selectFrom('withdrawals as w').innerJoin('bank_cards as c', 'c.id', 'w.card_id').where('w.member_id', '=', memberId);
    if (status) q = q.where('w.status', '=', status);
    const rows = await q.selectAll('w').select('c.account_number as card_number').orderBy('w.id', 'desc').limit(limit).offset(offset).execute();
    const { n } = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return { rows, total: Number(n) };
  }

  /** The member's answer on a paid withdrawal; undefined when it is not theirs or not paid. */
  confirmPaid(memberId: number, id: number, received: boolean, proofs: string[], now: Date) {
    return this.db
      .updateTable('withdrawals')
      .set({ status: received ? 'received' : 'not_received', confirmed_at: now, proofs: JSON.stringify(proofs) })
      .where('id', '=', id)
      .where('member_id', '=', memberId)
      .where('status', '=', 'paid')
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * The first of two approvals: recorded once, on a pending row nobody approved yet (one conditional
   * update, so of parallel first approvals one wins); undefined otherwise.
   */
  firstApproval(table: 'deposits' | 'withdrawals', id: number, operatorId: number, at: Date) {
    return this.db
      .updateTable(table)
      .set({ first_approved_by: operatorId, first_approved_at: at })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('first_approved_by', 'is', null)
      .returning(['id', 'first_approved_by', 'first_approved_at'])
      .executeTakeFirst();
  }

  /** Decides a pending withdrawal once; undefined when it was not pending. */
  decidePendingWithdrawal(id: number, decision: { status: 'paid' | 'rejected'; operator_id: number; reason: string | null; paid_at?: Date }, firstBy?: number) {
    let q = this.db.updateTable('withdrawals').set(decision).where('id', '=', id).where('status', '=', 'pending');
    if (firstBy !== undefined) q = q.where('first_approved_by', '=', firstBy);
    return q.returningAll().executeTakeFirst();
  }

  async brandWithdrawals(brandId: number | null, status: WithdrawalStatus | undefined, limit: number, offset: number) {
    let q = this.db.selectFrom('withdrawals as w').innerJoin('bank_cards as c', 'c.id', 'w.card_id').innerJoin('members as m', 'm.id', 'w.member_id').innerJoin('brands as b', 'b.id', 'w.brand_id');
    if (status) q = q.where('w.status', '=', status);
    if (brandId !== null) q = q.where('w.brand_id', '=', brandId);
    const rows = await q
      .leftJoin('operators as f', 'f.id', 'w.first_approved_by')
      .selectAll('w')
      .select(['c.account_number as card_number', 'm.username', 'b.config as brand_config', 'f.username as first_approver'])
      .orderBy('w.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    const { n } = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return { rows, total: Number(n) };
  }

  // The console's Payments section.

  async approvalThreshold(brandId: number): Promise<bigint | null> {
    const row = await this.db.selectFrom('payment_settings').select('approval_threshold').where('brand_id', '=', brandId).executeTakeFirst();
    return row?.approval_threshold ?? null;
  }

  async setApprovalThreshold(brandId: number, threshold: bigint | null, now: Date): Promise<void> {
    await this.db
      .insertInto('payment_settings')
      .values({ brand_id: brandId, approval_threshold: threshold, updated_at: now })
      .onConflict((oc) => oc.column('brand_id').doUpdateSet({ approval_threshold: threshold, updated_at: now }))
      .execute();
  }

  /** Every channel of a brand (or of all brands), enabled or not, in the members' order. */
  allChannels(brandId: number | null) {
    let q = this.db.selectFrom('payment_channels').selectAll();
    if (brandId !== null) q = q.where('brand_id', '=', brandId);
    return q.orderBy('brand_id').orderBy('sort').orderBy('id').execute();
  }

  channel(id: number) {
    return this.db.selectFrom('payment_channels').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** What each channel took since `since` (pending and approved deposits): the daily limit's count. */
  async channelTotals(channelIds: number[], since: Date): Promise<Map<number, bigint>> {
    if (channelIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('deposits')
      .select(['channel_id', (eb) => eb.fn.sum<string>('amount').as('total')])
      .where('channel_id', 'in', channelIds)
      .where('created_at', '>=', since)
      .where('status', '<>', 'rejected')
      .groupBy('channel_id')
      .execute();
    return new Map(rows.map((r) => [r.channel_id, BigInt(r.total ?? 0)]));
  }

  /** Inserts a channel; undefined when the brand already has one with the code. */
  insertChannel(row: { brand_id: number; code: string; kind: 'manual_bank' | 'online'; name: string; enabled: boolean; sort: number; min_amount: bigint; max_amount: bigint; daily_limit: bigint | null; config: Record<string, unknown> }) {
    return this.db
      .insertInto('payment_channels')
      .values({ ...row, config: JSON.stringify(row.config) })
      .onConflict((oc) => oc.columns(['brand_id', 'code']).doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  updateChannel(id: number, set: Partial<{ kind: 'manual_bank' | 'online'; name: string; enabled: boolean; sort: number; min_amount: bigint; max_amount: bigint; daily_limit: bigint | null; config: Record<string, unknown> }>) {
    const { config, ...rest } = set;
    return this.db
      .updateTable('payment_channels')
      .set({ ...rest, ...(config ? { config: JSON.stringify(config) } : {}) })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Members' bank cards for operators, newest first; `q` matches part of the username, number, account name or bank. */
  async operatorBankCards(brandId: number | null, q: { q?: string | undefined; status?: 'active' | 'disabled' | undefined }, limit: number, offset: number) {
    let query = this.db.selectFrom('bank_cards as k').innerJoin('members as m', 'm.id', 'k.member_id');
    if (brandId !== null) query = query.where('m.brand_id', '=', brandId);
    if (q.status === 'active') query = query.where('k.disabled_at', 'is', null);
    if (q.status === 'disabled') query = query.where('k.disabled_at', 'is not', null);
    if (q.q) {
      const like = `%${q.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) =>
        eb.or([
          eb(eb.fn('lower', ['m.username']), 'like', like),
          eb(eb.fn('lower', ['k.account_number']), 'like', like),
          eb(eb.fn('lower', ['k.account_name']), 'like', like),
          eb(eb.fn('lower', ['k.bank_name']), 'like', like),
        ]),
      );
    }
    const rows = await query.selectAll('k').select(['m.username', 'm.brand_id']).orderBy('k.id', 'desc').limit(limit).offset(offset).execute();
    const { n } = await query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return { rows, total: Number(n) };
  }

  operatorBankCard(id: number) {
    return this.db.selectFrom('bank_cards as k').innerJoin('members as m', 'm.id', 'k.member_id').selectAll('k').select(['m.username', 'm.brand_id']).where('k.id', '=', id).executeTakeFirst();
  }

  /** Disables a card once; undefined when it already was. */
  disableBankCard(id: number, reason: string, at: Date) {
    return this.db.updateTable('bank_cards').set({ disabled_at: at, disabled_reason: reason }).where('id', '=', id).where('disabled_at', 'is', null).returningAll().executeTakeFirst();
  }

  /**
   * The brand of the deposit or withdrawal a proof file belongs to, with the file's type; undefined when
   * no deposit or withdrawal of these brands (all: null) names it.
   */
  async proofOwner(fileId: string, brandId: number | null) {
    const file = await this.db.selectFrom('uploads').select(['id', 'mime', 'member_id']).where('id', '=', fileId).executeTakeFirst();
    if (!file) return undefined;
    const needle = JSON.stringify([fileId]);
    let d = this.db.selectFrom('deposits').select('brand_id').where('member_id', '=', file.member_id).where(sql<boolean>`proofs @> ${needle}::jsonb`);
    let w = this.db.selectFrom('withdrawals').select('brand_id').where('member_id', '=', file.member_id).where(sql<boolean>`proofs @> ${needle}::jsonb`);
    if (brandId !== null) {
      d = d.where('brand_id', '=', brandId);
      w = w.where('brand_id', '=', brandId);
    }
    const owner = (await d.limit(1).executeTakeFirst()) ?? (await w.limit(1).executeTakeFirst());
    return owner ? { brandId: owner.brand_id, mime: file.mime } : undefined;
  }
}

/**
 * A new brand starts with the second-approval threshold of the brand it is made from (BrandCopyStep). Payment
 * channels are not copied: their receiving accounts and providers belong to one brand, so an operator adds them.
 */
export async function copyBrandPaymentSettings(tx: Db, fromBrandId: number, toBrandId: number): Promise<void> {
  await sql`insert into payment_settings (brand_id, approval_threshold) select ${toBrandId}, approval_threshold from payment_settings where brand_id = ${fromBrandId}`.execute(tx);
}
