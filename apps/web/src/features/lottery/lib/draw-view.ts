import type { DrawRow } from '@lotus/contract/lottery';
import { COLOUR_OF, COLOURS } from '@lotus/games/lottery/families/lhc-draw';

/**
 * How a result looks: which ball style the family uses, the balls in draw order, and the figures
 * players read beside them (sum, size, parity, dragon/tiger) by the family's own rules.
 */
export type BallStyle = 'digit' | 'ball' | 'dice' | 'car' | 'lhc';

export interface DrawFact {
  /** Translation key under `lottery.cn.facts.` or a token under `lottery.cn.tokens.`. */
  key: string;
  value: string;
  /** The value is a token to translate (big, small, odd, even, dragon, tiger, tie). */
  token?: boolean;
}

export interface DrawView {
  style: BallStyle;
  balls: string[];
  /** Mark Six's special number, shown after a plus. */
  special: string | null;
  /** Hash lotteries: the hash the digits were read from. */
  hash: string | null;
  facts: DrawFact[];
}

/** The engine family behind a CHAIN game (CHAIN-SSC reads as SSC). */
export function baseFamily(family: string): string {
  return family.startsWith('CHAIN-') ? family.slice(6) : family;
}

export function ballStyle(family: string): BallStyle {
  const base = baseFamily(family);
  if (base === 'K3') return 'dice';
  if (base === 'PK10') return 'car';
  if (base === 'LHC') return 'lhc';
  if (base === '11X5') return 'ball';
  return 'digit';
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const sumOf = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const parity = (n: number) => (n % 2 === 1 ? 'odd' : 'even');

/** Balls in the form players know: two digits for 11X5, racing and Mark Six; plain digits and dice otherwise. */
export function ballText(family: string, n: number): string {
  const style = ballStyle(family);
  return style === 'ball' || style === 'car' || style === 'lhc' ? pad2(n) : String(n);
}

export function drawView(family: string, row: Pick<DrawRow, 'winningNumber' | 'positions'>): DrawView {
  const base = baseFamily(family);
  const style = ballStyle(family);
  const positions = row.positions ?? [];
  const hash = family.startsWith('CHAIN-') ? (row.winningNumber.split('|')[0] ?? null) : null;
  const view: DrawView = { style, balls: positions.map((n) => ballText(family, n)), special: null, hash, facts: [] };
  if (positions.length === 0) return view;
  const sum = sumOf(positions);
  if (base === 'SSC' && positions.length === 5) {
    const [first, , , , last] = positions as [number, number, number, number, number];
    view.facts = [
      { key: 'sum', value: String(sum) },
      { key: 'size', value: sum >= 23 ? 'big' : 'small', token: true },
      { key: 'parity', value: parity(sum), token: true },
      { key: 'dragonTiger', value: first > last ? 'dragon' : first < last ? 'tiger' : 'tie', token: true },
    ];
  } else if (base === 'K3') {
    const triple = new Set(positions).size === 1;
    view.facts = [
      { key: 'sum', value: String(sum) },
      { key: 'size', value: triple ? 'leopard' : sum >= 11 ? 'big' : 'small', token: true },
      { key: 'parity', value: triple ? 'leopard' : parity(sum), token: true },
    ];
  } else if (base === 'PK10') {
    const [a = 0, b = 0] = positions;
    const top = a + b;
    const first = positions[0] ?? 0;
    const last = positions[positions.length - 1] ?? 0;
    view.facts = [
      { key: 'topSum', value: String(top) },
      { key: 'size', value: top > 11 ? 'big' : 'small', token: true },
      { key: 'parity', value: parity(top), token: true },
      { key: 'dragonTiger', value: first > last ? 'dragon' : 'tiger', token: true },
    ];
  } else if (base === '11X5') {
    view.facts = [{ key: 'sum', value: String(sum) }];
  } else if (base === 'PC28') {
    view.facts = [
      { key: 'sum', value: String(sum) },
      { key: 'size', value: sum >= 14 ? 'big' : 'small', token: true },
      { key: 'parity', value: parity(sum), token: true },
    ];
  } else if (base === 'LHC' && positions.length === 7) {
    view.balls = positions.slice(0, 6).map(pad2);
    view.special = pad2(positions[6]!);
    view.facts = [{ key: 'special', value: pad2(positions[6]!) }];
  } else if (base.startsWith('LF')) {
    view.facts = [{ key: 'sum', value: String(sum) }];
  }
  return view;
}

/** Mark Six wave colour of a number (the engine's fixed red, blue and green sets). */
export function lhcColour(n: number): (typeof COLOURS)[number] {
  return COLOURS[COLOUR_OF[n] ?? 2] ?? 'green';
}
