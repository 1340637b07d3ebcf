import { sql, type Kysely } from 'kysely';

/**
 * Notices and announcements an operator writes in the console (issue 15).
 * - `notices`: the notice page and dialog; `language` 'all' or a language code; shown while published and
 *   inside the optional window [publish_from, publish_until).
 * - `announcements`: banners (B, with their group), marquee (PL), popups (PU), promotions (PR) and H, with
 *   execution (B before login, A after, F first login), device, language, window and order.
 * - `announcement_deliveries`: which member received which first-login (F) item. The insert that claims a row
 *   is what lets the item out, so each member gets it once, also under parallel requests.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table notices (
      id serial primary key,
      brand_id int not null references brands(id) on delete cascade,
      title text not null,
      content text not null default '',
      language text not null default 'all',
      sort int not null default 0,
      published boolean not null default false,
      publish_from timestamptz,
      publish_until timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    sql`create index notices_brand on notices (brand_id, sort, id)`,
    sql`create table announcements (
      id serial primary key,
      brand_id int not null references brands(id) on delete cascade,
      type text not null check (type in ('B', 'PL', 'PU', 'PR', 'H')),
      execution text not null default 'B' check (execution in ('B', 'A', 'F')),
      group_name text check (group_name in ('w_home', 'w_login', 'w_register')),
      device text not null default 'all' check (device in ('all', 'web', 'h5')),
      language text not null default 'all',
      title text not null,
      content text not null default '',
      image_url text,
      linkage_type text check (linkage_type in ('URL', 'P', 'G')),
      link text,
      sort int not null default 0,
      published boolean not null default false,
      publish_from timestamptz,
      publish_until timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    sql`create index announcements_brand on announcements (brand_id, execution, sort, id)`,
    sql`create table announcement_deliveries (
      announcement_id int not null references announcements(id) on delete cascade,
      member_id int not null references members(id) on delete cascade,
      delivered_at timestamptz not null default now(),
      primary key (announcement_id, member_id)
    )`,
  ];
  for (const statement of statements) await statement.execute(db);
}
