import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { prepareDatabase } from '../src/db/seed/prepare.ts';
import { generateCatalogue, loadGeneratedCatalogue } from '../src/modules/games/catalogue-generator.ts';
import { GamesRepository } from '../src/modules/games/games.repository.ts';

const usage = `Generates N fake games over V fake vendors (GEN01, GEN02, ...) for load tests.

  node --import tsx apps/server/scripts/generate-catalogue.ts [--games 10000] [--vendors 20] [--seed 42]
      [--hidden] [--out games.jsonl]

Without --out the games are written to the database (DATABASE_URL, else DATA_DIR). With --out they are
written as a JSON Lines file for import-games.ts, and only the vendors are created in the database.
--hidden creates the vendors without an integration, so players do not see them.`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      games: { type: 'string', default: '10000' },
      vendors: { type: 'string', default: '20' },
      seed: { type: 'string', default: '42' },
      out: { type: 'string' },
      hidden: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const games = Number(values.games);
  const vendors = Number(values.vendors);
  const seed = Number(values.seed);
  if (values.help || !Number.isInteger(games) || games < 1 || games > 1_000_000 || !Number.isInteger(vendors) || vendors < 1 || vendors > 99 || !Number.isInteger(seed)) {
    console.log(usage);
    return values.help ? 0 : 2;
  }
  const options = { vendors, seed, integration: values.hidden ? ('none' as const) : ('seamless' as const) };
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
  try {
    await prepareDatabase(database);
    const t0 = performance.now();
    if (values.out) {
      const catalogue = generateCatalogue(games, options);
      await GamesRepository.insertVendors(database.db, catalogue.vendors);
      fs.writeFileSync(values.out, catalogue.games.map((g) => JSON.stringify(g)).join('\n') + '\n');
      console.log(`Wrote ${games} games to ${values.out}; vendors ${catalogue.vendors.map((v) => v.code).join(', ')} exist in the database.`);
    } else {
      const result = await loadGeneratedCatalogue(database.db, games, options);
      console.log(`Loaded ${result.rows} games (${result.inserted} new, ${result.updated} updated, ${result.unchanged} unchanged) over ${vendors} vendors in ${Math.round(performance.now() - t0)} ms.`);
    }
    return 0;
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
