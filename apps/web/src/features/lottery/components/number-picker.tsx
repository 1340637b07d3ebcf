import { clsx } from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isTokenWord, tokenLabel } from '../lib/labels';
import { applyQuickPick, isNumericRow, quickPickAllowed, quickPicks, toggleBall, type PickerSpec, type Picks } from '../lib/selection';

interface NumberPickerProps {
  spec: PickerSpec;
  picks: Picks;
  onPicks: (picks: string[][]) => void;
  /** A row reached its most balls: the caller tells the player. */
  onRefused: (row: string, max: number) => void;
  /** Prize or odds under each ball, by row, where each ball has its own level. */
  ballNotes?: readonly (ReadonlyMap<string, string> | undefined)[];
}

/** The play's rows of balls (positions, banker and drag ...), each with its quick picks when numeric. */
export function NumberPicker({ spec, picks, onPicks, onRefused, ballNotes }: NumberPickerProps) {
  return (
    <div className="flex flex-col gap-3">
      {spec.rows.map((row, index) => (
        <PickerRowView key={`${row.label}-${index}`} spec={spec} index={index} picks={picks} onPicks={onPicks} onRefused={onRefused} notes={ballNotes?.[index]} />
      ))}
    </div>
  );
}

function PickerRowView({
  spec,
  index,
  picks,
  onPicks,
  onRefused,
  notes,
}: {
  spec: PickerSpec;
  index: number;
  picks: Picks;
  onPicks: (picks: string[][]) => void;
  onRefused: (row: string, max: number) => void;
  notes: ReadonlyMap<string, string> | undefined;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const row = spec.rows[index]!;
  const name = row.name ?? row.label;
  const picked = new Set(picks[index] ?? []);
  const numeric = isNumericRow(row);
  const wide = row.balls.some((b) => b.length > 2) || !numeric || Boolean(notes);

  const toggle = (ball: string) => {
    const result = toggleBall(spec, picks, index, ball);
    if (result.refused) onRefused(name, row.max);
    else onPicks(result.picks);
  };

  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-2 rounded-xl bg-ink-950/40 p-2.5 ring-1 ring-white/5 @2xl:flex-row @2xl:items-start @2xl:gap-3">
      <div className="flex items-center justify-between gap-2 @2xl:w-24 @2xl:shrink-0 @2xl:flex-col @2xl:items-stretch @2xl:pt-1.5">
        <span id={labelId} className="rounded-lg bg-gold-400/10 px-2 py-1 text-center text-xs font-bold text-gold-200 ring-1 ring-gold-300/20">
          {name}
        </span>
        <span className="text-[11px] text-ink-400 @2xl:text-center">
          {row.min === row.max ? t('lottery.cn.picker.pickExactly', { count: row.min }) : row.min > 0 ? t('lottery.cn.picker.pickRange', { min: row.min, max: row.max }) : t('lottery.cn.picker.pickUpTo', { max: row.max })}
        </span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap gap-1.5">
          {row.balls.map((ball) => {
            const on = picked.has(ball);
            const label = isTokenWord(ball) ? tokenLabel(t, ball) : ball;
            const note = notes?.get(ball);
            return (
              <button
                key={ball}
                type="button"
                aria-pressed={on}
                aria-label={note ? `${label} (${note})` : label}
                onClick={() => toggle(ball)}
                className={clsx(
                  'flex flex-col items-center justify-center font-extrabold tabular-nums transition select-none',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300',
                  wide ? 'min-h-10 min-w-14 rounded-xl px-2 py-1 text-sm' : 'size-9 rounded-full text-sm sm:size-10 sm:text-base',
                  on
                    ? 'bg-gradient-to-b from-gold-300 to-gold-500 text-ink-950 shadow-[0_4px_14px_-4px_rgba(245,183,0,.7)]'
                    : 'bg-ink-800 text-ink-100 ring-1 ring-white/10 hover:bg-ink-700 hover:ring-gold-300/40',
                )}
              >
                <span dir="ltr">{label}</span>
                {note ? <span className={clsx('text-[10px] font-semibold', on ? 'text-ink-900/80' : 'text-gold-300/80')}>{note}</span> : null}
              </button>
            );
          })}
        </div>
        {spec.quickPicks && numeric ? (
          <div className="flex flex-wrap gap-1" role="group" aria-label={t('lottery.cn.picker.quickLabel', { row: name })}>
            {quickPicks.map((kind) => (
              <button
                key={kind}
                type="button"
                disabled={!quickPickAllowed(row, kind)}
                onClick={() => onPicks(applyQuickPick(spec, picks, index, kind))}
                className="rounded-md px-2.5 py-1 text-xs font-semibold text-ink-200 ring-1 ring-white/10 transition hover:bg-white/5 hover:text-gold-200 disabled:opacity-30"
              >
                {t(`lottery.cn.picker.quick.${kind}`)}
              </button>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}
