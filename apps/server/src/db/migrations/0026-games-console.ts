import { sql, type Kysely } from 'kysely';

/**
 * The operator console's games section (issue 14):
 * - `brand_hall_tabs`: a brand's own order and on/off of the lobby's tabs, the game categories (lanes,
 *   header entries) and the classify tags (each lane's filter chips); null keeps the catalogue's.
 * - when each vendor credential was last entered: `vendors.secret_changed_at` for our own seamless
 *   protocol's HMAC secret, `vendor_integrations.credentials_changed_at` (name -> time) for an
 *   integration's keys. The console shows only whether a credential is set and when it changed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table brand_hall_tabs (
      brand_id int not null references brands(id) on delete cascade,
      kind text not null check (kind in ('category', 'classify')),
      key text not null check (key ~ '^[A-Za-z0-9][A-Za-z0-9-]{0,31}$'),
      enabled boolean,
      sort int check (sort between -1000000 and 1000000),
      primary key (brand_id, kind, key)
    )`,
    sql`alter table vendors add column secret_changed_at timestamptz`,
    sql`alter table vendor_integrations add column credentials_changed_at jsonb not null default '{}' check (jsonb_typeof(credentials_changed_at) = 'object')`,
  ];
  for (const statement of statements) await statement.execute(db);
}
