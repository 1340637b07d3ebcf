import { sql, type Kysely } from 'kysely';
import { journalApplyFunction } from './bet-journal.sql.ts';

/**
 * Cashback on turnover that is later voided (issue 13): when a settled bet is voided (a vendor rolls back the
 * stake of a round that closed with it), `journal_apply` records the turnover that left its day in
 * `bet_turnover_reversals`. The daily cashback close works out, from those days, what was paid beyond the
 * rebate the remaining turnover earns and takes it from the member's later cashback (never from the wallet);
 * see modules/rewards/rebate-recovery.ts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table bet_turnover_reversals (
      id bigserial primary key,
      brand_id int not null,
      member_id int not null,
      -- The brand day the bet had settled on (its rollup row), and what left it.
      day date not null,
      category text not null,
      stake bigint not null,
      bet_key text not null,
      at timestamptz not null
    )`,
    // A member's cashback page reads theirs; the daily close reads the brand's, all of them (they are few).
    sql`create index bet_turnover_reversals_member on bet_turnover_reversals (member_id, day)`,
    sql.raw(journalApplyFunction),
  ];
  for (const statement of statements) await statement.execute(db);
}
