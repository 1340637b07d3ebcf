import { sql, type ColumnType, type Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { AtRest } from '../../platform/secrets-at-rest.ts';

/** `vendor_integrations` (migration 0010). Kept beside its module; Db sees it through `withTables`. */
export interface VendorIntegrationsTable {
  vendor_code: string;
  kind: 'hub88';
  settings: ColumnType<Record<string, unknown>, string, string>;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** Setting name -> when an operator last entered that credential (migration 0026). */
  credentials_changed_at: ColumnType<Record<string, string>, string | undefined, string>;
}

/** A scheme-and-host source (optionally `*.` wildcard and port); anything else could break out of the header. */
const originPattern = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

type IntegrationsDb = Kysely<Database & { vendor_integrations: VendorIntegrationsTable }>;

export interface IntegrationRow {
  vendor: string;
  kind: string;
  settings: Record<string, unknown>;
  /** The integration and its vendor are both switched on. */
  enabled: boolean;
}

/** A row as the operator's console manages it: the integration's own switch, and when each credential was entered. */
export interface StoredIntegration {
  vendor: string;
  kind: string;
  settings: Record<string, unknown>;
  enabled: boolean;
  credentialsChangedAt: Record<string, string>;
}

/** Settings that are secrets (our private key for a vendor): sealed at rest, opened as they are read. */
const SECRET_SETTINGS = ['privateKey'] as const;

/** Reads and writes vendor integrations (only this module touches the table). */
export class VendorIntegrationsRepository {
  readonly #db: IntegrationsDb;

  constructor(
    db: Db,
    private readonly atRest: AtRest,
  ) {
    this.#db = db.withTables<{ vendor_integrations: VendorIntegrationsTable }>();
  }

  /** The settings with their secrets opened (what the adapters and the console work with). */
  #opened(settings: Record<string, unknown>): Record<string, unknown> {
    const out = { ...settings };
    for (const name of SECRET_SETTINGS) if (typeof out[name] === 'string') out[name] = this.atRest.open(out[name]);
    return out;
  }

  /** The settings as stored: secrets sealed. */
  #sealed(settings: Record<string, unknown>): Record<string, unknown> {
    const out = { ...settings };
    for (const name of SECRET_SETTINGS) {
      const v = out[name];
      if (typeof v === 'string' && v !== '' && !AtRest.isSealed(v)) out[name] = this.atRest.seal(v);
    }
    return out;
  }

  /** Seals secrets stored in the clear (rows from before sealing at rest); a row is replaced only if unchanged. */
  async sealStored(): Promise<number> {
    const rows = await this.#db.selectFrom('vendor_integrations').select(['vendor_code', sql<string>`settings::text`.as('text'), 'settings']).execute();
    let sealed = 0;
    for (const r of rows) {
      const next = this.#sealed(r.settings);
      if (SECRET_SETTINGS.every((name) => next[name] === r.settings[name])) continue;
      const u = await sql`update vendor_integrations set settings = ${JSON.stringify(next)}::jsonb where vendor_code = ${r.vendor_code} and settings::text = ${r.text}`.execute(this.#db);
      sealed += Number(u.numAffectedRows ?? 0n);
    }
    return sealed;
  }

  /**
   * Where game iframes may come from: every switched-on integration whose vendor some brand shows
   * lists its launch origins in `settings.frameOrigins` (e.g. `["https://*.example-games.com"]`); one
   * that lists none gets `https:` so its games keep loading (aggregators launch each studio from that
   * studio's own host). A page request names no brand (no Merchant header on navigation), so this is
   * the deployment's union. Entries that are not a plain scheme and host are dropped: they go into a
   * header.
   */
  async frameOrigins(): Promise<string[]> {
    const { rows } = await sql<{ origins: unknown }>`
      select i.settings -> 'frameOrigins' as origins
      from vendor_integrations i
      join vendors v on v.code = i.vendor_code
      where i.enabled and v.integration <> 'none'
        and exists (select 1 from brands b left join brand_vendors bv on bv.brand_id = b.id and bv.vendor_code = v.code
                    where coalesce(bv.enabled, v.enabled))`.execute(this.#db);
    const origins = new Set<string>();
    for (const { origins: listed } of rows) {
      const valid = Array.isArray(listed) ? listed.filter((o): o is string => typeof o === 'string' && originPattern.test(o)) : [];
      for (const o of valid.length ? valid : ['https:']) origins.add(o.toLowerCase());
    }
    return [...origins].sort();
  }

  async find(vendor: string): Promise<IntegrationRow | null> {
    const row = await this.#db
      .selectFrom('vendor_integrations as i')
      .innerJoin('vendors as v', 'v.code', 'i.vendor_code')
      .select(['i.vendor_code', 'i.kind', 'i.settings', 'i.enabled', 'v.enabled as vendor_enabled'])
      .where('i.vendor_code', '=', vendor)
      .executeTakeFirst();
    if (!row) return null;
    return { vendor: row.vendor_code, kind: row.kind, settings: this.#opened(row.settings), enabled: row.enabled && row.vendor_enabled };
  }

  /** Creates or replaces a vendor's integration (tests, set-up scripts, the back office). */
  async save(vendor: string, kind: 'hub88', settings: Record<string, unknown>, enabled = true): Promise<void> {
    await this.#db
      .insertInto('vendor_integrations')
      .values({ vendor_code: vendor, kind, settings: JSON.stringify(this.#sealed(settings)), enabled })
      .onConflict((oc) => oc.column('vendor_code').doUpdateSet({ kind, settings: JSON.stringify(this.#sealed(settings)), enabled, updated_at: new Date() }))
      .execute();
  }

  /** Rows of these vendors as stored (the integration's own switch, whatever the vendor's). */
  async stored(vendors: readonly string[]): Promise<StoredIntegration[]> {
    if (vendors.length === 0) return [];
    const rows = await this.#db
      .selectFrom('vendor_integrations')
      .select(['vendor_code', 'kind', 'settings', 'enabled', 'credentials_changed_at'])
      .where('vendor_code', 'in', [...vendors])
      .execute();
    return rows.map((r) => ({ vendor: r.vendor_code, kind: r.kind, settings: this.#opened(r.settings), enabled: r.enabled, credentialsChangedAt: r.credentials_changed_at }));
  }

  /**
   * Writes an integration as an operator entered it, from the row as it is inside the transaction
   * (locked on PostgreSQL), so two operators saving at once cannot carry each other's old credentials
   * over: `merge` gets the current row (null: none yet) and answers the new settings and switch, and the
   * credentials entered now (their times are stamped). Answers the row before and after.
   */
  async update(
    vendor: string,
    kind: 'hub88',
    merge: (current: StoredIntegration | null) => { settings: Record<string, unknown>; enabled: boolean; entered: string[] },
    at: Date,
  ): Promise<{ before: StoredIntegration | null; after: StoredIntegration }> {
    return this.#db.transaction().execute(async (tx) => {
      const row = await tx
        .selectFrom('vendor_integrations')
        .select(['vendor_code', 'kind', 'settings', 'enabled', 'credentials_changed_at'])
        .where('vendor_code', '=', vendor)
        .forUpdate()
        .executeTakeFirst();
      const before = row ? { vendor, kind: row.kind, settings: this.#opened(row.settings), enabled: row.enabled, credentialsChangedAt: row.credentials_changed_at } : null;
      const next = merge(before);
      const stamps = { ...(before?.credentialsChangedAt ?? {}), ...Object.fromEntries(next.entered.map((name) => [name, at.toISOString()])) };
      const values = { kind, settings: JSON.stringify(this.#sealed(next.settings)), enabled: next.enabled, credentials_changed_at: JSON.stringify(stamps) };
      await tx
        .insertInto('vendor_integrations')
        .values({ vendor_code: vendor, ...values })
        .onConflict((oc) => oc.column('vendor_code').doUpdateSet({ ...values, updated_at: at }))
        .execute();
      return { before, after: { vendor, kind, settings: next.settings, enabled: next.enabled, credentialsChangedAt: stamps } };
    });
  }

  /**
   * Sets one setting only where it is still absent (the first of several processes wins) and returns
   * the value the row ends with.
   */
  async setIfAbsent(vendor: string, name: string, value: string): Promise<string | null> {
    const stored = (SECRET_SETTINGS as readonly string[]).includes(name) ? this.atRest.seal(value) : value;
    await sql`update vendor_integrations set settings = settings || jsonb_build_object(${name}::text, ${stored}::text), updated_at = now()
      where vendor_code = ${vendor} and not (settings ? ${name})`.execute(this.#db);
    const row = await this.find(vendor);
    const now = row?.settings[name];
    return typeof now === 'string' ? now : null;
  }
}
