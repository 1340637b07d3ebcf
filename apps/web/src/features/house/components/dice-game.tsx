import { clsx } from 'clsx';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { diceConfig, diceMultiplier, winOutcomes, type DiceDirection, type DiceRound } from '@lotus/games/house/dice';
import type { JsonView } from '@lotus/games/house/money';
import { scale } from '@lotus/games/house/money';
import { errorMessage } from '../../../lib/api-client';
import { FormAlert } from '../../auth/components/form-alert';
import { wireAmount } from '../../wallet/lib/amount';
import { playRound, useAfterRound } from '../api/house-queries';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import type { HouseGameMeta } from '../lib/games';
import { hundredthsText, multiplierText, percentText } from '../lib/multiplier';
import { playCue } from '../lib/sound';
import { useRoundBusy } from '../stores/round-busy';
import { ActionBar, Amount, BetControls, FieldError, GameLayout, LoginPrompt, Num, PlayAction, RecentStrip, requestLogin, StatTile, useHouseSession, type BetState } from './game-ui';

/** The targets a direction allows: the win chance must stay within the engine's limits. */
export function targetRange(direction: DiceDirection): { min: number; max: number } {
  const { minWinOutcomes, maxWinOutcomes, outcomes } = diceConfig;
  return direction === 'under' ? { min: minWinOutcomes, max: maxWinOutcomes } : { min: outcomes - 1 - maxWinOutcomes, max: outcomes - 1 - minWinOutcomes };
}

function parseTarget(text: string): number | null {
  const m = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** The roll number gliding from the last roll to this one (just the display; the roll is the server's). */
function RollNumber({ value, reduced }: { value: number; reduced: boolean }) {
  const [shown, setShown] = useState(value);
  const from = useRef(value);
  useEffect(() => {
    if (reduced || typeof requestAnimationFrame !== 'function') return;
    const start = performance.now();
    const origin = from.current;
    let frame = 0;
    const step = (now: number) => {
      const p = Math.min(1, (now - start) / 550);
      const eased = 1 - (1 - p) ** 3;
      setShown(Math.round(origin + (value - origin) * eased));
      if (p < 1) frame = requestAnimationFrame(step);
      else from.current = value;
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [value, reduced]);
  return <Num>{hundredthsText(reduced ? value : shown)}</Num>;
}

export function DiceGame({ bet, meta, extra }: { bet: BetState; meta: HouseGameMeta; extra?: ReactNode }) {
  const { t } = useTranslation();
  const reduced = useReducedMotion();
  const { canPlay } = useHouseSession();
  const rounds = useIdempotencyKey();
  const afterRound = useAfterRound();
  const setBusy = useRoundBusy((s) => s.setBusy);
  const [direction, setDirection] = useState<DiceDirection>('under');
  const [target, setTarget] = useState(5000);
  const [targetText, setTargetText] = useState<string | null>(null);
  const [round, setRound] = useState<JsonView<DiceRound> | null>(null);
  const [rollKey, setRollKey] = useState(0);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const badge = useRef<HTMLDivElement>(null);

  // Each roll lands with a little tumble (the number itself is the server's).
  useEffect(() => {
    const el = badge.current;
    if (rollKey === 0 || reduced || !el || typeof el.animate !== 'function') return;
    const animation = el.animate(
      [{ transform: 'scale(0.6) rotate(-160deg)', opacity: 0.4 }, { transform: 'scale(1.08) rotate(8deg)', opacity: 1, offset: 0.7 }, { transform: 'none', opacity: 1 }],
      { duration: 550, easing: 'cubic-bezier(.2,.9,.3,1)' },
    );
    return () => animation.cancel();
  }, [rollKey, reduced]);

  const range = targetRange(direction);
  const w = winOutcomes({ target, direction });
  const multiplier = diceMultiplier(w);
  const typed = targetText === null ? target : parseTarget(targetText);
  const targetError = typed === null || typed < range.min || typed > range.max ? t('house.dice.targetRange', { min: hundredthsText(range.min), max: hundredthsText(range.max) }) : null;

  const choose = (value: number) => {
    const clamped = Math.min(range.max, Math.max(range.min, value));
    setTarget(clamped);
    setTargetText(null);
  };

  const flip = (next: DiceDirection) => {
    if (next === direction) return;
    playCue('click');
    // Mirror the target so the chance and the multiplier stay the same.
    setDirection(next);
    setTarget(diceConfig.outcomes - 1 - target);
    setTargetText(null);
  };

  const play = async () => {
    if (inFlight.current) return;
    if (!canPlay) return requestLogin('dice');
    bet.reveal();
    if (bet.problem || bet.units === null || targetError) return;
    inFlight.current = true;
    setBusy(true);
    setPending(true);
    setError(null);
    playCue('spin');
    const wire = wireAmount(bet.units);
    try {
      const value = await rounds.run(`dice|${wire}|${direction}|${target}`, (roundId) => ({ roundId, bet: wire, dice: { target, direction } }), (body) => playRound('dice', body));
      const result = value.result as JsonView<DiceRound>;
      setRound(result);
      setRollKey((k) => k + 1);
      setTimeout(() => playCue(result.won ? 'win' : 'lose'), reduced ? 0 : 450);
      afterRound();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      inFlight.current = false;
      setPending(false);
      setBusy(false);
    }
  };

  const winStart = direction === 'under' ? 0 : target / 100;
  const winEnd = direction === 'under' ? target / 100 : 100;

  const stage = (
    <div className="relative overflow-hidden rounded-3xl border border-white/10 bg-[radial-gradient(120%_90%_at_50%_0%,#1e3a8a_0%,#111a3a_50%,#0a0f1f_100%)] p-3 sm:p-6">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 className="bg-gradient-to-b from-sky-100 to-sky-400 bg-clip-text text-2xl font-black text-transparent sm:text-3xl">{t('house.games.dice')}</h2>
        <RecentStrip
          game="dice"
          count={10}
          label={t('house.dice.recent')}
          chip={(r) => {
            const res = r.result as { roll?: number; won?: boolean };
            return { text: hundredthsText(res.roll ?? 0), className: res.won ? 'bg-emerald-400/15 text-emerald-300' : 'bg-white/5 text-ink-300' };
          }}
        />
      </div>

      <div className="flex flex-col items-center gap-1 py-4 sm:py-8" aria-live="polite">
        <div
          ref={badge}
          className={clsx(
            'grid size-28 place-items-center rounded-[2rem] text-3xl font-black shadow-2xl ring-4 sm:size-36 sm:text-4xl',
            round ? (round.won ? 'bg-gradient-to-br from-emerald-300 to-emerald-600 text-emerald-950 ring-emerald-200/40' : 'bg-gradient-to-br from-rose-400 to-rose-700 text-white ring-rose-300/30') : 'bg-gradient-to-br from-ink-600 to-ink-800 text-ink-200 ring-white/10',
            pending && 'motion-safe:animate-pulse',
          )}
          data-testid="dice-roll"
        >
          {round ? <RollNumber value={round.roll} reduced={reduced} /> : <Num>—</Num>}
        </div>
        <p className="mt-2 min-h-6 text-sm font-bold">
          {pending ? <span className="text-white/70">{t('house.dice.rolling')}</span> : null}
          {!pending && round ? (
            round.won ? (
              <span className="text-emerald-300" data-testid="dice-outcome">
                {t('house.dice.won')} <Amount units={BigInt(round.win)} signed />
              </span>
            ) : (
              <span className="text-rose-300" data-testid="dice-outcome">
                {t('house.dice.lost')}
              </span>
            )
          ) : null}
          {!pending && !round ? <span className="text-white/60">{t('house.dice.ready')}</span> : null}
        </p>
      </div>

      <div className="mx-auto max-w-2xl pb-2" dir="ltr">
        <div className="relative h-16">
          {/* The bar and the marker sit inside the thumb's travel, so the target and the roll line up with the slider. */}
          <div className="absolute inset-y-0 inset-x-[14px]">
            {round ? (
              <div className="absolute top-0 -translate-x-1/2 transition-[left] duration-500 ease-out motion-reduce:transition-none" style={{ left: `${round.roll / 100}%` }} aria-hidden="true">
                <div className={clsx('rounded-lg px-2 py-1 text-xs font-black tabular-nums shadow-lg', round.won ? 'bg-emerald-400 text-emerald-950' : 'bg-rose-500 text-white')}>{hundredthsText(round.roll)}</div>
                <div className={clsx('mx-auto size-0 border-x-[6px] border-t-[7px] border-x-transparent', round.won ? 'border-t-emerald-400' : 'border-t-rose-500')} />
              </div>
            ) : null}
            <div className="absolute inset-x-0 bottom-2 h-4 overflow-hidden rounded-full bg-rose-500/80 ring-1 ring-white/10">
              <div className="absolute inset-y-0 bg-emerald-400" style={{ left: `${winStart}%`, width: `${winEnd - winStart}%` }} />
            </div>
          </div>
          <input
            type="range"
            min={0}
            max={diceConfig.outcomes - 1}
            step={1}
            value={target}
            disabled={pending}
            onChange={(e) => choose(Number(e.target.value))}
            aria-label={t('house.dice.target')}
            aria-valuetext={hundredthsText(target)}
            className="hs-range absolute inset-x-0 bottom-0 h-8 w-full cursor-pointer appearance-none bg-transparent disabled:cursor-not-allowed"
          />
        </div>
        <div className="mx-[14px] mt-1 flex justify-between text-[11px] font-semibold text-white/50">
          {[0, 25, 50, 75, 100].map((v) => (
            <span key={v} className="w-0 text-center" style={{ textIndent: 0 }}>
              <span className="-ms-2 inline-block w-4">{v}</span>
            </span>
          ))}
        </div>
      </div>
    </div>
  );

  const controls = (
    <>
      <LoginPrompt game="dice" />
      <BetControls bet={bet} meta={meta} disabled={pending} />
      <div role="radiogroup" aria-label={t('house.dice.direction')} className="grid grid-cols-2 gap-1 rounded-xl bg-ink-950/70 p-1 ring-1 ring-white/10">
        {(['under', 'over'] as const).map((d) => (
          <button
            key={d}
            type="button"
            role="radio"
            aria-checked={direction === d}
            disabled={pending}
            onClick={() => flip(d)}
            className={clsx('h-9 rounded-lg text-sm font-bold transition', direction === d ? 'bg-sky-400 text-ink-950' : 'text-ink-200 hover:bg-white/5')}
          >
            {d === 'under' ? t('house.dice.under') : t('house.dice.over')}
          </button>
        ))}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="dice-target" className="text-xs font-semibold tracking-wide text-ink-300 uppercase">
          {direction === 'under' ? t('house.dice.targetUnder') : t('house.dice.targetOver')}
        </label>
        <input
          id="dice-target"
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          disabled={pending}
          value={targetText ?? hundredthsText(target)}
          onChange={(e) => {
            setTargetText(e.target.value);
            const v = parseTarget(e.target.value);
            if (v !== null && v >= range.min && v <= range.max) setTarget(v);
          }}
          onBlur={() => {
            if (!targetError) setTargetText(null);
          }}
          aria-invalid={targetError ? true : undefined}
          className={clsx('h-11 rounded-xl border bg-ink-950/70 px-3 text-base font-bold text-ink-50 tabular-nums outline-none', targetError ? 'border-rose-400/70' : 'border-white/10 focus:border-gold-300')}
        />
        {targetError ? <FieldError>{targetError}</FieldError> : null}
      </div>
      <div className="grid grid-cols-2 gap-2">
        <StatTile label={t('house.dice.multiplier')} tone="gold" value={<Num>{multiplierText(multiplier, 10_000)}</Num>} />
        <StatTile label={t('house.dice.chance')} value={<Num>{percentText(w)}</Num>} />
        <StatTile className="col-span-2" label={t('house.dice.payout')} value={<Amount units={bet.units === null ? null : scale(bet.units, multiplier, 10_000)} />} />
      </div>
      {error ? <FormAlert message={error} /> : null}
      <ActionBar>
        <PlayAction onClick={() => void play()} busy={pending} label={t('house.dice.roll')} busyLabel={t('house.dice.rolling')} />
      </ActionBar>
      {extra}
    </>
  );

  return <GameLayout stage={stage} controls={controls} />;
}
