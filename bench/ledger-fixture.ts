import type { DatabaseHandle } from '../apps/server/src/db/database.ts';
import { LedgerRepository } from '../apps/server/src/modules/wallet/ledger.repository.ts';
import { LedgerWriter } from '../apps/server/src/modules/wallet/ledger-writer.ts';

/**
 * What the ledger benches bet with, on a prepared database: `count` members of brand 1, each with a main account
 * funded through the server's writer, and the house account their stakes go to.
 */
export async function fundedMembers(database: DatabaseHandle, count: number): Promise<{ members: number[]; accounts: bigint[]; house: bigint }> {
  const repo = new LedgerRepository(database.db);
  const house = await repo.ensureAccount(1, null, 'house', 'PKR');
  const cashIn = await repo.ensureAccount(1, null, 'cash_in', 'PKR');
  const rows = await database.db
    .insertInto('members')
    .values(Array.from({ length: count }, (_, i) => ({ brand_id: 1, username: `w${i}`, username_key: `w${i}`, customer_type: 0, password_hash: 'x', referral_code: `WB${i}`, register_ip: '127.0.0.1' })))
    .returning('id')
    .execute();
  const members = rows.map((r) => r.id);
  const accounts: bigint[] = [];
  for (const m of members) accounts.push(await repo.ensureAccount(1, m, 'main', 'PKR'));
  const writer = new LedgerWriter(database.db);
  const funds = 10n ** 12n;
  await Promise.all(accounts.map((a, i) => writer.post({ key: `seed:${i}`, hash: 'seed', kind: 'deposit', currency: 'PKR', amount: funds, legs: [{ account: cashIn, amount: -funds }, { account: a, amount: funds }] })));
  return { members, accounts, house };
}
