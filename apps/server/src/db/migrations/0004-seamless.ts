import { sql, type Kysely } from 'kysely';

/** Game vendors calling our seamless wallet, and the player sessions they authenticate. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table vendors (
      code text primary key check (code ~ '^[A-Z0-9_]{2,20}$'),
      name text not null,
      -- HMAC-SHA256 key for the signature over each call's raw body.
      secret text not null,
      enabled boolean not null default true,
      created_at timestamptz not null default now()
    )`,
    sql`create table vendor_sessions (
      token_hash text primary key,
      vendor_code text not null references vendors(code),
      member_id int not null references members(id) on delete cascade,
      brand_id int not null references brands(id),
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    )`,
    sql`create index vendor_sessions_member on vendor_sessions (member_id, vendor_code)`,
  ];
  for (const s of statements) await s.execute(db);
}
