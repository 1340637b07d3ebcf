import { sql, type Kysely } from 'kysely';

/**
 * The house studio: provably fair seed pairs per member (one active; a retired one reveals its server
 * seed), and rounds, each tied to the seed pair and nonce that decided it and settled through the
 * wallet under keys derived from the round id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table house_seeds (
      id bigint generated always as identity primary key,
      member_id int not null references members(id) on delete cascade,
      -- 32 random bytes, hex; secret while active, shown once retired.
      server_seed text not null check (server_seed ~ '^[0-9a-f]{64}$'),
      server_seed_hash text not null,
      client_seed text not null,
      next_nonce int not null default 0,
      active boolean not null default true,
      created_at timestamptz not null default now(),
      retired_at timestamptz
    )`,
    sql`create unique index house_seeds_active on house_seeds (member_id) where active`,
    sql`create table house_rounds (
      id bigint generated always as identity primary key,
      -- The member's own id for the round (a retried request plays once): unique per member.
      client_round_id uuid not null,
      member_id int not null references members(id) on delete cascade,
      brand_id int not null references brands(id),
      game text not null,
      seed_id bigint not null references house_seeds(id),
      nonce int not null,
      request_hash text not null,
      bet bigint not null check (bet > 0),
      win bigint not null default 0 check (win >= 0),
      -- open: bet not yet known to be posted; settling: bet posted, win to post; settled; void: no bet.
      status text not null check (status in ('open', 'settling', 'settled', 'void')),
      -- The engine's whole round (for mines, the board stays here while the round is played).
      result jsonb not null,
      created_at timestamptz not null default now(),
      settled_at timestamptz,
      unique (member_id, client_round_id),
      unique (seed_id, nonce)
    )`,
    sql`create index house_rounds_member on house_rounds (member_id, game, id desc)`,
    sql`create index house_rounds_unsettled on house_rounds (created_at) where status in ('open', 'settling')`,
    // One mines board in play per member.
    sql`create unique index house_rounds_one_mines on house_rounds (member_id) where game = 'mines' and status in ('open', 'settling') and (result->>'status') = 'playing'`,
  ];
  for (const s of statements) await s.execute(db);
}
