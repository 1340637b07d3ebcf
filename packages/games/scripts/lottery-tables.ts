import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildLotteryTables } from '../src/lottery/tables.ts';

/** `npm run lottery-tables -w @lotus/games`: writes the lottery probability tables to docs/lottery/tables. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
for (const table of buildLotteryTables()) {
  const file = path.join(repoRoot, table.path);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, table.markdown);
  console.log(`wrote ${table.path}`);
}
