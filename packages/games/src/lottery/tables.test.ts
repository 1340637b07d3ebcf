import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildLotteryTables } from './tables.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

describe('lottery probability tables', () => {
  it('match the committed docs/lottery/tables exactly (run `npm run lottery-tables -w @lotus/games` after changing a play)', () => {
    const tables = buildLotteryTables();
    for (const t of tables) expect(fs.readFileSync(path.join(repoRoot, t.path), 'utf8'), `${t.path} is out of date`).toBe(t.markdown);
    const written = fs.readdirSync(path.join(repoRoot, 'docs/lottery/tables')).map((f) => `docs/lottery/tables/${f}`).sort();
    expect(written).toEqual(tables.map((t) => t.path).sort());
  });
});
