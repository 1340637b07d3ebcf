import type { DatabaseHandle, Db } from '../src/db/database.ts';
import { SystemRepository } from '../src/modules/system/system.repository.ts';
import { LedgerRepository } from '../src/modules/wallet/ledger.repository.ts';
import type { LedgerWriter } from '../src/modules/wallet/ledger-writer.ts';
import { WalletBrands } from '../src/modules/wallet/periods/wallet-brands.ts';
import { PeriodClosesRepository } from '../src/modules/wallet/periods/period-closes.repository.ts';
import { PeriodEngine } from '../src/modules/wallet/periods/period-engine.ts';
import type { PeriodScheme } from '../src/modules/wallet/periods/period-scheme.ts';

/** Shared by the period crash test and the child process it kills: one close of many small lines. */
export const crashPeriod = 'daily:2026-11-24';
export const crashLineCount = 3_000;
export const crashMembers = 20;

/** Line i pays 100 + i to member i mod 20 (the members named crash*), so each line's payment is recognisable. */
export function crashScheme(db: Db): PeriodScheme {
  return {
    id: 'crash',
    periodKind: 'daily',
    needsApproval: false,
    posting: { source: 'bonus', kind: 'rebate' },
    async computeLines() {
      const members = await db.selectFrom('members').select('id').where('username', 'like', 'periodcrash%').orderBy('id').execute();
      return Array.from({ length: crashLineCount }, (_, i) => ({ memberId: members[i % members.length]!.id, amount: BigInt(100 + i), inputs: { i }, formula: `100 + ${i}` }));
    },
  };
}

/** The child posts ten lines a batch, so its close takes many batches (a kill lands mid-post). */
export function crashEngine(database: DatabaseHandle, writer: LedgerWriter, batchSize = 10): PeriodEngine {
  const brands = new WalletBrands(new SystemRepository(database.db));
  return new PeriodEngine(new PeriodClosesRepository(database.db), new LedgerRepository(database.db), writer, (id) => brands.get(id), () => new Date('2026-11-26T00:00:00Z'), batchSize);
}
