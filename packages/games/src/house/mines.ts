import { GameError } from './errors.ts';
import type { BetLimits } from './money.ts';
import { checkBet, scale } from './money.ts';
import type { Rng } from './rng.ts';

/**
 * Mines: a 5x5 grid hides 1 to 24 mines, placed by the RNG when the round starts. The player
 * reveals tiles one at a time and may cash out after any safe reveal; a mine loses the bet.
 * After k safe reveals with m mines the multiplier is 0.99 x C(25, k) / C(25 - m, k), the fair
 * price of surviving k picks less 1%, rounded down to 1/10,000. Revealing the last safe tile
 * cashes out by itself.
 */
export interface MinesConfig {
  id: 'mines';
  tiles: number;
  minMines: number;
  maxMines: number;
  /** Return in percent. */
  rtpPercent: number;
  limits: BetLimits;
}

export const minesConfig: MinesConfig = {
  id: 'mines',
  tiles: 25,
  minMines: 1,
  maxMines: 24,
  rtpPercent: 99,
  limits: { min: 100n, max: 10_000_000n, step: 100n },
};

export type MinesStatus = 'playing' | 'lost' | 'cashed';

/**
 * A round's whole state, plain data (the server stores it between moves). Tiles are numbered 0-24
 * row by row (tile = row x 5 + column). Never send `mines` to the player while the round is
 * playing: use `minesPlayerView`.
 */
export interface MinesRound {
  game: 'mines';
  bet: bigint;
  mineCount: number;
  /** Mine tiles, ascending. */
  mines: number[];
  /** Revealed tiles in the order revealed (the last one is the mine when lost). */
  revealed: number[];
  status: MinesStatus;
  /** Multiplier for the safe reveals so far, in 1/10,000 (0 before the first). */
  multiplier: number;
  /** Paid on cash-out; 0 while playing or lost. */
  win: bigint;
}

function binomial(n: number, k: number): bigint {
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

const multiplierCache = new WeakMap<MinesConfig, Map<number, number>>();

/** floor(rtp% x C(25, k) / C(25 - m, k)) in 1/10,000; 0 for k = 0. Remembered per configuration (bigint binomials are slow). */
export function minesMultiplier(mineCount: number, safeReveals: number, config: MinesConfig = minesConfig): number {
  if (safeReveals === 0) return 0;
  let cache = multiplierCache.get(config);
  if (!cache) multiplierCache.set(config, (cache = new Map()));
  const key = mineCount * 1000 + safeReveals;
  let value = cache.get(key);
  if (value === undefined) {
    value = Number((BigInt(config.rtpPercent * 100) * binomial(config.tiles, safeReveals)) / binomial(config.tiles - mineCount, safeReveals));
    cache.set(key, value);
  }
  return value;
}

/** Places the mines: a partial Fisher-Yates shuffle, `rng.int(i + 1)` for i = 24 down to 25 - m; the last m tiles are mines. */
export function placeMines(rng: Rng, mineCount: number, tiles: number = minesConfig.tiles): number[] {
  const order: number[] = [];
  for (let i = 0; i < tiles; i++) order.push(i);
  for (let i = tiles - 1; i >= tiles - mineCount; i--) {
    const j = rng.int(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order.slice(tiles - mineCount).sort((a, b) => a - b);
}

export function startMines(rng: Rng, bet: bigint, mineCount: number, config: MinesConfig = minesConfig): MinesRound {
  checkBet(bet, config.limits);
  if (typeof mineCount !== 'number' || !Number.isInteger(mineCount) || mineCount < config.minMines || mineCount > config.maxMines) {
    throw new GameError('game.mines.count.invalid', `The number of mines must be from ${config.minMines} to ${config.maxMines}.`);
  }
  return { game: config.id, bet, mineCount, mines: placeMines(rng, mineCount, config.tiles), revealed: [], status: 'playing', multiplier: 0, win: 0n };
}

function checkPlaying(round: MinesRound): void {
  if (round.status !== 'playing') throw new GameError('game.round.over');
}

/** Reveals one tile: a mine ends the round lost; the last safe tile cashes out by itself. */
export function revealTile(round: MinesRound, tile: number, config: MinesConfig = minesConfig): MinesRound {
  checkPlaying(round);
  if (typeof tile !== 'number' || !Number.isInteger(tile) || tile < 0 || tile >= config.tiles) {
    throw new GameError('game.tile.invalid', `The tile must be a whole number from 0 to ${config.tiles - 1}.`);
  }
  if (round.revealed.includes(tile)) throw new GameError('game.tile.revealed');
  const revealed = round.revealed.concat(tile);
  if (round.mines.includes(tile)) return withState(round, revealed, 'lost', 0, 0n);
  const multiplier = minesMultiplier(round.mineCount, revealed.length, config);
  const next = withState(round, revealed, 'playing', multiplier, 0n);
  return revealed.length === config.tiles - round.mineCount ? settle(next) : next;
}

/** A new state object (moves never change the old one), spelled out: object spread here made a whole round twice as slow. */
function withState(round: MinesRound, revealed: number[], status: MinesStatus, multiplier: number, win: bigint): MinesRound {
  return { game: round.game, bet: round.bet, mineCount: round.mineCount, mines: round.mines, revealed, status, multiplier, win };
}

function settle(round: MinesRound): MinesRound {
  return withState(round, round.revealed, 'cashed', round.multiplier, scale(round.bet, round.multiplier, 10_000));
}

export function cashOutMines(round: MinesRound): MinesRound {
  checkPlaying(round);
  if (round.revealed.length === 0) throw new GameError('game.cashout.nothing.revealed');
  return settle(round);
}

/** What the player may see: the mines only once the round is over. */
export function minesPlayerView(round: MinesRound, config: MinesConfig = minesConfig): Omit<MinesRound, 'mines'> & { mines: number[] | null; nextMultiplier: number | null } {
  const over = round.status !== 'playing';
  const safeLeft = config.tiles - round.mineCount - round.revealed.length;
  return {
    ...round,
    mines: over ? round.mines : null,
    nextMultiplier: !over && safeLeft > 0 ? minesMultiplier(round.mineCount, round.revealed.length + 1, config) : null,
  };
}
