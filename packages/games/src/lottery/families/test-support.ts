import { expect } from 'vitest';
import { LotteryError } from '../errors.ts';
import { payout } from '../pricing.ts';
import type { Approach, Family, Play } from '../types.ts';

/**
 * The harness the families' hand-worked examples share (each test file had its own copy): find a play,
 * run one selection through parse, count, settle and payout, and read the code a slip is refused with.
 * Prizes are for a 2-unit bet (stake 20000n in 1/10,000) at series 1980 (RTP 99%), as the examples say.
 */

export const STAKE = 20000n;
export const SERIES = 1980;

export function playOf<D, R>(family: Family<D, R>, code: string): Play<unknown, D, R> {
  const p = family.plays.find((x) => x.code === code);
  if (!p) throw new Error(`no play ${code}`);
  return p;
}

/** The error code `parse` refuses a slip with, or `accepted`. */
export function refusalOf<D, R>(family: Family<D, R>, code: string, balls: string, approach: Approach, rules: R): string {
  try {
    playOf(family, code).parse(balls, approach, rules);
  } catch (error) {
    if (error instanceof LotteryError) return error.code;
    throw error;
  }
  return 'accepted';
}

/** Examples given as a draw's wire text (11X5, PK10, K3, LHC, PC28): `bet` answers hits, pushes and the prize. */
export function wireExamples<D, R>(family: Family<D, R>, rules: R = family.defaultRules) {
  return {
    play: (code: string) => playOf(family, code),
    /** Parses, counts and settles one selection against the draw `draw`, and pays it. */
    bet(code: string, balls: string, draw: string, approach: Approach = 1, r: R = rules) {
      const p = playOf(family, code);
      const sel = p.parse(balls, approach, r);
      const outcome = p.settle(sel, family.parseDraw(draw), r);
      return { count: p.count(sel, r), hits: outcome.hits, pushes: outcome.pushes, paid: payout(p.levels(r), outcome, STAKE, SERIES) };
    },
    refused: (code: string, balls: string, approach: Approach = 1) => refusalOf(family, code, balls, approach, rules),
  };
}

/** Examples settled on one example draw (THAI, VNN, VNS): `bet` answers the outcome, the prize and the exposure. */
export function drawExamples<D, R>(family: Family<D, R>, draw: D, rules: R) {
  return {
    play: (code: string) => playOf(family, code),
    bet(code: string, balls: string, approach: Approach, r: R = rules, on: D = draw) {
      const p = playOf(family, code);
      const selection = p.parse(balls, approach, r);
      const outcome = p.settle(selection, on, r);
      return { count: p.count(selection, r), outcome, pay: payout(p.levels(r), outcome, STAKE, SERIES), exposure: p.exposure(selection, r) };
    },
  };
}

/** Every play's code matches `codePattern`, and its code, group and picker rows are named in English and Urdu. */
export function expectNamed<D, R>(family: Family<D, R>, codePattern: RegExp): void {
  for (const p of family.plays) {
    expect(p.code).toMatch(codePattern);
    expect(p.group).toMatch(/^[a-z0-9]+(_[a-z0-9]+)*$/);
    for (const key of [p.code, p.group, ...p.picker.rows.map((r) => `row:${r.label}`)]) {
      expect(family.names[key]?.EN, key).toBeTruthy();
      expect(family.names[key]?.UR, key).toMatch(/[\u0600-\u06ff]/);
    }
  }
}

/** Picking every token of every picker row is a valid slip of at least one bet (banker-drag plays and `skip` aside). */
export function expectPickerTokensRead<D, R>(family: Family<D, R>, rules: R, skip: (code: string) => boolean = () => false): void {
  for (const p of family.plays) {
    if (p.code.endsWith('_banker') || skip(p.code)) continue;
    const balls = p.picker.rows.map((r) => r.balls.join(',')).join('_');
    expect(p.count(p.parse(balls, 1, rules), rules), p.code).toBeGreaterThan(0);
  }
}
