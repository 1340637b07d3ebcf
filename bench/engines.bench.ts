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
import { sscFamily } from '../packages/games/src/lottery/families/ssc.ts';
import { vnNorthFamily } from '../packages/games/src/lottery/families/vn-north.ts';
import type { VnRules } from '../packages/games/src/lottery/families/vn-shared.ts';
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
  Object.assign(figures, lotterySettles());
  return figures;
}

/** How many settles one issue's worth of lottery bets takes: the server settles up to 100,000 bets an issue. */
const SETTLES = 100_000;

/**
 * 100,000 settles of the engines' own `settle()` (goal: under 1 s each): SSC over one sampled selection of
 * each of its 80 plays in turn, and one Vietnam lô number (one that hits: a bet checks all 27 prizes of the North draw).
 */
function lotterySettles(): Record<string, number> {
  const rng = new FastRng(5);
  const sscDraw = sscFamily.draw(rng);
  const rules = sscFamily.defaultRules;
  const ssc = sscFamily.plays.map((p) => {
    const { balls, approach } = p.sample(rng, rules);
    return { p, s: p.parse(balls, approach, rules) };
  });
  const each: VnRules = { repeats: 'each' };
  const lo = vnNorthFamily.plays.find((p) => p.code === 'vnn_lo_2')!;
  const vnDraw = vnNorthFamily.draw(rng);
  // The special prize's last two digits: a number the draw holds, so the bet hits.
  const loSelection = lo.parse(vnNorthFamily.formatDraw(vnDraw).split(/[^0-9]+/)[0]!.slice(-2), 1, each);
  const runs: Record<string, (i: number) => number> = {
    ssc: (i) => {
      const { p, s } = ssc[i % ssc.length]!;
      return p.settle(s, sscDraw, rules).hits[0]!;
    },
    vn_lo: () => lo.settle(loSelection, vnDraw, each).hits[0]!,
  };
  const figures: Record<string, number> = {};
  console.log(`Lottery settlement in the engines (${fmt(SETTLES)} settles each, goal < 1 s)`);
  for (const [name, settle] of Object.entries(runs)) {
    for (let i = 0; i < 10_000; i++) settle(i); // warm up the JIT
    let hits = 0;
    const t0 = performance.now();
    for (let i = 0; i < SETTLES; i++) hits += settle(i);
    const ms = performance.now() - t0;
    console.log(`  ${name.padEnd(12)} ${fmt(ms, 1)} ms per ${fmt(SETTLES)} ${ms < 1000 ? '(goal: met)' : '(goal: MISSED)'}  (${fmt(hits)} hits)`);
    figures[`lottery_${name}_settle_ms_per_100k`] = Number(ms.toFixed(1));
  }
  return figures;
}
