import { sql, type Kysely } from 'kysely';

/**
 * The console's brand settings (issue 14). `brands.version` counts the writes of a brand's settings (its
 * config, modules, registration rules and routes): a write names the version it read and is refused when
 * another came first, so one operator's save never silently drops another's. The single maintenance window
 * becomes a list of scheduled windows, each with a message per language (none yet).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table brands add column version int not null default 1`.execute(db);
  await sql`update brands set config = (config - 'maintenance') || jsonb_build_object('maintenanceWindows',
      case when jsonb_typeof(config -> 'maintenance') = 'object' then jsonb_build_array((config -> 'maintenance') || '{"message": {}}'::jsonb) else '[]'::jsonb end)
    where config ? 'maintenance'`.execute(db);
}
