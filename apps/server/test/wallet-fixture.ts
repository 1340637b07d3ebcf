import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../src/db/database.ts';
import type { BetCategory } from '../src/db/schema.ts';
import { walletCommandsOn, type WalletBrand } from '../src/modules/wallet/wallet-commands.ts';

/**
 * Money for tests of modules outside the wallet (which may not import the ledger): settled bets in the
 * bet journal through the wallet commands, and what reached a member's main wallet.
 */
export function walletFixture(db: Db, now: () => Date, brand: WalletBrand = { id: 1, currency: 'PKR', timeZone: 'Asia/Karachi' }) {
  const commands = walletCommandsOn(db, now);
  const main = (memberId: number) => commands.memberAccount(brand, memberId);
  return {
    main,
    async balance(memberId: number): Promise<bigint> {
      return (await commands.balances([await main(memberId)]))[0]!.balance!;
    },
    /** Deposits `stake` and loses it in one bet of the category, settled on the brand day of the clock. */
    async lostBet(memberId: number, category: BetCategory, stake: bigint): Promise<string> {
      const key = `fixture:${crypto.randomUUID()}`;
      const [account, house] = await Promise.all([main(memberId), commands.systemAccount(brand, 'house')]);
      await commands.deposit({ key: `${key}:fund`, hash: 'f', brand, memberId, amount: stake });
      const r = await commands.stake({ key, hash: key, kind: 'bet', brand, memberId, member: account, counter: house, amount: stake, bets: [{ key, stake, category, vendor: 'EVO', game: 'g1' }], lost: true, trial: false });
      if (r.status !== 'posted') throw new Error(`fixture bet ${r.status} ${r.code ?? ''}`);
      return key;
    },
    /** The vendor rolls back a lost bet's stake after it settled (refunded; the bet ends void and its turnover leaves its day). */
    async rollBack(memberId: number, key: string, stake: bigint): Promise<void> {
      const [account, house] = await Promise.all([main(memberId), commands.systemAccount(brand, 'house')]);
      const r = await commands.refund({ key: `${key}:rollback`, hash: `${key}:rollback`, kind: 'rollback', brand, memberId, member: account, counter: house, amount: stake, ends: [{ key, as: 'void' }] });
      if (r.status !== 'posted') throw new Error(`fixture rollback ${r.status} ${r.code ?? ''}`);
    },
    /** Movements of a kind into (or out of) a member's main wallet: the entries on it, by transfer key. */
    async entriesOfKind(memberId: number, kind: string): Promise<{ key: string; amount: bigint }[]> {
      return db
        .selectFrom('ledger_entries as e')
        .innerJoin('ledger_transfers as t', 't.key', 'e.transfer_key')
        .select(['t.key', 'e.amount'])
        .where('e.account_id', '=', await main(memberId))
        .where('t.kind', '=', kind)
        .orderBy('t.key')
        .execute();
    },
    async countTransfers(kind: string): Promise<number> {
      const r = await sql<{ n: string }>`select count(*)::text as n from ledger_transfers where kind = ${kind}`.execute(db);
      return Number(r.rows[0]!.n);
    },
  };
}
