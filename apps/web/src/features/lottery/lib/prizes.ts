import { levelOdds, levelPrize } from '@lotus/games/lottery/pricing';
import { SINGLE_BET_PRICE } from '@lotus/games/lottery/stake-prices';
import type { Play } from '@lotus/games/lottery/types';
import { unitsFromDecimal } from '../../../lib/format';
import type { PlayMenuItem } from '../api/lottery-catalogue';
import { formatLottoAmount, stakeOf } from './amounts';
import type { PickerSpec } from './selection';

/**
 * What a play pays, for the mode, multiple and series chosen: a prize per winning bet (series plays)
 * or decimal odds including stake (two-sides plays). With the series known the engine computes it
 * exactly as settlement will; without (a visitor) the play menu's figures at the brand's default series.
 */
export interface LevelNote {
  key: string;
  text: string;
}

/** The play menu's prizes are for one bet in the main mode. */
const MAIN_STAKE = SINGLE_BET_PRICE;

/** Odds as players read them: at least two decimals, at most four, trailing zeros dropped. */
export function oddsText(odds: string): string {
  const [whole, frac = ''] = odds.split('.');
  const kept = frac.replace(/0+$/, '').padEnd(2, '0');
  return `${whole}.${kept}`;
}

export function levelNotes(
  menu: PlayMenuItem,
  play: Play<unknown, unknown, unknown> | undefined,
  rules: unknown,
  config: { unit: string; multiple: number; series: number | null },
  locale: string,
): LevelNote[] {
  const stake = stakeOf(config.unit, config.multiple) ?? MAIN_STAKE;
  if (play && config.series !== null) {
    return play.levels(rules).map((level) => ({
      key: level.key,
      text: menu.pricing === 'odds' ? oddsText(levelOdds(level, config.series!).toFixed(4)) : formatLottoAmount(levelPrize(level, stake, config.series!), locale),
    }));
  }
  return menu.levels.map((level) => ({
    key: level.key,
    text: menu.pricing === 'odds' ? oddsText(level.odds) : formatLottoAmount((unitsFromDecimal(level.prize) * stake) / MAIN_STAKE, locale),
  }));
}

/** A note short enough to sit under a ball: two decimals at most, cut (never rounded up). */
export function compactNote(text: string): string {
  return text.replace(/(\.\d{2})\d+/, '$1');
}

/** Each ball's own level (sum 3 .. 18, big, small ...) by row, where every ball of the row has one. */
export function ballNotes(spec: PickerSpec, notes: readonly LevelNote[]): (Map<string, string> | undefined)[] {
  if (notes.length < 2) return spec.rows.map(() => undefined);
  const byKey = new Map(notes.map((n) => [n.key, compactNote(n.text)]));
  return spec.rows.map((row) => {
    const map = new Map<string, string>();
    for (const ball of row.balls) {
      const text = byKey.get(ball) ?? byKey.get(`${row.label}${ball}`) ?? byKey.get(`sum${Number(ball)}`);
      if (text === undefined) return undefined;
      map.set(ball, text);
    }
    return map;
  });
}
