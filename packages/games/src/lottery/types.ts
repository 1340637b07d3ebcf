import type { Rng } from '../house/rng.ts';

/**
 * The shapes every lottery family implements. A family knows its draw (how to make one from the fair
 * RNG, how to read and write one) and its plays; a play knows its selection syntax, how many bets a
 * selection makes, and how many of them win at each prize level for a given draw. Prices and prizes
 * are computed once for all families in `pricing.ts`, from each level's exact chance, so no play
 * carries a hand-typed prize.
 */

/** How a selection is written: 1 compound (rows of balls picked per position), 2 single (typed entries). */
export type Approach = 1 | 2;

/**
 * An exact probability (or expected hits per bet), numerator and denominator as non-negative integers;
 * bigint where they pass 2^53 (e.g. Vietnam xiên: all of k endings among 27 prizes, over 100^27).
 */
export type Ratio = readonly [num: number | bigint, den: number | bigint];

/** The weight of an outcome in an exact outcome space (bigint where counts pass 2^53, e.g. keno). */
export type Weight = number | bigint;

/**
 * One way a bet can win. A bet eligible for this level wins it with chance `chance` (for plays paid
 * per appearance, `chance` is the expected number of hits per bet). The prize of a level is derived so
 * that the expected return of a bet is exactly the series' return to player (see pricing.ts):
 *   prize = stake x (RTP - push) x share / chance
 */
export interface PrizeLevel {
  /** Stable key, e.g. `win`, `sum10`, `first`; shown in the probability tables and order detail. */
  key: string;
  chance: Ratio;
  /** The part of the return this level carries, for plays whose single bet can win several levels. Default 1. */
  share?: Ratio;
  /** The chance that an eligible bet is refunded (a tie that pushes). Default 0. */
  push?: Ratio;
}

/** What one selection won against one draw: hits per prize level (same order as `levels`), and bets refunded. */
export interface PlayOutcome {
  hits: number[];
  pushes: number;
}

/** How the web draws a play's picker: data only, so one generic picker serves every play. */
export interface Picker {
  /**
   * One row per position or group, in slip order (rows joined by `_`). `label` is a translation key
   * under `lottery.rows.` (e.g. `pos1`, `banker`, `drag`, `special`); `balls` are the tokens exactly
   * as written in slips (`0`..`9`, `01`..`11`, `big`, ...). `min`/`max` bound the picks in the row
   * (min 0 lets a row stay empty, e.g. position plays).
   */
  rows: { label: string; balls: readonly string[]; min: number; max: number }[];
  /** Approach 2 (typed single entries): balls per entry; absent when the play has no typed entry. */
  entry?: { size: number };
  /** Numeric rows offer the quick picks all / big / small / odd / even / clear. */
  quickPicks: boolean;
}

/** One play (玩法) of a family. `S` is the parsed selection, `D` the family's draw, `R` its per-brand rules. */
export interface Play<S = unknown, D = unknown, R = unknown> {
  /** The play id on the wire (slips, play menus); unique and stable within the family. */
  readonly id: number;
  /** Stable code, e.g. `ssc.5star.straight`; the web's translation key is `lottery.plays.<code>`. */
  readonly code: string;
  /** The play-menu group (e.g. `5star`, `two-sides`); the web's key is `lottery.groups.<group>`. */
  readonly group: string;
  /** `series` plays pay by prize series; `odds` (two-sides) plays show decimal odds. Both derive from chance. */
  readonly pricing: 'series' | 'odds';
  /** The ways of entering a selection this play accepts. */
  readonly approaches: readonly Approach[];
  /** The picker the web draws for approach 1. */
  readonly picker: Picker;
  /** The prize levels under the brand's rules. */
  levels(rules: R): readonly PrizeLevel[];
  /**
   * Reads a slip's `balls` part (rows joined by `_`, balls in a row by `,`; single entries by `,`).
   * Throws `LotteryError` for anything malformed, out of range or duplicated where forbidden.
   */
  parse(balls: string, approach: Approach, rules: R): S;
  /** The bet count (注数) of a parsed selection; at least 1 for any selection `parse` accepts. */
  count(selection: S, rules: R): number;
  /** How many bets of the selection won at each level, and how many were refunded. */
  settle(selection: S, draw: D, rules: R): PlayOutcome;
  /**
   * The "numbers" a selection stakes on, for per-number exposure limits (e.g. `07` for a special-number
   * bet). Plays where players do not crowd single numbers answer an empty list, and so does a selection
   * of more than MAX_EXPOSURE_NUMBERS numbers (limits.ts), judged from its shape before listing any.
   */
  exposure(selection: S, rules: R): string[];
  /** A random valid selection with bet count 1, for property tests. */
  sample(rng: Rng, rules: R): { balls: string; approach: Approach };
  /**
   * Exact weighted outcomes sufficient for this play (the family's full space or a projection of it
   * that decides this play), so tests and the probability tables can enumerate them.
   */
  space?(rules: R): Iterable<readonly [D, Weight]>;
}

export interface Family<D = unknown, R = unknown> {
  /** SSC, 11X5, K3, PK10, LHC, PC28, LF3D, LFP3, LFP5, VNN, VNS, THAI (CHAIN maps a hash onto one of these). */
  readonly code: string;
  /**
   * Display names in English and Urdu for every play code, group code and picker row label (keyed
   * `row:<label>`), served by the play-menu call in the player's language.
   */
  readonly names: Readonly<Record<string, { EN: string; UR: string }>>;
  /** The brand's rules where sources conflict ("choice" in games.md); the defaults are ours. */
  readonly defaultRules: R;
  readonly plays: readonly Play<unknown, D, R>[];
  /** A draw from the fair RNG (uniform over the family's outcome space). */
  draw(rng: Rng): D;
  /** Reads a draw from its text (operator entry, results feed); throws `LotteryError('lottery.draw.invalid')`. */
  parseDraw(text: string): D;
  /** The draw's text on the wire (`winningNumber`), read back by `parseDraw`. */
  formatDraw(draw: D): string;
  /** The draw's balls per position for trend charts and hot/gap info (e.g. 5 digits; VN: the special prize's digits). */
  positions(draw: D): number[];
  /** The exact weighted outcome space (weights are integers), when it is small enough to enumerate. */
  space?(rules: R): Iterable<readonly [D, Weight]>;
}
