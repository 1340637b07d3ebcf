import { sql, type Kysely } from 'kysely';

/** Brands, their modules and form rules, routes, help content, countries and the server's keys. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table brands (
      id serial primary key,
      code text not null unique check (code ~ '^[A-Za-z0-9_-]{1,32}$'),
      is_default boolean not null default false,
      config jsonb not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`,
    sql`create unique index brands_single_default on brands (is_default) where is_default`,
    sql`create table brand_modules (
      brand_id int not null references brands(id) on delete cascade,
      mod_id text not null,
      enabled boolean not null,
      primary key (brand_id, mod_id)
    )`,
    sql`create table register_field_rules (
      brand_id int not null references brands(id) on delete cascade,
      field text not null,
      enabled boolean not null,
      required boolean not null,
      accepted_pattern text not null,
      pattern_id text not null,
      min_length int not null check (min_length >= 0),
      max_length int not null check (max_length >= min_length),
      sort int not null default 0,
      primary key (brand_id, field)
    )`,
    sql`create table domain_routes (
      id serial primary key,
      brand_id int not null references brands(id) on delete cascade,
      site_host text,
      url text not null,
      speed int not null default 0,
      sort int not null default 0
    )`,
    sql`create index domain_routes_brand on domain_routes (brand_id, sort)`,
    sql`create table help_articles (
      id serial primary key,
      brand_id int not null references brands(id) on delete cascade,
      parent_id int references help_articles(id) on delete cascade,
      slug text,
      language text not null,
      device text not null default 'all',
      title text not null,
      content text not null default '',
      sort int not null default 0
    )`,
    sql`create index help_articles_brand_lang on help_articles (brand_id, language, sort)`,
    sql`create table countries (
      country_code char(2) primary key,
      dialing_code text not null,
      name text not null,
      enabled boolean not null default true
    )`,
    sql`create table server_keys (
      id text primary key,
      algorithm text not null,
      public_key text not null,
      private_key text not null,
      created_at timestamptz not null default now()
    )`,
    sql`create table feedback (
      id serial primary key,
      brand_id int not null references brands(id) on delete cascade,
      category text not null,
      content text not null,
      contact text,
      language text not null,
      client_ip text not null,
      created_at timestamptz not null default now()
    )`,
  ];
  for (const s of statements) await s.execute(db);
}
