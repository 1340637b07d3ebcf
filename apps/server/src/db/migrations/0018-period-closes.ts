import { sql, type Kysely } from 'kysely';

/**
 * The period engine (issue 13): one close per brand, scheme and period, moving computing -> computed ->
 * (approved) -> posted (-> clawed_back), and the lines it staged, each with its inputs and formula so
 * a member or operator sees why. Lines are posted through the ledger under their own keys; the
 * close row records how far posting got.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table period_closes (
      id bigint generated always as identity primary key,
      brand_id int not null references brands(id),
      scheme text not null,
      period_key text not null,
      period_start timestamptz not null,
      period_end timestamptz not null check (period_end > period_start),
      status text not null default 'computing' check (status in ('computing', 'computed', 'approved', 'posted', 'clawed_back')),
      -- Fixed when the close is claimed, so approving, posting and clawing back need nothing but this row.
      needs_approval boolean not null,
      source_kind text not null,
      movement_kind text not null,
      line_count int not null default 0,
      posted_lines int not null default 0,
      -- Amount per currency of the staged lines, as text ({"PKR": "125000"}): jsonb numbers lose precision past 2^53.
      totals jsonb not null default '{}',
      last_error text,
      created_at timestamptz not null default now(),
      computed_at timestamptz,
      approved_at timestamptz,
      approved_by int references operators(id),
      posted_at timestamptz,
      clawed_back_at timestamptz,
      clawed_back_by int references operators(id),
      updated_at timestamptz not null default now(),
      unique (brand_id, scheme, period_key)
    )`,
    sql`create index period_closes_brand_scheme_end on period_closes (brand_id, scheme, period_end)`,
    sql`create table period_close_lines (
      close_id bigint not null references period_closes(id),
      line_no int not null check (line_no > 0),
      member_id int not null references members(id),
      amount bigint not null check (amount >= 0),
      currency char(3) not null,
      inputs jsonb not null,
      formula text not null,
      -- The ledger key the line is paid under: period:<scheme>:<brand>:<period key>:<line>.
      posting_key text not null,
      -- zero: staged with amount 0, never posted; clawback_refused: the member could not cover the reversal.
      status text not null check (status in ('staged', 'zero', 'posted', 'clawed_back', 'clawback_refused')),
      result_code text,
      primary key (close_id, line_no)
    )`,
    sql`create index period_close_lines_member on period_close_lines (member_id, close_id)`,
  ];
  for (const statement of statements) await statement.execute(db);
}
