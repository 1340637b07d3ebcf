import { sql, type Kysely } from 'kysely';

/**
 * The games catalogue: vendors' catalogue fields (on the seamless-wallet `vendors` table), categories
 * with their navigation page and point ratio, games, per-brand overrides, favourites, recent games,
 * PVP rooms and the winner board. Name search uses pg_trgm (PGlite loads it as an extension; on
 * PostgreSQL it is a trusted extension the database owner may create).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create extension if not exists pg_trgm`,

    // Vendors: existing rows are seamless-wallet vendors; a new vendor has no integration until configured.
    sql`alter table vendors
      add column icon_url text not null default '',
      add column categories text[] not null default '{}',
      add column integration text not null default 'none' check (integration in ('house', 'seamless', 'transfer', 'none')),
      add column is_hot boolean not null default false,
      add column sort int not null default 0,
      add column updated_at timestamptz not null default now()`,
    sql`update vendors set integration = 'seamless'`,

    // Categories: the spec's navigation targets and point ratios. ESPORTS is split from SPORTS by brand config.
    sql`create table game_categories (
      code text primary key check (code ~ '^[A-Z]{2,16}$'),
      page text not null,
      name_key text not null,
      en_name text not null,
      -- points per unit of turnover; null where the category earns none
      point_ratio numeric(6, 2) check (point_ratio >= 0),
      sort int not null default 0
    )`,
    sql`insert into game_categories (code, page, name_key, en_name, point_ratio, sort) values
      ('SPORTS', '/sports', 'categories.SPORTS', 'Sports', 1.00, 10),
      ('ESPORTS', '/sports', 'categories.ESPORTS', 'E-sports', null, 20),
      ('ELOTT', '/elott', 'categories.ELOTT', 'E-lottery', null, 30),
      ('LOTT', '/lottery', 'categories.LOTT', 'Lottery', null, 40),
      ('LIVE', '/live', 'categories.LIVE', 'Live casino', 0.70, 50),
      ('FISH', '/fish', 'categories.FISH', 'Fishing', 1.20, 60),
      ('RNG', '/rng', 'categories.RNG', 'Slots', 1.20, 70),
      ('PVP', '/pvp', 'categories.PVP', 'PVP', 1.00, 80)`,

    // Classify tags with their names per language (a game's tag without a row shows its key).
    sql`create table game_classifies (
      key text primary key check (key ~ '^[a-z0-9][a-z0-9-]{0,31}$'),
      names jsonb not null check (jsonb_typeof(names) = 'object'),
      sort int not null default 0
    )`,

    // All of a game's names as one text (immutable: jsonb keys come out sorted).
    sql`create function game_names_text(names jsonb) returns text language sql immutable parallel safe
      as $$ select coalesce(string_agg(value, ' '), '') from jsonb_each_text(names) $$`,
    sql`create table games (
      -- the game's nodeId on the wire
      id integer generated always as identity primary key,
      vendor_code text not null references vendors(code),
      code text not null check (code ~ '^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$'),
      game_type text not null check (game_type in ('SPORTS', 'ELOTT', 'LOTT', 'LIVE', 'FISH', 'RNG', 'PVP')),
      -- {EN: name, UR: name, ...}; EN is required
      names jsonb not null check (jsonb_typeof(names) = 'object' and names ? 'EN'),
      -- every name in one text, kept by the database, for the trigram index (and its rechecks)
      names_search text generated always as (game_names_text(names)) stored,
      icon_url text not null default '',
      classify text[] not null default '{}',
      is_hot boolean not null default false,
      sort int not null default 0,
      -- a vendor entry that opens a popup list of the vendor's games (isGame VASSALAGE)
      is_vassalage boolean not null default false,
      demo_allowed boolean not null default false,
      enabled boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (vendor_code, code)
    )`,
    // Pages walk these in order and stop early; the included columns let counts skip the table.
    sql`create index games_type_sort on games (game_type, sort, id) include (vendor_code, enabled)`,
    sql`create index games_sort on games (sort, id) include (vendor_code, enabled, game_type)`,
    sql`create index games_vendor_sort on games (vendor_code, sort, id)`,
    sql`create index games_hot on games (sort, id) where is_hot`,
    sql`create index games_classify on games using gin (classify)`,
    sql`create index games_names_trgm on games using gin (names_search gin_trgm_ops)`,

    // Per-brand overrides; a null column keeps the catalogue's value.
    sql`create table brand_vendors (
      brand_id int not null references brands(id) on delete cascade,
      vendor_code text not null references vendors(code) on delete cascade,
      enabled boolean,
      sort int,
      primary key (brand_id, vendor_code)
    )`,
    sql`create table brand_games (
      brand_id int not null references brands(id) on delete cascade,
      game_id int not null references games(id) on delete cascade,
      enabled boolean,
      sort int,
      is_hot boolean,
      primary key (brand_id, game_id)
    )`,

    sql`create table favourite_games (
      member_id int not null references members(id) on delete cascade,
      game_id int not null references games(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (member_id, game_id)
    )`,
    sql`create index favourite_games_recent on favourite_games (member_id, created_at desc)`,
    sql`create table recent_games (
      member_id int not null references members(id) on delete cascade,
      -- the member's brand, so popularity is counted per brand
      brand_id int not null references brands(id) on delete cascade,
      game_id int not null references games(id) on delete cascade,
      last_played_at timestamptz not null,
      primary key (member_id, game_id)
    )`,
    sql`create index recent_games_member on recent_games (member_id, last_played_at desc)`,
    sql`create index recent_games_game on recent_games (brand_id, game_id, last_played_at)`,

    sql`create table pvp_rooms (
      id integer generated always as identity primary key,
      -- null: every brand
      brand_id int references brands(id) on delete cascade,
      game_id int not null references games(id) on delete cascade,
      code text not null,
      names jsonb not null check (jsonb_typeof(names) = 'object' and names ? 'EN'),
      min_bet bigint not null check (min_bet > 0),
      max_bet bigint not null check (max_bet >= min_bet),
      seats int not null check (seats between 2 and 100),
      -- kept by the PVP game server
      players int not null default 0 check (players >= 0),
      status text not null default 'open' check (status in ('open', 'full', 'closed')),
      sort int not null default 0,
      enabled boolean not null default true,
      unique (game_id, code)
    )`,

    // Big wins for the home page; the game settlement adds rows, a job may trim old ones.
    sql`create table winner_board (
      id bigint generated always as identity primary key,
      brand_id int not null references brands(id) on delete cascade,
      member_id int references members(id) on delete set null,
      player_name text not null,
      game_id int references games(id) on delete set null,
      game_type text not null check (game_type in ('SPORTS', 'ELOTT', 'LOTT', 'LIVE', 'FISH', 'RNG', 'PVP')),
      vendor_code text not null,
      game_name text not null,
      amount bigint not null check (amount > 0),
      currency text not null,
      won_at timestamptz not null default now()
    )`,
    sql`create index winner_board_recent on winner_board (brand_id, won_at desc)`,
    sql`create index winner_board_type on winner_board (brand_id, game_type, won_at desc)`,
  ];
  for (const s of statements) await s.execute(db);
}
