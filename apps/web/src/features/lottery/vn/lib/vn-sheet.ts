import { vnNorthPrizes } from '@lotus/games/lottery/families/vn-north';
import { vnSouthPrizes } from '@lotus/games/lottery/families/vn-south';

/**
 * The Vietnamese result sheet (bảng kết quả) from a draw's wire text (prizes in wire order, special
 * first). The North shows ĐB on top then G1 ... G7; the South and Central show G8 on top down to G1
 * and ĐB last, as Vietnamese result sites print them.
 */
export type VnFamily = 'VNN' | 'VNS';

export interface SheetRow {
  /** `DB`, `G1` ... `G8`. */
  label: string;
  digits: number;
  numbers: string[];
}

export interface Sheet {
  rows: SheetRow[];
  /** The special prize (giải đặc biệt). */
  special: string;
  /** Its last two digits (đề). */
  de: string;
  /** The last two digits of every prize (lô), in wire order. */
  lo: string[];
}

export const isVnFamily = (family: string): family is VnFamily => family === 'VNN' || family === 'VNS';

/** Reads a draw's text into sheet rows in the region's display order; null when it is not a whole draw. */
export function readSheet(family: VnFamily, winningNumber: string): Sheet | null {
  const layout = family === 'VNN' ? vnNorthPrizes : vnSouthPrizes;
  const tokens = winningNumber.split(',');
  if (tokens.length !== layout.length || tokens.some((t, i) => t.length !== layout[i]!.digits || !/^\d+$/.test(t))) return null;
  const rows: SheetRow[] = [];
  tokens.forEach((token, i) => {
    const { label, digits } = layout[i]!;
    const last = rows.at(-1);
    if (last && last.label === label) last.numbers.push(token);
    else rows.push({ label, digits, numbers: [token] });
  });
  const special = tokens[0]!;
  return {
    rows: family === 'VNN' ? rows : [...rows].reverse(),
    special,
    de: special.slice(-2),
    lo: tokens.map((t) => t.slice(-2)),
  };
}

/**
 * The đầu / đuôi (head / tail) table of the lô numbers: for each digit, the tails of the numbers with
 * that head, and the heads of the numbers with that tail, each ascending with repeats kept (a number
 * that comes out twice shows twice, as lô pays per appearance).
 */
export function headTail(lo: readonly string[]): { heads: string[][]; tails: string[][] } {
  const heads: string[][] = Array.from({ length: 10 }, () => []);
  const tails: string[][] = Array.from({ length: 10 }, () => []);
  for (const n of [...lo].sort()) {
    heads[Number(n[0])]!.push(n[1]!);
    tails[Number(n[1])]!.push(n[0]!);
  }
  for (const list of tails) list.sort();
  return { heads, tails };
}

/** The sheet's label in the Vietnamese way: ĐB for the special, G1 ... G8 otherwise. */
export const prizeLabel = (label: string) => (label === 'DB' ? 'ĐB' : label);
