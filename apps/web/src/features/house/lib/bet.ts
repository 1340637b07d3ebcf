import type { BetLimits } from '@lotus/games/house/money';
import { moneyToDecimal } from '../../../lib/format';
import { amountUnits } from '../../wallet/lib/amount';

export type BetProblem = 'empty' | 'invalid' | 'step' | 'min' | 'max' | 'funds';

/** A typed bet as 1/10,000 units, or null when it is not a positive amount. */
export function betUnits(text: string): bigint | null {
  return amountUnits(text);
}

/** What is wrong with a bet before it is sent (the server checks again; this only saves a trip). */
export function betProblem(text: string, limits: BetLimits, balance: bigint | null): BetProblem | null {
  if (text.trim() === '') return 'empty';
  const units = betUnits(text);
  if (units === null) return 'invalid';
  if (units < limits.min) return 'min';
  if (units > limits.max) return 'max';
  if (units % limits.step !== 0n) return 'step';
  if (balance !== null && units > balance) return 'funds';
  return null;
}

/** Down to a whole step, then into the limits. */
export function fitBet(units: bigint, limits: BetLimits): bigint {
  const stepped = (units / limits.step) * limits.step;
  if (stepped < limits.min) return limits.min;
  if (stepped > limits.max) return limits.max;
  return stepped;
}

/** The largest bet the player can place: the game's maximum, or less when the balance is smaller. */
export function maxBet(limits: BetLimits, balance: bigint | null): bigint {
  if (balance === null || balance >= limits.max) return limits.max;
  return fitBet(balance, limits);
}

export type BetAction = 'min' | 'half' | 'double' | 'max';

export function adjustBet(action: BetAction, current: bigint | null, limits: BetLimits, balance: bigint | null): bigint {
  const base = current ?? limits.min;
  if (action === 'min') return limits.min;
  if (action === 'max') return maxBet(limits, balance);
  if (action === 'half') return fitBet(base / 2n, limits);
  const doubled = fitBet(base * 2n, limits);
  const cap = maxBet(limits, balance);
  return doubled > cap && cap >= limits.min ? cap : doubled;
}

/** Units as the input shows them: plain digits, two decimals (every bet step is a whole cent). */
export function betText(units: bigint): string {
  return moneyToDecimal(units);
}
