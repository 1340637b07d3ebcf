import { choose, combinations } from '../combinatorics.ts';
import { LotteryError } from '../errors.ts';
import { nonEmpty, readBalls, readOptions, requireApproach, splitRows } from '../slip.ts';
import type { Approach, Family, Picker, Play, PrizeLevel, Weight } from '../types.ts';
import { maskOf, noHits, pad2 as pad, popcount, reduced, sampleDistinct } from './shared/basics.ts';
import { optionLevels, optionPlay } from './shared/option-play.ts';
import { orderedStraightPlay } from './shared/ordered-straight.ts';
import { readSetSelection, setCount, type SetSelection } from './shared/set-selection.ts';

/**
 * 11X5 (11选5): five distinct balls drawn in order from 01..11 (55,440 equally likely ordered draws).
 * Plays: any-pick 1 to 8 (任选, compound / single / banker-drag), front 1/2/3 straight and front 2/3
 * group (前一/前二/前三), fixed position (定位胆), front-3 any position (前三不定位), odd count (定单双),
 * middle number (猜中位), and two-sides per ball and on the total. Rule sheet: docs/lottery/eleven-five.md.
 */

export interface ElevenFiveRules {
  /**
   * Ball 11 in the per-ball odd/even bet. 11 always ties big/small (games.md); for odd/even sources
   * differ: `tie` (default) refunds it too, so odd and even each have 5 of 11 balls; `odd` counts it odd.
   */
  ball11Parity: 'tie' | 'odd';
}

export const elevenFiveRules: ElevenFiveRules = { ball11Parity: 'tie' };

export interface ElevenFiveDraw {
  /** The five balls in draw order, 1..11. */
  readonly balls: readonly number[];
  /** front[k]: bit b set for each ball b among the first k (front[5] is every drawn ball). */
  readonly front: readonly number[];
  /** keys[k]: the first k balls in order as one number (base 12), for typed straight entries. */
  readonly keys: readonly number[];
  readonly sum: number;
  /** How many of the five balls are odd (01, 03, ..., 11). */
  readonly odd: number;
  /** The middle ball of the five sorted (03..09). */
  readonly middle: number;
}

type Rules = ElevenFiveRules;
type Draw = ElevenFiveDraw;

const BALLS = Array.from({ length: 11 }, (_, i) => pad(i + 1));
const SETS = choose(11, 5);

// Binomials up to 11 as a table: settle reads them for every bet.
const BINOMIAL = Array.from({ length: 12 }, (_, n) => Array.from({ length: 12 }, (_, k) => choose(n, k)));
function binomial(n: number, k: number): number {
  return k < 0 || k > n || n < 0 ? 0 : BINOMIAL[n]![k]!;
}

/** Builds a draw (with what settlement needs precomputed) from five distinct balls 1..11 in draw order. */
export function elevenFiveDraw(balls: readonly number[]): ElevenFiveDraw {
  if (balls.length !== 5 || balls.some((b) => !Number.isInteger(b) || b < 1 || b > 11) || new Set(balls).size !== 5) {
    throw new LotteryError('lottery.draw.invalid');
  }
  const front = [0];
  const keys = [0];
  for (let k = 1; k <= 5; k++) {
    front.push(front[k - 1]! | (1 << balls[k - 1]!));
    keys.push(keys[k - 1]! * 12 + balls[k - 1]!);
  }
  const sorted = [...balls].sort((a, b) => a - b);
  return {
    balls: [...balls],
    front,
    keys,
    sum: balls.reduce((s, b) => s + b, 0),
    odd: balls.filter((b) => b % 2 === 1).length,
    middle: sorted[2]!,
  };
}

/** Every draw whose first `k` balls are a given ordered k-tuple, once each; the rest filled ascending. */
function* frontSpace(k: number): Generator<readonly [Draw, Weight]> {
  const rec = function* (prefix: number[]): Generator<readonly [Draw, Weight]> {
    if (prefix.length === k) {
      const rest = BALLS.map((_, i) => i + 1).filter((b) => !prefix.includes(b));
      yield [elevenFiveDraw([...prefix, ...rest.slice(0, 5 - k)]), 1];
      return;
    }
    for (let b = 1; b <= 11; b++) if (!prefix.includes(b)) yield* rec([...prefix, b]);
  };
  yield* rec([]);
}

/** The 462 sets of five (order does not matter to these plays), each once. */
function* setSpace(): Generator<readonly [Draw, Weight]> {
  for (const set of combinations([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 5)) yield [elevenFiveDraw(set), 1];
}

const ballRow = (label: string, min: number, max = 11) => ({ label, balls: BALLS, min, max });

/* ------------------------------------------------------------------------------------------------
 * Set plays: any-pick k (the bet's k balls against all five drawn) and front-k group (against the
 * first t drawn, order ignored). A k-ball bet wins when, with t target balls, k <= t: every ball of
 * the bet is a target ball; k >= t: every target ball is in the bet (任六..任八 hold all five).
 * ---------------------------------------------------------------------------------------------- */

function setHits(sel: SetSelection, target: number, t: number, k: number): number {
  switch (sel.kind) {
    case 'compound': {
      const m = popcount(sel.mask & target);
      if (k <= t) return binomial(m, k);
      return m === t ? binomial(sel.n - t, k - t) : 0;
    }
    case 'entries': {
      let hits = 0;
      for (const mask of sel.masks) if (k <= t ? (mask & ~target) === 0 : (target & ~mask) === 0) hits++;
      return hits;
    }
    case 'banker': {
      const mb = popcount(sel.banker & target);
      const md = popcount(sel.drag & target);
      if (k <= t) return mb === sel.b ? binomial(md, k - sel.b) : 0;
      return mb + md === t ? binomial(sel.d - md, k - sel.b - md) : 0;
    }
  }
}

interface SetPlayOptions {
  id: number;
  code: string;
  group: string;
  /** Balls per bet. */
  k: number;
  /** Target balls: 5 = all drawn (any-pick), 2 or 3 = the first two or three (front group). */
  t: number;
  banker: boolean;
}

function setPlay(o: SetPlayOptions): Play<SetSelection, Draw, Rules> {
  const { k, t } = o;
  const approaches: readonly Approach[] = o.banker ? [1] : [1, 2];
  const chance = k <= t ? reduced(binomial(11 - k, t - k), binomial(11, t)) : reduced(binomial(k, t), binomial(11, t));
  const levels: PrizeLevel[] = [{ key: 'win', chance }];
  const picker: Picker = o.banker
    ? { rows: [ballRow('banker', 1, k - 1), ballRow('drag', 1, 10)], quickPicks: true }
    : { rows: [ballRow('pick', k)], entry: { size: k }, quickPicks: true };
  return {
    id: o.id,
    code: o.code,
    group: o.group,
    pricing: 'series',
    approaches,
    picker,
    levels: () => levels,
    parse(balls, approach) {
      requireApproach(approach, approaches);
      return readSetSelection(balls, approach, k, 11, o.banker);
    },
    count: (sel) => setCount(sel, k),
    settle(sel, draw) {
      return { hits: [setHits(sel, draw.front[t]!, t, k)], pushes: 0 };
    },
    exposure(sel) {
      // Only the one-ball pick crowds single numbers.
      if (k !== 1) return [];
      if (sel.kind === 'compound') return BALLS.filter((_, i) => sel.mask & (1 << (i + 1)));
      if (sel.kind === 'entries') return sel.masks.map((m) => pad(31 - Math.clz32(m)));
      return [];
    },
    sample(rng) {
      const balls = sampleDistinct(rng, 11, k);
      if (o.banker) {
        const b = 1 + rng.int(k - 1);
        return { balls: `${balls.slice(0, b).map(pad).join(',')}_${balls.slice(b).map(pad).join(',')}`, approach: 1 };
      }
      if (rng.int(2) === 1) return { balls: balls.map(pad).join(' '), approach: 2 };
      return { balls: balls.map(pad).join(','), approach: 1 };
    },
    space: () => (t === 5 ? setSpace() : frontSpace(t)),
  };
}

/* ------------------------------------------------------------------------------------------------
 * Front-k straight (前一/前二/前三直选): the first k balls in order. Compound: one row per position,
 * a bet per tuple of distinct balls; single: typed ordered entries.
 * ---------------------------------------------------------------------------------------------- */

function straightPlay(id: number, code: string, group: string, k: number) {
  return orderedStraightPlay<Draw, Rules>({
    id,
    code,
    group,
    k,
    max: 11,
    rowLabel: (i) => `ball${i + 1}`,
    order: (draw) => draw.balls,
    keys: (draw) => draw.keys,
    space: () => frontSpace(k),
  });
}

/* ------------------------------------------------------------------------------------------------
 * Fixed position (定位胆): one row per ball, each picked ball a bet on that position.
 * Front-3 any position (前三不定位): each picked ball a bet that it is among the first three.
 * ---------------------------------------------------------------------------------------------- */

const positionPlay: Play<readonly number[], Draw, Rules> = {
  id: 41,
  code: '11x5_position',
  group: 'position',
  pricing: 'series',
  approaches: [1],
  picker: { rows: [1, 2, 3, 4, 5].map((i) => ballRow(`ball${i}`, 0)), quickPicks: true },
  levels: () => [{ key: 'win', chance: [1, 11] }],
  parse(balls, approach) {
    requireApproach(approach, [1]);
    const rows = splitRows(balls, 5).map((row) => maskOf(readBalls(row, 1, 11, true)));
    nonEmpty(rows.reduce((s, m) => s + popcount(m), 0));
    return rows;
  },
  count: (rows) => rows.reduce((s, m) => s + popcount(m), 0),
  settle(rows, draw) {
    let hits = 0;
    for (let i = 0; i < 5; i++) if (rows[i]! & (1 << draw.balls[i]!)) hits++;
    return { hits: [hits], pushes: 0 };
  },
  exposure: (rows) => rows.flatMap((m, i) => BALLS.filter((_, b) => m & (1 << (b + 1))).map((b) => `ball${i + 1}:${b}`)),
  sample(rng) {
    const rows = ['', '', '', '', ''];
    rows[rng.int(5)] = pad(1 + rng.int(11));
    return { balls: rows.join('_'), approach: 1 };
  },
};

const unfixedPlay: Play<number, Draw, Rules> = {
  id: 42,
  code: '11x5_unfixed_front3',
  group: 'unfixed',
  pricing: 'series',
  approaches: [1],
  picker: { rows: [ballRow('pick', 1)], quickPicks: true },
  levels: () => [{ key: 'win', chance: [3, 11] }],
  parse(balls, approach) {
    requireApproach(approach, [1]);
    return maskOf(readBalls(splitRows(balls, 1)[0]!, 1, 11));
  },
  count: (mask) => popcount(mask),
  settle: (mask, draw) => ({ hits: [popcount(mask & draw.front[3]!)], pushes: 0 }),
  exposure: (mask) => BALLS.filter((_, i) => mask & (1 << (i + 1))),
  sample: (rng) => ({ balls: pad(1 + rng.int(11)), approach: 1 }),
  space: () => frontSpace(3),
};

/* ------------------------------------------------------------------------------------------------
 * Token plays: a row of outcomes (odd count, middle ball); each picked token is a bet on its outcome
 * and has its own level, with the chance that outcome has among the 462 sets of five.
 * ---------------------------------------------------------------------------------------------- */

const ODD_TOKENS = ['odd5', 'odd4', 'odd3', 'odd2', 'odd1', 'odd0'] as const;
const MIDDLE_TOKENS = ['03', '04', '05', '06', '07', '08', '09'] as const;

function tokenPlay(
  id: number,
  code: string,
  label: string,
  tokens: readonly string[],
  keys: readonly string[],
  outcome: (draw: Draw) => number,
  numeric: boolean,
): Play<number, Draw, Rules> {
  const wins = (draw: Draw, token: number) => outcome(draw) === token;
  const levels = optionLevels(setSpace(), keys, wins);
  return optionPlay<Draw, Rules>({
    id,
    code,
    group: 'fun',
    pricing: 'series',
    label,
    options: tokens,
    levels: () => levels,
    wins,
    numeric,
    ...(numeric ? { exposure: (t: string) => t } : {}),
    space: setSpace,
  });
}

const oddCountPlay = tokenPlay(
  51,
  '11x5_odd_count',
  'odd_count',
  ODD_TOKENS,
  ODD_TOKENS,
  (d) => 5 - d.odd,
  false,
);
const middlePlay = tokenPlay(
  52,
  '11x5_middle',
  'middle',
  MIDDLE_TOKENS,
  MIDDLE_TOKENS.map((t) => `mid${Number(t)}`),
  (d) => d.middle - 3,
  true,
);

/* ------------------------------------------------------------------------------------------------
 * Two-sides (两面, decimal odds): per ball big (06-10) / small (01-05) / odd / even, ball 11 a tie
 * that refunds; and on the total of the five balls (15..45): big over 30, small under 30, 30 a tie;
 * odd / even of the total never ties.
 * ---------------------------------------------------------------------------------------------- */

const SIDES = ['big', 'small', 'odd', 'even'] as const;
type Side = (typeof SIDES)[number];

/** 1 win, 0 lose, -1 tie (refund). */
function ballSide(ball: number, side: number, rules: Rules): number {
  if (ball === 11 && (side < 2 || rules.ball11Parity === 'tie')) return -1;
  if (side === 0) return ball >= 6 ? 1 : 0;
  if (side === 1) return ball <= 5 ? 1 : 0;
  return (ball % 2 === 1) === (side === 2) ? 1 : 0;
}

function totalSide(sum: number, side: number): number {
  if (side < 2) return sum === 30 ? -1 : (sum > 30) === (side === 0) ? 1 : 0;
  return (sum % 2 === 1) === (side === 2) ? 1 : 0;
}

const TOTAL_COUNTS = SIDES.map((_, side) => {
  let win = 0;
  let tie = 0;
  for (const [draw] of setSpace()) {
    const r = totalSide(draw.sum, side);
    if (r === 1) win++;
    else if (r === -1) tie++;
  }
  return { win, tie };
});

/** Per-row picks as bits: bit s set when side s (big, small, odd, even) is picked. */
type SidesSelection = readonly number[];

function readSides(balls: string, rows: number): SidesSelection {
  const sel = splitRows(balls, rows).map((row) =>
    row === '' && rows > 1 ? 0 : readOptions<Side>(row, SIDES).reduce((m, s) => m | (1 << SIDES.indexOf(s)), 0),
  );
  nonEmpty(sel.reduce((s, m) => s + popcount(m), 0));
  return sel;
}

const ballSidesPlay: Play<SidesSelection, Draw, Rules> = {
  id: 61,
  code: '11x5_ball_two_sides',
  group: 'two_sides',
  pricing: 'odds',
  approaches: [1],
  picker: { rows: [1, 2, 3, 4, 5].map((i) => ({ label: `ball${i}`, balls: SIDES, min: 0, max: 4 })), quickPicks: false },
  levels: (rules) =>
    SIDES.map((key, side) => {
      const parityTie = side >= 2 && rules.ball11Parity === 'tie';
      if (side < 2 || parityTie) return { key, chance: [5, 11], push: [1, 11] } satisfies PrizeLevel;
      return { key, chance: side === 2 ? [6, 11] : [5, 11] } satisfies PrizeLevel;
    }),
  parse(balls, approach) {
    requireApproach(approach, [1]);
    return readSides(balls, 5);
  },
  count: (sel) => sel.reduce((s, m) => s + popcount(m), 0),
  settle(sel, draw, rules) {
    const out = noHits(4);
    for (let i = 0; i < 5; i++) {
      const picks = sel[i]!;
      if (!picks) continue;
      for (let side = 0; side < 4; side++) {
        if (!(picks & (1 << side))) continue;
        const r = ballSide(draw.balls[i]!, side, rules);
        if (r === 1) out.hits[side]!++;
        else if (r === -1) out.pushes++;
      }
    }
    return out;
  },
  exposure: () => [],
  sample(rng) {
    const rows = ['', '', '', '', ''];
    rows[rng.int(5)] = SIDES[rng.int(4)]!;
    return { balls: rows.join('_'), approach: 1 };
  },
};

const totalSidesPlay: Play<SidesSelection, Draw, Rules> = {
  id: 62,
  code: '11x5_total_two_sides',
  group: 'two_sides',
  pricing: 'odds',
  approaches: [1],
  picker: { rows: [{ label: 'total', balls: SIDES, min: 1, max: 4 }], quickPicks: false },
  levels: () =>
    SIDES.map((key, side) => {
      const { win, tie } = TOTAL_COUNTS[side]!;
      return tie ? { key, chance: reduced(win, SETS), push: reduced(tie, SETS) } : { key, chance: reduced(win, SETS) };
    }),
  parse(balls, approach) {
    requireApproach(approach, [1]);
    return readSides(balls, 1);
  },
  count: (sel) => popcount(sel[0]!),
  settle(sel, draw) {
    const out = noHits(4);
    for (let side = 0; side < 4; side++) {
      if (!(sel[0]! & (1 << side))) continue;
      const r = totalSide(draw.sum, side);
      if (r === 1) out.hits[side]!++;
      else if (r === -1) out.pushes++;
    }
    return out;
  },
  exposure: () => [],
  sample: (rng) => ({ balls: SIDES[rng.int(4)]!, approach: 1 }),
  space: setSpace,
};

/* ------------------------------------------------------------------------------------------------
 * The family.
 * ---------------------------------------------------------------------------------------------- */

const anyPlays = [1, 2, 3, 4, 5, 6, 7, 8].map((k) => setPlay({ id: k, code: `11x5_any${k}`, group: 'any', k, t: 5, banker: false }));
const anyBankerPlays = [2, 3, 4, 5, 6, 7, 8].map((k) =>
  setPlay({ id: 10 + k, code: `11x5_any${k}_banker`, group: 'any', k, t: 5, banker: true }),
);

export const elevenFivePlays: Family<Draw, Rules>['plays'] = [
  ...anyPlays,
  ...anyBankerPlays,
  straightPlay(21, '11x5_front1_straight', 'front1', 1),
  straightPlay(22, '11x5_front2_straight', 'front2', 2),
  setPlay({ id: 23, code: '11x5_front2_group', group: 'front2', k: 2, t: 2, banker: false }),
  setPlay({ id: 24, code: '11x5_front2_group_banker', group: 'front2', k: 2, t: 2, banker: true }),
  straightPlay(31, '11x5_front3_straight', 'front3', 3),
  setPlay({ id: 32, code: '11x5_front3_group', group: 'front3', k: 3, t: 3, banker: false }),
  setPlay({ id: 33, code: '11x5_front3_group_banker', group: 'front3', k: 3, t: 3, banker: true }),
  positionPlay,
  unfixedPlay,
  oddCountPlay,
  middlePlay,
  ballSidesPlay,
  totalSidesPlay,
];

const n = (EN: string, UR: string) => ({ EN, UR });
const URDU_COUNT = ['', 'ایک', 'دو', 'تین', 'چار', 'پانچ', 'چھ', 'سات', 'آٹھ'];
const ORDINAL_EN = ['1st', '2nd', '3rd', '4th', '5th'];
const ORDINAL_UR = ['پہلی', 'دوسری', 'تیسری', 'چوتھی', 'پانچویں'];

export const elevenFiveNames: Readonly<Record<string, { EN: string; UR: string }>> = {
  ...Object.fromEntries(
    [1, 2, 3, 4, 5, 6, 7, 8].flatMap((k) => [
      [`11x5_any${k}`, n(`Any ${k}`, k === 1 ? 'کوئی ایک' : `کوئی سے ${URDU_COUNT[k]}`)],
      ...(k > 1 ? [[`11x5_any${k}_banker`, n(`Any ${k} banker-drag`, `کوئی سے ${URDU_COUNT[k]}، لازمی اور اضافی نمبر`)]] : []),
    ]),
  ),
  '11x5_front1_straight': n('Front 1 straight', 'پہلی گیند'),
  '11x5_front2_straight': n('Front 2 straight', 'پہلی دو گیندیں، ترتیب وار'),
  '11x5_front2_group': n('Front 2 group', 'پہلی دو گیندیں، بلا ترتیب'),
  '11x5_front2_group_banker': n('Front 2 group banker-drag', 'پہلی دو گیندیں بلا ترتیب، لازمی اور اضافی نمبر'),
  '11x5_front3_straight': n('Front 3 straight', 'پہلی تین گیندیں، ترتیب وار'),
  '11x5_front3_group': n('Front 3 group', 'پہلی تین گیندیں، بلا ترتیب'),
  '11x5_front3_group_banker': n('Front 3 group banker-drag', 'پہلی تین گیندیں بلا ترتیب، لازمی اور اضافی نمبر'),
  '11x5_position': n('Fixed position', 'مقررہ مقام'),
  '11x5_unfixed_front3': n('Front 3 any position', 'پہلی تین میں کہیں بھی'),
  '11x5_odd_count': n('Odd and even count', 'طاق اور جفت کی تعداد'),
  '11x5_middle': n('Middle number', 'درمیانی نمبر'),
  '11x5_ball_two_sides': n('Two sides per ball', 'ہر گیند: بڑا، چھوٹا، طاق، جفت'),
  '11x5_total_two_sides': n('Two sides on the total', 'مجموعہ: بڑا، چھوٹا، طاق، جفت'),
  any: n('Any pick', 'کوئی سے نمبر'),
  front1: n('Front 1', 'پہلی گیند'),
  front2: n('Front 2', 'پہلی دو'),
  front3: n('Front 3', 'پہلی تین'),
  position: n('Position', 'مقام'),
  unfixed: n('Any position', 'کسی بھی مقام پر'),
  fun: n('Fun', 'تفریحی'),
  two_sides: n('Two sides', 'دو طرفہ'),
  'row:pick': n('Numbers', 'نمبر'),
  'row:banker': n('Banker', 'لازمی نمبر'),
  'row:drag': n('Drag', 'اضافی نمبر'),
  'row:total': n('Total', 'مجموعہ'),
  'row:odd_count': n('Odd and even', 'طاق اور جفت'),
  'row:middle': n('Middle number', 'درمیانی نمبر'),
  ...Object.fromEntries(ORDINAL_EN.map((en, i) => [`row:ball${i + 1}`, n(`${en} ball`, `${ORDINAL_UR[i]} گیند`)])),
};

function* fullSpace(): Generator<readonly [Draw, Weight]> {
  yield* (function* rec(prefix: number[]): Generator<readonly [Draw, Weight]> {
    if (prefix.length === 5) {
      yield [elevenFiveDraw(prefix), 1];
      return;
    }
    for (let b = 1; b <= 11; b++) if (!prefix.includes(b)) yield* rec([...prefix, b]);
  })([]);
}

export const elevenFiveFamily: Family<ElevenFiveDraw, ElevenFiveRules> = {
  code: '11X5',
  names: elevenFiveNames,
  defaultRules: elevenFiveRules,
  plays: elevenFivePlays,
  draw(rng) {
    // Partial Fisher-Yates: every ordered five of 55,440 equally likely.
    return elevenFiveDraw(sampleDistinct(rng, 11, 5));
  },
  parseDraw(text) {
    if (typeof text !== 'string' || !/^\d\d(,\d\d){4}$/.test(text)) throw new LotteryError('lottery.draw.invalid');
    return elevenFiveDraw(text.split(',').map(Number));
  },
  formatDraw: (draw) => draw.balls.map(pad).join(','),
  positions: (draw) => [...draw.balls],
  space: fullSpace,
};
