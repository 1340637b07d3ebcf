import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FairStream } from '../fair-rng.ts';
import { playClassic } from './classic-3x3.ts';
import { playCrash } from './crash.ts';
import { playDice } from './dice.ts';
import { playDragon } from './dragon-ways.ts';
import { gameErrorCodes } from './errors.ts';
import { playJade } from './jade-lines.ts';
import { revealTile, startMines } from './mines.ts';
import { jsonView } from './money.ts';
import type { Rng } from './rng.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sources(file);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [file] : [];
  });
}

describe('house engines', () => {
  it('use no Node-only APIs, so a browser can recompute any round', () => {
    const files = sources(here);
    expect(files.length).toBeGreaterThan(15);
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      expect(text, path.relative(here, file)).not.toMatch(/from ['"]node:|require\(|\bprocess\.|\bBuffer\b|Math\.random\(|Date\.now\(/);
    }
  });

  it('name every error with a dotted game.* code and an HTTP status the server can answer with', () => {
    for (const [code, { status, message }] of Object.entries(gameErrorCodes)) {
      expect(code).toMatch(/^game(\.[a-z]+)+$/);
      expect([400, 409]).toContain(status);
      expect(message.length).toBeGreaterThan(10);
    }
  });
});

describe('house rounds replay from the provably fair stream', () => {
  const seed = 'b1946ac92492d2347c6235b4d2611184b1946ac92492d2347c6235b4d2611184';
  const rounds: Record<string, (rng: Rng) => unknown> = {
    'classic-3x3': (rng) => playClassic(rng, 10_000n),
    'jade-lines': (rng) => playJade(rng, 20_000n),
    'dragon-ways': (rng) => playDragon(rng, 10_000n),
    crash: (rng) => playCrash(rng, 10_000n, 250),
    dice: (rng) => playDice(rng, 10_000n, { target: 3300, direction: 'over' }),
    mines: (rng) => [0, 1, 2].reduce((round, tile) => (round.status === 'playing' ? revealTile(round, tile) : round), startMines(rng, 10_000n, 5)),
  };

  it('gives the same round, to the last field, for the same seeds and nonce, as JSON', () => {
    for (const [game, play] of Object.entries(rounds)) {
      const outcomes = new Set<string>();
      for (let nonce = 0; nonce < 20; nonce++) {
        const first = JSON.stringify(jsonView(play(new FairStream(seed, 'player-1', nonce))));
        const again = JSON.stringify(jsonView(play(new FairStream(seed, 'player-1', nonce))));
        expect(again, game).toBe(first);
        outcomes.add(first);
      }
      expect(outcomes.size, `${game} should vary with the nonce`).toBeGreaterThan(1);
    }
  });
});
