import { useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { minesConfig, minesMultiplier, type MinesStatus } from '@lotus/games/house/mines';
import { scale } from '@lotus/games/house/money';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { FormAlert } from '../../auth/components/form-alert';
import { wireAmount } from '../../wallet/lib/amount';
import { activeMinesQuery, cashOutMines, revealMine, startMines, useAfterRound, type HouseRound } from '../api/house-queries';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import type { HouseGameMeta } from '../lib/games';
import { multiplierText } from '../lib/multiplier';
import { playCue } from '../lib/sound';
import { useRoundBusy } from '../stores/round-busy';
import { ActionBar, Amount, BetControls, GameLayout, LoginPrompt, Num, PlayAction, PlayButton, requestLogin, StatTile, useHouseSession, type BetState } from './game-ui';

/** The player view of a mines round as the server sends it (mines hidden while it is open). */
interface MinesView {
  bet: string;
  mineCount: number;
  mines: number[] | null;
  revealed: number[];
  status: MinesStatus;
  multiplier: number;
  win: string;
  nextMultiplier?: number | null;
}

const view = (round: HouseRound) => round.result as MinesView;

export function GemArt({ className, dim }: { className?: string; dim?: boolean }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" opacity={dim ? 0.45 : 1}>
      <defs>
        <linearGradient id="gem-a" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#a7f3d0" />
          <stop offset="0.5" stopColor="#10b981" />
          <stop offset="1" stopColor="#065f46" />
        </linearGradient>
      </defs>
      <path d="M20 10h24l12 14-24 30L8 24z" fill="url(#gem-a)" stroke="#022c22" strokeWidth="2" strokeLinejoin="round" />
      <path d="M8 24h48M20 10l12 14 12-14M32 24v30M20 24l12 30 12-30" fill="none" stroke="#d1fae5" strokeWidth="1.4" strokeOpacity="0.7" strokeLinejoin="round" />
      <path d="M22 14l-6 8" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" opacity="0.8" />
    </svg>
  );
}

export function MineArt({ className, dim, hit }: { className?: string; dim?: boolean; hit?: boolean }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" opacity={dim ? 0.5 : 1}>
      <defs>
        <radialGradient id="mine-a" cx="0.35" cy="0.35" r="0.7">
          <stop offset="0" stopColor="#64748b" />
          <stop offset="1" stopColor="#0f172a" />
        </radialGradient>
      </defs>
      {hit ? <circle cx="32" cy="34" r="28" fill="#f43f5e" opacity="0.35" /> : null}
      {[0, 45, 90, 135].map((a) => (
        <rect key={a} x="30" y="8" width="4" height="52" rx="2" fill="#1e293b" transform={`rotate(${a} 32 34)`} />
      ))}
      <circle cx="32" cy="34" r="16" fill="url(#mine-a)" stroke="#020617" strokeWidth="2" />
      <circle cx="26" cy="28" r="4" fill="#fff" opacity="0.5" />
      <path d="M42 18l6-6" stroke="#f59e0b" strokeWidth="3" strokeLinecap="round" />
      <circle cx="49" cy="11" r="3" fill={hit ? '#fde047' : '#fb923c'} />
    </svg>
  );
}

type TileState = 'hidden' | 'pending' | 'gem' | 'boom' | 'mine' | 'gem-dim';

export function tileStates(v: MinesView | null, pendingTile: number | null): TileState[] {
  return Array.from({ length: minesConfig.tiles }, (_, tile) => {
    if (!v) return tile === pendingTile ? 'pending' : 'hidden';
    const revealed = v.revealed.includes(tile);
    const mine = v.mines?.includes(tile) ?? false;
    if (revealed) return mine ? 'boom' : 'gem';
    if (tile === pendingTile) return 'pending';
    if (v.status !== 'playing' && v.mines) return mine ? 'mine' : 'gem-dim';
    return 'hidden';
  });
}

export function MinesGame({ bet, meta, extra }: { bet: BetState; meta: HouseGameMeta; extra?: ReactNode }) {
  const { t } = useTranslation();
  const reduced = useReducedMotion();
  const { canPlay, token } = useHouseSession();
  const client = useQueryClient();
  const rounds = useIdempotencyKey();
  const afterRound = useAfterRound();
  const setBusy = useRoundBusy((s) => s.setBusy);
  const active = useQuery(activeMinesQuery(token));
  const [local, setLocal] = useState<HouseRound | null>(null);
  const [mineCount, setMineCount] = useState(3);
  const [pendingTile, setPendingTile] = useState<number | null>(null);
  const [starting, setStarting] = useState(false);
  const [cashing, setCashing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  // An open round found on load (after a reload) is resumed as it stands on the server.
  const resumed = !local && active.data && active.data.status === 'open' ? active.data : null;
  const round = local ?? resumed;
  const v = round ? view(round) : null;
  const playing = v?.status === 'playing';
  const count = playing || v ? v!.mineCount : mineCount;
  const safeRevealed = v ? v.revealed.filter((tile) => !(v.mines ?? []).includes(tile)).length : 0;
  const currentMultiplier = v?.multiplier ?? 0;
  const nextMultiplier = playing ? (v?.nextMultiplier ?? (safeRevealed < minesConfig.tiles - count ? minesMultiplier(count, safeRevealed + 1) : null)) : minesMultiplier(mineCount, 1);
  const betUnits = v ? BigInt(v.bet) : bet.units;
  const working = starting || cashing || pendingTile !== null;

  useEffect(() => {
    setBusy(Boolean(playing) || working);
  }, [playing, working, setBusy]);

  const settle = (next: HouseRound) => {
    setLocal(next);
    const nv = view(next);
    if (nv.status === 'lost') playCue('mine');
    else if (nv.status === 'cashed') playCue('cashout');
    else playCue('gem');
    if (nv.status !== 'playing') {
      client.setQueryData(activeMinesQuery(token).queryKey, null);
      afterRound();
    } else {
      void client.invalidateQueries({ queryKey: ['house', 'rounds'] });
    }
  };

  const start = async () => {
    if (inFlight.current) return;
    if (!canPlay) return requestLogin('mines');
    bet.reveal();
    if (bet.problem || bet.units === null) return;
    inFlight.current = true;
    setStarting(true);
    setError(null);
    playCue('click');
    const wire = wireAmount(bet.units);
    try {
      const next = await rounds.run(`mines|${wire}|${mineCount}`, (roundId) => ({ roundId, bet: wire, mines: mineCount }), startMines);
      setLocal(next);
      afterRound();
    } catch (e) {
      setError(errorMessage(e));
      // The server still holds an open round: show it.
      if (isApiError(e, 'game.round.open')) void active.refetch().then((r) => r.data && setLocal(r.data));
    } finally {
      inFlight.current = false;
      setStarting(false);
    }
  };

  const reveal = async (tile: number) => {
    if (inFlight.current || !round || !playing) return;
    inFlight.current = true;
    setPendingTile(tile);
    setError(null);
    try {
      settle(await revealMine(round.roundId, tile));
    } catch (e) {
      setError(errorMessage(e));
      if (isApiError(e, 'game.round.over', 'game.round.unknown')) void active.refetch();
    } finally {
      inFlight.current = false;
      setPendingTile(null);
    }
  };

  const cashOut = async () => {
    if (inFlight.current || !round || !playing) return;
    inFlight.current = true;
    setCashing(true);
    setError(null);
    try {
      settle(await cashOutMines(round.roundId));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      inFlight.current = false;
      setCashing(false);
    }
  };

  const states = tileStates(v, pendingTile);
  const win = v && v.status === 'cashed' ? BigInt(v.win) : null;

  const stage = (
    <div className="relative overflow-hidden rounded-3xl border border-white/10 bg-[radial-gradient(120%_90%_at_50%_0%,#134e4a_0%,#0f2a33_45%,#0a0f1f_100%)] p-3 sm:p-5">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 className="bg-gradient-to-b from-emerald-100 to-teal-400 bg-clip-text text-2xl font-black text-transparent sm:text-3xl">{t('house.games.mines')}</h2>
        <div className="flex items-center gap-1.5 text-xs font-bold">
          <span className="flex items-center gap-1 rounded-full bg-black/35 px-2.5 py-1 text-rose-200">
            <MineArt className="size-4" /> <Num>{count}</Num>
          </span>
          <span className="flex items-center gap-1 rounded-full bg-black/35 px-2.5 py-1 text-emerald-200">
            <GemArt className="size-4" /> <Num>{minesConfig.tiles - count - safeRevealed}</Num>
          </span>
        </div>
      </div>
      <div className="mx-auto grid w-full max-w-[30rem] grid-cols-5 gap-1.5 sm:gap-2.5" dir="ltr" role="grid" aria-label={t('house.mines.board')} data-testid="mines-board">
        {states.map((state, tile) => {
          const open = state !== 'hidden' && state !== 'pending';
          return (
            <button
              key={tile}
              type="button"
              role="gridcell"
              disabled={!playing || working || state !== 'hidden'}
              onClick={() => void reveal(tile)}
              aria-label={t(`house.mines.tileState.${state}`, { n: tile + 1 })}
              data-state={state}
              className={clsx(
                'relative grid aspect-square place-items-center rounded-xl transition duration-200',
                state === 'hidden' && 'bg-gradient-to-b from-ink-600 to-ink-700 shadow-[inset_0_-4px_0_rgba(0,0,0,.35),0_4px_10px_-4px_rgba(0,0,0,.6)] enabled:hover:-translate-y-0.5 enabled:hover:from-ink-500 enabled:hover:to-ink-600 disabled:cursor-default',
                state === 'hidden' && !playing && 'opacity-70',
                state === 'pending' && 'bg-ink-500 motion-safe:animate-pulse',
                state === 'gem' && 'bg-emerald-950/70 ring-2 ring-emerald-400/70',
                state === 'boom' && 'bg-rose-950/80 ring-2 ring-rose-400',
                (state === 'mine' || state === 'gem-dim') && 'bg-ink-950/60',
                open && !reduced && 'motion-safe:animate-[hs-flip_.35s_ease-out_both]',
              )}
            >
              {state === 'gem' || state === 'gem-dim' ? <GemArt className="size-[70%]" dim={state === 'gem-dim'} /> : null}
              {state === 'boom' || state === 'mine' ? <MineArt className="size-[72%]" dim={state === 'mine'} hit={state === 'boom'} /> : null}
            </button>
          );
        })}
      </div>
      <div className="mt-3 flex min-h-10 items-center justify-center text-center" aria-live="polite">
        {!v ? <p className="text-sm font-semibold text-white/60">{t('house.mines.ready')}</p> : null}
        {playing ? <p className="text-sm font-semibold text-white/75">{safeRevealed === 0 ? t('house.mines.pickFirst') : t('house.mines.pickNext')}</p> : null}
        {v?.status === 'lost' ? (
          <p className="rounded-full bg-rose-500/15 px-4 py-1.5 text-sm font-bold text-rose-200 motion-safe:animate-[hs-pop_.35s_ease-out_both]" data-testid="mines-result">
            {t('house.mines.lost')}
          </p>
        ) : null}
        {v?.status === 'cashed' ? (
          <p className="rounded-full bg-emerald-500/15 px-4 py-1.5 text-sm font-bold text-emerald-200 motion-safe:animate-[hs-pop_.35s_ease-out_both]" data-testid="mines-result">
            {t('house.mines.cashed', { multiplier: multiplierText(v.multiplier, 10_000) })} <Amount units={win} signed />
          </p>
        ) : null}
      </div>
    </div>
  );

  const controls = (
    <>
      <LoginPrompt game="mines" />
      {resumed ? <p className="rounded-xl bg-sky-400/10 px-3 py-2 text-xs text-sky-100 ring-1 ring-sky-300/25">{t('house.mines.resumed')}</p> : null}
      <BetControls bet={bet} meta={meta} disabled={playing || working} />
      <div className="flex flex-col gap-1.5">
        <span id="mines-count-label" className="text-xs font-semibold tracking-wide text-ink-300 uppercase">
          {t('house.mines.count')}
        </span>
        <div className="flex items-center gap-1" dir="ltr" role="group" aria-labelledby="mines-count-label">
          <button
            type="button"
            disabled={playing || working || mineCount <= minesConfig.minMines}
            onClick={() => setMineCount((c) => Math.max(minesConfig.minMines, c - 1))}
            aria-label={t('house.mines.fewer')}
            className="grid size-10 place-items-center rounded-xl bg-white/5 text-lg font-bold text-ink-100 hover:bg-white/10 disabled:opacity-40"
          >
            −
          </button>
          <select
            value={playing ? count : mineCount}
            disabled={playing || working}
            onChange={(e) => setMineCount(Number(e.target.value))}
            aria-label={t('house.mines.count')}
            className="h-10 min-w-0 flex-1 rounded-xl border border-white/10 bg-ink-950/70 px-3 text-center text-base font-bold text-ink-50 outline-none focus:border-gold-300"
          >
            {Array.from({ length: minesConfig.maxMines - minesConfig.minMines + 1 }, (_, i) => i + minesConfig.minMines).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          <button
            type="button"
            disabled={playing || working || mineCount >= minesConfig.maxMines}
            onClick={() => setMineCount((c) => Math.min(minesConfig.maxMines, c + 1))}
            aria-label={t('house.mines.more')}
            className="grid size-10 place-items-center rounded-xl bg-white/5 text-lg font-bold text-ink-100 hover:bg-white/10 disabled:opacity-40"
          >
            +
          </button>
        </div>
        <div className="flex gap-1" dir="ltr">
          {[1, 3, 5, 10, 24].map((n) => (
            <button
              key={n}
              type="button"
              disabled={playing || working}
              onClick={() => setMineCount(n)}
              className={clsx('flex-1 rounded-lg py-1.5 text-xs font-bold transition disabled:opacity-40', (playing ? count : mineCount) === n ? 'bg-teal-400 text-ink-950' : 'bg-white/5 text-ink-100 hover:bg-white/10')}
            >
              {n}
            </button>
          ))}
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <StatTile label={t('house.mines.current')} tone="gold" value={<Num>{currentMultiplier > 0 ? multiplierText(currentMultiplier, 10_000) : '—'}</Num>} />
        <StatTile label={t('house.mines.next')} value={<Num>{nextMultiplier ? multiplierText(nextMultiplier, 10_000) : '—'}</Num>} />
        <StatTile label={t('house.mines.currentWin')} tone={currentMultiplier > 0 ? 'green' : 'default'} value={<Amount units={betUnits !== null && currentMultiplier > 0 ? scale(betUnits, currentMultiplier, 10_000) : null} />} />
        <StatTile label={t('house.mines.nextWin')} value={<Amount units={betUnits !== null && nextMultiplier ? scale(betUnits, nextMultiplier, 10_000) : null} />} />
      </div>
      {error ? <FormAlert message={error} /> : null}
      <ActionBar>
        {playing ? (
          <PlayButton onClick={() => void cashOut()} busy={cashing} disabled={safeRevealed === 0 || pendingTile !== null} tone="green">
            {t('house.mines.cashOut')} {currentMultiplier > 0 && betUnits !== null ? <Amount units={scale(betUnits, currentMultiplier, 10_000)} /> : null}
          </PlayButton>
        ) : (
          <PlayAction onClick={() => void start()} busy={starting} disabled={active.isPending && canPlay} label={t('house.mines.start')} />
        )}
      </ActionBar>
      {extra}
    </>
  );

  return <GameLayout stage={stage} controls={controls} />;
}
