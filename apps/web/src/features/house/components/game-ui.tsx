import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { openDialog } from '../../../components/ui/dialog-stack-store';
import { Icon } from '../../../components/ui/icon';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/format';
import { translateErrorCode } from '../../../lib/i18n';
import { useSessionStore } from '../../session/stores/session-store';
import { useBrand } from '../../system/hooks/use-system-status';
import { useBalance } from '../../wallet/hooks/use-balance';
import { isEmbedded, notifyParent, roundsQuery } from '../api/house-queries';
import { adjustBet, betProblem, betText, betUnits, type BetAction, type BetProblem } from '../lib/bet';
import type { HouseGameCode, HouseGameMeta } from '../lib/games';
import { playCue, useHouseSound } from '../lib/sound';

/** Who is at the screen: a visitor must log in; a trial account plays on its demo credit. */
export function useHouseSession() {
  const token = useSessionStore((s) => s.token);
  const isTrial = useSessionStore((s) => s.isTrial);
  return { token, isTrial, canPlay: Boolean(token) };
}

/** Units formatted as money with the brand's symbol, kept left-to-right inside RTL text. */
export function Amount({ units, className, signed }: { units: bigint | null; className?: string; signed?: boolean }) {
  const brand = useBrand();
  if (units === null) return <span className={className}>—</span>;
  return (
    <bdi dir="ltr" className={clsx('whitespace-nowrap tabular-nums', className)}>
      {signed && units > 0n ? '+' : ''}
      {formatMoney(units, { symbol: brand.currencySymbol })}
    </bdi>
  );
}

/** A number or multiplier kept left-to-right. */
export function Num({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={clsx('tabular-nums', className)}>
      {children}
    </bdi>
  );
}

export interface BetState {
  text: string;
  setText: (text: string) => void;
  units: bigint | null;
  problem: BetProblem | null;
  /** Show the problem (after a play attempt or once the field was left). */
  shown: boolean;
  reveal: () => void;
  adjust: (action: BetAction) => void;
}

export function useBet(meta: HouseGameMeta, balance: bigint | null): BetState {
  const [text, setTextState] = useState(() => betText(meta.defaultBet));
  const [shown, setShown] = useState(false);
  const units = betUnits(text);
  return {
    text,
    setText: setTextState,
    units,
    problem: betProblem(text, meta.limits, balance),
    shown,
    reveal: () => setShown(true),
    adjust: (action) => {
      playCue('click');
      setTextState(betText(adjustBet(action, units, meta.limits, balance)));
      setShown(true);
    },
  };
}

export function useBetProblemText(meta: HouseGameMeta) {
  const { t } = useTranslation();
  const brand = useBrand();
  const money = (u: bigint) => formatMoney(u, { symbol: brand.currencySymbol });
  return (problem: BetProblem | null): string | null => {
    switch (problem) {
      case null:
        return null;
      case 'empty':
        return t('house.bet.empty');
      case 'invalid':
        return t('house.bet.invalid');
      case 'min':
        return t('house.bet.min', { amount: money(meta.limits.min) });
      case 'max':
        return t('house.bet.max', { amount: money(meta.limits.max) });
      case 'step':
        return t('house.bet.step', { amount: money(meta.limits.step) });
      case 'funds':
        return translateErrorCode('wallet.insufficient.funds') ?? t('house.bet.funds');
    }
  };
}

/** Bet amount with the game's limits and steps, and min / half / double / max. */
export function BetControls({ bet, meta, disabled }: { bet: BetState; meta: HouseGameMeta; disabled?: boolean }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const id = useId();
  const problemText = useBetProblemText(meta);
  const error = bet.shown ? problemText(bet.problem) : null;
  const quick: { action: BetAction; label: string; aria: string }[] = [
    { action: 'min', label: t('house.bet.minShort'), aria: t('house.bet.minAria') },
    { action: 'half', label: '½', aria: t('house.bet.halfAria') },
    { action: 'double', label: '2×', aria: t('house.bet.doubleAria') },
    { action: 'max', label: t('house.bet.maxShort'), aria: t('house.bet.maxAria') },
  ];
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-xs font-semibold tracking-wide text-ink-300 uppercase">
        {t('house.bet.label')}
      </label>
      <div className={clsx('flex items-stretch gap-1 rounded-xl border bg-ink-950/70 p-1', error ? 'border-rose-400/70' : 'border-white/10 focus-within:border-gold-300')}>
        <div className="relative flex min-w-0 flex-1 items-center" dir="ltr">
          <span className="ps-2.5 text-sm font-semibold text-gold-300" aria-hidden="true">
            {brand.currencySymbol}
          </span>
          <input
            id={id}
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            value={bet.text}
            disabled={disabled}
            onChange={(e) => bet.setText(e.target.value)}
            onBlur={bet.reveal}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint`}
            className="h-9 w-full min-w-0 bg-transparent px-2 text-base font-bold text-ink-50 tabular-nums outline-none disabled:opacity-60"
          />
        </div>
        {quick.map((q) => (
          <button
            key={q.action}
            type="button"
            disabled={disabled}
            onClick={() => bet.adjust(q.action)}
            aria-label={q.aria}
            className="min-w-10 shrink-0 rounded-lg bg-white/5 px-2 text-xs font-bold text-ink-100 transition hover:bg-white/10 disabled:opacity-40"
          >
            {q.label}
          </button>
        ))}
      </div>
      {error ? (
        <FieldError id={`${id}-hint`}>{error}</FieldError>
      ) : (
        <p id={`${id}-hint`} className="text-[11px] text-ink-400">
          {t('house.bet.limits', {
            min: formatMoney(meta.limits.min),
            max: formatMoney(meta.limits.max),
            step: formatMoney(meta.limits.step),
          })}
        </p>
      )}
    </div>
  );
}

export function StatTile({ label, value, tone = 'default', className }: { label: ReactNode; value: ReactNode; tone?: 'default' | 'gold' | 'green' | 'red'; className?: string }) {
  return (
    <div className={clsx('min-w-0 rounded-xl border border-white/5 bg-ink-950/50 px-3 py-2', className)}>
      <p className="text-[11px] leading-tight font-semibold tracking-wide text-ink-400 uppercase">{label}</p>
      <p
        className={clsx(
          'mt-0.5 truncate text-sm font-bold',
          tone === 'gold' && 'text-gold-200',
          tone === 'green' && 'text-emerald-300',
          tone === 'red' && 'text-rose-300',
          tone === 'default' && 'text-ink-50',
        )}
      >
        {value}
      </p>
    </div>
  );
}

export function PlayButton({ children, busy, disabled, onClick, tone = 'gold', className }: { children: ReactNode; busy?: boolean; disabled?: boolean; onClick: () => void; tone?: 'gold' | 'green' | 'red'; className?: string }) {
  return (
    <button
      type="button"
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      onClick={onClick}
      className={clsx(
        'relative flex h-13 w-full items-center justify-center gap-2 overflow-hidden rounded-2xl text-base font-extrabold tracking-wide transition select-none',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300 disabled:cursor-not-allowed disabled:opacity-55',
        tone === 'gold' && 'bg-gradient-to-b from-gold-200 via-gold-400 to-gold-600 text-ink-950 shadow-[0_10px_30px_-10px_rgba(245,183,0,.8)] enabled:hover:brightness-110',
        tone === 'green' && 'bg-gradient-to-b from-emerald-300 to-emerald-600 text-emerald-950 shadow-[0_10px_30px_-10px_rgba(16,185,129,.8)] enabled:hover:brightness-110',
        tone === 'red' && 'bg-gradient-to-b from-rose-400 to-rose-700 text-white',
        className,
      )}
    >
      {busy ? <span className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

/**
 * Where a game's main button sits. On a phone the controls come under the stage, and the button fell
 * below the first screen: reaching it (or a tap that scrolls it into view) pushed the reels, the die or
 * the plane off the top, so the round played out of sight. Below the lg layout the row sticks to the
 * viewport's bottom edge, so the stage and the button share the first screen.
 */
export function ActionBar({ children }: { children: ReactNode }) {
  return (
    <div className="max-lg:sticky max-lg:bottom-[env(safe-area-inset-bottom)] max-lg:z-10 max-lg:-mx-3 max-lg:rounded-b-2xl max-lg:bg-ink-900/95 max-lg:px-3 max-lg:py-2" data-testid="play-action">
      {children}
    </div>
  );
}

/** The game's main button; a visitor sees the login action instead. */
export function PlayAction({ label, busyLabel, busy, disabled, onClick }: { label: ReactNode; busyLabel?: ReactNode; busy?: boolean; disabled?: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  const { canPlay } = useHouseSession();
  return (
    <PlayButton onClick={onClick} busy={busy} disabled={disabled}>
      {canPlay ? (busy && busyLabel !== undefined ? busyLabel : label) : t('house.login.action')}
    </PlayButton>
  );
}

/** A field's problem, read out as it appears. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="text-xs text-rose-300">
      {children}
    </p>
  );
}

type RoundRow = Awaited<ReturnType<ReturnType<typeof roundsQuery>['queryFn']>>['rows'][number];

/** The player's last settled rounds of a game as a strip of chips. */
export function RecentStrip({ game, count, label, chip }: { game: HouseGameCode; count: number; label: string; chip: (row: RoundRow) => { text: ReactNode; className: string } }) {
  const { token } = useHouseSession();
  const recent = useQuery(roundsQuery(token, game));
  const history = recent.data?.rows.filter((r) => r.status === 'settled').slice(0, count) ?? [];
  return (
    <ol className="no-scrollbar flex min-w-0 gap-1 overflow-x-auto" dir="ltr" aria-label={label}>
      {history.map((r) => {
        const { text, className } = chip(r);
        return (
          <li key={r.roundId} className={clsx('shrink-0 rounded-md px-1.5 py-0.5 text-[11px] font-bold tabular-nums', className)}>
            {text}
          </li>
        );
      })}
    </ol>
  );
}

/** Stage beside (desktop) or above (phone) the controls. */
export function GameLayout({ stage, controls, className }: { stage: ReactNode; controls: ReactNode; className?: string }) {
  return (
    <div className={clsx('grid gap-3 lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-4', className)}>
      <div className="order-1 min-w-0 lg:order-2">{stage}</div>
      <aside className="order-2 flex flex-col gap-3 rounded-2xl border border-white/10 bg-ink-900/80 p-3 shadow-xl backdrop-blur lg:order-1 lg:p-4">{controls}</aside>
    </div>
  );
}

/** Visitors are asked to log in: the embedding page opens its login (postMessage), or the dialog opens here. */
export function requestLogin(game: HouseGameCode): void {
  if (!notifyParent('login-required', { game })) openDialog('login');
}

/** A trial account plays on its demo credit: said once, beside the bet. */
export function TrialNote() {
  const { t } = useTranslation();
  const { isTrial } = useHouseSession();
  if (!isTrial) return null;
  return <p className="rounded-xl bg-sky-400/10 px-3 py-2 text-xs text-sky-100 ring-1 ring-sky-300/25">{t('house.trialNote')}</p>;
}

export function LoginPrompt({ game }: { game: HouseGameCode }) {
  const { t } = useTranslation();
  const { canPlay } = useHouseSession();
  const embedded = isEmbedded();
  if (canPlay) return <TrialNote />;
  return (
    <div role="status" className="flex flex-col gap-2 rounded-xl border border-gold-300/30 bg-gold-400/10 p-3 text-sm text-gold-100">
      <p className="flex items-start gap-2">
        <Icon name="lock" className="mt-0.5 size-4 shrink-0" />
        <span>{t('house.login.text')}</span>
      </p>
      <button type="button" onClick={() => requestLogin(game)} className="h-10 rounded-xl bg-gold-400 text-sm font-bold text-ink-950 hover:bg-gold-300">
        {t('house.login.action')}
      </button>
      {embedded ? (
        <a href={paths.login} target="_top" className="text-center text-xs text-gold-200 underline underline-offset-2">
          {t('house.login.openSite')}
        </a>
      ) : null}
    </div>
  );
}

function SpeakerIcon({ on }: { on: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M4 9.5h3.5L12 5.5v13l-4.5-4H4z" />
      {on ? <path d="M15.5 9a4 4 0 010 6M18 6.5a7.5 7.5 0 010 11" /> : <path d="M16 9.5l5 5M21 9.5l-5 5" />}
    </svg>
  );
}

export function SoundToggle() {
  const { t } = useTranslation();
  const on = useHouseSound((s) => s.on);
  const toggle = useHouseSound((s) => s.toggle);
  return (
    <button
      type="button"
      onClick={() => {
        toggle();
        // The first sound after switching on doubles as the click that unlocks audio.
        if (!on) setTimeout(() => playCue('click'), 0);
      }}
      aria-pressed={on}
      aria-label={on ? t('house.sound.off') : t('house.sound.on')}
      title={on ? t('house.sound.off') : t('house.sound.on')}
      className={clsx('grid size-10 place-items-center rounded-xl border transition', on ? 'border-gold-300/50 bg-gold-400/15 text-gold-200' : 'border-white/10 bg-white/5 text-ink-300 hover:text-white')}
    >
      <SpeakerIcon on={on} />
    </button>
  );
}

export function BalanceChip() {
  const { t } = useTranslation();
  const { canPlay, isTrial } = useHouseSession();
  const balance = useBalance();
  if (!canPlay) return null;
  return (
    <div className="flex min-w-0 items-center gap-2 rounded-xl border border-white/10 bg-ink-950/70 px-3 py-1.5" data-testid="house-balance">
      <Icon name="wallet" className="size-4 shrink-0 text-gold-300" />
      <div className="min-w-0 leading-tight">
        <p className="text-[10px] font-semibold tracking-wide text-ink-400 uppercase">{isTrial ? t('house.demoBalance') : t('house.balance')}</p>
        <p className="truncate text-sm font-bold text-gold-100">
          <Amount units={balance.sumBalance} />
        </p>
      </div>
    </div>
  );
}
