import type { ClassicConfig } from '../classic-3x3.ts';
import { PayDistribution } from './distribution.ts';
import { Fraction } from './fraction.ts';
import type { AwardRow, SlotPar } from './slot-par.ts';
import { assertReachable, countOn, cycleOf } from './slot-par.ts';

/**
 * Classic 3x3 PAR. Award probabilities per line are products of per-reel symbol probabilities;
 * hit rate, variance and max win come from the full cycle (every stop combination, 32^3), read
 * by this module's own line reader, and its return must equal the products' return exactly.
 */
export function classicPar(config: ClassicConfig): SlotPar {
  const [r1, r2, r3] = config.reels as [readonly string[], readonly string[], readonly string[]];
  const cycle = cycleOf(config.reels);
  const lineCount = config.lines.length;
  const prob = (...counts: number[]) => Fraction.of(counts.reduce((p, c) => p * BigInt(c), 1n), cycle);
  const row = (award: string, label: string, pay: number, probability: Fraction): AwardRow => ({
    award,
    label,
    pay: `${pay} line bets`,
    per: 'line',
    probability,
    // Every line sees the same per-reel odds: lineCount lines x P x pay line bets, over a bet of lineCount line bets.
    rtp: probability.mul(pay),
  });

  const awards: AwardRow[] = [];
  const bars = config.anyBar.symbols;
  for (const [symbol, pay] of Object.entries(config.threeOfAKind)) {
    awards.push(row(`${symbol}:3`, `3 x ${symbol}`, pay, prob(...config.reels.map((r) => countOn(r, [symbol])))));
  }
  const allBars = prob(...config.reels.map((r) => countOn(r, bars)));
  const sameBars = bars.reduce((sum, b) => sum.add(prob(...config.reels.map((r) => countOn(r, [b])))), Fraction.ZERO);
  awards.push(row('ANY_BAR:3', `any 3 of ${bars.join(', ')} mixed`, config.anyBar.pay, allBars.sub(sameBars)));
  const c = config.cherry.symbol;
  awards.push(row(`${c}:2`, `${c} on reels 1 and 2`, config.cherry.two, prob(countOn(r1, [c]), countOn(r2, [c]), r3.length - countOn(r3, [c]))));
  awards.push(row(`${c}:1`, `${c} on reel 1 only`, config.cherry.one, prob(countOn(r1, [c]), r2.length - countOn(r2, [c]), r3.length)));
  assertReachable(config.id, awards);
  const byProducts = awards.reduce((s, a) => s.add(a.rtp), Fraction.ZERO);

  // Full cycle, in line bets.
  const linePay = (a: string, b: string, d: string): number => {
    const three = config.threeOfAKind[a];
    if (three !== undefined && a === b && a === d) return three;
    if (bars.includes(a) && bars.includes(b) && bars.includes(d)) return config.anyBar.pay;
    if (a !== c) return 0;
    return b === c ? config.cherry.two : config.cherry.one;
  };
  const dist = new PayDistribution();
  const at = (strip: readonly string[], stop: number, r: number) => strip[(stop + r) % strip.length]!;
  for (let i = 0; i < r1.length; i++)
    for (let j = 0; j < r2.length; j++)
      for (let k = 0; k < r3.length; k++) {
        let pay = 0;
        for (const [a, b, d] of config.lines) pay += linePay(at(r1, i, a!), at(r2, j, b!), at(r3, k, d!));
        dist.add(pay, 1);
      }
  const s = dist.summary();
  const rtp = s.mean.div(lineCount);
  if (rtp.compare(byProducts) !== 0) throw new Error(`classic-3x3: full-cycle return ${rtp} differs from the product formula ${byProducts}`);
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
