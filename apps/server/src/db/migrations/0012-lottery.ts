import { sql, type Kysely } from 'kysely';

/**
 * The lottery: games per brand (family, schedule, rules, limits), issues (sale, lock, draw, the seed
 * committed by its hash), operator result entries for official draws (two must agree), orders with
 * their sub-orders (one per slip line and issue; a chase spans issues), and per-number exposure.
 * Money moves only through the ledger, under keys derived from order, sub-order and issue ids.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table lottery_games (
      id int generated always as identity primary key,
      brand_id int not null references brands(id),
      code text not null,
      family text not null,
      group_code text not null,
      names jsonb not null,
      prize_mode text not null,
      draw_source text not null check (draw_source in ('rng', 'official')),
      -- In-house fast games: seconds between draws. Official games: the schedule below.
      cadence_seconds int check (cadence_seconds is null or cadence_seconds between 30 and 86400),
      schedule jsonb,
      time_zone text not null,
      lock_seconds int not null check (lock_seconds >= 0),
      station text,
      region text,
      rules jsonb not null default '{}',
      settings jsonb not null default '{}',
      enabled boolean not null default true,
      sort int not null default 0,
      unique (brand_id, code),
      check ((cadence_seconds is null) <> (schedule is null))
    )`,
    sql`create table lottery_issues (
      id bigint generated always as identity primary key,
      game_id int not null references lottery_games(id),
      numero text not null,
      sale_at timestamptz not null,
      lock_at timestamptz not null,
      draw_at timestamptz not null,
      -- In-house draws: 32 random bytes, secret until the draw; its SHA-256 is public from sale open.
      seed text,
      seed_hash text,
      -- open: on sale or waiting for its draw; drawn: result known, settling; settled; void: refunded.
      status text not null default 'open' check (status in ('open', 'drawn', 'settled', 'void')),
      result text,
      positions jsonb,
      drawn_at timestamptz,
      settled_at timestamptz,
      unique (game_id, numero),
      check (sale_at <= lock_at and lock_at <= draw_at)
    )`,
    sql`create index lottery_issues_game_draw on lottery_issues (game_id, draw_at)`,
    sql`create index lottery_issues_due on lottery_issues (draw_at) where status in ('open', 'drawn')`,
    sql`create table lottery_result_entries (
      issue_id bigint not null references lottery_issues(id),
      operator_id int not null,
      result text not null,
      created_at timestamptz not null default now(),
      primary key (issue_id, operator_id)
    )`,
    sql`create table lottery_orders (
      id bigint generated always as identity primary key,
      order_number text not null unique,
      brand_id int not null references brands(id),
      member_id int not null references members(id),
      game_id int not null references lottery_games(id),
      first_issue_id bigint not null references lottery_issues(id),
      client_order_id text,
      request_hash text not null,
      chase_count int not null default 1,
      winning_stop boolean not null default false,
      amount bigint not null check (amount > 0),
      device text not null,
      -- placing: rows written, debit not yet known to be posted; placed; void: the debit was refused.
      status text not null check (status in ('placing', 'placed', 'void')),
      created_at timestamptz not null default now(),
      unique (member_id, client_order_id)
    )`,
    sql`create index lottery_orders_member on lottery_orders (member_id, id desc)`,
    sql`create index lottery_orders_placing on lottery_orders (created_at) where status = 'placing'`,
    sql`create table lottery_bets (
      id bigint generated always as identity primary key,
      order_id bigint not null references lottery_orders(id),
      issue_id bigint not null references lottery_issues(id),
      member_id int not null,
      line int not null,
      play_id int not null,
      approach smallint not null,
      balls text not null,
      mode smallint not null,
      unit text not null,
      series int not null,
      multiple int not null,
      bet_count int not null check (bet_count > 0),
      stake bigint not null check (stake > 0),
      amount bigint not null check (amount > 0),
      win bigint not null default 0 check (win >= 0),
      rebate bigint not null default 0 check (rebate >= 0),
      status text not null default 'pending' check (status in ('pending', 'won', 'lost', 'tie', 'cancelled', 'void')),
      settled_at timestamptz
    )`,
    sql`create index lottery_bets_issue on lottery_bets (issue_id, status)`,
    sql`create index lottery_bets_order on lottery_bets (order_id)`,
    sql`create table lottery_exposure (
      issue_id bigint not null references lottery_issues(id),
      play_id int not null,
      number text not null,
      potential bigint not null,
      primary key (issue_id, play_id, number)
    )`,
  ];
  for (const s of statements) await s.execute(db);
}
