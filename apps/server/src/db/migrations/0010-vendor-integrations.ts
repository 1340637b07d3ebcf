import { sql, type Kysely } from 'kysely';

/**
 * How we talk to each third-party vendor: the integration kind (the adapter in modules/vendors) and
 * its settings. For `hub88`: the Games API base URL, our operator id, our RSA private key (PEM; made
 * on first use when absent, so operators only hand our public key to Hub88) and Hub88's public key.
 * A vendor without a row has no adapter (our own seamless protocol needs none: it is the vendors row).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table vendor_integrations (
    vendor_code text primary key references vendors(code) on delete cascade,
    kind text not null check (kind in ('hub88')),
    settings jsonb not null check (jsonb_typeof(settings) = 'object'),
    enabled boolean not null default true,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
}
