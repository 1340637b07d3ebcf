import { GameError } from './errors.ts';
import type { BetLimits } from './money.ts';
import { checkBet, scale } from './money.ts';
import type { Rng } from './rng.ts';

/**
 * Dice: a roll from 0.00 to 99.99 (10,000 equally likely outcomes, `rng.int(10000)` hundredths).
 * The player bets the roll lands under a target (wins when roll < target) or over it (roll >
 * target). With w winning outcomes the win chance is w / 100 percent and the payout multiplier is
 * 99 / chance = 9900 / w, kept in 1/10,000 and rounded down, so every setting returns at most 99%.
 */
export interface DiceConfig {
  id: 'dice';
  outcomes: number;
  /** Return in percent: multiplier = rtpPercent / chance percent. */
  rtpPercent: number;
  /** Allowed winning outcomes (1 = 0.01% chance, 9800 = 98%). */
  minWinOutcomes: number;
  maxWinOutcomes: number;
  limits: BetLimits;
}

export const diceConfig: DiceConfig = {
  id: 'dice',
  outcomes: 10_000,
  rtpPercent: 99,
  minWinOutcomes: 1,
  maxWinOutcomes: 9_800,
  limits: { min: 100n, max: 10_000_000n, step: 100n },
};

export type DiceDirection = 'under' | 'over';

export interface DiceBet {
  /** In hundredths, 0 to 9999 (5000 = 50.00). */
  target: number;
  direction: DiceDirection;
}

export interface DiceRound {
  game: 'dice';
  bet: bigint;
  target: number;
  direction: DiceDirection;
  /** In hundredths, 0 to 9999. */
  roll: number;
  /** Winning outcomes of 10,000 (chance in hundredths of a percent). */
  winOutcomes: number;
  /** Payout multiplier in 1/10,000 (19800 = 1.98x). */
  multiplier: number;
  won: boolean;
  win: bigint;
}

/** Winning outcomes for a bet: roll < target under, roll > target over. */
export function winOutcomes(bet: DiceBet, config: DiceConfig = diceConfig): number {
  return bet.direction === 'under' ? bet.target : config.outcomes - 1 - bet.target;
}

/** The payout multiplier in 1/10,000 for w winning outcomes: floor(rtp x outcomes x 10,000 / (100 x w)). */
export function diceMultiplier(w: number, config: DiceConfig = diceConfig): number {
  return Math.floor((config.rtpPercent * config.outcomes * 100) / w);
}

export function checkDiceBet(bet: DiceBet, config: DiceConfig = diceConfig): number {
  // Checked as unknown input: the server passes what the player sent.
  const target: unknown = bet?.target;
  const direction: unknown = bet?.direction;
  if ((direction !== 'under' && direction !== 'over') || typeof target !== 'number' || !Number.isInteger(target) || target < 0 || target >= config.outcomes) {
    throw new GameError('game.target.invalid', `The target must be a whole number of hundredths from 0 to ${config.outcomes - 1}, under or over.`);
  }
  const w = winOutcomes(bet, config);
  if (w < config.minWinOutcomes || w > config.maxWinOutcomes) {
    throw new GameError('game.chance.out.of.range', `The win chance must be from ${config.minWinOutcomes / 100}% to ${config.maxWinOutcomes / 100}%.`);
  }
  return w;
}

export function playDice(rng: Rng, bet: bigint, choice: DiceBet, config: DiceConfig = diceConfig): DiceRound {
  checkBet(bet, config.limits);
  const w = checkDiceBet(choice, config);
  const multiplier = diceMultiplier(w, config);
  const roll = rng.int(config.outcomes);
  const won = choice.direction === 'under' ? roll < choice.target : roll > choice.target;
  return { game: config.id, bet, target: choice.target, direction: choice.direction, roll, winOutcomes: w, multiplier, won, win: won ? scale(bet, multiplier, 10_000) : 0n };
}
