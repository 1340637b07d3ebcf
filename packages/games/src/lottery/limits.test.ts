import { describe, expect, it } from 'vitest';
import { FastRng } from '../house/fast-rng.ts';
import type { Rng } from '../house/rng.ts';
import { combinations, product } from './combinatorics.ts';
import { LotteryError } from './errors.ts';
import { exactReturn } from './family-checks.ts';
import { checkLineBets, checkOrderBets, lineBetMax, MAX_BETS_PER_ORDER, MAX_EXPOSURE_NUMBERS, playBetSpace } from './limits.ts';
import { seriesRtp } from './pricing.ts';
import { lotteryFamilies } from './registry.ts';
import type { Approach, Family, Play, Weight } from './types.ts';

type AnyPlay = Play<unknown, unknown, unknown>;
const families = Object.values(lotteryFamilies) as Family<unknown, unknown>[];

/** A random selection: a few picks per picker row (a drag row leaves the banker's balls), or a few typed entries. */
function randomSelection(play: AnyPlay, rng: Rng, rules: unknown): { balls: string; approach: Approach } | null {
  for (let attempt = 0; attempt < 200; attempt++) {
    const approach = play.approaches[rng.int(play.approaches.length)]!;
    let balls: string;
    if (approach === 2 || play.picker.rows.length === 0) {
      const entries = new Set<string>();
      for (let i = 0; i < 40 && entries.size < 1 + rng.int(4); i++) {
        const s = play.sample(rng, rules);
        if (s.approach === 2) entries.add(s.balls);
      }
      if (entries.size === 0 || !play.approaches.includes(2)) continue;
      balls = [...entries].join(',');
      try {
        play.parse(balls, 2, rules);
        return { balls, approach: 2 };
      } catch {
        continue;
      }
    }
    const banker = new Set<string>();
    balls = play.picker.rows
      .map((row) => {
        const pool = row.balls.filter((b) => row.label !== 'drag' || !banker.has(b));
        const k = Math.min(pool.length, row.max, row.min + rng.int(4));
        for (let i = 0; i < k; i++) {
          const j = i + rng.int(pool.length - i);
          [pool[i], pool[j]] = [pool[j]!, pool[i]!];
        }
        const picked = pool.slice(0, k);
        if (row.label === 'banker') picked.forEach((b) => banker.add(b));
        return row.balls.filter((b) => picked.includes(b)).join(',');
      })
      .join('_');
    try {
      play.parse(balls, 1, rules);
      return { balls, approach: 1 };
    } catch {
      // try another
    }
  }
  return null;
}

/**
 * Plays whose outcome space is a projection that decides one single bet's numbers only (Vietnam and
 * Thai number and set plays, Mark Six link and not-in plays): their many-bet selections are checked
 * against the bets listed one by one instead of by their return.
 */
const projected = (family: string, code: string) => family === 'VNN' || family === 'VNS' || family === 'THAI' || /^lhc_(link|not_in)/.test(code);

/**
 * The bets of a selection listed one by one: each typed entry is a bet; a compound is every tuple of
 * its rows, or with one row every set of as many balls as the row's minimum (one ball, or the k of a
 * k-number bet); banker and drag make every banker set completed from the drag.
 */
function enumeratedBets(play: AnyPlay, balls: string, approach: Approach): number {
  if (approach === 2) return balls.split(',').length;
  const rows = balls.split('_').map((r) => (r === '' ? [] : r.split(',')));
  if (play.picker.rows[0]!.label === 'banker') {
    const k = play.picker.rows[0]!.max + 1;
    return [...combinations(rows[1]!, k - rows[0]!.length)].length;
  }
  if (rows.length > 1) return [...product(rows)].length;
  return [...combinations(rows[0]!, play.picker.rows[0]!.min)].length;
}

describe('bet counts from the shape', () => {
  it('equal the bets listed one by one, for random selections of every play', () => {
    const rng = new FastRng(20261124);
    const rtp = seriesRtp(1980);
    const problems: string[] = [];
    let checked = 0;
    for (const family of families) {
      const rules = family.defaultRules;
      for (const play of family.plays as AnyPlay[]) {
        const space = play.space?.(rules) ?? family.space?.(rules);
        const outcomes: (readonly [unknown, Weight])[] | null = space ? [...space] : null;
        for (let i = 0; i < 4; i++) {
          const slip = randomSelection(play, rng, rules);
          if (!slip) {
            problems.push(`${family.code} ${play.code}: no random selection accepted`);
            break;
          }
          const selection = play.parse(slip.balls, slip.approach, rules);
          const count = play.count(selection, rules);
          checked++;
          if (projected(family.code, play.code)) {
            const expected = enumeratedBets(play, slip.balls, slip.approach);
            if (expected !== count) problems.push(`${family.code} ${play.code}: ${slip.balls} counts ${count}, lists ${expected}`);
            continue;
          }
          // Every single bet returns exactly the series' RTP over the exact outcome space, so a
          // selection does too exactly when its count is the number of single bets it settles as.
          const ret = exactReturn(play, selection, rules, outcomes!, 1980);
          if (ret.compare(rtp) !== 0) problems.push(`${family.code} ${play.code}: ${slip.balls} counts ${count}, returns ${ret.toFixed(8)}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
  }, 120_000);
});

describe('limits per line and per order', () => {
  it('give every play a line maximum no larger than its whole bet space or the order maximum', () => {
    for (const family of families) {
      for (const play of family.plays as AnyPlay[]) {
        const max = lineBetMax(play, family.defaultRules);
        expect(max, play.code).toBeGreaterThanOrEqual(1);
        expect(max, play.code).toBeLessThanOrEqual(MAX_BETS_PER_ORDER);
        expect(max, play.code).toBeLessThanOrEqual(playBetSpace(play, family.defaultRules));
      }
    }
    const ssc = lotteryFamilies.SSC!;
    const straight5 = ssc.plays.find((p) => p.code === 'ssc_5star_straight')!;
    const straight3 = ssc.plays.find((p) => p.code === 'ssc_front3_straight')!;
    expect(playBetSpace(straight5, ssc.defaultRules)).toBe(100_000);
    expect(playBetSpace(straight3, ssc.defaultRules)).toBe(1000);
    // Lô trượt 10 over all 100 endings is C(100, 10) bets: far past what one order may hold.
    const vn = lotteryFamilies.VNN!;
    const truot10 = vn.plays.find((p) => p.code === 'vnn_truot_10')!;
    expect(playBetSpace(truot10, vn.defaultRules)).toBe(17_310_309_456_440);
    expect(lineBetMax(truot10, vn.defaultRules)).toBe(MAX_BETS_PER_ORDER);
  });

  it('refuse a line or an order above its maximum with lottery.bets.too.many and the maximum', () => {
    const vn = lotteryFamilies.VNN!;
    const truot10 = vn.plays.find((p) => p.code === 'vnn_truot_10')!;
    const all = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')).join(',');
    const count = truot10.count(truot10.parse(all, 1, vn.defaultRules), vn.defaultRules);
    const refusal = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error instanceof LotteryError ? { code: error.code, value: error.value } : error;
      }
      return 'accepted';
    };
    expect(refusal(() => checkLineBets(truot10, count, vn.defaultRules))).toEqual({ code: 'lottery.bets.too.many', value: { max: MAX_BETS_PER_ORDER } });
    expect(refusal(() => checkLineBets(truot10, MAX_BETS_PER_ORDER, vn.defaultRules))).toBe('accepted');
    expect(refusal(() => checkOrderBets(MAX_BETS_PER_ORDER))).toBe('accepted');
    expect(refusal(() => checkOrderBets(MAX_BETS_PER_ORDER + 1))).toEqual({ code: 'lottery.bets.too.many', value: { max: MAX_BETS_PER_ORDER } });
    expect(refusal(() => checkOrderBets(Number.NaN))).toMatchObject({ code: 'lottery.bets.too.many' });
  });

  it('list no exposure for a selection wider than MAX_EXPOSURE_NUMBERS, and one number per bet otherwise', () => {
    for (const family of families) {
      const rules = family.defaultRules;
      for (const play of family.plays as AnyPlay[]) {
        if (!play.approaches.includes(1) || play.picker.rows.length === 0) continue;
        const banker = new Set<string>();
        const balls = play.picker.rows
          .map((row) => {
            const picked = row.balls.filter((b) => row.label !== 'drag' || !banker.has(b)).slice(0, row.max);
            if (row.label === 'banker') picked.forEach((b) => banker.add(b));
            return picked.join(',');
          })
          .join('_');
        let selection: unknown;
        try {
          selection = play.parse(balls, 1, rules);
        } catch {
          continue;
        }
        const count = play.count(selection, rules);
        const numbers = play.exposure(selection, rules);
        expect(numbers.length, play.code).toBeLessThanOrEqual(MAX_EXPOSURE_NUMBERS);
        if (count > MAX_EXPOSURE_NUMBERS) expect(numbers, play.code).toEqual([]);
      }
    }
  });
});
