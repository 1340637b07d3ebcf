import { clsx } from 'clsx';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { classicConfig } from '@lotus/games/house/classic-3x3';
import { dragonConfig } from '@lotus/games/house/dragon-ways';
import { jadeConfig } from '@lotus/games/house/jade-lines';
import { scale } from '@lotus/games/house/money';
import { errorMessage } from '../../../../lib/api-client';
import { FormAlert } from '../../../auth/components/form-alert';
import { wireAmount } from '../../../wallet/lib/amount';
import { playRound, useAfterRound } from '../../api/house-queries';
import { useReducedMotion } from '../../hooks/use-reduced-motion';
import { useIdempotencyKey } from '../../../../lib/use-idempotency-key';
import type { HouseGameMeta } from '../../lib/games';
import { multiplierText, payoutHundredths } from '../../lib/multiplier';
import { playCue } from '../../lib/sound';
import { restingStops, slotDefs, slotRoundView, type SlotCode, type SlotRoundView, type SpinView, type WinView } from '../../lib/slot-views';
import { useRoundBusy } from '../../stores/round-busy';
import { CountUp } from '../count-up';
import { ActionBar, Amount, BetControls, GameLayout, LoginPrompt, Num, PlayAction, PlayButton, requestLogin, StatTile, useHouseSession, type BetState } from '../game-ui';
import { Reel } from './reel';
import { useSymbolName } from './slot-labels';
import { SlotSymbol } from './symbols';

type Phase = 'idle' | 'spinning' | 'landing' | 'showing' | 'intro' | 'done';

const lineColours = ['#fcd34d', '#f472b6', '#34d399', '#60a5fa', '#fb923c', '#a78bfa', '#f87171', '#2dd4bf', '#facc15', '#c084fc'];

const themes = {
  classic: {
    stage: 'bg-[radial-gradient(120%_80%_at_50%_0%,#7f1d1d_0%,#2a0a12_55%,#0a0f1f_100%)]',
    cabinet: 'bg-gradient-to-b from-[#f5b700] via-[#9a5b00] to-[#5c3500] shadow-[0_0_60px_-10px_rgba(245,183,0,.45)]',
    reel: 'bg-gradient-to-b from-[#fff9ec] via-[#fffdf6] to-[#efe0bd] shadow-[inset_0_8px_14px_-8px_rgba(0,0,0,.55),inset_0_-8px_14px_-8px_rgba(0,0,0,.55)]',
    title: 'from-gold-100 via-gold-300 to-gold-500',
  },
  jade: {
    stage: 'bg-[radial-gradient(120%_80%_at_50%_0%,#065f46_0%,#042f26_50%,#0a0f1f_100%)]',
    cabinet: 'bg-gradient-to-b from-[#fde68a] via-[#b7791f] to-[#5c3d0a] shadow-[0_0_60px_-10px_rgba(16,185,129,.45)]',
    reel: 'bg-gradient-to-b from-[#0b3b2e] via-[#07261e] to-[#041712] shadow-[inset_0_8px_14px_-8px_rgba(0,0,0,.8),inset_0_-8px_14px_-8px_rgba(0,0,0,.8)]',
    title: 'from-emerald-100 via-emerald-300 to-gold-300',
  },
  dragon: {
    stage: 'bg-[radial-gradient(120%_80%_at_50%_0%,#991b1b_0%,#3b0a0a_50%,#0a0f1f_100%)]',
    cabinet: 'bg-gradient-to-b from-[#fde68a] via-[#b45309] to-[#3b1204] shadow-[0_0_60px_-10px_rgba(220,38,38,.5)]',
    reel: 'bg-gradient-to-b from-[#2a0b0b] via-[#180606] to-[#0d0303] shadow-[inset_0_8px_14px_-8px_rgba(0,0,0,.9),inset_0_-8px_14px_-8px_rgba(0,0,0,.9)]',
    title: 'from-gold-100 via-gold-300 to-rose-400',
  },
} as const;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function spinAt(round: SlotRoundView, index: number): SpinView {
  return index < 0 ? round.base : round.free[index]!;
}

/** The three slot screens: reels that land on the server's stops, win lines or ways, and the free-spin feature. */
export function SlotGame({ code, bet, meta, extra }: { code: SlotCode; bet: BetState; meta: HouseGameMeta; extra?: ReactNode }) {
  const { t } = useTranslation();
  const def = slotDefs[code];
  const theme = themes[def.theme];
  const reduced = useReducedMotion();
  const { canPlay } = useHouseSession();
  const rounds = useIdempotencyKey();
  const afterRound = useAfterRound();
  const setBusy = useRoundBusy((s) => s.setBusy);
  const symbolName = useSymbolName();

  const [phase, setPhase] = useState<Phase>('idle');
  const [round, setRound] = useState<SlotRoundView | null>(null);
  const [spinIndex, setSpinIndex] = useState(-1);
  const [stops, setStops] = useState<number[]>(() => restingStops(def));
  const [landKey, setLandKey] = useState(0);
  const [skipped, setSkipped] = useState(false);
  const [focus, setFocus] = useState(-1);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  // Which reels reported landing for which landing; a reel may report twice, the round moves on once.
  const landing = useRef<{ key: number; reels: Set<number>; done: boolean }>({ key: 0, reels: new Set(), done: true });

  const instant = reduced || skipped;
  const spin = round ? spinAt(round, spinIndex) : null;
  const presenting = phase === 'showing' || phase === 'done' || phase === 'intro';
  const shownWins = presenting && spin ? spin.wins : [];
  const focusedWin = focus >= 0 ? shownWins[focus] : undefined;
  const highlighted = new Set((focusedWin ? [focusedWin] : shownWins).flatMap((w) => w.positions.map((p) => `${p.reel}:${p.row}`)));
  const inFeature = round !== null && spinIndex >= 0;
  const busy = phase === 'spinning' || phase === 'landing' || phase === 'intro' || (phase === 'showing' && round !== null && spinIndex < round.free.length - 1);

  const land = (next: SpinView) => {
    const key = landing.current.key + 1;
    landing.current = { key, reels: new Set(), done: false };
    setStops(next.stops);
    setLandKey(key);
    setPhase('landing');
  };

  const finish = () => {
    setPhase('done');
    inFlight.current = false;
    setBusy(false);
    afterRound();
  };

  const onReelLanded = (reel: number, key: number) => {
    const l = landing.current;
    if (key !== l.key || l.done || l.reels.has(reel)) return;
    l.reels.add(reel);
    if (!instant) playCue('stop');
    if (l.reels.size < def.reels.length || !round) return;
    l.done = true;
    const current = spinAt(round, spinIndex);
    setFocus(-1);
    if (current.win > 0n) playCue(current.win >= round.bet * 10n ? 'bigWin' : 'win');
    const last = spinIndex === round.free.length - 1;
    if (last) finish();
    else setPhase('showing');
  };

  // The feature runs itself: banner, then each free spin lands in turn.
  useEffect(() => {
    if (!round) return;
    let wait = 0;
    let next: (() => void) | null = null;
    if (phase === 'showing' && spinIndex < round.free.length - 1) {
      wait = spinIndex === -1 ? 1800 : 1300;
      next = () => {
        if (spinIndex === -1) {
          playCue('feature');
          setPhase('intro');
        } else {
          setSpinIndex(spinIndex + 1);
          setPhase('spinning');
        }
      };
    } else if (phase === 'intro') {
      wait = 2200;
      next = () => {
        setSpinIndex(0);
        setPhase('spinning');
      };
    } else if (phase === 'spinning' && spinIndex >= 0) {
      wait = 450;
      next = () => land(round.free[spinIndex]!);
    }
    if (!next) return;
    const id = setTimeout(next, instant ? 0 : wait);
    return () => clearTimeout(id);
    // land is recreated every render; the phase and index fully describe what happens next.
  }, [phase, spinIndex, round, instant]);

  // Each win in turn after all wins together.
  useEffect(() => {
    if (!presenting || shownWins.length < 2 || reduced) return;
    const id = setInterval(() => setFocus((f) => (f + 1 >= shownWins.length ? -1 : f + 1)), 1500);
    return () => clearInterval(id);
  }, [presenting, shownWins.length, reduced]);

  const play = async () => {
    if (inFlight.current) return;
    if (!canPlay) return requestLogin(code);
    bet.reveal();
    if (bet.problem || bet.units === null) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    setSkipped(false);
    setRound(null);
    setSpinIndex(-1);
    setFocus(-1);
    setPhase('spinning');
    playCue('spin');
    const wire = wireAmount(bet.units);
    const started = Date.now();
    try {
      const value = await rounds.run(`${code}|${wire}`, (roundId) => ({ roundId, bet: wire }), (body) => playRound(code, body));
      const view = slotRoundView(code, value.result);
      if (!reduced) await delay(Math.max(0, 650 - (Date.now() - started)));
      setRound(view);
      land(view.base);
    } catch (e) {
      setError(errorMessage(e));
      setPhase('idle');
      inFlight.current = false;
      setBusy(false);
    }
  };

  const skip = () => {
    if (!round) return;
    setSkipped(true);
    const lastIndex = round.free.length - 1;
    setSpinIndex(lastIndex);
    land(spinAt(round, lastIndex));
  };

  const featureWinSoFar = round ? round.free.slice(0, spinIndex + (phase === 'spinning' || phase === 'landing' ? 0 : 1)).reduce((sum, s) => sum + s.win, 0n) : 0n;
  const awardedSoFar = round ? round.base.freeSpinsAdded + round.free.slice(0, Math.max(0, spinIndex + 1)).reduce((sum, s) => sum + s.freeSpinsAdded, 0) : 0;
  const lines = def.lines?.length ?? 0;

  const describe = (w: WinView): string => {
    if (w.kind === 'scatter') return t('house.slots.scatterWin', { n: w.count, symbol: symbolName(w.symbol) });
    if (w.kind === 'ways') return t('house.slots.waysWin', { symbol: symbolName(w.symbol), reels: w.count, count: w.ways ?? 1 });
    if (w.kind === 'bars') return t('house.slots.lineWin', { line: (w.line ?? 0) + 1, n: 3, symbol: symbolName('ANY_BAR') });
    return t('house.slots.lineWin', { line: (w.line ?? 0) + 1, n: w.count, symbol: symbolName(w.symbol) });
  };

  const stage = (
    <div className={clsx('relative overflow-hidden rounded-3xl border border-white/10 p-3 sm:p-5', theme.stage)}>
      <header className="mb-3 flex items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 className={clsx('bg-gradient-to-b bg-clip-text text-2xl font-black tracking-tight text-transparent drop-shadow sm:text-3xl', theme.title)}>{t(`house.games.${code}`)}</h2>
          <p className="text-xs font-semibold text-white/60">
            {code === 'dragon-ways' ? t('house.slots.waysTag', { ways: 243 }) : t('house.slots.linesTag', { lines })}
          </p>
        </div>
        {inFeature || phase === 'intro' ? (
          <div className="flex items-center gap-2" data-testid="free-spin-counter">
            <span className="rounded-full bg-gold-400 px-3 py-1 text-xs font-black text-ink-950 shadow-lg">
              {t('house.slots.freeSpinOf', { current: Math.max(1, spinIndex + 1), total: awardedSoFar })}
            </span>
            <span className="rounded-full bg-rose-600 px-2.5 py-1 text-xs font-black text-white">×{dragonConfig.freeSpins.multiplier}</span>
          </div>
        ) : null}
      </header>

      <div className={clsx('relative mx-auto rounded-2xl p-1.5 sm:p-2', theme.cabinet, def.reels.length === 3 ? 'max-w-[26rem]' : 'max-w-[44rem]')}>
        <div
          dir="ltr"
          className="relative grid gap-1 rounded-xl bg-black/60 p-1 sm:gap-1.5 sm:p-1.5"
          style={{ gridTemplateColumns: `repeat(${def.reels.length}, minmax(0, 1fr))`, aspectRatio: `${def.reels.length * 1.0} / ${def.rows * 1.04}` }}
          role="group"
          aria-label={t('house.slots.reels')}
          data-testid="slot-reels"
        >
          {def.reels.map((strip, reel) => (
            <div key={reel} className={clsx('h-full overflow-hidden rounded-lg', theme.reel)}>
              <Reel
                strip={strip}
                rows={def.rows}
                stop={stops[reel]!}
                spinning={phase === 'spinning'}
                landKey={landKey}
                landMs={(inFeature ? 420 : 620) + reel * (inFeature ? 140 : 230)}
                instant={instant}
                onLanded={(key) => onReelLanded(reel, key)}
                renderCell={(symbol, row) => {
                  const key = `${reel}:${row}`;
                  const win = row !== null && highlighted.has(key);
                  const dim = row !== null && shownWins.length > 0 && !win;
                  return (
                    <div className="relative h-full p-[6%]" data-symbol={row !== null ? symbol : undefined}>
                      <div
                        className={clsx(
                          'h-full rounded-lg transition duration-300',
                          win && 'bg-gold-300/25 ring-2 ring-gold-300 motion-safe:animate-[hs-pulse_1.1s_ease-in-out_infinite]',
                          dim && 'opacity-35 saturate-50',
                        )}
                      >
                        <SlotSymbol symbol={symbol} theme={def.theme} labels={{ wild: t('house.slots.wildLabel') }} className="size-full" title={row !== null ? symbolName(symbol) : undefined} />
                      </div>
                    </div>
                  );
                }}
              />
            </div>
          ))}
          {def.lines && presenting && spin ? <LineOverlay lines={def.lines} reels={def.reels.length} rows={def.rows} wins={focusedWin ? [focusedWin] : shownWins} /> : null}
          {phase === 'intro' && round ? <FeatureIntro count={round.base.freeSpinsAdded} /> : null}
        </div>
      </div>

      <div className="mt-3 flex min-h-20 flex-col items-center justify-center gap-1 text-center" aria-live="polite">
        {phase === 'idle' ? <p className="text-sm font-semibold text-white/70">{t('house.slots.ready')}</p> : null}
        {phase === 'spinning' && !inFeature ? <p className="text-sm font-semibold text-white/70">{t('house.slots.spinning')}</p> : null}
        {phase === 'done' && round && round.free.length > 0 ? (
          <div className="flex flex-col items-center motion-safe:animate-[hs-pop_.35s_ease-out_both]" data-testid="slot-win">
            <p className="text-[11px] font-black tracking-[0.3em] text-gold-200 uppercase">{t('house.slots.totalWin')}</p>
            <p className="text-3xl font-black text-gold-100 drop-shadow-[0_2px_12px_rgba(245,183,0,.6)] sm:text-4xl">
              <CountUp key={landKey} units={round.win} reduced={reduced} />
            </p>
          </div>
        ) : presenting && spin ? (
          spin.win > 0n ? (
            <div className="flex flex-col items-center motion-safe:animate-[hs-pop_.35s_ease-out_both]" data-testid="slot-win">
              <p className="text-[11px] font-black tracking-[0.3em] text-gold-200 uppercase">{inFeature ? t('house.slots.freeSpinWin') : t('house.slots.win')}</p>
              <p className="text-3xl font-black text-gold-100 drop-shadow-[0_2px_12px_rgba(245,183,0,.6)] sm:text-4xl">
                <CountUp key={landKey} units={spin.win} reduced={reduced} />
              </p>
            </div>
          ) : (
            <p className="text-sm font-semibold text-white/60" data-testid="slot-no-win">
              {t('house.slots.noWin')}
            </p>
          )
        ) : null}
        {focusedWin ? (
          <p className="rounded-full bg-black/40 px-3 py-1 text-xs font-semibold text-white/90">
            {describe(focusedWin)} · <Amount units={focusedWin.amount * BigInt(spin?.multiplier ?? 1)} />
          </p>
        ) : null}
      </div>

      {round && round.free.length > 0 && (inFeature || phase === 'done') ? (
        <FreeSpinSequence round={round} current={spinIndex} settledThrough={phase === 'spinning' || phase === 'landing' ? spinIndex - 1 : spinIndex} featureWin={featureWinSoFar} />
      ) : null}

      {presenting && spin && spin.wins.length > 0 ? (
        <ul className="mx-auto mt-2 flex max-w-xl flex-wrap justify-center gap-1.5" aria-label={t('house.slots.winList')}>
          {spin.wins.map((w, i) => (
            <li key={w.key}>
              <button
                type="button"
                onClick={() => setFocus(i === focus ? -1 : i)}
                className={clsx('rounded-full px-2.5 py-1 text-[11px] font-semibold ring-1 transition', i === focus ? 'bg-gold-400 text-ink-950 ring-gold-300' : 'bg-black/35 text-white/85 ring-white/15 hover:bg-black/50')}
              >
                {describe(w)} · <Amount units={w.amount * BigInt(spin.multiplier)} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );

  const lineBet = code === 'classic-3x3' ? classicConfig.lines.length : code === 'jade-lines' ? jadeConfig.lines.length : dragonConfig.coinsPerBet;
  const controls = (
    <>
      <LoginPrompt game={code} />
      <BetControls bet={bet} meta={meta} disabled={busy} />
      <div className="grid grid-cols-2 gap-2">
        <StatTile label={code === 'dragon-ways' ? t('house.slots.coinValue') : t('house.slots.lineBet')} value={<Amount units={bet.units === null ? null : scale(bet.units, 1, lineBet)} />} />
        <StatTile label={t('house.slots.lastWin')} tone={round && round.win > 0n && phase === 'done' ? 'green' : 'default'} value={<Amount units={round && phase === 'done' ? round.win : null} />} />
      </div>
      {error ? <FormAlert message={error} /> : null}
      <ActionBar>
        {round !== null && round.free.length > 0 && busy ? (
          <PlayButton onClick={skip} tone="green">
            {t('house.slots.skip')}
          </PlayButton>
        ) : (
          <PlayAction onClick={() => void play()} busy={busy} disabled={canPlay && bet.shown && bet.problem !== null} label={t('house.slots.spin')} busyLabel={t('house.slots.spinning')} />
        )}
      </ActionBar>
      {round && phase === 'done' && round.win > 0n ? (
        <p className="text-center text-xs text-ink-300">
          {t('house.slots.roundPaid', { multiplier: multiplierText(payoutHundredths(round.bet, round.win), 100) })}
        </p>
      ) : null}
      {extra}
    </>
  );

  return <GameLayout stage={stage} controls={controls} />;
}

function LineOverlay({ lines, reels, rows, wins }: { lines: readonly (readonly number[])[]; reels: number; rows: number; wins: WinView[] }) {
  const lineWins = wins.filter((w) => w.line !== undefined && w.kind !== 'scatter');
  if (lineWins.length === 0) return null;
  return (
    <svg className="pointer-events-none absolute inset-1 sm:inset-1.5" viewBox={`0 0 ${reels * 100} ${rows * 100}`} preserveAspectRatio="none" aria-hidden="true">
      {lineWins.map((w) => {
        const rowsOf = lines[w.line!]!;
        const points = rowsOf.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ');
        const colour = lineColours[w.line! % lineColours.length];
        return (
          <g key={w.key}>
            <polyline points={points} fill="none" stroke="#000" strokeOpacity="0.5" strokeWidth="9" strokeLinejoin="round" strokeLinecap="round" vectorEffect="non-scaling-stroke" />
            <polyline points={points} fill="none" stroke={colour} strokeWidth="5" strokeLinejoin="round" strokeLinecap="round" vectorEffect="non-scaling-stroke" className="motion-safe:animate-[hs-dash_1s_ease-out_both]" strokeDasharray="2000" />
          </g>
        );
      })}
    </svg>
  );
}

function FeatureIntro({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <div className="absolute inset-0 z-10 grid place-items-center rounded-xl bg-black/70 backdrop-blur-[2px]" role="status">
      <div className="flex flex-col items-center gap-1 text-center motion-safe:animate-[hs-pop_.5s_cubic-bezier(.2,1.4,.4,1)_both]">
        <SlotSymbol symbol={dragonConfig.scatter} theme="dragon" labels={{ wild: '' }} className="size-16 sm:size-24" />
        <p className="text-4xl font-black text-gold-200 drop-shadow-[0_2px_16px_rgba(245,183,0,.7)] sm:text-6xl">
          <Num>{count}</Num>
        </p>
        <p className="text-lg font-black tracking-widest text-white uppercase sm:text-2xl">{t('house.slots.freeSpins')}</p>
        <p className="text-sm font-bold text-rose-300">{t('house.slots.allWinsTimes', { multiplier: dragonConfig.freeSpins.multiplier })}</p>
      </div>
    </div>
  );
}

function FreeSpinSequence({ round, current, settledThrough, featureWin }: { round: SlotRoundView; current: number; settledThrough: number; featureWin: bigint }) {
  const { t } = useTranslation();
  return (
    <section className="mt-2 rounded-2xl bg-black/35 p-2.5 ring-1 ring-gold-300/20" aria-label={t('house.slots.sequence')} data-testid="free-spin-sequence">
      <div className="mb-2 flex items-center justify-between gap-2 px-1 text-xs">
        <span className="font-bold text-gold-200">{t('house.slots.sequence')}</span>
        <span className="text-white/80">
          {t('house.slots.featureWin')}: <Amount units={featureWin} className="font-bold text-gold-100" />
        </span>
      </div>
      <ol className="no-scrollbar flex gap-1.5 overflow-x-auto pb-1" dir="ltr">
        {round.free.map((s, i) => {
          const settled = i <= settledThrough;
          return (
            <li
              key={i}
              className={clsx(
                'flex min-w-16 shrink-0 flex-col items-center rounded-lg px-2 py-1 text-[11px] ring-1',
                i === current ? 'bg-gold-400/25 ring-gold-300' : settled ? 'bg-white/5 ring-white/10' : 'bg-black/30 text-white/40 ring-white/5',
              )}
            >
              <span className="font-bold text-white/70">#{i + 1}</span>
              <span className={clsx('font-bold', settled && s.win > 0n ? 'text-gold-100' : 'text-white/50')}>{settled ? <Amount units={s.win} /> : '·'}</span>
              {settled && s.freeSpinsAdded > 0 ? <span className="font-black text-emerald-300">+{s.freeSpinsAdded}</span> : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
