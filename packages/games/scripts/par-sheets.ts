import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildParSheets } from '../src/house/par/sheets.ts';

/** `npm run par -w packages/games`: recomputes every PAR sheet exactly and writes docs/games/. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const started = performance.now();
const { sheets } = buildParSheets();
for (const sheet of sheets) {
  const file = path.join(repoRoot, sheet.path);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, sheet.markdown);
  console.log(`wrote ${sheet.path}`);
}
console.log(`${sheets.length} sheets in ${((performance.now() - started) / 1000).toFixed(1)} s`);
