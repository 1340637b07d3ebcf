import type { BetLimits } from './money.ts';
import { checkBet, scale } from './money.ts';
import type { Rng } from './rng.ts';
import type { Position, Strip } from './slot-reels.ts';
import { drawStops, windowAt } from './slot-reels.ts';

/**
 * Classic 3x3: three reels, three rows, five paylines (the three rows and both diagonals), fruit,
 * bars and sevens. Each line pays its best award: three of a kind, any three bars mixed, or
 * cherries from the left (two on reels 1-2, or one on reel 1). Pays are in line bets; the total bet
 * is split evenly over the five lines.
 */
export interface ClassicConfig {
  id: 'classic-3x3';
  rows: number;
  reels: readonly Strip[];
  /** Row per reel for each payline. */
  lines: readonly (readonly number[])[];
  /** Three of a kind on a line, in line bets. */
  threeOfAKind: Readonly<Record<string, number>>;
  /** Any three bar symbols, mixed (three identical bars pay their own award instead). */
  anyBar: { symbols: readonly string[]; pay: number };
  /** Cherries from the left: one (reel 1 only) or two (reels 1 and 2); three is a three of a kind. */
  cherry: { symbol: string; one: number; two: number };
  limits: BetLimits;
}

export const classicConfig: ClassicConfig = {
  id: 'classic-3x3',
  rows: 3,
  reels: [
    ['CHERRY', 'LEMON', 'ORANGE', 'PLUM', 'BELL', 'BAR', 'BELL', 'LEMON', 'ORANGE', 'PLUM', 'BAR2', 'BELL', 'BAR3', 'CHERRY', 'LEMON', 'SEVEN',
      'ORANGE', 'BAR', 'PLUM', 'ORANGE', 'BELL', 'LEMON', 'ORANGE', 'CHERRY', 'LEMON', 'PLUM', 'BAR2', 'ORANGE', 'BAR', 'BELL', 'BAR3', 'SEVEN'],
    ['LEMON', 'ORANGE', 'PLUM', 'BELL', 'BAR', 'LEMON', 'CHERRY', 'ORANGE', 'PLUM', 'BAR2', 'BELL', 'BAR3', 'SEVEN', 'LEMON', 'ORANGE', 'PLUM',
      'CHERRY', 'BAR', 'BELL', 'LEMON', 'ORANGE', 'PLUM', 'CHERRY', 'BAR2', 'LEMON', 'BAR', 'ORANGE', 'BELL', 'BAR3', 'PLUM', 'SEVEN', 'CHERRY'],
    ['ORANGE', 'PLUM', 'BELL', 'BAR', 'LEMON', 'ORANGE', 'PLUM', 'BAR2', 'CHERRY', 'BAR3', 'BELL', 'BAR', 'SEVEN', 'LEMON', 'ORANGE', 'PLUM',
      'BELL', 'LEMON', 'BAR', 'CHERRY', 'ORANGE', 'PLUM', 'BAR2', 'LEMON', 'BAR3', 'ORANGE', 'BELL', 'PLUM', 'BAR', 'SEVEN', 'CHERRY', 'LEMON'],
  ],
  lines: [
    [1, 1, 1],
    [0, 0, 0],
    [2, 2, 2],
    [0, 1, 2],
    [2, 1, 0],
  ],
  threeOfAKind: { SEVEN: 300, BAR3: 150, BAR2: 75, BAR: 40, BELL: 40, PLUM: 30, ORANGE: 20, LEMON: 20, CHERRY: 50 },
  anyBar: { symbols: ['BAR', 'BAR2', 'BAR3'], pay: 10 },
  cherry: { symbol: 'CHERRY', one: 2, two: 10 },
  // 0.05 to 100.00 in steps of 0.05, so a line bet (a fifth) is a whole 1/10,000 unit.
  limits: { min: 500n, max: 1_000_000n, step: 500n },
};

/** A winning payline. `award` is `SYMBOL:count` (`ANY_BAR:3` for mixed bars). */
export interface LineWin {
  /** Index into the config's lines (0-based). */
  line: number;
  award: string;
  /** In line bets. */
  pay: number;
  win: bigint;
  positions: Position[];
}

export interface ClassicRound {
  game: 'classic-3x3';
  bet: bigint;
  stops: number[];
  /** window[reel][row]. */
  window: string[][];
  lineWins: LineWin[];
  win: bigint;
}

/** The award of one line's three symbols, or null (the PAR sheet counts awards with its own code, so the two check each other). */
export function classicLineAward(config: ClassicConfig, a: string, b: string, c: string): { award: string; pay: number; count: number } | null {
  if (a === b && b === c && config.threeOfAKind[a] !== undefined) return { award: `${a}:3`, pay: config.threeOfAKind[a], count: 3 };
  const bars = config.anyBar.symbols;
  if (bars.includes(a) && bars.includes(b) && bars.includes(c)) return { award: 'ANY_BAR:3', pay: config.anyBar.pay, count: 3 };
  const cherry = config.cherry.symbol;
  if (a === cherry) return b === cherry ? { award: `${cherry}:2`, pay: config.cherry.two, count: 2 } : { award: `${cherry}:1`, pay: config.cherry.one, count: 1 };
  return null;
}

/** Pays a fixed window (used by `play`, and by tests with hand-made windows). */
export function evaluateClassic(config: ClassicConfig, window: readonly (readonly string[])[], bet: bigint): { lineWins: LineWin[]; win: bigint } {
  const lineWins: LineWin[] = [];
  let units = 0;
  config.lines.forEach((rows, line) => {
    const found = classicLineAward(config, window[0]![rows[0]!]!, window[1]![rows[1]!]!, window[2]![rows[2]!]!);
    if (!found) return;
    units += found.pay;
    const positions = rows.slice(0, found.count).map((row, reel) => ({ reel, row }));
    lineWins.push({ line, award: found.award, pay: found.pay, win: scale(bet, found.pay, config.lines.length), positions });
  });
  return { lineWins, win: scale(bet, units, config.lines.length) };
}

export function playClassic(rng: Rng, bet: bigint, config: ClassicConfig = classicConfig): ClassicRound {
  checkBet(bet, config.limits);
  const stops = drawStops(rng, config.reels);
  const window = windowAt(config.reels, stops, config.rows);
  const { lineWins, win } = evaluateClassic(config, window, bet);
  return { game: config.id, bet, stops, window, lineWins, win };
}
