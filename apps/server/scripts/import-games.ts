import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gameImportFormats } from '@lotus/contract/games';
import { loadConfig } from '../src/config/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { prepareDatabase } from '../src/db/seed/prepare.ts';
import { GameImporter, type ImportFormat } from '../src/modules/games/game-import.ts';
import { GamesRepository } from '../src/modules/games/games.repository.ts';
import { AppError } from '../src/platform/errors.ts';

const usage = `Imports a vendor's game list (JSON array or JSON Lines) into the catalogue.

  node --import tsx apps/server/scripts/import-games.ts <file> [--format json|jsonl] [--dry-run]

Uses DATABASE_URL, else the embedded database in DATA_DIR (./data). Every row is checked first; with
any bad row nothing is written and each problem is listed with its line. Rows upsert by (vendor, code).`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { format: { type: 'string' }, 'dry-run': { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } },
  });
  const file = positionals[0];
  if (values.help || !file || positionals.length > 1) {
    console.log(usage);
    return values.help ? 0 : 2;
  }
  if (values.format !== undefined && !(gameImportFormats as readonly string[]).includes(values.format)) {
    console.error(`--format must be one of ${gameImportFormats.join(', ')}`);
    return 2;
  }
  const text = fs.readFileSync(file, 'utf8');
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
  try {
    await prepareDatabase(database);
    const result = await new GameImporter(new GamesRepository(database.db)).importText(text, { format: values.format as ImportFormat | undefined, fileName: path.basename(file), dryRun: values['dry-run'] });
    console.log(`${result.dryRun ? 'Checked (dry run, nothing written)' : 'Imported'} ${result.rows} games: ${result.inserted} new, ${result.updated} updated, ${result.unchanged} unchanged.`);
    return 0;
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'game.import.invalid') throw error;
    const { errors, errorCount } = error.value as { errors: { line: number; row: number; field: string; message: string }[]; errorCount: number };
    console.error(`${file}: ${errorCount} error(s); nothing was imported.`);
    for (const e of errors) console.error(`  line ${e.line}${e.row ? ` (row ${e.row})` : ''}${e.field ? ` ${e.field}` : ''}: ${e.message}`);
    if (errorCount > errors.length) console.error(`  ... and ${errorCount - errors.length} more`);
    return 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
