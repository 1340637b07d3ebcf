import { LotteryError } from '@lotus/games/lottery/errors';
import { lineBetMax, MAX_BETS_PER_ORDER } from '@lotus/games/lottery/limits';
import { thaiFamily, type ThaiRules } from '@lotus/games/lottery/families/thai';
import { formatSlipLine } from '@lotus/games/lottery/slip';
import { unitPrice } from '@lotus/games/lottery/stake-prices';

/**
 * The Thai bet list: numbers typed on the digit pad, each with its own amount, turned into slip lines
 * for the lottery betting call and priced with the THAI family's own plays (the server refuses a cart
 * whose total differs from its computation). Amount per number = 2 x unit x multiple, so any amount in
 * steps of 0.002 can be written with one of the four betting modes.
 */
export interface ThaiPlayInfo {
  code: string;
  /** Digits typed per number (1 for the run plays). */
  digits: 1 | 2 | 3;
  kind: 'exact' | 'tod' | 'run';
  /** The name Thai sites use. */
  thai: string;
}

export const thaiPlays: readonly ThaiPlayInfo[] = [
  { code: 'thai_3top', digits: 3, kind: 'exact', thai: '3 ตัวบน' },
  { code: 'thai_3tod', digits: 3, kind: 'tod', thai: '3 ตัวโต๊ด' },
  { code: 'thai_front3', digits: 3, kind: 'exact', thai: '3 ตัวหน้า' },
  { code: 'thai_back3', digits: 3, kind: 'exact', thai: '3 ตัวล่าง' },
  { code: 'thai_2top', digits: 2, kind: 'exact', thai: '2 ตัวบน' },
  { code: 'thai_2bottom', digits: 2, kind: 'exact', thai: '2 ตัวล่าง' },
  { code: 'thai_2tod', digits: 2, kind: 'tod', thai: '2 ตัวโต๊ด' },
  { code: 'thai_run_top', digits: 1, kind: 'run', thai: 'วิ่งบน' },
  { code: 'thai_run_bottom', digits: 1, kind: 'run', thai: 'วิ่งล่าง' },
];

export const thaiPlayInfo = (code: string): ThaiPlayInfo | undefined => thaiPlays.find((p) => p.code === code);

export interface ThaiEntry {
  id: string;
  playId: number;
  playCode: string;
  number: string;
  /** Amount on this number in 1/10,000. */
  amount: bigint;
}

export interface BettingMode {
  code: number;
  unit: string;
  betMultipleMax: number;
}

export const defaultModes: BettingMode[] = [
  { code: 1, unit: '1', betMultipleMax: 10_000 },
  { code: 2, unit: '0.1', betMultipleMax: 10_000 },
  { code: 3, unit: '0.01', betMultipleMax: 10_000 },
  { code: 4, unit: '0.001', betMultipleMax: 10_000 },
];

/** The betting mode and multiple that make exactly `amount` per bet (the largest unit that divides it), or null. */
export function stakeFor(amount: bigint, modes: readonly BettingMode[] = defaultModes): { mode: number; unit: string; multiple: number } | null {
  if (amount <= 0n) return null;
  for (const m of [...modes].sort((a, b) => a.code - b.code)) {
    const per = unitPrice(m.unit);
    if (!per || amount % per !== 0n) continue;
    const multiple = amount / per;
    if (multiple <= BigInt(m.betMultipleMax)) return { mode: m.code, unit: m.unit, multiple: Number(multiple) };
  }
  return null;
}

/** An amount typed as currency (up to two decimals) in 1/10,000, or null. */
export function readAmount(text: string): bigint | null {
  const m = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return BigInt(m[1]!) * 10_000n + BigInt((m[2] ?? '').padEnd(2, '0')) * 100n;
}

const sortedDigits = (n: string) => [...n].sort().join('');

/** Whether a number is on the game's blocked list for a play (any order counts for the tod plays). */
export function isBlocked(rules: Record<string, unknown>, playCode: string, number: string): boolean {
  const blocked = (rules.blocked ?? {}) as Record<string, unknown>;
  const list = blocked[playCode];
  if (!Array.isArray(list)) return false;
  const tod = thaiPlayInfo(playCode)?.kind === 'tod';
  return list.some((b) => typeof b === 'string' && (tod ? sortedDigits(b) === sortedDigits(number) : b === number));
}

/** Every blocked number per play code, for the "blocked numbers pay half" notice. */
export function blockedLists(rules: Record<string, unknown>): [string, string[]][] {
  const blocked = (rules.blocked ?? {}) as Record<string, unknown>;
  return Object.entries(blocked)
    .filter((e): e is [string, string[]] => Array.isArray(e[1]) && e[1].length > 0 && e[1].every((b) => typeof b === 'string'))
    .map(([code, list]) => [code, [...list]]);
}

/** The distinct orders of a number's digits (กลับเลข), the number first. */
export function reversals(number: string): string[] {
  const out = new Set<string>([number]);
  const permute = (rest: string, prefix: string) => {
    if (rest === '') out.add(prefix);
    for (let i = 0; i < rest.length; i++) permute(rest.slice(0, i) + rest.slice(i + 1), prefix + rest[i]);
  };
  permute(number, '');
  return [...out];
}

/** Why the engine refuses a number for a play (e.g. 111 for 3 tod), as an error code, or null. */
export function numberProblem(playId: number, number: string, rules: Record<string, unknown>): string | null {
  const play = thaiFamily.plays.find((p) => p.id === playId);
  if (!play) return 'lottery.slip.play.unknown';
  try {
    play.parse(number, play.approaches.includes(2) ? 2 : 1, { ...thaiFamily.defaultRules, ...rules } as ThaiRules);
    return null;
  } catch (error) {
    if (error instanceof LotteryError) return error.code;
    throw error;
  }
}

/** Whether an entry for the same play already covers the number (the same digits, in any order for tod). */
export function alreadyListed(entries: readonly ThaiEntry[], playCode: string, number: string): boolean {
  const tod = thaiPlayInfo(playCode)?.kind === 'tod';
  return entries.some((e) => e.playCode === playCode && (tod ? sortedDigits(e.number) === sortedDigits(number) : e.number === number));
}

export interface ThaiSlip {
  slip: string;
  lines: number;
  bets: number;
  total: bigint;
  error: string | null;
}

/**
 * The slip lines of the list: one line per play and amount (numbers joined by `,`; typed entry for the
 * number plays, the digit row for the run plays), priced by the engine.
 */
export function buildSlip(entries: readonly ThaiEntry[], series: number, rules: Record<string, unknown>, modes: readonly BettingMode[] = defaultModes): ThaiSlip {
  const fam = thaiFamily;
  const merged = { ...fam.defaultRules, ...rules } as ThaiRules;
  const groups = new Map<string, ThaiEntry[]>();
  for (const e of entries) {
    const key = `${e.playId}:${e.amount}`;
    const list = groups.get(key) ?? [];
    list.push(e);
    groups.set(key, list);
  }
  const lines: string[] = [];
  let bets = 0;
  let total = 0n;
  for (const list of groups.values()) {
    const first = list[0]!;
    const play = fam.plays.find((p) => p.id === first.playId);
    const stake = stakeFor(first.amount, modes);
    if (!play) return { slip: '', lines: 0, bets: 0, total: 0n, error: 'lottery.slip.play.unknown' };
    if (!stake) return { slip: '', lines: 0, bets: 0, total: 0n, error: 'lottery.slip.multiple.invalid' };
    const approach = play.approaches.includes(2) ? 2 : 1;
    const balls = list.map((e) => e.number).join(',');
    try {
      const count = play.count(play.parse(balls, approach, merged), merged);
      if (count > lineBetMax(play, merged)) return { slip: '', lines: 0, bets: 0, total: 0n, error: 'lottery.bets.too.many' };
      bets += count;
      total += BigInt(count) * first.amount;
    } catch (error) {
      if (error instanceof LotteryError) return { slip: '', lines: 0, bets: 0, total: 0n, error: error.code };
      throw error;
    }
    lines.push(formatSlipLine({ balls, approach, playId: play.id, mode: stake.mode, unit: stake.unit, series, multiple: stake.multiple }));
  }
  if (bets > MAX_BETS_PER_ORDER) return { slip: '', lines: 0, bets: 0, total: 0n, error: 'lottery.bets.too.many' };
  return { slip: lines.join(';'), lines: lines.length, bets, total, error: null };
}

export interface ThaiResult {
  first: string;
  front: [string, string];
  back: [string, string];
  bottom: string;
}

/** A THAI draw's wire text (`first,front,front,back,back,bottom`) read for the result card, or null. */
export function readThaiResult(text: string): ThaiResult | null {
  const t = text.split(',');
  const widths = [6, 3, 3, 3, 3, 2];
  if (t.length !== 6 || t.some((x, i) => x.length !== widths[i] || !/^\d+$/.test(x))) return null;
  return { first: t[0]!, front: [t[1]!, t[2]!], back: [t[3]!, t[4]!], bottom: t[5]! };
}
