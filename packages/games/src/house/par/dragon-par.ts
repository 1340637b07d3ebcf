import type { DragonConfig } from '../dragon-ways.ts';
import { PayDistribution } from './distribution.ts';
import { Fraction } from './fraction.ts';
import { solveFreeSpins } from './free-spins.ts';
import type { AwardRow, SlotPar } from './slot-par.ts';
import { assertReachable, cycleOf, reelWindows, scatterCountWeights } from './slot-par.ts';

/**
 * Dragon Ways PAR. For symbol s let c_r be how many of reel r's three rows show s or the wild.
 * Reels are independent, so an award "s on n reels" has P = prod_{r<=n} P(c_r >= 1) x P(c_{n+1} = 0)
 * and returns pay x prod_{r<=n} E[c_r] x P(c_{n+1} = 0) (the expected number of ways). Hit rate,
 * variance and the free-spin feature need each spin's whole win and whether it triggers, so the
 * cycle is counted in two stages as in Jade Lines (reels 1-3 leave a symbol alive or not). The
 * feature is then solved exactly over its (spins left, spins awarded) states.
 */
export function dragonPar(config: DragonConfig): SlotPar {
  const { reels, wild, scatter, rows, coinsPerBet } = config;
  if (reels[0]!.includes(wild) || reels[4]!.includes(wild)) throw new Error('dragon-ways: this sheet assumes wilds on reels 2-4 only');
  const cycle = cycleOf(reels);
  const symbols = Object.keys(config.pays);
  const windows = reels.map((r) =>
    reelWindows(r, rows).map((w) => ({
      weight: w.weight,
      counts: symbols.map((s) => w.symbols.filter((x) => x === s || x === wild).length),
      scatters: w.symbols.filter((x) => x === scatter).length,
    })),
  );

  // Product formulas, per symbol and reel: P(c >= 1), P(c = 0), E[c], over the reel's stops.
  const awards: AwardRow[] = [];
  symbols.forEach((symbol, si) => {
    const stats = windows.map((ws, r) => {
      let present = 0;
      let total = 0;
      for (const w of ws) {
        if (w.counts[si]! > 0) present += w.weight;
        total += w.weight * w.counts[si]!;
      }
      const length = reels[r]!.length;
      return { present: Fraction.of(present, length), absent: Fraction.of(length - present, length), mean: Fraction.of(total, length) };
    });
    for (let n = 3; n <= 5; n++) {
      let probability = Fraction.ONE;
      let ways = Fraction.ONE;
      for (let r = 0; r < n; r++) {
        probability = probability.mul(stats[r]!.present);
        ways = ways.mul(stats[r]!.mean);
      }
      if (n < 5) {
        probability = probability.mul(stats[n]!.absent);
        ways = ways.mul(stats[n]!.absent);
      }
      const pay = config.pays[symbol]![n - 3]!;
      awards.push({ award: `${symbol}:${n}`, label: `${symbol} on reels 1-${n}`, pay: `${pay} coins per way`, per: 'spin', probability, rtp: ways.mul(pay).div(coinsPerBet) });
    }
  });
  const scatterWeights = scatterCountWeights(reels, rows, scatter);
  config.scatterPays.forEach((pay, k) => {
    if (pay <= 0) return;
    const probability = Fraction.of(scatterWeights[k] ?? 0n, cycle);
    const spins = k >= config.freeSpins.minScatters ? ` + ${config.freeSpins.award} free spins` : '';
    awards.push({ award: `${scatter}:${k}`, label: `${k} x ${scatter} anywhere`, pay: `${pay} x total bet${spins}`, per: 'spin', probability, rtp: probability.mul(pay) });
  });
  assertReachable(config.id, awards);
  const baseByProducts = awards.reduce((s, a) => s.add(a.rtp), Fraction.ZERO);

  // Two-stage cycle count, pays in coins, split by whether the spin triggers.
  const scatterCoins = (k: number) => (config.scatterPays[k] ?? 0) * coinsPerBet;
  const [w1, w2, w3, w4, w5] = windows as [typeof windows[0], typeof windows[0], typeof windows[0], typeof windows[0], typeof windows[0]];
  const states = new Map<string, { live: { si: number; ways: number }[]; scatters: number; weight: number }>();
  for (const a of w1)
    for (const b of w2)
      for (const c of w3) {
        const live: { si: number; ways: number }[] = [];
        symbols.forEach((_, si) => {
          const ways = a.counts[si]! * b.counts[si]! * c.counts[si]!;
          if (ways > 0) live.push({ si, ways });
        });
        const scatters = a.scatters + b.scatters + c.scatters;
        const key = `${scatters}/${live.map((l) => `${l.si}x${l.ways}`).join(',')}`;
        const weight = a.weight * b.weight * c.weight;
        const seen = states.get(key);
        if (seen) seen.weight += weight;
        else states.set(key, { live, scatters, weight });
      }
  const plain = new PayDistribution();
  const triggering = new PayDistribution();
  const minScatters = config.freeSpins.minScatters;
  const tally = (pay: number, scatters: number, weight: bigint) => (scatters >= minScatters ? triggering : plain).add(pay, weight);
  const tailScatters: number[] = [];
  for (const d of w4) for (const e of w5) tailScatters[d.scatters + e.scatters] = (tailScatters[d.scatters + e.scatters] ?? 0) + d.weight * e.weight;
  for (const state of states.values()) {
    if (state.live.length === 0) {
      tailScatters.forEach((w, k) => w && tally(scatterCoins(state.scatters + k), state.scatters + k, BigInt(state.weight) * BigInt(w)));
      continue;
    }
    for (const d of w4)
      for (const e of w5) {
        const scatters = state.scatters + d.scatters + e.scatters;
        let pay = scatterCoins(scatters);
        for (const { si, ways } of state.live) {
          const pays = config.pays[symbols[si]!]!;
          const c4 = d.counts[si]!;
          const c5 = e.counts[si]!;
          pay += c4 === 0 ? pays[0] * ways : c5 === 0 ? pays[1] * ways * c4 : pays[2] * ways * c4 * c5;
        }
        tally(pay, scatters, BigInt(state.weight) * BigInt(d.weight * e.weight));
      }
  }
  const t = triggering.summary(cycle);
  const n = plain.summary(cycle);
  if (t.weight + n.weight !== cycle) throw new Error(`dragon-ways: counted ${t.weight + n.weight} screens, the cycle has ${cycle}`);
  const baseMean = t.mean.add(n.mean); // coins
  const rtpBase = baseMean.div(coinsPerBet);
  if (rtpBase.compare(baseByProducts) !== 0) throw new Error(`dragon-ways: cycle return ${rtpBase} differs from the product formula ${baseByProducts}`);

  // The feature, in coins: every free-spin win is multiplied.
  const fs = config.freeSpins;
  const m = fs.multiplier;
  const group = (s: typeof t, zeroWeight: bigint) => ({ probability: Fraction.of(s.weight, cycle), mean: s.mean.mul(m), meanSquare: s.meanSquare.mul(m * m), zero: Fraction.of(zeroWeight, cycle) });
  const feature = solveFreeSpins(fs, group(t, triggering.zeroWeight()), group(n, plain.zeroWeight()));
  const trigger = Fraction.of(t.weight, cycle);
  // Round win T = B + [trigger] F, F independent of B given the trigger.
  const mean = baseMean.add(trigger.mul(feature.m1));
  const meanSquare = t.meanSquare.add(n.meanSquare).add(t.mean.mul(feature.m1).mul(2)).add(trigger.mul(feature.m2));
  const hitRate = n.hit.add(trigger.sub(Fraction.of(triggering.zeroWeight(), cycle).mul(feature.zero)));
  const retriggers = Math.ceil((fs.maxTotal - fs.award) / fs.retrigger);
  const maxCoins = t.max + m * (retriggers * t.max + (fs.maxTotal - retriggers) * Math.max(t.max, n.max));
  return {
    game: config.id,
    cycle,
    awards,
    rtpBase,
    rtpFeature: trigger.mul(feature.m1).div(coinsPerBet),
    rtp: mean.div(coinsPerBet),
    hitRate,
    variance: meanSquare.div(coinsPerBet * coinsPerBet).sub(mean.mul(mean).div(coinsPerBet * coinsPerBet)),
    maxWin: Fraction.of(maxCoins, coinsPerBet),
    maxWinHow: `the best triggering screen, then ${fs.maxTotal} free spins: ${retriggers} best retriggering screens and ${fs.maxTotal - retriggers} best screens, x${m}`,
    feature: {
      trigger,
      expectedSpins: feature.spins,
      expectedWin: feature.m1.div(coinsPerBet),
      retrigger: trigger,
      pays0: feature.zero,
    },
  };
}
