import { clsx } from 'clsx';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { crashConfig, type CrashRound } from '@lotus/games/house/crash';
import type { JsonView } from '@lotus/games/house/money';
import { scale } from '@lotus/games/house/money';
import { errorMessage } from '../../../lib/api-client';
import { FormAlert } from '../../auth/components/form-alert';
import { wireAmount } from '../../wallet/lib/amount';
import { playRound, useAfterRound } from '../api/house-queries';
import { useElementSize } from '../hooks/use-element-size';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import type { HouseGameMeta } from '../lib/games';
import { hundredthsText, multiplierText, percentText } from '../lib/multiplier';
import { playCue } from '../lib/sound';
import { useRoundBusy } from '../stores/round-busy';
import { ActionBar, Amount, BetControls, FieldError, GameLayout, LoginPrompt, Num, PlayAction, RecentStrip, requestLogin, StatTile, useHouseSession, type BetState } from './game-ui';

type Phase = 'idle' | 'waiting' | 'flying' | 'result';

/** A typed target ("2.5", "2.50") as hundredths, or null. */
export function targetHundredths(text: string): number | null {
  const m = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/[×x]$/i, ''));
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Growth of the shown multiplier: e^(k t). Doubles in about 2.2 s; long flights speed up to end within 7 s. */
function growthFor(crash: number): { k: number; duration: number } {
  const base = Math.log(2) / 2.2;
  const k = Math.max(base, Math.log(Math.max(crash, 1.0001)) / 7);
  return { k, duration: Math.log(Math.max(crash, 1)) / k };
}

const PAD = { left: 46, right: 16, top: 16, bottom: 28 };

/** The chart is drawn at the pixel size of its box, so lines and labels keep their size on every screen. */
function CrashChart({ elapsed, k, crash, target, phase, cashedOut, width: W, height: H }: { elapsed: number; k: number; crash: number; target: number; phase: Phase; cashedOut: boolean; width: number; height: number }) {
  const { t, i18n } = useTranslation();
  const textDir = i18n.dir();
  const current = Math.min(crash, Math.exp(k * elapsed));
  const xMax = Math.max(4, elapsed * 1.15);
  const climb = Math.max(2, current * 1.25);
  // A near target stays in view with room for its label; a far one is pointed at.
  const yMax = target / 100 <= Math.max(3, climb * 1.6) ? Math.max(climb, (target / 100) * 1.2) : climb;
  const x = (s: number) => PAD.left + (s / xMax) * (W - PAD.left - PAD.right);
  const y = (m: number) => H - PAD.bottom - ((m - 1) / (yMax - 1)) * (H - PAD.top - PAD.bottom);
  const samples = 64;
  const points: string[] = [];
  for (let i = 0; i <= samples; i++) {
    const s = (elapsed * i) / samples;
    points.push(`${x(s).toFixed(1)},${y(Math.min(current, Math.exp(k * s))).toFixed(1)}`);
  }
  const headX = x(elapsed);
  const headY = y(current);
  const crashed = phase === 'result';
  const targetM = target / 100;
  const targetVisible = targetM <= yMax;
  const cashAt = cashedOut && current >= targetM ? Math.log(targetM) / k : null;
  const yTicks = [1, ...[1.5, 2, 3, 5, 10, 20, 50, 100, 200, 500, 1000, 5000, 10000].filter((v) => v < yMax && y(v) > PAD.top + 14)].slice(-4);
  const flying = phase === 'flying';
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width={W} height={H} className="absolute inset-0 h-full w-full" role="img" aria-label={t('house.crash.chart')} direction="ltr">
      <defs>
        <linearGradient id="crash-fill" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={crashed && !cashedOut ? '#f43f5e' : '#f5b700'} stopOpacity="0.45" />
          <stop offset="1" stopColor={crashed && !cashedOut ? '#f43f5e' : '#f5b700'} stopOpacity="0" />
        </linearGradient>
        <filter id="crash-glow" x="-50%" y="-50%" width="200%" height="200%">
          <feGaussianBlur stdDeviation="4" />
        </filter>
      </defs>
      {yTicks.map((v) => (
        <g key={v}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke="#fff" strokeOpacity="0.07" />
          <text x={PAD.left - 8} y={y(v) + 4} textAnchor="end" fontSize="12" fill="#9aa6c4">
            {v}×
          </text>
        </g>
      ))}
      {[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((s) => s <= xMax).map((s) => (
        <text key={s} x={x(s)} y={H - 8} textAnchor="middle" fontSize="11" fill="#77839f">
          {s}s
        </text>
      ))}
      {targetVisible ? (
        <g>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(targetM)} y2={y(targetM)} stroke="#34d399" strokeWidth="2" strokeDasharray="7 6" />
          <rect x={W - PAD.right - 118} y={y(targetM) - 26} width="118" height="20" rx="6" fill="#064e3b" />
          <text x={W - PAD.right - 59} y={y(targetM) - 11.5} textAnchor="middle" fontSize="12" fontWeight="700" fill="#a7f3d0" direction={textDir}>
            {t('house.crash.targetMark', { target: multiplierText(target, 100) })}
          </text>
        </g>
      ) : (
        <g>
          <rect x={W - PAD.right - 150} y={PAD.top} width="150" height="22" rx="6" fill="#064e3b" />
          <text x={W - PAD.right - 75} y={PAD.top + 15} textAnchor="middle" fontSize="12" fontWeight="700" fill="#a7f3d0" direction={textDir}>
            {t('house.crash.targetMark', { target: multiplierText(target, 100) })} ↑
          </text>
        </g>
      )}
      {elapsed > 0 ? (
        <>
          <polygon points={`${PAD.left},${H - PAD.bottom} ${points.join(' ')} ${headX.toFixed(1)},${H - PAD.bottom}`} fill="url(#crash-fill)" />
          <polyline points={points.join(' ')} fill="none" stroke={crashed && !cashedOut ? '#fb7185' : '#fcd34d'} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        </>
      ) : null}
      {cashAt !== null ? (
        <g>
          <circle cx={x(cashAt)} cy={y(targetM)} r="8" fill="#10b981" stroke="#d1fae5" strokeWidth="2.5" />
          <path d={`M${x(cashAt) - 3.5} ${y(targetM)}l2.5 2.5 4.5-5`} fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
        </g>
      ) : null}
      {elapsed > 0 || flying ? (
        crashed ? (
          <g transform={`translate(${headX} ${headY})`}>
            <circle r="22" fill="#f43f5e" opacity="0.35" filter="url(#crash-glow)" />
            {Array.from({ length: 10 }, (_, i) => {
              const a = (i / 10) * Math.PI * 2;
              return <line key={i} x1={Math.cos(a) * 6} y1={Math.sin(a) * 6} x2={Math.cos(a) * 16} y2={Math.sin(a) * 16} stroke="#fda4af" strokeWidth="2.5" strokeLinecap="round" />;
            })}
            <circle r="5" fill="#fff1f2" />
          </g>
        ) : (
          <g transform={`translate(${headX} ${headY})`}>
            <circle r="16" fill="#fcd34d" opacity="0.5" filter="url(#crash-glow)" />
            <circle r="6.5" fill="#fff7d6" stroke="#f5b700" strokeWidth="2.5" />
          </g>
        )
      ) : null}
    </svg>
  );
}

export function CrashGame({ bet, meta, extra }: { bet: BetState; meta: HouseGameMeta; extra?: ReactNode }) {
  const { t } = useTranslation();
  const reduced = useReducedMotion();
  const { canPlay } = useHouseSession();
  const rounds = useIdempotencyKey();
  const afterRound = useAfterRound();
  const setBusy = useRoundBusy((s) => s.setBusy);
  const [targetText, setTargetText] = useState('2.00');
  const [targetShown, setTargetShown] = useState(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const [round, setRound] = useState<JsonView<CrashRound> | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const box = useRef<HTMLDivElement>(null);
  const size = useElementSize(box, { width: 600, height: 320 });

  const target = targetHundredths(targetText);
  const targetProblem = target === null ? t('house.crash.targetInvalid') : target < crashConfig.minTarget || target > crashConfig.maxTarget ? t('house.crash.targetRange', { min: multiplierText(crashConfig.minTarget, 100), max: multiplierText(crashConfig.maxTarget, 100) }) : null;
  const crash = round ? Number(round.crashPoint) / 100 : 1;
  const { k, duration } = growthFor(crash);
  const shownTarget = round?.target ?? target ?? 200;

  // The flight: the curve climbs to the server's crash point, then the result shows.
  useEffect(() => {
    if (phase !== 'flying' || !round) return;
    let frame = 0;
    let lastTick = 0;
    const start = performance.now();
    const step = (now: number) => {
      const s = Math.min(duration, (now - start) / 1000);
      setElapsed(s);
      if (Math.floor(s * 4) !== lastTick) {
        lastTick = Math.floor(s * 4);
        playCue('tick');
      }
      if (s >= duration) {
        setPhase('result');
        return;
      }
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [phase, round, duration]);

  // The result: sounds, balance and history once the flight is over.
  useEffect(() => {
    if (phase !== 'result' || !round) return;
    playCue(round.cashedOut ? 'cashout' : 'crash');
    inFlight.current = false;
    setBusy(false);
    afterRound();
  }, [phase, round, setBusy, afterRound]);

  const play = async () => {
    if (inFlight.current) return;
    if (!canPlay) return requestLogin('crash');
    bet.reveal();
    setTargetShown(true);
    if (bet.problem || bet.units === null || targetProblem || target === null) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    setPhase('waiting');
    setElapsed(0);
    playCue('spin');
    const wire = wireAmount(bet.units);
    try {
      const value = await rounds.run(`crash|${wire}|${target}`, (roundId) => ({ roundId, bet: wire, target }), (body) => playRound('crash', body));
      const result = value.result as JsonView<CrashRound>;
      setRound(result);
      if (reduced || typeof requestAnimationFrame !== 'function') {
        setElapsed(growthFor(Number(result.crashPoint) / 100).duration);
        setPhase('result');
      } else {
        setPhase('flying');
      }
    } catch (e) {
      setError(errorMessage(e));
      setRound(null);
      setElapsed(0);
      setPhase('idle');
      inFlight.current = false;
      setBusy(false);
    }
  };

  const busy = phase === 'waiting' || phase === 'flying';
  const current = round && phase !== 'waiting' ? Math.min(crash, Math.exp(k * elapsed)) : 1;
  const currentHundredths = phase === 'result' && round ? BigInt(round.crashPoint) : BigInt(Math.floor(current * 100 + 1e-9));
  const passedTarget = round !== null && round.cashedOut && current * 100 >= round.target - 1e-6;
  const chance = target && !targetProblem ? Math.floor(990_000 / target) : null;

  const stage = (
    <div className="relative overflow-hidden rounded-3xl border border-white/10 bg-[radial-gradient(120%_90%_at_10%_100%,#3b2a06_0%,#131b32_45%,#0a0f1f_100%)] p-3 sm:p-5">
      <div className="mb-2 flex items-center justify-between gap-3">
        <h2 className="bg-gradient-to-b from-gold-100 to-gold-500 bg-clip-text text-2xl font-black text-transparent sm:text-3xl">{t('house.games.crash')}</h2>
        <RecentStrip
          game="crash"
          count={12}
          label={t('house.crash.recent')}
          chip={(r) => {
            const point = BigInt((r.result as { crashPoint?: string }).crashPoint ?? '100');
            return { text: multiplierText(point, 100), className: point >= 200n ? 'bg-emerald-400/15 text-emerald-300' : 'bg-rose-400/15 text-rose-300' };
          }}
        />
      </div>
      <div
        ref={box}
        className={clsx('relative aspect-[4/3] w-full overflow-hidden rounded-2xl bg-ink-950/60 ring-1 ring-white/5 sm:aspect-[16/9]', phase === 'result' && round && !round.cashedOut && 'motion-safe:animate-[hs-shake_.4s_ease-in-out]')}
      >
        <CrashChart elapsed={phase === 'waiting' ? 0 : elapsed} k={k} crash={crash} target={shownTarget} phase={phase} cashedOut={passedTarget} width={size.width} height={size.height} />
        {/* Upper left: the curve rises to the right, so the figure never sits on it. */}
        <div className="pointer-events-none absolute flex flex-col items-center justify-center text-center" style={{ left: '10%', right: '32%', top: '6%', bottom: '45%' }}>
          {phase === 'idle' ? <p className="text-sm font-semibold text-white/60">{t('house.crash.ready')}</p> : null}
          {phase === 'waiting' ? <p className="text-sm font-semibold text-white/70">{t('house.crash.launching')}</p> : null}
          {phase === 'flying' || phase === 'result' ? (
            <p
              className={clsx('rounded-2xl bg-ink-950/55 px-3 text-4xl font-black tabular-nums drop-shadow-[0_4px_24px_rgba(0,0,0,.6)] backdrop-blur-[2px] sm:text-6xl', phase === 'result' ? (round?.cashedOut ? 'text-emerald-300' : 'text-rose-400') : 'text-white')}
              data-testid="crash-multiplier"
            >
              <Num>{multiplierText(currentHundredths, 100)}</Num>
            </p>
          ) : null}
          {phase === 'flying' && passedTarget ? <p className="mt-1 rounded-full bg-emerald-500/20 px-3 py-1 text-xs font-bold text-emerald-200 sm:text-sm">{t('house.crash.cashedAt', { target: multiplierText(round!.target, 100) })}</p> : null}
        </div>
      </div>
      <div className="mt-3 flex min-h-14 flex-col items-center justify-center gap-1 text-center" aria-live="polite">
        {phase === 'result' && round ? (
          <div className="flex flex-col items-center gap-1 motion-safe:animate-[hs-pop_.35s_ease-out_both]" data-testid="crash-result">
            <p className="text-xs font-bold tracking-widest text-rose-300 uppercase">{t('house.crash.crashedAt', { point: multiplierText(BigInt(round.crashPoint), 100) })}</p>
            {round.cashedOut ? (
              <p className="rounded-full bg-emerald-500/20 px-3 py-1 text-sm font-bold text-emerald-200">
                {t('house.crash.won', { target: multiplierText(round.target, 100) })} <Amount units={BigInt(round.win)} signed />
              </p>
            ) : (
              <p className="rounded-full bg-rose-500/15 px-3 py-1 text-sm font-bold text-rose-200">{t('house.crash.lost', { target: multiplierText(round.target, 100) })}</p>
            )}
          </div>
        ) : (
          <p className="text-xs text-white/50">{t('house.crash.hint', { target: multiplierText(target && !targetProblem ? target : 200, 100) })}</p>
        )}
      </div>
    </div>
  );

  const targetError = targetShown ? targetProblem : null;
  const controls = (
    <>
      <LoginPrompt game="crash" />
      <BetControls bet={bet} meta={meta} disabled={busy} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="crash-target" className="text-xs font-semibold tracking-wide text-ink-300 uppercase">
          {t('house.crash.target')}
        </label>
        <div className={clsx('flex items-center rounded-xl border bg-ink-950/70 p-1', targetError ? 'border-rose-400/70' : 'border-white/10 focus-within:border-gold-300')} dir="ltr">
          <input
            id="crash-target"
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            value={targetText}
            disabled={busy}
            onChange={(e) => setTargetText(e.target.value)}
            onBlur={() => setTargetShown(true)}
            aria-invalid={targetError ? true : undefined}
            className="h-9 min-w-0 flex-1 bg-transparent px-2.5 text-base font-bold text-ink-50 tabular-nums outline-none"
          />
          <span className="pe-2.5 font-bold text-ink-300">×</span>
        </div>
        <div className="flex gap-1" dir="ltr">
          {[150, 200, 300, 500, 1000].map((v) => (
            <button
              key={v}
              type="button"
              disabled={busy}
              onClick={() => {
                setTargetText(hundredthsText(v));
                setTargetShown(true);
              }}
              className={clsx('flex-1 rounded-lg py-1.5 text-xs font-bold transition disabled:opacity-40', target === v ? 'bg-gold-400 text-ink-950' : 'bg-white/5 text-ink-100 hover:bg-white/10')}
            >
              {multiplierText(v, 100, { minDigits: 0 })}
            </button>
          ))}
        </div>
        {targetError ? <FieldError>{targetError}</FieldError> : null}
      </div>
      <div className="grid grid-cols-2 gap-2">
        <StatTile label={t('house.crash.chance')} value={<Num>{chance === null ? '—' : `≈ ${percentText(chance)}`}</Num>} />
        <StatTile label={t('house.crash.payout')} tone="gold" value={<Amount units={bet.units !== null && target && !targetProblem ? scale(bet.units, target, 100) : null} />} />
      </div>
      {error ? <FormAlert message={error} /> : null}
      <ActionBar>
        <PlayAction onClick={() => void play()} busy={busy} label={t('house.crash.play')} busyLabel={t('house.crash.flying')} />
      </ActionBar>
      {extra}
    </>
  );

  return <GameLayout stage={stage} controls={controls} />;
}
