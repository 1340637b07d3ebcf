import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { crashConfig } from '../crash.ts';
import { diceConfig } from '../dice.ts';
import { minesConfig } from '../mines.ts';
import { Fraction } from './fraction.ts';
import { buildParSheets } from './sheets.ts';
import { crashPar, dicePar, minesPar } from './table-games-par.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

describe('PAR sheets', () => {
  // Computed once while collecting: the full cycles take about a second.
  const { slots, sheets } = buildParSheets();

  it('match the committed docs/games exactly (run `npm run par -w packages/games` after changing a game)', () => {
    for (const sheet of sheets) {
      const file = path.join(repoRoot, sheet.path);
      expect(fs.existsSync(file), `${sheet.path} is missing`).toBe(true);
      expect(fs.readFileSync(file, 'utf8'), `${sheet.path} is out of date`).toBe(sheet.markdown);
    }
    const written = fs.readdirSync(path.join(repoRoot, 'docs/games')).map((f) => `docs/games/${f}`).sort();
    expect(written).toEqual(sheets.map((s) => s.path).sort());
  });

  it('put every slot between 95% and 97% RTP, with every advertised award reachable', () => {
    for (const par of Object.values(slots)) {
      expect(par.rtp.compare(Fraction.of(95, 100)), par.game).toBeGreaterThanOrEqual(0);
      expect(par.rtp.compare(Fraction.of(97, 100)), par.game).toBeLessThanOrEqual(0);
      for (const a of par.awards) expect(a.probability.isZero(), `${par.game} ${a.award}`).toBe(false);
      expect(par.rtpBase.add(par.rtpFeature).compare(par.rtp)).toBe(0);
    }
  });

  it('put crash, dice and mines at 99% less at most the rounding of the multiplier, on every setting', () => {
    const floor = Fraction.of(9899, 10_000); // 98.99%
    const ceiling = Fraction.of(99, 100);
    const crash = crashPar(crashConfig, [101, 200, crashConfig.maxTarget]);
    expect(crash.rtpLowerBound.compare(floor)).toBeGreaterThan(0);
    for (const s of crash.settings) expect(s.rtp.compare(ceiling)).toBeLessThanOrEqual(0);
    const dice = dicePar(diceConfig, []);
    expect(dice.minRtp.compare(floor)).toBeGreaterThan(0);
    expect(dice.maxRtp.compare(ceiling)).toBeLessThanOrEqual(0);
    const mines = minesPar(minesConfig);
    expect(mines.rows).toHaveLength(300);
    expect(mines.minRtp.compare(floor)).toBeGreaterThan(0);
    expect(mines.maxRtp.compare(ceiling)).toBeLessThanOrEqual(0);
  });
});
