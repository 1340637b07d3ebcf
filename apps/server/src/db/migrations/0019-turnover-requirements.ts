import { sql, type Kysely } from 'kysely';

/**
 * Turnover requirements (issue 13): a deposit, bonus or adjustment may oblige the member to bet a
 * turnover before withdrawing. A requirement is written just before the movement it belongs to and
 * counts only once that movement posted (its `source_key` and `source_hash` are the movement's ledger key and request hash), so a crash
 * between the two leaves nothing that binds the member. Progress is not stored: it is derived from
 * the member's valid turnover (the bet journal's rollups) and `start_turnover`, in order of creation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table turnover_requirements (
      id bigint generated always as identity primary key,
      brand_id int not null references brands(id),
      member_id int not null references members(id),
      -- The movement it belongs to: its ledger key and request hash (a retry asking for something else binds nothing).
      source_key text not null unique,
      source_hash text not null,
      source text not null check (source in ('deposit', 'bonus', 'adjustment', 'rebate')),
      currency char(3) not null,
      -- The money the requirement came with, and the multiple it was set at (null: a fixed amount).
      base_amount bigint not null check (base_amount >= 0),
      multiple numeric(8, 2),
      required bigint not null check (required > 0),
      -- The member's all-time valid turnover when it was written: only turnover after this counts.
      start_turnover bigint not null,
      status text not null default 'open' check (status in ('open', 'met', 'waived')),
      created_at timestamptz not null default now(),
      closed_at timestamptz,
      closed_by int references operators(id),
      ref jsonb not null default '{}'
    )`,
    sql`create index turnover_requirements_member on turnover_requirements (member_id, id)`,
  ];
  for (const statement of statements) await statement.execute(db);
}
