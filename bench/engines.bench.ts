import { FairStream } from '../packages/games/src/fair-rng.ts';
import { playClassic } from '../packages/games/src/house/classic-3x3.ts';
import { playCrash } from '../packages/games/src/house/crash.ts';
import { playDice } from '../packages/games/src/house/dice.ts';
import { playDragon } from '../packages/games/src/house/dragon-ways.ts';
import { FastRng } from '../packages/games/src/house/fast-rng.ts';
import { playJade } from '../packages/games/src/house/jade-lines.ts';
import { cashOutMines, revealTile, startMines } from '../packages/games/src/house/mines.ts';
import type { Rng } from '../packages/games/src/house/rng.ts';
import { simulate } from '../packages/games/src/house/simulate.ts';
import { fmt } from './lib.ts';

const ROUNDS = 1_000_000;
/** The FairStream baseline is slower (an HMAC-SHA256 per 32 bytes), so it runs fewer rounds and is scaled. */
const BASELINE_ROUNDS = 100_000;
const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

type Round = (rng: Rng) => { bet: bigint; win: bigint };

const games: Record<string, Round> = {
  'classic-3x3': (rng) => playClassic(rng, 10_000n),
  'jade-lines': (rng) => playJade(rng, 20_000n),
  'dragon-ways': (rng) => playDragon(rng, 10_000n),
  crash: (rng) => playCrash(rng, 10_000n, 200),
  dice: (rng) => playDice(rng, 10_000n, { target: 4950, direction: 'under' }),
  mines: (rng) => {
    let round = startMines(rng, 10_000n, 3);
    for (let t = 0; t < 5 && round.status === 'playing'; t++) round = revealTile(round, t);
    return round.status === 'playing' ? cashOutMines(round) : round;
  },
};

function timed(rounds: number, play: () => { bet: bigint; win: bigint }) {
  const t0 = performance.now();
  const result = simulate(rounds, play);
  return { seconds: (performance.now() - t0) / 1000, rtp: result.rtp };
}

/**
 * `npm run bench -- engines`: 1,000,000 rounds per house game in the simulator with the fast
 * seeded PRNG (goal: under 5 s each), against the same engine drawing from FairStream as in
 * production (a fresh stream per round: server seed, client seed, nonce). The ratio is what the
 * fast PRNG buys simulations; the baseline is the ceiling of a single core serving real rounds.
 */
export async function benchEngines(): Promise<Record<string, number>> {
  const figures: Record<string, number> = {};
  console.log(`House game engines (${fmt(ROUNDS)} rounds each with FastRng; FairStream baseline on ${fmt(BASELINE_ROUNDS)} rounds)`);
  for (const [name, play] of Object.entries(games)) {
    const fast = new FastRng(2024);
    timed(20_000, () => play(fast)); // warm up the JIT
    const run = timed(ROUNDS, () => play(fast));
    let nonce = 0;
    const base = timed(BASELINE_ROUNDS, () => play(new FairStream(SEED, 'bench', nonce++)));
    const perSecond = ROUNDS / run.seconds;
    const basePerSecond = BASELINE_ROUNDS / base.seconds;
    console.log(
      `  ${name.padEnd(12)} ${fmt(perSecond).padStart(10)} rounds/s  ${fmt(run.seconds, 2)} s per 1M ${run.seconds < 5 ? '(goal < 5 s: met)' : '(goal < 5 s: MISSED)'}` +
        `  RTP ${fmt(run.rtp * 100, 2)}%  |  FairStream ${fmt(basePerSecond).padStart(8)} rounds/s (${fmt(1_000_000 / basePerSecond, 1)} s per 1M)  ratio ${fmt(perSecond / basePerSecond, 1)}x`,
    );
    const key = name.replace(/-/g, '_');
    figures[`${key}_rounds_per_s`] = Math.round(perSecond);
    figures[`${key}_s_per_1m`] = Number(run.seconds.toFixed(3));
    figures[`${key}_fair_rounds_per_s`] = Math.round(basePerSecond);
    figures[`${key}_ratio`] = Number((perSecond / basePerSecond).toFixed(2));
  }
  return figures;
}
