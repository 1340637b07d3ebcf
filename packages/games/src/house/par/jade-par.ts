import type { JadeConfig } from '../jade-lines.ts';
import { PayDistribution } from './distribution.ts';
import { Fraction } from './fraction.ts';
import type { AwardRow, SlotPar } from './slot-par.ts';
import { assertReachable, countOn, cycleOf, reelWindows, scatterCountWeights } from './slot-par.ts';

/**
 * Jade Lines PAR. Line awards: P(s x n) = P1(s) x prod over reels 2..n of P(s or wild) x
 * P(neither on reel n+1), each reel independent. Scatter: the count distribution over the five
 * windows. Hit rate, variance and max win need the joint outcome of all 20 lines, so the cycle
 * (35 x 39 x 38^3 stops) is counted in two stages: reels 1-3 leave each line alive (3 in a row so
 * far) or dead; only screens with a live line need reels 4-5 line by line, the rest only their
 * scatter count. Its return must equal the products' return exactly.
 */
export function jadePar(config: JadeConfig): SlotPar {
  const { reels, wild, scatter, lines, rows } = config;
  if (reels[0]!.includes(wild)) throw new Error('jade-lines: this sheet assumes no wild on reel 1');
  const lineCount = lines.length;
  const cycle = cycleOf(reels);
  const lengths = reels.map((r) => r.length);
  const weightOf = (factors: number[], from: number) => factors.reduce((p, f) => p * BigInt(f), 1n) * lengths.slice(from).reduce((p, l) => p * BigInt(l), 1n);

  const awards: AwardRow[] = [];
  for (const [symbol, pays] of Object.entries(config.pays)) {
    const on = reels.map((r, i) => countOn(r, i === 0 ? [symbol] : [symbol, wild]));
    for (let n = 3; n <= 5; n++) {
      const factors = on.slice(0, n);
      if (n < 5) factors.push(lengths[n]! - on[n]!);
      const probability = Fraction.of(weightOf(factors, factors.length), cycle);
      const pay = pays[n - 3]!;
      awards.push({ award: `${symbol}:${n}`, label: `${n} x ${symbol}`, pay: `${pay} line bets`, per: 'line', probability, rtp: probability.mul(pay) });
    }
  }
  const scatterWeights = scatterCountWeights(reels, rows, scatter);
  config.scatterPays.forEach((pay, k) => {
    if (pay <= 0) return;
    const probability = Fraction.of(scatterWeights[k] ?? 0n, cycle);
    awards.push({ award: `${scatter}:${k}`, label: `${k} x ${scatter} anywhere`, pay: `${pay} x total bet`, per: 'spin', probability, rtp: probability.mul(pay) });
  });
  assertReachable(config.id, awards);
  const byProducts = awards.reduce((s, a) => s.add(a.rtp), Fraction.ZERO);

  // Two-stage cycle count, pays in line bets (a scatter pay of x total bets is x * lineCount line bets).
  const scatterUnits = (k: number) => (config.scatterPays[k] ?? 0) * lineCount;
  const windows = reels.map((r) => reelWindows(r, rows).map((w) => ({ ...w, scatters: w.symbols.filter((s) => s === scatter).length })));
  const [w1, w2, w3, w4, w5] = windows as [typeof windows[0], typeof windows[0], typeof windows[0], typeof windows[0], typeof windows[0]];
  const fits = (s: string, symbol: string) => s === symbol || s === wild;

  // Stage 1: reels 1-3 -> (live lines with their symbol, scatters so far), merged by that state.
  const states = new Map<string, { live: { line: number; symbol: string }[]; scatters: number; weight: number }>();
  for (const a of w1)
    for (const b of w2)
      for (const c of w3) {
        const live: { line: number; symbol: string }[] = [];
        lines.forEach((lr, line) => {
          const symbol = a.symbols[lr[0]!]!;
          if (config.pays[symbol] && fits(b.symbols[lr[1]!]!, symbol) && fits(c.symbols[lr[2]!]!, symbol)) live.push({ line, symbol });
        });
        const scatters = a.scatters + b.scatters + c.scatters;
        const key = `${scatters}/${live.map((l) => `${l.line}=${l.symbol}`).join(',')}`;
        const weight = a.weight * b.weight * c.weight;
        const seen = states.get(key);
        if (seen) seen.weight += weight;
        else states.set(key, { live, scatters, weight });
      }

  // Stage 2: reels 4-5.
  const dist = new PayDistribution();
  const tailScatters: number[] = [];
  for (const d of w4) for (const e of w5) tailScatters[d.scatters + e.scatters] = (tailScatters[d.scatters + e.scatters] ?? 0) + d.weight * e.weight;
  for (const state of states.values()) {
    if (state.live.length === 0) {
      tailScatters.forEach((w, k) => w && dist.add(scatterUnits(state.scatters + k), BigInt(state.weight) * BigInt(w)));
      continue;
    }
    for (const d of w4)
      for (const e of w5) {
        let pay = scatterUnits(state.scatters + d.scatters + e.scatters);
        for (const { line, symbol } of state.live) {
          const lr = lines[line]!;
          const n = !fits(d.symbols[lr[3]!]!, symbol) ? 3 : !fits(e.symbols[lr[4]!]!, symbol) ? 4 : 5;
          pay += config.pays[symbol]![n - 3]!;
        }
        dist.add(pay, BigInt(state.weight) * BigInt(d.weight * e.weight));
      }
  }
  const s = dist.summary();
  if (s.weight !== cycle) throw new Error(`jade-lines: counted ${s.weight} screens, the cycle has ${cycle}`);
  const rtp = s.mean.div(lineCount);
  if (rtp.compare(byProducts) !== 0) throw new Error(`jade-lines: cycle return ${rtp} differs from the product formula ${byProducts}`);
  return {
    game: config.id,
    cycle,
    awards,
    rtpBase: rtp,
    rtpFeature: Fraction.ZERO,
    rtp,
    hitRate: s.hit,
    variance: s.meanSquare.div(lineCount * lineCount).sub(rtp.mul(rtp)),
    maxWin: Fraction.of(s.max, lineCount),
    maxWinHow: 'the best screen of the full cycle',
    feature: null,
  };
}
