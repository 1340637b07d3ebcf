import type { BetLimits } from './money.ts';
import { checkBet, scale } from './money.ts';
import type { Rng } from './rng.ts';
import type { Position, Strip } from './slot-reels.ts';
import { drawStops, positionsOf, windowAt } from './slot-reels.ts';

/**
 * Jade Lines: 5 reels x 3 rows, 20 fixed paylines. A line pays 3, 4 or 5 of a kind from the leftmost
 * reel; the wild (JADE) stands in for every symbol but the scatter and never lands on reel 1, so
 * every line starts with a real symbol. The scatter (INGOT) pays anywhere on the screen, as a
 * multiple of the total bet, on top of line wins. Line pays are in line bets (total bet / 20).
 */
export interface JadeConfig {
  id: 'jade-lines';
  rows: number;
  reels: readonly Strip[];
  lines: readonly (readonly number[])[];
  wild: string;
  scatter: string;
  /** Line pays for 3, 4 and 5 of a kind, in line bets. */
  pays: Readonly<Record<string, readonly [number, number, number]>>;
  /** Scatter pays by count (index = number of scatters), in total bets. */
  scatterPays: readonly number[];
  limits: BetLimits;
}

export const jadeConfig: JadeConfig = {
  id: 'jade-lines',
  rows: 3,
  reels: [
    ['JACK', 'QUEEN', 'KING', 'ACE', 'LANTERN', 'JACK', 'QUEEN', 'FAN', 'KOI', 'KING', 'ACE', 'JACK', 'QUEEN', 'LANTERN', 'EMPEROR', 'KING', 'ACE', 'JACK',
      'QUEEN', 'FAN', 'KOI', 'LANTERN', 'KING', 'ACE', 'JACK', 'QUEEN', 'JACK', 'KING', 'QUEEN', 'FAN', 'LANTERN', 'ACE', 'KOI', 'EMPEROR', 'INGOT'],
    ['QUEEN', 'KING', 'ACE', 'LANTERN', 'FAN', 'JACK', 'QUEEN', 'KOI', 'JADE', 'KING', 'ACE', 'EMPEROR', 'JACK', 'LANTERN', 'QUEEN', 'JADE', 'KING', 'ACE', 'FAN', 'JACK',
      'QUEEN', 'KOI', 'LANTERN', 'KING', 'JACK', 'ACE', 'QUEEN', 'JADE', 'EMPEROR', 'FAN', 'INGOT', 'JACK', 'KING', 'LANTERN', 'QUEEN', 'KOI', 'ACE', 'JADE', 'JACK'],
    ['KING', 'ACE', 'LANTERN', 'FAN', 'JACK', 'KOI', 'QUEEN', 'JADE', 'KING', 'ACE', 'EMPEROR', 'JACK', 'LANTERN', 'QUEEN', 'KING', 'ACE', 'FAN', 'JACK', 'KOI',
      'QUEEN', 'JADE', 'LANTERN', 'KING', 'ACE', 'JACK', 'QUEEN', 'INGOT', 'EMPEROR', 'FAN', 'JACK', 'KING', 'LANTERN', 'KOI', 'QUEEN', 'ACE', 'JADE', 'JACK', 'QUEEN'],
    ['ACE', 'LANTERN', 'FAN', 'KOI', 'JACK', 'QUEEN', 'JADE', 'KING', 'ACE', 'EMPEROR', 'JACK', 'LANTERN', 'QUEEN', 'KING', 'ACE', 'FAN', 'KOI', 'JACK', 'QUEEN',
      'JADE', 'LANTERN', 'KING', 'ACE', 'JACK', 'INGOT', 'QUEEN', 'EMPEROR', 'FAN', 'KING', 'KOI', 'JACK', 'LANTERN', 'QUEEN', 'ACE', 'JADE', 'JACK', 'QUEEN', 'KING'],
    ['LANTERN', 'FAN', 'KOI', 'JACK', 'QUEEN', 'JADE', 'KING', 'EMPEROR', 'ACE', 'LANTERN', 'JACK', 'QUEEN', 'KING', 'ACE', 'FAN', 'KOI', 'JACK', 'QUEEN', 'JADE',
      'LANTERN', 'INGOT', 'KING', 'ACE', 'JACK', 'QUEEN', 'EMPEROR', 'FAN', 'KOI', 'KING', 'LANTERN', 'JACK', 'ACE', 'QUEEN', 'JADE', 'JACK', 'QUEEN', 'KING', 'ACE'],
  ],
  // Rows 0 (top) to 2 (bottom), reel by reel.
  lines: [
    [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
    [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [0, 1, 1, 1, 0],
    [2, 1, 1, 1, 2], [1, 0, 1, 2, 1], [1, 2, 1, 0, 1], [0, 1, 0, 1, 0], [2, 1, 2, 1, 2],
    [1, 1, 0, 1, 1], [1, 1, 2, 1, 1], [0, 0, 2, 0, 0], [2, 2, 0, 2, 2], [0, 2, 0, 2, 0],
  ],
  wild: 'JADE',
  scatter: 'INGOT',
  pays: {
    EMPEROR: [50, 250, 2500],
    KOI: [30, 100, 750],
    FAN: [20, 75, 250],
    LANTERN: [15, 50, 200],
    ACE: [10, 30, 150],
    KING: [6, 25, 125],
    QUEEN: [4, 20, 100],
    JACK: [4, 15, 75],
  },
  scatterPays: [0, 0, 0, 5, 20, 100],
  // 0.20 to 200.00 in steps of 0.20, so a line bet (a twentieth) is a whole 1/10,000 unit.
  limits: { min: 2_000n, max: 2_000_000n, step: 2_000n },
};

export interface JadeLineWin {
  line: number;
  /** `SYMBOL:count`. */
  award: string;
  symbol: string;
  count: number;
  /** In line bets. */
  pay: number;
  win: bigint;
  positions: Position[];
}

export interface JadeScatterWin {
  award: string;
  count: number;
  /** In total bets. */
  pay: number;
  win: bigint;
  positions: Position[];
}

export interface JadeRound {
  game: 'jade-lines';
  bet: bigint;
  stops: number[];
  window: string[][];
  lineWins: JadeLineWin[];
  scatterWin: JadeScatterWin | null;
  win: bigint;
}

/** Pays a fixed window: every line left to right, then the scatter. */
export function evaluateJade(config: JadeConfig, window: readonly (readonly string[])[], bet: bigint): Omit<JadeRound, 'game' | 'bet' | 'stops' | 'window'> {
  const lineCount = config.lines.length;
  const lineWins: JadeLineWin[] = [];
  let lineUnits = 0;
  for (let line = 0; line < lineCount; line++) {
    const rows = config.lines[line]!;
    const symbol = window[0]![rows[0]!]!;
    const pays = config.pays[symbol];
    if (!pays) continue; // the scatter (the wild never lands on reel 1)
    let count = 1;
    while (count < rows.length) {
      const s = window[count]![rows[count]!]!;
      if (s !== symbol && s !== config.wild) break;
      count++;
    }
    if (count < 3) continue;
    const pay = pays[count - 3]!;
    lineUnits += pay;
    const positions: Position[] = [];
    for (let reel = 0; reel < count; reel++) positions.push({ reel, row: rows[reel]! });
    lineWins.push({ line, award: `${symbol}:${count}`, symbol, count, pay, win: scale(bet, pay, lineCount), positions });
  }
  const positions = positionsOf(window, config.scatter);
  const scatterPay = config.scatterPays[positions.length] ?? 0;
  const scatterWin = scatterPay > 0 ? { award: `${config.scatter}:${positions.length}`, count: positions.length, pay: scatterPay, win: bet * BigInt(scatterPay), positions } : null;
  return { lineWins, scatterWin, win: scale(bet, lineUnits, lineCount) + (scatterWin?.win ?? 0n) };
}

export function playJade(rng: Rng, bet: bigint, config: JadeConfig = jadeConfig): JadeRound {
  checkBet(bet, config.limits);
  const stops = drawStops(rng, config.reels);
  const window = windowAt(config.reels, stops, config.rows);
  const { lineWins, scatterWin, win } = evaluateJade(config, window, bet);
  return { game: config.id, bet, stops, window, lineWins, scatterWin, win };
}
