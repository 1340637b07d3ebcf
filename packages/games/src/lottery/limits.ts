import { LotteryError } from './errors.ts';
import type { Play } from './types.ts';

/**
 * How much work one betting call may ask for, checked from the slip's shape before anything is listed
 * or written. Bet counts are closed forms of the selection (row sizes, C(n, k), ...), so counting a
 * line is as cheap as reading it; only listing a selection's numbers (exposure) grows with its size,
 * and plays list none beyond MAX_EXPOSURE_NUMBERS.
 */

/**
 * Most bets one order may hold: every line, on every draw it chases. One line covering every 5-star
 * number (100,000 bets) still fits; a hundred of them (ten million) do not.
 */
export const MAX_BETS_PER_ORDER = 100_000;

/** Most numbers a selection's exposure lists; a wider selection lists none (the per-issue win cap bounds it). */
export const MAX_EXPOSURE_NUMBERS = 1000;

const betSpaces = new WeakMap<object, Map<unknown, number>>();

/**
 * A play's whole bet space: the bets of the selection that picks every ball of every picker row (as
 * many as each row allows; a drag row leaves out the banker's balls). No line of the play can make
 * more bets. Plays without picker rows (typed entries only) answer Infinity: their lines are bounded
 * by the order maximum.
 */
export function playBetSpace<S, D, R>(play: Play<S, D, R>, rules: R): number {
  let byRules = betSpaces.get(play);
  if (!byRules) betSpaces.set(play, (byRules = new Map()));
  const known = byRules.get(rules);
  if (known !== undefined) return known;
  let space = Infinity;
  if (play.approaches.includes(1) && play.picker.rows.length > 0) {
    const banker = new Set<string>();
    const rows = play.picker.rows.map((row) => {
      const balls = row.balls.filter((b) => row.label !== 'drag' || !banker.has(b)).slice(0, row.max);
      if (row.label === 'banker') balls.forEach((b) => banker.add(b));
      return balls.join(',');
    });
    try {
      space = play.count(play.parse(rows.join('_'), 1, rules), rules);
    } catch {
      // A picker whose full rows are no valid selection: the order maximum bounds its lines.
    }
  }
  // Rules are per game and long-lived; a handful per play at most.
  if (byRules.size > 64) byRules.clear();
  byRules.set(rules, space);
  return space;
}

/** Most bets one line of the play may make: its whole bet space, and never more than an order may hold. */
export function lineBetMax<S, D, R>(play: Play<S, D, R>, rules: R): number {
  return Math.min(playBetSpace(play, rules), MAX_BETS_PER_ORDER);
}

/** Refuses a line above its play's maximum (`lottery.bets.too.many` with `{ max }`); answers the count. */
export function checkLineBets<S, D, R>(play: Play<S, D, R>, count: number, rules: R): number {
  const max = lineBetMax(play, rules);
  if (!(count <= max)) throw new LotteryError('lottery.bets.too.many', undefined, { max });
  return count;
}

/** Refuses an order whose lines, on all the draws it covers, make more than MAX_BETS_PER_ORDER bets. */
export function checkOrderBets(total: number): void {
  if (!(total <= MAX_BETS_PER_ORDER)) throw new LotteryError('lottery.bets.too.many', undefined, { max: MAX_BETS_PER_ORDER });
}
