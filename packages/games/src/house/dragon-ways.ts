import type { BetLimits } from './money.ts';
import { checkBet, scale } from './money.ts';
import type { Rng } from './rng.ts';
import type { Position, Strip } from './slot-reels.ts';
import { drawStops, positionsOf, windowAt } from './slot-reels.ts';

/**
 * Dragon Ways: 5 reels x 3 rows, 243 ways. A symbol pays when it shows anywhere on reels 1, 2, 3
 * (and 4, 5) in a row from the left; the win is its pay times the number of ways, the product of
 * how many times it (or the wild) shows on each of those reels. The wild lands on reels 2-4 only.
 * Three or more scatters (GONG) anywhere pay a multiple of the total bet and start 10 free spins
 * on the same reels with every win doubled; three or more scatters during them add 10 more, up to
 * 50 free spins in all. The whole feature belongs to the round that triggered it.
 */
export interface DragonConfig {
  id: 'dragon-ways';
  rows: number;
  reels: readonly Strip[];
  wild: string;
  scatter: string;
  /** Pays per way for 3, 4 and 5 reels, in coins (a coin is the total bet / coinsPerBet). */
  pays: Readonly<Record<string, readonly [number, number, number]>>;
  coinsPerBet: number;
  /** Scatter pays by count (index = number of scatters), in total bets. */
  scatterPays: readonly number[];
  freeSpins: { minScatters: number; award: number; retrigger: number; maxTotal: number; multiplier: number };
  limits: BetLimits;
}

export const dragonConfig: DragonConfig = {
  id: 'dragon-ways',
  rows: 3,
  reels: [
    ['TEN', 'JACK', 'QUEEN', 'KING', 'ACE', 'PEARL', 'CARP', 'TEN', 'JACK', 'QUEEN', 'KING', 'ACE', 'TIGER', 'DRAGON', 'PEARL', 'TEN',
      'JACK', 'CARP', 'QUEEN', 'KING', 'ACE', 'TEN', 'JACK', 'QUEEN', 'KING', 'PEARL', 'ACE', 'TIGER', 'CARP', 'GONG', 'DRAGON'],
    ['JACK', 'QUEEN', 'KING', 'ACE', 'PEARL', 'CARP', 'TEN', 'JACK', 'QUEEN', 'TIGER', 'KING', 'ACE', 'DRAGON', 'WILD', 'PEARL', 'TEN',
      'CARP', 'JACK', 'QUEEN', 'KING', 'ACE', 'TEN', 'JACK', 'QUEEN', 'TIGER', 'PEARL', 'KING', 'DRAGON', 'ACE', 'CARP', 'GONG', 'WILD', 'TEN'],
    ['QUEEN', 'KING', 'ACE', 'PEARL', 'CARP', 'TEN', 'JACK', 'TIGER', 'QUEEN', 'KING', 'DRAGON', 'ACE', 'WILD', 'PEARL', 'TEN', 'CARP',
      'JACK', 'QUEEN', 'KING', 'ACE', 'TEN', 'JACK', 'TIGER', 'GONG', 'QUEEN', 'PEARL', 'KING', 'DRAGON', 'CARP', 'ACE', 'WILD', 'TEN', 'JACK'],
    ['KING', 'ACE', 'PEARL', 'CARP', 'TEN', 'TIGER', 'JACK', 'QUEEN', 'DRAGON', 'KING', 'ACE', 'WILD', 'PEARL', 'TEN', 'CARP', 'JACK',
      'QUEEN', 'KING', 'ACE', 'GONG', 'TEN', 'TIGER', 'JACK', 'QUEEN', 'PEARL', 'DRAGON', 'KING', 'CARP', 'ACE', 'WILD', 'TEN', 'JACK', 'QUEEN'],
    ['ACE', 'PEARL', 'CARP', 'TEN', 'TIGER', 'JACK', 'QUEEN', 'DRAGON', 'KING', 'ACE', 'PEARL', 'TEN', 'CARP', 'JACK', 'QUEEN', 'KING',
      'ACE', 'GONG', 'TEN', 'TIGER', 'JACK', 'QUEEN', 'PEARL', 'DRAGON', 'KING', 'CARP', 'ACE', 'TEN', 'JACK', 'QUEEN', 'KING'],
  ],
  wild: 'WILD',
  scatter: 'GONG',
  pays: {
    DRAGON: [25, 150, 1500],
    TIGER: [20, 100, 600],
    CARP: [20, 60, 250],
    PEARL: [15, 50, 150],
    ACE: [5, 15, 50],
    KING: [5, 10, 40],
    QUEEN: [4, 10, 30],
    JACK: [4, 10, 30],
    TEN: [3, 8, 25],
  },
  coinsPerBet: 25,
  scatterPays: [0, 0, 0, 2, 10, 50],
  freeSpins: { minScatters: 3, award: 10, retrigger: 10, maxTotal: 50, multiplier: 2 },
  // 0.25 to 250.00 in steps of 0.25, so a coin (a 25th) is a whole 1/10,000 unit.
  limits: { min: 2_500n, max: 2_500_000n, step: 2_500n },
};

export interface WaysWin {
  /** `SYMBOL:reels`. */
  award: string;
  symbol: string;
  /** Reels in a row from the left (3 to 5). */
  reels: number;
  ways: number;
  /** Coins per way. */
  pay: number;
  /** The win before any free-spin multiplier. */
  win: bigint;
  positions: Position[];
}

export interface DragonSpin {
  stops: number[];
  window: string[][];
  waysWins: WaysWin[];
  scatterWin: { award: string; count: number; pay: number; win: bigint } | null;
  scatterPositions: Position[];
  /** 1 in the base game, the free-spin multiplier in the feature. */
  multiplier: number;
  /** (ways + scatter) x multiplier. */
  win: bigint;
  /** Free spins this spin added (10 on a trigger or retrigger, fewer at the cap, 0 otherwise). */
  freeSpinsAdded: number;
  /** Free spins still to play after this one. */
  freeSpinsLeft: number;
}

export interface DragonRound {
  game: 'dragon-ways';
  bet: bigint;
  base: DragonSpin;
  freeSpins: DragonSpin[];
  featureWin: bigint;
  win: bigint;
}

/** Pays a fixed window once (no multiplier, no feature). */
export function evaluateDragonWindow(config: DragonConfig, window: readonly (readonly string[])[], bet: bigint) {
  const waysWins: WaysWin[] = [];
  let coins = 0;
  // Only a symbol on reel 1 can start a way; if a wild were there, every symbol could.
  const first = window[0]!;
  const candidates = first.includes(config.wild) ? Object.keys(config.pays) : first.filter((s, i) => config.pays[s] && first.indexOf(s) === i);
  for (const symbol of candidates) {
    let ways = 1;
    let reels = 0;
    for (const column of window) {
      let onReel = 0;
      for (const s of column) if (s === symbol || s === config.wild) onReel++;
      if (onReel === 0) break;
      ways *= onReel;
      reels++;
    }
    if (reels < 3) continue;
    const pay = config.pays[symbol]![reels - 3]!;
    coins += pay * ways;
    const positions: Position[] = [];
    for (let reel = 0; reel < reels; reel++) {
      window[reel]!.forEach((s, row) => (s === symbol || s === config.wild) && positions.push({ reel, row }));
    }
    waysWins.push({ award: `${symbol}:${reels}`, symbol, reels, ways, pay, win: scale(bet, pay * ways, config.coinsPerBet), positions });
  }
  // Paytable order, whatever order the symbols showed on reel 1.
  if (waysWins.length > 1) {
    const order = Object.keys(config.pays);
    waysWins.sort((a, b) => order.indexOf(a.symbol) - order.indexOf(b.symbol));
  }
  const scatterPositions = positionsOf(window, config.scatter);
  const scatterPay = config.scatterPays[scatterPositions.length] ?? 0;
  const scatterWin = scatterPay > 0 ? { award: `${config.scatter}:${scatterPositions.length}`, count: scatterPositions.length, pay: scatterPay, win: bet * BigInt(scatterPay) } : null;
  const win = scale(bet, coins, config.coinsPerBet) + (scatterWin?.win ?? 0n);
  return { waysWins, scatterWin, scatterPositions, win, triggers: scatterPositions.length >= config.freeSpins.minScatters };
}

/** One spin; the free-spin counts are filled in by the caller. Built field by field: object spread here cost half the run time. */
function spin(rng: Rng, bet: bigint, config: DragonConfig, multiplier: number): { spin: DragonSpin; triggers: boolean } {
  const stops = drawStops(rng, config.reels);
  const window = windowAt(config.reels, stops, config.rows);
  const paid = evaluateDragonWindow(config, window, bet);
  const result: DragonSpin = {
    stops,
    window,
    waysWins: paid.waysWins,
    scatterWin: paid.scatterWin,
    scatterPositions: paid.scatterPositions,
    multiplier,
    win: multiplier === 1 ? paid.win : paid.win * BigInt(multiplier),
    freeSpinsAdded: 0,
    freeSpinsLeft: 0,
  };
  return { spin: result, triggers: paid.triggers };
}

export function playDragon(rng: Rng, bet: bigint, config: DragonConfig = dragonConfig): DragonRound {
  checkBet(bet, config.limits);
  const fs = config.freeSpins;
  const { spin: base, triggers } = spin(rng, bet, config, 1);
  let awarded = triggers ? fs.award : 0;
  let left = awarded;
  base.freeSpinsAdded = awarded;
  base.freeSpinsLeft = left;
  const freeSpins: DragonSpin[] = [];
  let featureWin = 0n;
  while (left > 0) {
    const next = spin(rng, bet, config, fs.multiplier);
    const added = next.triggers ? Math.min(fs.retrigger, fs.maxTotal - awarded) : 0;
    awarded += added;
    left += added - 1;
    next.spin.freeSpinsAdded = added;
    next.spin.freeSpinsLeft = left;
    featureWin += next.spin.win;
    freeSpins.push(next.spin);
  }
  return { game: config.id, bet, base, freeSpins, featureWin, win: base.win + featureWin };
}
