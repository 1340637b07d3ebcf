import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.ts';
import * as m0001 from './migrations/0001-system.ts';
import * as m0002 from './migrations/0002-accounts.ts';
import * as m0003 from './migrations/0003-ledger.ts';
import * as m0004 from './migrations/0004-seamless.ts';
import * as m0005 from './migrations/0005-payments.ts';
import * as m0006 from './migrations/0006-ledger-post-fewer-statements.ts';
import * as m0007 from './migrations/0007-pending-transfers.ts';
import * as m0008 from './migrations/0008-games.ts';
import * as m0009 from './migrations/0009-ledger-zero-legs.ts';
import * as m0010 from './migrations/0010-vendor-integrations.ts';
import * as m0011 from './migrations/0011-house.ts';
import * as m0012 from './migrations/0012-lottery.ts';
import * as m0013 from './migrations/0013-operator-security.ts';
import * as m0014 from './migrations/0014-secret-attempts.ts';
import * as m0015 from './migrations/0015-withdrawal-day-counts.ts';
import * as m0016 from './migrations/0016-password-rule-upgrade.ts';
import * as m0017 from './migrations/0017-bet-journal.ts';
import * as m0018 from './migrations/0018-period-closes.ts';
import * as m0019 from './migrations/0019-turnover-requirements.ts';
import * as m0020 from './migrations/0020-rebates.ts';
import * as m0021 from './migrations/0021-bet-journal-member-index.ts';
import * as m0022 from './migrations/0022-bet-record-days.ts';
import * as m0023 from './migrations/0023-operator-access.ts';
import * as m0024 from './migrations/0024-member-desk.ts';
import * as m0025 from './migrations/0025-lottery-issue-cancel.ts';
import * as m0026 from './migrations/0026-games-console.ts';
import * as m0027 from './migrations/0027-brand-settings.ts';
import * as m0028 from './migrations/0028-payments-desk.ts';
import * as m0029 from './migrations/0029-reports.ts';
import * as m0030 from './migrations/0030-inbox.ts';
import * as m0031 from './migrations/0031-notices-announcements.ts';
import * as m0032 from './migrations/0032-feedback.ts';
import * as m0033 from './migrations/0033-live-chat.ts';
import * as m0034 from './migrations/0034-inbox-read-all-counts.ts';
import * as m0035 from './migrations/0035-rebate-recovery.ts';

/**
 * Forward-only migrations, listed here in order (no directory scanning, so bundling and tests see the
 * same list). Kysely takes an advisory lock on PostgreSQL, so N processes starting at once migrate once.
 */
const migrations: Record<string, Migration> = {
  '0001-system': m0001,
  '0002-accounts': m0002,
  '0003-ledger': m0003,
  '0004-seamless': m0004,
  '0005-payments': m0005,
  '0006-ledger-post-fewer-statements': m0006,
  '0007-pending-transfers': m0007,
  '0008-games': m0008,
  '0009-ledger-zero-legs': m0009,
  '0010-vendor-integrations': m0010,
  '0011-house': m0011,
  '0012-lottery': m0012,
  '0013-operator-security': m0013,
  '0014-secret-attempts': m0014,
  '0015-withdrawal-day-counts': m0015,
  '0016-password-rule-upgrade': m0016,
  '0017-bet-journal': m0017,
  '0018-period-closes': m0018,
  '0019-turnover-requirements': m0019,
  '0020-rebates': m0020,
  '0021-bet-journal-member-index': m0021,
  '0022-bet-record-days': m0022,
  '0023-operator-access': m0023,
  '0024-member-desk': m0024,
  '0025-lottery-issue-cancel': m0025,
  '0026-games-console': m0026,
  '0027-brand-settings': m0027,
  '0028-payments-desk': m0028,
  '0029-reports': m0029,
  '0030-inbox': m0030,
  '0031-notices-announcements': m0031,
  '0032-feedback': m0032,
  '0033-live-chat': m0033,
  '0034-inbox-read-all-counts': m0034,
  '0035-rebate-recovery': m0035,
};

/** Names of every migration, in order. */
export const migrationNames = Object.keys(migrations);

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
