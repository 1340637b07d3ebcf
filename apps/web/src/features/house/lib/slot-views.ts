import type { ClassicRound } from '@lotus/games/house/classic-3x3';
import { classicConfig } from '@lotus/games/house/classic-3x3';
import type { DragonRound, DragonSpin } from '@lotus/games/house/dragon-ways';
import { dragonConfig } from '@lotus/games/house/dragon-ways';
import type { JadeRound } from '@lotus/games/house/jade-lines';
import { jadeConfig } from '@lotus/games/house/jade-lines';
import type { JsonView } from '@lotus/games/house/money';
import type { Position, Strip } from '@lotus/games/house/slot-reels';
import type { SlotTheme } from '../components/slots/symbols';

export type SlotCode = 'classic-3x3' | 'jade-lines' | 'dragon-ways';

export interface SlotDef {
  code: SlotCode;
  theme: SlotTheme;
  reels: readonly Strip[];
  rows: number;
  /** Paylines (row per reel), for line games. */
  lines: readonly (readonly number[])[] | null;
}

export const slotDefs: Record<SlotCode, SlotDef> = {
  'classic-3x3': { code: 'classic-3x3', theme: 'classic', reels: classicConfig.reels, rows: classicConfig.rows, lines: classicConfig.lines },
  'jade-lines': { code: 'jade-lines', theme: 'jade', reels: jadeConfig.reels, rows: jadeConfig.rows, lines: jadeConfig.lines },
  'dragon-ways': { code: 'dragon-ways', theme: 'dragon', reels: dragonConfig.reels, rows: dragonConfig.rows, lines: null },
};

export function isSlot(code: string): code is SlotCode {
  return code in slotDefs;
}

export interface WinView {
  key: string;
  kind: 'line' | 'ways' | 'scatter' | 'cherry' | 'bars';
  /** Payline index (0-based) for line wins. */
  line?: number;
  symbol: string;
  /** Symbols in a row (lines), reels (ways), or scatters on screen. */
  count: number;
  ways?: number;
  /** In the game's pay unit: line bets, coins per way, or total bets (scatter). */
  pay: number;
  /** The win in 1/10,000 units, before any free-spin multiplier. */
  amount: bigint;
  positions: Position[];
}

export interface SpinView {
  stops: number[];
  window: string[][];
  wins: WinView[];
  /** This spin's total, after its multiplier. */
  win: bigint;
  multiplier: number;
  freeSpinsAdded: number;
  freeSpinsLeft: number;
}

export interface SlotRoundView {
  bet: bigint;
  base: SpinView;
  free: SpinView[];
  featureWin: bigint;
  win: bigint;
}

const big = (v: string | number | undefined) => BigInt(v ?? 0);

function classicView(r: JsonView<ClassicRound>): SlotRoundView {
  const wins: WinView[] = r.lineWins.map((w) => {
    const [symbol = '', count = '3'] = w.award.split(':');
    const kind = symbol === 'ANY_BAR' ? 'bars' : symbol === classicConfig.cherry.symbol && count !== '3' ? 'cherry' : 'line';
    return { key: `l${w.line}`, kind, line: w.line, symbol, count: Number(count), pay: w.pay, amount: big(w.win), positions: w.positions };
  });
  const base: SpinView = { stops: r.stops, window: r.window, wins, win: big(r.win), multiplier: 1, freeSpinsAdded: 0, freeSpinsLeft: 0 };
  return { bet: big(r.bet), base, free: [], featureWin: 0n, win: big(r.win) };
}

function jadeView(r: JsonView<JadeRound>): SlotRoundView {
  const wins: WinView[] = r.lineWins.map((w) => ({ key: `l${w.line}`, kind: 'line', line: w.line, symbol: w.symbol, count: w.count, pay: w.pay, amount: big(w.win), positions: w.positions }));
  if (r.scatterWin) {
    wins.push({ key: 'scatter', kind: 'scatter', symbol: jadeConfig.scatter, count: r.scatterWin.count, pay: r.scatterWin.pay, amount: big(r.scatterWin.win), positions: r.scatterWin.positions });
  }
  const base: SpinView = { stops: r.stops, window: r.window, wins, win: big(r.win), multiplier: 1, freeSpinsAdded: 0, freeSpinsLeft: 0 };
  return { bet: big(r.bet), base, free: [], featureWin: 0n, win: big(r.win) };
}

function dragonSpin(s: JsonView<DragonSpin>, index: string): SpinView {
  const wins: WinView[] = s.waysWins.map((w) => ({ key: `${index}-${w.symbol}`, kind: 'ways', symbol: w.symbol, count: w.reels, ways: w.ways, pay: w.pay, amount: big(w.win), positions: w.positions }));
  if (s.scatterWin) {
    wins.push({ key: `${index}-scatter`, kind: 'scatter', symbol: dragonConfig.scatter, count: s.scatterWin.count, pay: s.scatterWin.pay, amount: big(s.scatterWin.win), positions: s.scatterPositions });
  }
  return { stops: s.stops, window: s.window, wins, win: big(s.win), multiplier: s.multiplier, freeSpinsAdded: s.freeSpinsAdded, freeSpinsLeft: s.freeSpinsLeft };
}

function dragonView(r: JsonView<DragonRound>): SlotRoundView {
  return { bet: big(r.bet), base: dragonSpin(r.base, 'b'), free: r.freeSpins.map((s, i) => dragonSpin(s, `f${i}`)), featureWin: big(r.featureWin), win: big(r.win) };
}

/** The server's round (the engine's JSON view) in one shape for every slot screen. */
export function slotRoundView(code: SlotCode, result: unknown): SlotRoundView {
  if (code === 'classic-3x3') return classicView(result as JsonView<ClassicRound>);
  if (code === 'jade-lines') return jadeView(result as JsonView<JadeRound>);
  return dragonView(result as JsonView<DragonRound>);
}

/** A pleasant resting screen before the first spin: the first stops of each strip. */
export function restingStops(def: SlotDef): number[] {
  return def.reels.map((_, i) => (i * 7) % def.reels[i]!.length);
}
