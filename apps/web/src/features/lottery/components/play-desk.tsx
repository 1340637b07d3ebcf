import { clsx } from 'clsx';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SERIES_BASE } from '@lotus/games/lottery/pricing';
import { SINGLE_BET_PRICE } from '@lotus/games/lottery/stake-prices';
import type { Approach, Play } from '@lotus/games/lottery/types';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import type { LotterySetting, PlayMenuItem, SeriesRange } from '../api/lottery-catalogue';
import { formatLottoAmount, lineAmount, modePrice, rebatePercent } from '../lib/amounts';
import { levelLabel } from '../lib/labels';
import { ballNotes, levelNotes } from '../lib/prizes';
import { randomPick } from '../lib/random-pick';
import { boundedCount, compoundBalls, countSelection, emptyPicks, entryExample, hasPicks, readTypedEntries, type CountResult, type PickerSpec } from '../lib/selection';
import type { CartLine } from '../stores/cart-store';
import { LottoAmount } from './lotto-amount';
import { NumberField } from './number-field';
import { NumberPicker } from './number-picker';

export interface BetConfig {
  mode: number;
  multiple: number;
  /** Null until the member's series range is known (visitors): the brand's default applies. */
  series: number | null;
}

interface PlayDeskProps {
  menu: PlayMenuItem;
  groupName: string;
  play: Play<unknown, unknown, unknown> | undefined;
  rules: unknown;
  setting: LotterySetting | undefined;
  seriesRange: SeriesRange | undefined;
  config: BetConfig;
  onConfig: (config: BetConfig) => void;
  onAdd: (line: Omit<CartLine, 'id'>) => string | null;
}

/** Series a member may choose: the highest they may bet down to the lowest, in steps of 10. */
export function seriesChoices(range: SeriesRange): number[] {
  const out = new Set<number>([range.maxBetSeries]);
  for (let s = Math.floor(range.maxBetSeries / 10) * 10; s >= range.minSeries; s -= 10) out.add(s);
  out.add(range.defaultSeries);
  out.add(range.minSeries);
  return [...out].filter((s) => s >= range.minSeries && s <= range.maxBetSeries).sort((a, b) => b - a);
}

/** The chosen play: what it pays, the picker (or typed entry), and the slip bar that adds it to the cart. */
export function PlayDesk({ menu, groupName, play, rules, setting, seriesRange, config, onConfig, onAdd }: PlayDeskProps) {
  const { t, i18n } = useTranslation();
  const spec: PickerSpec = menu.picker;
  const canPick = menu.approaches.includes(1) && spec.rows.length > 0;
  const canType = menu.approaches.includes(2) && Boolean(spec.entry);
  const [approach, setApproach] = useState<Approach>(canPick ? 1 : 2);
  const [picks, setPicksState] = useState<string[][]>(() => emptyPicks(spec));
  const [text, setTextState] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  // A new selection makes the last hint stale.
  const setPicks = (next: string[][]) => {
    setPicksState(next);
    setHint(null);
  };
  const setText = (next: string) => {
    setTextState(next);
    setHint(null);
  };
  const entryId = useId();
  const multipleId = useId();
  const seriesId = useId();
  const modeLabelId = useId();
  const seriesHintId = useId();

  const modes = setting?.bettingModes ?? [{ code: 1, unit: '1', betAmountMax: '0', betMultipleMax: 10_000, winAmountMax: '0' }];
  const mode = modes.find((m) => m.code === config.mode) ?? modes[0]!;
  const maxMultiple = mode.betMultipleMax;

  const typed = useMemo(() => (approach === 2 ? readTypedEntries(play, rules, text) : null), [approach, play, rules, text]);
  const balls = approach === 1 ? compoundBalls(spec, picks) : (typed?.balls ?? '');
  const counted = useMemo<CountResult>(
    () => (approach === 1 ? countSelection(play, rules, balls, 1) : play && typed?.count ? boundedCount(play, rules, typed.count) : { count: typed?.count ?? 0, error: null }),
    [approach, play, rules, balls, typed],
  );
  // More bets than one line may hold: the server would refuse it, so the slip is not offered.
  const tooMany = counted.error === 'lottery.bets.too.many';
  const amount = lineAmount(counted.count, mode.unit, config.multiple);

  const notes = useMemo(
    () => levelNotes(menu, play, rules, { unit: mode.unit, multiple: config.multiple, series: config.series }, i18n.language),
    [menu, play, rules, mode.unit, config.multiple, config.series, i18n.language],
  );
  const perBall = useMemo(() => ballNotes(spec, notes), [spec, notes]);
  const notesUnderBalls = notes.length > 1 && perBall.some(Boolean);

  const clear = () => {
    setPicks(emptyPicks(spec));
    setText('');
    setHint(null);
  };

  const random = () => {
    if (!play) return;
    const pick = randomPick(play, rules, spec);
    if (!pick) return;
    if (pick.approach === 1) {
      setApproach(1);
      setPicks(pick.picks);
    } else {
      setApproach(2);
      setText(pick.text);
    }
  };

  const add = () => {
    if (tooMany) return;
    if (counted.count < 1) {
      setHint(approach === 1 && !hasPicks(picks) ? t('lottery.cn.slip.pickFirst') : t('lottery.cn.slip.incomplete'));
      return;
    }
    const refused = onAdd({
      playId: menu.playId,
      playName: menu.playName,
      groupName,
      balls,
      approach,
      count: counted.count,
      mode: mode.code,
      unit: mode.unit,
      series: config.series ?? seriesRange?.defaultSeries ?? 0,
      multiple: config.multiple,
    });
    if (refused) setHint(refused);
    else clear();
  };

  const setMultiple = (value: number) => onConfig({ ...config, multiple: Math.min(maxMultiple, Math.max(1, Math.floor(Number.isFinite(value) ? value : 1))) });

  return (
    <section aria-labelledby="lottery-play-title" className="@container flex flex-col gap-3 rounded-2xl border border-white/10 bg-ink-900/70 p-3 sm:p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id="lottery-play-title" className="text-base font-bold text-ink-50">
            {menu.playName}
          </h2>
          <p className="text-xs text-ink-400">{groupName}</p>
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          {canPick && canType ? (
            <div className="flex rounded-lg bg-ink-950/60 p-0.5 ring-1 ring-white/10" role="group" aria-label={t('lottery.cn.picker.approach')}>
              {([1, 2] as const).map((a) => (
                <button
                  key={a}
                  type="button"
                  aria-pressed={approach === a}
                  onClick={() => setApproach(a)}
                  className={clsx('rounded-md px-2.5 py-1 text-xs font-semibold transition', approach === a ? 'bg-ink-700 text-gold-200' : 'text-ink-300 hover:text-ink-100')}
                >
                  {a === 1 ? t('lottery.cn.picker.compound') : t('lottery.cn.picker.single')}
                </button>
              ))}
            </div>
          ) : null}
          <button type="button" onClick={random} disabled={!play} className="inline-flex items-center gap-1 rounded-lg px-2.5 py-1 text-xs font-semibold text-ink-200 ring-1 ring-white/10 hover:bg-white/5 hover:text-gold-200 disabled:opacity-40">
            <Icon name="dice" className="size-3.5" />
            {t('lottery.cn.picker.random')}
          </button>
        </div>
      </div>

      <PrizeLine menu={menu} notes={notes} underBalls={notesUnderBalls} />

      {approach === 1 ? (
        <NumberPicker
          spec={spec}
          picks={picks}
          onPicks={setPicks}
          onRefused={(row, max) => setHint(t('lottery.cn.picker.rowFull', { row, count: max }))}
          ballNotes={notesUnderBalls ? perBall : undefined}
        />
      ) : (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={entryId} className="text-sm font-medium text-ink-200">
            {t('lottery.cn.picker.entryLabel')}
          </label>
          <textarea
            id={entryId}
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={5}
            dir="ltr"
            spellCheck={false}
            placeholder={entryExample(spec)}
            aria-describedby={`${entryId}-hint`}
            className="w-full rounded-xl border border-white/10 bg-ink-950/60 px-3.5 py-2.5 font-mono text-sm text-ink-50 placeholder:text-ink-500 outline-none focus:border-gold-300 focus:ring-2 focus:ring-gold-300/25"
          />
          <p id={`${entryId}-hint`} className="text-xs text-ink-400">
            {t('lottery.cn.picker.entryHint', { count: spec.entry?.size ?? 1, example: entryExample(spec) })}
          </p>
          {typed && typed.invalid.length > 0 ? (
            <p className="text-xs text-rose-300" role="alert">
              {t('lottery.cn.picker.entryInvalid', { entries: typed.invalid.slice(0, 8).join(', ') + (typed.invalid.length > 8 ? ' …' : '') })}
            </p>
          ) : null}
          {typed && typed.duplicates > 0 ? <p className="text-xs text-amber-200">{t('lottery.cn.picker.entryDuplicates', { count: typed.duplicates })}</p> : null}
        </div>
      )}

      {/* The slip bar: bets and amount as picked, unit, multiple, series, add. */}
      <div className="flex flex-col gap-3 rounded-xl bg-ink-950/60 p-3 ring-1 ring-white/5">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <div className="flex items-center gap-1.5">
            <span id={modeLabelId} className="text-xs text-ink-300">
              {t('lottery.cn.slip.mode')}
            </span>
            <div className="flex items-center gap-1 rounded-lg bg-ink-900 p-0.5 ring-1 ring-white/10" role="group" aria-labelledby={modeLabelId}>
              {modes.map((m) => (
                <button
                  key={m.code}
                  type="button"
                  // The face shows the bare price (2, 0.2...); the name starts with the same figure (so a voice command
                  // naming what is seen finds it) and says what it is: the stake of one bet.
                  aria-label={t('lottery.cn.slip.modeOption', { price: modePrice(m.unit) })}
                  aria-pressed={m.code === mode.code}
                  onClick={() => onConfig({ ...config, mode: m.code, multiple: Math.min(config.multiple, m.betMultipleMax) })}
                  className={clsx('rounded-md px-2.5 py-1 text-xs font-bold tabular-nums transition', m.code === mode.code ? 'bg-gold-400 text-ink-950' : 'text-ink-200 hover:bg-white/5')}
                >
                  <bdi dir="ltr">{modePrice(m.unit)}</bdi>
                </button>
              ))}
            </div>
          </div>
          <div className="flex items-center gap-1.5">
            <label htmlFor={multipleId} className="text-xs text-ink-300">
              {t('lottery.cn.slip.multiple')}
            </label>
            <button type="button" aria-label={t('lottery.cn.slip.decrease')} onClick={() => setMultiple(config.multiple - 1)} disabled={config.multiple <= 1} className="grid size-8 place-items-center rounded-lg bg-ink-800 text-lg font-bold text-ink-100 ring-1 ring-white/10 disabled:opacity-40">
              −
            </button>
            <NumberField
              id={multipleId}
              min={1}
              max={maxMultiple}
              value={config.multiple}
              onValue={setMultiple}
              className="h-8 w-16 rounded-lg border border-white/10 bg-ink-900 px-2 text-center text-sm font-bold text-ink-50 tabular-nums outline-none focus:border-gold-300"
            />
            <button type="button" aria-label={t('lottery.cn.slip.increase')} onClick={() => setMultiple(config.multiple + 1)} disabled={config.multiple >= maxMultiple} className="grid size-8 place-items-center rounded-lg bg-ink-800 text-lg font-bold text-ink-100 ring-1 ring-white/10 disabled:opacity-40">
              +
            </button>
          </div>
          {seriesRange ? (
            <div className="flex items-center gap-1.5">
              <label htmlFor={seriesId} className="text-xs text-ink-300">
                {t('lottery.cn.slip.series')}
              </label>
              <select
                id={seriesId}
                value={config.series ?? seriesRange.defaultSeries}
                onChange={(e) => onConfig({ ...config, series: Number(e.target.value) })}
                aria-describedby={seriesHintId}
                className="h-8 rounded-lg border border-white/10 bg-ink-900 px-2 text-sm text-ink-50 outline-none focus:border-gold-300"
              >
                {seriesChoices(seriesRange).map((s) => (
                  <option key={s} value={s}>
                    {t('lottery.cn.slip.seriesOption', { series: s, percent: rebatePercent(s, seriesRange.maxSeries) })}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
        </div>
        {seriesRange ? <SeriesHint id={seriesHintId} series={config.series ?? seriesRange.defaultSeries} maxSeries={seriesRange.maxSeries} /> : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-ink-200" data-testid="selection-summary" aria-live="polite">
            <span className="font-bold text-gold-200">{t('lottery.cn.slip.bets', { count: counted.count })}</span>
            <span className="mx-2 text-ink-500">·</span>
            <LottoAmount units={amount} className="font-bold text-ink-50" />
          </p>
          <div className="flex gap-2">
            <Button variant="ghost" size="sm" onClick={clear}>
              {t('lottery.cn.slip.clear')}
            </Button>
            <Button size="sm" onClick={add} disabled={tooMany}>
              <Icon name="ticket" className="size-4" />
              {t('lottery.cn.slip.add')}
            </Button>
          </div>
        </div>
        {tooMany ? (
          <p className="text-xs font-semibold text-rose-300" role="alert">
            {t('lottery.cn.slip.tooManyBets', { bets: counted.count.toLocaleString('en-US'), max: (counted.max ?? 0).toLocaleString('en-US') })}
          </p>
        ) : hint ? (
          <p className="text-xs font-semibold text-amber-200" role="alert">
            {hint}
          </p>
        ) : null}
      </div>
    </section>
  );
}

function PrizeLine({ menu, notes, underBalls }: { menu: PlayMenuItem; notes: { key: string; text: string }[]; underBalls: boolean }) {
  const { t } = useTranslation();
  const odds = menu.pricing === 'odds';
  if (notes.length === 0) return null;
  if (underBalls)
    return (
      <p className="flex items-center gap-1.5 text-xs text-ink-300">
        <Icon name="info" className="size-3.5 text-gold-300/70" />
        {odds ? t('lottery.cn.odds.underBallsOdds') : t('lottery.cn.odds.underBalls')}
      </p>
    );
  if (notes.length === 1)
    return (
      <p className="text-sm text-ink-300" data-testid="play-prize">
        {odds ? t('lottery.cn.odds.odds') : t('lottery.cn.odds.prize')}{' '}
        {odds ? (
          <bdi dir="ltr" className="font-bold text-gold-200 tabular-nums">
            {notes[0]!.text}
          </bdi>
        ) : (
          <LottoAmountText text={notes[0]!.text} />
        )}
      </p>
    );
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-xs text-ink-400">{odds ? t('lottery.cn.odds.odds') : t('lottery.cn.odds.prize')}</p>
      <ul className="flex flex-wrap gap-1.5">
        {notes.map((n) => (
          <li key={n.key} className="rounded-lg bg-white/5 px-2 py-1 text-xs ring-1 ring-white/10">
            <span className="text-ink-300">{levelLabel(t, n.key)}</span> <bdi dir="ltr" className="font-bold text-gold-200 tabular-nums">{n.text}</bdi>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Already formatted figures with the brand's symbol. */
function LottoAmountText({ text }: { text: string }) {
  return (
    <bdi dir="ltr" className="font-bold text-gold-200 tabular-nums">
      {text}
    </bdi>
  );
}

/**
 * What the prize series means, for the chosen one (games.md "Lottery pricing"): the series is the
 * return to player in 1/2000 (1980 pays back 99%), so a 2.00 bet on an even chance wins
 * 2 x 2 x series / 2000; each step below the highest series lowers the prizes and pays the difference
 * back on the stake as rebate, (max - series) / 2000.
 */
function SeriesHint({ id, series, maxSeries }: { id: string; series: number; maxSeries: number }) {
  const { t } = useTranslation();
  // An even chance (1 in 2) pays stake x 2 x series / 2000.
  const win = formatLottoAmount((SINGLE_BET_PRICE * 2n * BigInt(series)) / BigInt(SERIES_BASE));
  return (
    <p id={id} className="flex items-start gap-1.5 text-xs text-ink-400">
      <Icon name="info" className="mt-0.5 size-3.5 shrink-0 text-ink-300" />
      <span>{t('lottery.cn.slip.seriesHint', { series, stake: formatLottoAmount(SINGLE_BET_PRICE), win, percent: rebatePercent(series, maxSeries) })}</span>
    </p>
  );
}
