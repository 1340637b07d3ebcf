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

  /** Decides a pending deposit once; undefined when it was not pending. */
  decidePending(id: number, decision: { status: 'approved' | 'rejected'; decided_at: Date; operator_id?: number; reason?: string | null; external_id?: string }) {
    return this.db.updateTable('deposits').set(decision).where('id', '=', id).where('status', '=', 'pending').returningAll().executeTakeFirst();
  }

  async memberDeposits(memberId: number, limit: number, offset: number) {
    const q = this.db.selectFrom('deposits as d').innerJoin('payment_channels as c', 'c.id', 'd.channel_id').where('d.member_id', '=', memberId);
    const rows = await q.selectAll('d').select('c.name as channel_name').orderBy('d.id', 'desc').limit(limit).offset(offset).execute();
    const { n } = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return { rows, total: Number(n) };
  }

  async brandDeposits(brandId: number | null, status: DepositStatus | undefined, limit: number, offset: number) {
    let q = this.db.selectFrom('deposits as d').innerJoin('payment_channels as c', 'c.id', 'd.channel_id').innerJoin('members as m', 'm.id', 'd.member_id');
    if (status) q = q.where('d.status', '=', status);
    if (brandId !== null) q = q.where('d.brand_id', '=', brandId);
    const rows = await q.selectAll('d').select(['c.name as channel_name', 'm.username']).orderBy('d.id', 'desc').limit(limit).offset(offset).execute();
    const { n } = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return { rows, total: Number(n) };
  }

  bankCards(memberId: number) {
    return this.db.selectFrom('bank_cards').selectAll().where('member_id', '=', memberId).orderBy('id').execute();
  }

  bankCard(memberId: number, id: number) {
    return this.db.selectFrom('bank_cards').selectAll().where('id', '=', id).where('member_id', '=', memberId).executeTakeFirst();
  }

  async countBankCards(memberId: number): Promise<number> {
    const { n } = await this.db.selectFrom('bank_cards').select((eb) => eb.fn.countAll<string>().as('n')).where('member_id', '=', memberId).executeTakeFirstOrThrow();
    return Number(n);
  }

  upsertBankCard(memberId: number, card: { bankName: string; accountName: string; accountNumber: string }) {
    return this.db
      .insertInto('bank_cards')
      .values({ member_id: memberId, bank_name: card.bankName, account_name: card.accountName, account_number: card.accountNumber })
      .onConflict((oc) => oc.columns(['member_id', 'account_number']).doUpdateSet({ bank_name: card.bankName, account_name: card.accountName }))
      .returningAll()
      .executeTakeFirstOrThrow();
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

  async memberWithdrawals(memberId: number, limit: number, offset: number) {
    const q = this.db.selectFrom('withdrawals as w').innerJoin('bank_cards as c', 'c.id', 'w.card_id').where('w.member_id', '=', memberId);
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

  /** Decides a pending withdrawal once; undefined when it was not pending. */
  decidePendingWithdrawal(id: number, decision: { status: 'paid' | 'rejected'; operator_id: number; reason: string | null; paid_at?: Date }) {
    return this.db.updateTable('withdrawals').set(decision).where('id', '=', id).where('status', '=', 'pending').returningAll().executeTakeFirst();
  }

  async brandWithdrawals(brandId: number | null, status: WithdrawalStatus | undefined, limit: number, offset: number) {
    let q = this.db.selectFrom('withdrawals as w').innerJoin('bank_cards as c', 'c.id', 'w.card_id').innerJoin('members as m', 'm.id', 'w.member_id').innerJoin('brands as b', 'b.id', 'w.brand_id');
    if (status) q = q.where('w.status', '=', status);
    if (brandId !== null) q = q.where('w.brand_id', '=', brandId);
    const rows = await q.selectAll('w').select(['c.account_number as card_number', 'm.username', 'b.config as brand_config']).orderBy('w.id', 'desc').limit(limit).offset(offset).execute();
    const { n } = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return { rows, total: Number(n) };
  }
}
