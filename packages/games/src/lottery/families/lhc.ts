import { choose } from '../combinatorics.ts';
import { LotteryError } from '../errors.ts';
import { nonEmpty, readBalls, readOptions, requireApproach, splitRows } from '../slip.ts';
import type { Family, Play, PlayOutcome, PrizeLevel, Ratio } from '../types.ts';
import {
  COLOUR_OF,
  COLOURS,
  SPECIAL_SLOT,
  ZODIACS,
  cyclicSpace,
  drawnZodiacs,
  formatLhcDraw,
  lhcRules,
  pad,
  parseLhcDraw,
  randomLhcDraw,
  relativeSpace,
  zodiacSpace,
  zodiacTable,
  type LhcDraw,
  type LhcRules,
  type Zodiac,
} from './lhc-draw.ts';
import { noHits, popcount, reduced, sampleDistinct } from './shared/basics.ts';

export { lhcDraw, lhcZodiacOf, zodiacNumbers, ZODIACS, COLOURS, type LhcDraw, type LhcRules, type Zodiac } from './lhc-draw.ts';

/**
 * LHC (Mark Six / 六合彩) plays: special number (特码), two-sides, colour and zodiac of the special,
 * regular numbers (正码), the number and two-sides of each regular position (正码特, 正码1-6),
 * zodiac among all seven (一肖) and linked zodiacs (二至五肖连), connected numbers (连码: 三全中,
 * 三中二, 二全中, 二中特, 特串; compound and banker-drag) and not-in (自选不中, 5 to 12 numbers).
 * Rule sheet: docs/lottery/lhc.md.
 */

type Rules = LhcRules;
type Draw = LhcDraw;

const NUMBERS = Array.from({ length: 49 }, (_, i) => pad(i + 1));

// Binomials up to 49 as a table: connected and not-in settlement reads them for every slip.
const BINOMIAL = Array.from({ length: 50 }, (_, n) => Array.from({ length: 50 }, (_, k) => choose(n, k)));
function binomial(n: number, k: number): number {
  return k < 0 || n < 0 || k > n ? 0 : BINOMIAL[n]![k]!;
}

/** A row of numbers 01..49, ascending, no repeats. */
function readNumbers(row: string, allowEmpty = false): number[] {
  return readBalls(row, 1, 49, allowEmpty);
}

/* ------------------------------------------------------------------------------------------------
 * Two-sides words on one number (the special, or one regular position). 49 ties (refunds) every
 * size, parity, digit-sum and tail bet, as on Mark Six credit boards; colours never tie (49 is green).
 * ---------------------------------------------------------------------------------------------- */

const digitSum = (n: number) => Math.floor(n / 10) + (n % 10);

/** 1 win, 0 lose, -1 tie (refund). */
type NumberJudge = (n: number) => number;

const tie49 =
  (test: (n: number) => boolean): NumberJudge =>
  (n) =>
    n === 49 ? -1 : test(n) ? 1 : 0;

const SIDE_JUDGES: Readonly<Record<string, NumberJudge>> = {
  big: tie49((n) => n >= 25),
  small: tie49((n) => n <= 24),
  odd: tie49((n) => n % 2 === 1),
  even: tie49((n) => n % 2 === 0),
  sumodd: tie49((n) => digitSum(n) % 2 === 1),
  sumeven: tie49((n) => digitSum(n) % 2 === 0),
  sumbig: tie49((n) => digitSum(n) >= 7),
  sumsmall: tie49((n) => digitSum(n) <= 6),
  tailbig: tie49((n) => n % 10 >= 5),
  tailsmall: tie49((n) => n % 10 <= 4),
  bigodd: tie49((n) => n >= 25 && n % 2 === 1),
  bigeven: tie49((n) => n >= 25 && n % 2 === 0),
  smallodd: tie49((n) => n <= 24 && n % 2 === 1),
  smalleven: tie49((n) => n <= 24 && n % 2 === 0),
  red: (n) => (COLOUR_OF[n] === 0 ? 1 : 0),
  blue: (n) => (COLOUR_OF[n] === 1 ? 1 : 0),
  green: (n) => (COLOUR_OF[n] === 2 ? 1 : 0),
};

const SPECIAL_SIDES = ['big', 'small', 'odd', 'even', 'sumodd', 'sumeven', 'sumbig', 'sumsmall', 'tailbig', 'tailsmall', 'bigodd', 'bigeven', 'smallodd', 'smalleven'];
const POSITION_SIDES = ['big', 'small', 'odd', 'even', 'sumodd', 'sumeven', 'tailbig', 'tailsmall', 'red', 'blue', 'green'];

/** A word's level over the 49 equally likely values of one number. */
function sideLevel(token: string): PrizeLevel {
  const judge = SIDE_JUDGES[token]!;
  let win = 0;
  let tie = 0;
  for (let n = 1; n <= 49; n++) {
    const r = judge(n);
    if (r === 1) win++;
    else if (r === -1) tie++;
  }
  return tie ? { key: token, chance: reduced(win, 49), push: reduced(tie, 49) } : { key: token, chance: reduced(win, 49) };
}

/** Picks per row as bit masks over the row's tokens. */
type RowsSelection = readonly number[];

function readOptionRows(balls: string, tokens: readonly string[], rows: number): RowsSelection {
  const sel = splitRows(balls, rows).map((row) =>
    row === '' && rows > 1 ? 0 : readOptions(row, tokens).reduce((m, t) => m | (1 << tokens.indexOf(t)), 0),
  );
  nonEmpty(sel.reduce((s, m) => s + popcount(m), 0));
  return sel;
}

/** Settles word bets per row: `values[r]` is the number row r bets on (the special, or regular r+1). */
function settleSides(sel: RowsSelection, tokens: readonly string[], values: readonly number[]): PlayOutcome {
  const out = noHits(tokens.length);
  for (let r = 0; r < sel.length; r++) {
    for (let rest = sel[r]!; rest; rest &= rest - 1) {
      const i = 31 - Math.clz32(rest & -rest);
      const v = SIDE_JUDGES[tokens[i]!]!(values[r]!);
      if (v === 1) out.hits[i]!++;
      else if (v === -1) out.pushes++;
    }
  }
  return out;
}

function sidesPlay(id: number, code: string, group: string, tokens: readonly string[], special: boolean): Play<RowsSelection, Draw, Rules> {
  const rows = special ? 1 : 6;
  const levels = tokens.map(sideLevel);
  const labels = special ? ['special'] : [1, 2, 3, 4, 5, 6].map((p) => `pos${p}`);
  return {
    id,
    code,
    group,
    pricing: 'odds',
    approaches: [1],
    picker: { rows: labels.map((label) => ({ label, balls: tokens, min: special ? 1 : 0, max: tokens.length })), quickPicks: false },
    levels: () => levels,
    parse(balls, approach) {
      requireApproach(approach, [1]);
      return readOptionRows(balls, tokens, rows);
    },
    count: (sel) => sel.reduce((s, m) => s + popcount(m), 0),
    settle: (sel, draw) => settleSides(sel, tokens, special ? [draw.special] : draw.regular),
    exposure: () => [],
    sample(rng) {
      const picks = new Array<string>(rows).fill('');
      picks[rng.int(rows)] = tokens[rng.int(tokens.length)]!;
      return { balls: picks.join('_'), approach: 1 };
    },
    space: cyclicSpace,
  };
}

/* ------------------------------------------------------------------------------------------------
 * Number bets: the special number (1/49), any regular number (6/49), a regular position (1/49).
 * ---------------------------------------------------------------------------------------------- */

const numberRow = (label: string, min: number, max = 49) => ({ label, balls: NUMBERS, min, max });

const specialNumberPlay: Play<readonly number[], Draw, Rules> = {
  id: 1,
  code: 'lhc_special_number',
  group: 'special',
  pricing: 'series',
  approaches: [1],
  picker: { rows: [numberRow('pick', 1)], quickPicks: true },
  levels: () => [{ key: 'win', chance: [1, 49] }],
  parse(balls, approach) {
    requireApproach(approach, [1]);
    return readNumbers(splitRows(balls, 1)[0]!);
  },
  count: (sel) => sel.length,
  settle: (sel, draw) => ({ hits: [sel.includes(draw.special) ? 1 : 0], pushes: 0 }),
  exposure: (sel) => sel.map(pad),
  sample: (rng) => ({ balls: NUMBERS[rng.int(49)]!, approach: 1 }),
  space: cyclicSpace,
};

const regularNumberPlay: Play<readonly number[], Draw, Rules> = {
  id: 11,
  code: 'lhc_regular_number',
  group: 'regular',
  pricing: 'series',
  approaches: [1],
  picker: { rows: [numberRow('pick', 1)], quickPicks: true },
  levels: () => [{ key: 'win', chance: [6, 49] }],
  parse(balls, approach) {
    requireApproach(approach, [1]);
    return readNumbers(splitRows(balls, 1)[0]!);
  },
  count: (sel) => sel.length,
  settle(sel, draw) {
    let hits = 0;
    for (const b of sel) {
      const w = draw.where[b]!;
      if (w > 0 && w < SPECIAL_SLOT) hits++;
    }
    return { hits: [hits], pushes: 0 };
  },
  exposure: (sel) => sel.map(pad),
  sample: (rng) => ({ balls: NUMBERS[rng.int(49)]!, approach: 1 }),
  space: cyclicSpace,
};

const positionNumberPlay: Play<readonly (readonly number[])[], Draw, Rules> = {
  id: 12,
  code: 'lhc_position_number',
  group: 'position',
  pricing: 'series',
  approaches: [1],
  picker: { rows: [1, 2, 3, 4, 5, 6].map((p) => numberRow(`pos${p}`, 0)), quickPicks: true },
  levels: () => [{ key: 'win', chance: [1, 49] }],
  parse(balls, approach) {
    requireApproach(approach, [1]);
    const rows = splitRows(balls, 6).map((row) => readNumbers(row, true));
    nonEmpty(rows.reduce((s, r) => s + r.length, 0));
    return rows;
  },
  count: (rows) => rows.reduce((s, r) => s + r.length, 0),
  settle(rows, draw) {
    let hits = 0;
    for (let p = 0; p < 6; p++) if (rows[p]!.includes(draw.regular[p]!)) hits++;
    return { hits: [hits], pushes: 0 };
  },
  exposure: (rows) => rows.flatMap((r, p) => r.map((b) => `pos${p + 1}:${pad(b)}`)),
  sample(rng) {
    const rows = ['', '', '', '', '', ''];
    rows[rng.int(6)] = NUMBERS[rng.int(49)]!;
    return { balls: rows.join('_'), approach: 1 };
  },
  space: cyclicSpace,
};

/* ------------------------------------------------------------------------------------------------
 * Colour wave of the special (特码色波): red 17/49, blue 16/49, green 16/49.
 * ---------------------------------------------------------------------------------------------- */

const specialColourPlay: Play<RowsSelection, Draw, Rules> = {
  ...sidesPlay(3, 'lhc_special_colour', 'colour', COLOURS, true),
  picker: { rows: [{ label: 'colour', balls: COLOURS, min: 1, max: 3 }], quickPicks: false },
};

/* ------------------------------------------------------------------------------------------------
 * Zodiac plays. Levels split by the zodiac's size: the year's zodiac has five numbers, the others four.
 * ---------------------------------------------------------------------------------------------- */

const zodiacRow = (min: number) => ({ label: 'zodiac', balls: ZODIACS, min, max: 12 });

function readZodiacs(balls: string): number {
  return readOptions<Zodiac>(splitRows(balls, 1)[0]!, ZODIACS).reduce((m, z) => m | (1 << ZODIACS.indexOf(z)), 0);
}

const yearIndex = (rules: Rules) => ZODIACS.indexOf(rules.yearZodiac);

/** 特肖: the special's zodiac. */
const specialZodiacPlay: Play<number, Draw, Rules> = {
  id: 4,
  code: 'lhc_special_zodiac',
  group: 'zodiac',
  pricing: 'odds',
  approaches: [1],
  picker: { rows: [zodiacRow(1)], quickPicks: false },
  levels: () => [
    { key: 'year', chance: [5, 49] },
    { key: 'other', chance: [4, 49] },
  ],
  parse(balls, approach) {
    requireApproach(approach, [1]);
    return readZodiacs(balls);
  },
  count: (mask) => popcount(mask),
  settle(mask, draw, rules) {
    const out = noHits(2);
    const z = zodiacTable(rules.yearZodiac)[draw.special]!;
    if (mask & (1 << z)) out.hits[z === yearIndex(rules) ? 0 : 1] = 1;
    return out;
  },
  exposure: () => [],
  sample: (rng) => ({ balls: ZODIACS[rng.int(12)]!, approach: 1 }),
  space: cyclicSpace,
};

/** The chance that all the given classes (sizes) have a number among the seven drawn (inclusion-exclusion). */
function allAmongSeven(sizes: readonly number[]): Ratio {
  let num = 0;
  for (let s = 0; s < 1 << sizes.length; s++) {
    let covered = 0;
    for (let i = 0; i < sizes.length; i++) if (s & (1 << i)) covered += sizes[i]!;
    num += (popcount(s) % 2 ? -1 : 1) * choose(49 - covered, 7);
  }
  return reduced(num, choose(49, 7));
}

/** 一肖 (平特一肖): a zodiac with a number among all seven drawn. */
const anyZodiacPlay: Play<number, Draw, Rules> = {
  id: 21,
  code: 'lhc_zodiac_any',
  group: 'zodiac',
  pricing: 'odds',
  approaches: [1],
  picker: { rows: [zodiacRow(1)], quickPicks: false },
  levels: () => [
    { key: 'year', chance: allAmongSeven([5]) },
    { key: 'other', chance: allAmongSeven([4]) },
  ],
  parse(balls, approach) {
    requireApproach(approach, [1]);
    return readZodiacs(balls);
  },
  count: (mask) => popcount(mask),
  settle(mask, draw, rules) {
    const present = drawnZodiacs(draw, zodiacTable(rules.yearZodiac)) & mask;
    const year = 1 << yearIndex(rules);
    return { hits: [present & year ? 1 : 0, popcount(present & ~year)], pushes: 0 };
  },
  exposure: () => [],
  sample: (rng) => ({ balls: ZODIACS[rng.int(12)]!, approach: 1 }),
  space: zodiacSpace,
};

/** 二/三/四/五肖连中: every zodiac of a k-zodiac bet has a number among the seven; compound C(n, k). */
function zodiacLinkPlay(id: number, k: number): Play<number, Draw, Rules> {
  const levels: PrizeLevel[] = [
    { key: 'year', chance: allAmongSeven([5, ...new Array<number>(k - 1).fill(4)]) },
    { key: 'other', chance: allAmongSeven(new Array<number>(k).fill(4)) },
  ];
  return {
    id,
    code: `lhc_zodiac_link${k}`,
    group: 'zodiac_link',
    pricing: 'series',
    approaches: [1],
    picker: { rows: [zodiacRow(k)], quickPicks: false },
    levels: () => levels,
    parse(balls, approach) {
      requireApproach(approach, [1]);
      const mask = readZodiacs(balls);
      nonEmpty(binomial(popcount(mask), k));
      return mask;
    },
    count: (mask) => binomial(popcount(mask), k),
    settle(mask, draw, rules) {
      const year = 1 << yearIndex(rules);
      const present = drawnZodiacs(draw, zodiacTable(rules.yearZodiac)) & mask;
      const others = popcount(present & ~year);
      // Bets holding the year's zodiac win with it present and k-1 other present picks; the rest need k.
      return { hits: [present & year ? binomial(others, k - 1) : 0, binomial(others, k)], pushes: 0 };
    },
    exposure: () => [],
    sample(rng) {
      const order = Array.from({ length: 12 }, (_, i) => i);
      for (let i = 0; i < k; i++) {
        const j = i + rng.int(12 - i);
        [order[i], order[j]] = [order[j]!, order[i]!];
      }
      return { balls: order.slice(0, k).map((z) => ZODIACS[z]!).join(','), approach: 1 };
    },
    space: zodiacSpace,
  };
}

/* ------------------------------------------------------------------------------------------------
 * Connected numbers (连码). A bet is k numbers. Compound: one row of n numbers, C(n, k) bets.
 * Banker-drag: every bet holds all b banker numbers (1..k-1) and k-b of the drag numbers,
 * C(drag, k-b) bets. Settlement counts bets by how many of their numbers are regular (m) and
 * whether one is the special (j), without listing them:
 *   bets(m, j) = C(rT, m-rB) C(sT, j-sB) C(oT, (k-b)-(m-rB)-(j-sB))
 * with rB/sB the banker's regular/special numbers, rT/sT/oT the drag's regular/special/other ones.
 * ---------------------------------------------------------------------------------------------- */

interface LinkSelection {
  readonly banker: readonly number[];
  readonly drag: readonly number[];
}

/** Classes of the selection's numbers in this draw: [rB, sB, rT, sT]. */
function tally(sel: LinkSelection, draw: Draw): [number, number, number, number] {
  const t: [number, number, number, number] = [0, 0, 0, 0];
  const rel = draw.relative;
  const b = sel.banker.length;
  for (let i = 0; i < b + sel.drag.length; i++) {
    const ball = i < b ? sel.banker[i]! : sel.drag[i - b]!;
    // A relative draw classes numbers by their place in the slip (see LhcDraw.relative).
    const cls = rel ? (i < rel.regular ? 1 : i < rel.regular + rel.special ? 2 : 0) : draw.where[ball] === SPECIAL_SLOT ? 2 : draw.where[ball] ? 1 : 0;
    if (cls) t[(i < b ? 0 : 2) + cls - 1]!++;
  }
  return t;
}

function betsWith(sel: LinkSelection, k: number, t: readonly number[], m: number, j: number): number {
  const [rB, sB, rT, sT] = t as [number, number, number, number];
  const oT = sel.drag.length - rT - sT;
  const fromDrag = k - sel.banker.length;
  return binomial(rT, m - rB) * binomial(sT, j - sB) * binomial(oT, fromDrag - (m - rB) - (j - sB));
}

interface LinkSpec {
  id: number;
  code: string;
  k: number;
  /** Per level: key, chance, share, and the (regular, special) counts of a bet that wins it. */
  levels: readonly { key: string; chance: Ratio; share?: Ratio; wins: readonly (readonly [number, number])[] }[];
}

/** Most numbers one compound row or drag row may hold (C(20,3) = 1,140 bets). */
const MAX_LINK_PICKS = 20;

function linkPlays(spec: LinkSpec, bankerId: number): [Play<LinkSelection, Draw, Rules>, Play<LinkSelection, Draw, Rules>] {
  const { k } = spec;
  const levels: PrizeLevel[] = spec.levels.map(({ key, chance, share }) => (share ? { key, chance, share } : { key, chance }));
  const count = (sel: LinkSelection) => binomial(sel.drag.length, k - sel.banker.length);
  const base = {
    group: 'link',
    pricing: 'series' as const,
    approaches: [1] as const,
    levels: () => levels,
    count,
    settle(sel: LinkSelection, draw: Draw): PlayOutcome {
      const t = tally(sel, draw);
      return { hits: spec.levels.map((l) => l.wins.reduce((s, [m, j]) => s + betsWith(sel, k, t, m, j), 0)), pushes: 0 };
    },
    exposure: () => [],
    space: () => relativeSpace(k),
  };
  const compound: Play<LinkSelection, Draw, Rules> = {
    ...base,
    id: spec.id,
    code: spec.code,
    picker: { rows: [numberRow('pick', k, MAX_LINK_PICKS)], quickPicks: true },
    parse(balls, approach) {
      requireApproach(approach, [1]);
      const drag = readNumbers(splitRows(balls, 1)[0]!);
      if (drag.length > MAX_LINK_PICKS) throw new LotteryError('lottery.slip.too.many');
      const sel = { banker: [], drag };
      nonEmpty(count(sel));
      return sel;
    },
    sample: (rng) => ({ balls: sampleDistinct(rng, 49, k).map(pad).join(','), approach: 1 }),
  };
  const banker: Play<LinkSelection, Draw, Rules> = {
    ...base,
    id: bankerId,
    code: `${spec.code}_banker`,
    picker: { rows: [numberRow('banker', 1, k - 1), numberRow('drag', 1, MAX_LINK_PICKS)], quickPicks: true },
    parse(balls, approach) {
      requireApproach(approach, [1]);
      const [bankerRow, dragRow] = splitRows(balls, 2) as [string, string];
      const bankers = readNumbers(bankerRow);
      const drag = readNumbers(dragRow);
      if (bankers.length >= k) throw new LotteryError('lottery.slip.selection.invalid');
      if (drag.length > MAX_LINK_PICKS) throw new LotteryError('lottery.slip.too.many');
      if (bankers.some((b) => drag.includes(b))) throw new LotteryError('lottery.slip.ball.duplicate');
      const sel = { banker: bankers, drag };
      nonEmpty(count(sel));
      return sel;
    },
    sample(rng) {
      const picks = sampleDistinct(rng, 49, k).map(pad);
      const b = 1 + rng.int(k - 1);
      return { balls: `${picks.slice(0, b).join(',')}_${picks.slice(b).join(',')}`, approach: 1 };
    },
  };
  return [compound, banker];
}

// k-subsets of the 49 numbers: C(49,3) = 18,424 and C(49,2) = 1,176.
const C3 = choose(49, 3);
const C2 = choose(49, 2);
const ALL3 = choose(6, 3); // all three among the six regular numbers
const TWO_OF3 = choose(6, 2) * 43; // exactly two of three regular, the third any other number
const ALL2 = choose(6, 2);
const REG_SPECIAL = 6; // one regular number and the special

/*
 * Plays whose bet can win one of two levels split the return by the house's payout ratio, taken
 * from the usual market boards: 三中二 pays 中三 five times 中二 (e.g. 100 vs 20), 二中特 pays 中二
 * 5/3 of 中特 (e.g. 50 vs 30). share_i = chance_i x ratio_i / sum(chance x ratio), so
 * prize_i = RTP x share_i / chance_i keeps exactly that ratio.
 */
const LINK_SPECS: readonly (readonly [LinkSpec, number])[] = [
  [{ id: 31, code: 'lhc_link_3all', k: 3, levels: [{ key: 'win', chance: reduced(ALL3, C3), wins: [[3, 0]] }] }, 32],
  [
    {
      id: 33,
      code: 'lhc_link_3of2',
      k: 3,
      levels: [
        { key: 'hit3', chance: reduced(ALL3, C3), share: reduced(ALL3 * 5, ALL3 * 5 + TWO_OF3), wins: [[3, 0]] },
        { key: 'hit2', chance: reduced(TWO_OF3, C3), share: reduced(TWO_OF3, ALL3 * 5 + TWO_OF3), wins: [[2, 0], [2, 1]] },
      ],
    },
    34,
  ],
  [{ id: 35, code: 'lhc_link_2all', k: 2, levels: [{ key: 'win', chance: reduced(ALL2, C2), wins: [[2, 0]] }] }, 36],
  [
    {
      id: 37,
      code: 'lhc_link_2special',
      k: 2,
      levels: [
        { key: 'hit2', chance: reduced(ALL2, C2), share: reduced(ALL2 * 5, ALL2 * 5 + REG_SPECIAL * 3), wins: [[2, 0]] },
        { key: 'hitspecial', chance: reduced(REG_SPECIAL, C2), share: reduced(REG_SPECIAL * 3, ALL2 * 5 + REG_SPECIAL * 3), wins: [[1, 1]] },
      ],
    },
    38,
  ],
  [{ id: 39, code: 'lhc_link_special_pair', k: 2, levels: [{ key: 'win', chance: reduced(REG_SPECIAL, C2), wins: [[1, 1]] }] }, 40],
];

/* ------------------------------------------------------------------------------------------------
 * Not-in (自选不中): a bet of k numbers (5..12) wins when none of them is among all seven drawn.
 * Compound: one row of n numbers (k..16), C(n, k) bets; with d of them drawn, C(n-d, k) win.
 * ---------------------------------------------------------------------------------------------- */

const MAX_NOT_IN_PICKS = 16;

function notInPlay(k: number): Play<readonly number[], Draw, Rules> {
  const levels: PrizeLevel[] = [{ key: 'win', chance: reduced(choose(49 - k, 7), choose(49, 7)) }];
  return {
    id: 40 + k,
    code: `lhc_not_in${k}`,
    group: 'not_in',
    pricing: 'series',
    approaches: [1],
    picker: { rows: [numberRow('pick', k, MAX_NOT_IN_PICKS)], quickPicks: true },
    levels: () => levels,
    parse(balls, approach) {
      requireApproach(approach, [1]);
      const picks = readNumbers(splitRows(balls, 1)[0]!);
      if (picks.length > MAX_NOT_IN_PICKS) throw new LotteryError('lottery.slip.too.many');
      nonEmpty(binomial(picks.length, k));
      return picks;
    },
    count: (picks) => binomial(picks.length, k),
    settle(picks, draw) {
      const rel = draw.relative;
      let drawn = 0;
      if (rel) drawn = Math.min(picks.length, rel.regular + rel.special);
      else for (const b of picks) if (draw.where[b]) drawn++;
      return { hits: [binomial(picks.length - drawn, k)], pushes: 0 };
    },
    exposure: () => [],
    sample: (rng) => ({ balls: sampleDistinct(rng, 49, k).map(pad).join(','), approach: 1 }),
    space: () => relativeSpace(k),
  };
}

/* ------------------------------------------------------------------------------------------------
 * The family.
 * ---------------------------------------------------------------------------------------------- */

 
export const lhcPlays: readonly Play<unknown, Draw, Rules>[] = [
  specialNumberPlay,
  sidesPlay(2, 'lhc_special_two_sides', 'two_sides', SPECIAL_SIDES, true),
  specialColourPlay,
  specialZodiacPlay,
  regularNumberPlay,
  positionNumberPlay,
  sidesPlay(13, 'lhc_position_two_sides', 'position', POSITION_SIDES, false),
  anyZodiacPlay,
  ...[2, 3, 4, 5].map((k) => zodiacLinkPlay(20 + k, k)),
  ...LINK_SPECS.flatMap(([spec, bankerId]) => linkPlays(spec, bankerId)),
  ...[5, 6, 7, 8, 9, 10, 11, 12].map(notInPlay),
];

const n = (EN: string, UR: string) => ({ EN, UR });
const URDU_COUNT = ['', 'ایک', 'دو', 'تین', 'چار', 'پانچ', 'چھ', 'سات', 'آٹھ', 'نو', 'دس', 'گیارہ', 'بارہ'];
const ORDINAL_EN = ['1st', '2nd', '3rd', '4th', '5th', '6th'];
const ORDINAL_UR = ['پہلا', 'دوسرا', 'تیسرا', 'چوتھا', 'پانچواں', 'چھٹا'];
const LINK_NAMES: Readonly<Record<string, readonly [string, string]>> = {
  lhc_link_3all: ['Three of three', 'تین میں سے تین'],
  lhc_link_3of2: ['Three hit two', 'تین میں سے دو'],
  lhc_link_2all: ['Two of two', 'دو میں سے دو'],
  lhc_link_2special: ['Two hit special', 'دو میں سے دو یا خاص'],
  lhc_link_special_pair: ['Special pair', 'خاص جوڑی'],
};

export const lhcNames: Readonly<Record<string, { EN: string; UR: string }>> = {
  lhc_special_number: n('Special number', 'خاص نمبر'),
  lhc_special_two_sides: n('Special two sides', 'خاص نمبر: دو طرفہ'),
  lhc_special_colour: n('Special colour', 'خاص نمبر کا رنگ'),
  lhc_special_zodiac: n('Special zodiac', 'خاص نمبر کا برج'),
  lhc_regular_number: n('Regular number', 'عام نمبر'),
  lhc_position_number: n('Regular position number', 'عام نمبر، مقررہ مقام'),
  lhc_position_two_sides: n('Regular position two sides', 'عام نمبر کا مقام: دو طرفہ'),
  lhc_zodiac_any: n('One zodiac', 'ایک برج'),
  ...Object.fromEntries([2, 3, 4, 5].map((k) => [`lhc_zodiac_link${k}`, n(`${k} linked zodiacs`, `${URDU_COUNT[k]} جڑے برج`)])),
  ...Object.fromEntries(
    Object.entries(LINK_NAMES).flatMap(([code, [en, ur]]) => [
      [code, n(en, ur)],
      [`${code}_banker`, n(`${en} banker-drag`, `${ur}، لازمی اور اضافی نمبر`)],
    ]),
  ),
  ...Object.fromEntries([5, 6, 7, 8, 9, 10, 11, 12].map((k) => [`lhc_not_in${k}`, n(`${k} not in`, `${URDU_COUNT[k]} نمبر جو نہ نکلیں`)])),
  special: n('Special number', 'خاص نمبر'),
  two_sides: n('Two sides', 'دو طرفہ'),
  colour: n('Colour', 'رنگ'),
  zodiac: n('Zodiac', 'برج'),
  regular: n('Regular numbers', 'عام نمبر'),
  position: n('Regular positions', 'عام نمبروں کے مقام'),
  zodiac_link: n('Linked zodiacs', 'جڑے برج'),
  link: n('Connected numbers', 'جڑے نمبر'),
  not_in: n('Not in', 'جو نہ نکلیں'),
  'row:pick': n('Numbers', 'نمبر'),
  'row:banker': n('Banker', 'لازمی نمبر'),
  'row:drag': n('Drag', 'اضافی نمبر'),
  'row:special': n('Special number', 'خاص نمبر'),
  'row:colour': n('Colour', 'رنگ'),
  'row:zodiac': n('Zodiac', 'برج'),
  ...Object.fromEntries(ORDINAL_EN.map((en, i) => [`row:pos${i + 1}`, n(`${en} regular`, `${ORDINAL_UR[i]} عام نمبر`)])),
};

export const lhcFamily: Family<LhcDraw, LhcRules> = {
  code: 'LHC',
  names: lhcNames,
  defaultRules: lhcRules,
  plays: lhcPlays,
  draw: randomLhcDraw,
  parseDraw: parseLhcDraw,
  formatDraw: formatLhcDraw,
  positions: (draw) => [...draw.regular, draw.special],
};
