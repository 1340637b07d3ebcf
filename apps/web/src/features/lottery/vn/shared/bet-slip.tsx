import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Icon } from '../../../../components/ui/icon';
import { errorMessage } from '../../../../lib/api-client';
import { useSessionStore } from '../../../session/stores/session-store';
import { Countdown } from './countdown';
import { Chip, Num } from './regional-ui';

/**
 * The open issue in a bet panel's title line: its number and the countdown to betting lock, or
 * "closed" (with, when `drawDeadline` is given, the hidden countdown to the draw that reopens sales).
 */
export function IssueLine({
  issue,
  lockDeadline,
  drawDeadline,
  onLocked,
}: {
  issue: { numero: string; isSale: boolean };
  lockDeadline: number | null;
  drawDeadline?: number;
  onLocked: () => void;
}) {
  const { t } = useTranslation();
  return (
    <span className="flex items-center gap-2 text-xs">
      <span className="text-ink-300">
        {t('lottery.regional.issue')} <Num className="font-semibold text-ink-100">{issue.numero}</Num>
      </span>
      {issue.isSale && lockDeadline !== null ? (
        <span className="flex items-center gap-1 rounded-full bg-emerald-400/10 px-2 py-0.5 font-bold text-emerald-300 ring-1 ring-emerald-300/25">
          <Icon name="clock" className="size-3.5" />
          <span className="sr-only">{t('lottery.vn.closesIn')}</span>
          <Countdown deadline={lockDeadline} onDone={onLocked} />
        </span>
      ) : drawDeadline !== undefined ? (
        <span className="flex items-center gap-1 rounded-full bg-rose-400/10 px-2 py-0.5 font-bold text-rose-300 ring-1 ring-rose-300/25">
          {t('lottery.vn.closed')}
          <span className="sr-only">{t('lottery.vn.drawIn')}</span>
          <Countdown deadline={drawDeadline} onDone={onLocked} />
        </span>
      ) : (
        <span className="rounded-full bg-rose-400/10 px-2 py-0.5 font-bold text-rose-300 ring-1 ring-rose-300/25">{t('lottery.vn.closed')}</span>
      )}
    </span>
  );
}

/** One figure of a bet summary (a `<dt>` and its `<dd>`). */
export function SlipFigure({
  term,
  children,
  className = 'flex gap-1',
  termClassName = 'text-ink-300',
  valueClassName = 'font-bold text-ink-50',
  testId,
}: {
  term: ReactNode;
  children: ReactNode;
  className?: string;
  termClassName?: string;
  valueClassName?: string;
  testId?: string;
}) {
  return (
    <div className={className}>
      <dt className={termClassName}>{term}</dt>
      <dd className={valueClassName} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * The foot of a bet panel: the summary figures (`children`), the place-bet button (login first for a
 * guest, who may always press it), then the hint, the slip's problem, "closed" and the failed bet.
 */
export function BetFooter({
  summaryClassName,
  children,
  onSubmit,
  blocked,
  pending,
  hint,
  problem,
  closed,
  error,
  done,
}: {
  summaryClassName: string;
  children: ReactNode;
  onSubmit: () => void;
  /** A signed-in member cannot bet now. */
  blocked: boolean;
  pending: boolean;
  hint?: ReactNode;
  problem: string | null;
  closed: boolean;
  /** The failed bet's error (null when the last bet did not fail). */
  error: unknown;
  done?: string | null;
}) {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-white/10 bg-ink-950/60 p-3">
      <dl className={summaryClassName} aria-live="polite">
        {children}
      </dl>
      <Button onClick={onSubmit} disabled={Boolean(token) && blocked} className="min-w-32">
        {pending ? t('common.loading') : token ? t('lottery.vn.placeBet') : t('lottery.regional.loginToBet')}
      </Button>
      {hint ? <p className="basis-full text-xs text-ink-300">{hint}</p> : null}
      {problem ? (
        <p role="alert" className="basis-full text-xs text-rose-200">
          {problem}
        </p>
      ) : null}
      {closed ? <p className="basis-full text-xs text-rose-200">{t('lottery.vn.closedText')}</p> : null}
      {error ? (
        <p role="alert" className="basis-full text-xs text-rose-200">
          {errorMessage(error)}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="basis-full text-xs font-semibold text-emerald-300">
          {done}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The amount per number: its label, preset chips and a small field for any other amount. `clean`
 * tidies what is typed in the field (presets are taken as they are).
 */
export function StakeChooser({
  label,
  presets,
  value,
  onChange,
  clean,
  inputMode,
  invalid,
  groupLabel,
}: {
  label: string;
  presets: string[];
  value: string;
  onChange: (value: string) => void;
  clean: (typed: string) => string;
  inputMode: 'decimal' | 'numeric';
  invalid: boolean;
  /** Names the chips and field as a group (for screen readers) when given. */
  groupLabel?: string;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="text-xs font-semibold text-ink-300">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-1.5" role={groupLabel ? 'group' : undefined} aria-label={groupLabel}>
        {presets.map((p) => (
          <Chip key={p} active={value === p} onClick={() => onChange(p)}>
            <Num>{p}</Num>
          </Chip>
        ))}
        <input
          id={id}
          value={value}
          dir="ltr"
          inputMode={inputMode}
          onChange={(e) => onChange(clean(e.target.value))}
          aria-invalid={invalid ? true : undefined}
          className="h-8 w-20 rounded-lg border border-white/10 bg-ink-950/60 px-2 text-center text-sm text-ink-50 outline-none focus:border-gold-300"
        />
      </div>
    </>
  );
}
