import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrashRound } from '@lotus/games/house/crash';
import type { DiceRound } from '@lotus/games/house/dice';
import type { MinesRound } from '@lotus/games/house/mines';
import type { JsonView } from '@lotus/games/house/money';
import type { HouseGameCode } from '../lib/games';
import { hundredthsText, multiplierText, percentText } from '../lib/multiplier';
import { slotDefs, slotRoundView, type SlotCode, type SpinView } from '../lib/slot-views';
import { Amount, Num } from './game-ui';
import { GemArt, MineArt } from './mines-game';
import { useSymbolName } from './slots/slot-labels';
import { SlotSymbol } from './slots/symbols';

function Row({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className="flex items-center justify-between gap-3 border-b border-white/5 py-2 text-sm last:border-0">
      <span className="text-ink-300">{label}</span>
      <span className="font-bold text-ink-50" data-testid={testId}>
        {children}
      </span>
    </div>
  );
}

function SpinGrid({ code, spin, size = 'lg' }: { code: SlotCode; spin: SpinView; size?: 'lg' | 'sm' }) {
  const { t } = useTranslation();
  const name = useSymbolName();
  const def = slotDefs[code];
  const winning = new Set(spin.wins.flatMap((w) => w.positions.map((p) => `${p.reel}:${p.row}`)));
  return (
    <div dir="ltr" className={clsx('inline-grid gap-1 rounded-xl bg-black/40 p-1.5 ring-1 ring-white/10', size === 'sm' && 'gap-0.5 p-1')} style={{ gridTemplateColumns: `repeat(${def.reels.length}, auto)` }}>
      {Array.from({ length: def.rows }, (_, row) =>
        spin.window.map((column, reel) => (
          <div
            key={`${reel}-${row}`}
            className={clsx('rounded-md bg-ink-800/80 p-0.5', winning.has(`${reel}:${row}`) && 'bg-gold-400/25 ring-2 ring-gold-300', size === 'lg' ? 'size-12 sm:size-14' : 'size-7')}
            style={{ gridColumn: reel + 1, gridRow: row + 1 }}
          >
            <SlotSymbol symbol={column[row]!} theme={def.theme} labels={{ wild: t('house.slots.wildLabel') }} className="size-full" title={name(column[row]!)} />
          </div>
        )),
      )}
    </div>
  );
}

function SlotResult({ code, result }: { code: SlotCode; result: unknown }) {
  const { t } = useTranslation();
  const name = useSymbolName();
  const view = slotRoundView(code, result);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col items-center gap-2">
        <SpinGrid code={code} spin={view.base} />
        <p className="text-xs text-ink-400" dir="ltr">
          {t('house.verify.stops')}: <span className="font-mono text-ink-200">{view.base.stops.join(', ')}</span>
        </p>
      </div>
      {view.base.wins.length > 0 ? (
        <ul className="flex flex-col gap-1 text-xs text-ink-200">
          {view.base.wins.map((w) => (
            <li key={w.key} className="flex justify-between gap-2">
              <span>
                {w.kind === 'scatter'
                  ? t('house.slots.scatterWin', { n: w.count, symbol: name(w.symbol) })
                  : w.kind === 'ways'
                    ? t('house.slots.waysWin', { symbol: name(w.symbol), reels: w.count, count: w.ways ?? 1 })
                    : t('house.slots.lineWin', { line: (w.line ?? 0) + 1, n: w.count, symbol: name(w.kind === 'bars' ? 'ANY_BAR' : w.symbol) })}
              </span>
              <Amount units={w.amount} className="font-semibold text-gold-100" />
            </li>
          ))}
        </ul>
      ) : null}
      {view.free.length > 0 ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-bold text-gold-200">{t('house.verify.freeSpins', { n: view.free.length })}</p>
          <ol className="grid gap-2 sm:grid-cols-2">
            {view.free.map((spin, i) => (
              <li key={i} className="flex items-center gap-2 rounded-xl bg-ink-950/50 p-2 ring-1 ring-white/5">
                <span className="w-6 text-xs font-bold text-ink-400">
                  <Num>{i + 1}</Num>
                </span>
                <SpinGrid code={code} spin={spin} size="sm" />
                <span className="ms-auto flex flex-col items-end text-xs">
                  <Amount units={spin.win} className={spin.win > 0n ? 'font-bold text-gold-100' : 'text-ink-400'} />
                  {spin.freeSpinsAdded > 0 ? <span className="font-bold text-emerald-300">+{spin.freeSpinsAdded}</span> : null}
                </span>
              </li>
            ))}
          </ol>
          <Row label={t('house.slots.featureWin')}>
            <Amount units={view.featureWin} />
          </Row>
        </div>
      ) : null}
    </div>
  );
}

function MinesBoard({ round }: { round: MinesRound }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid w-full max-w-xs grid-cols-5 gap-1.5" dir="ltr" role="img" aria-label={t('house.verify.minesAt', { tiles: round.mines.join(', ') })}>
      {Array.from({ length: 25 }, (_, tile) => {
        const mine = round.mines.includes(tile);
        const order = round.revealed.indexOf(tile);
        return (
          <div key={tile} className={clsx('relative grid aspect-square place-items-center rounded-lg', order >= 0 ? (mine ? 'bg-rose-950 ring-2 ring-rose-400' : 'bg-emerald-950 ring-2 ring-emerald-400/70') : 'bg-ink-800')}>
            {mine ? <MineArt className="size-[70%]" dim={order < 0} hit={order >= 0} /> : <GemArt className="size-[62%]" dim={order < 0} />}
            <span className="absolute start-1 top-0.5 text-[9px] font-semibold text-white/40">{tile}</span>
            {order >= 0 ? <span className="absolute end-1 bottom-0.5 rounded bg-black/60 px-1 text-[9px] font-bold text-white">#{order + 1}</span> : null}
          </div>
        );
      })}
    </div>
  );
}

/** A recomputed round, drawn per game. */
export function VerifyResult({ game, result, mines }: { game: HouseGameCode; result: unknown; mines: MinesRound | null }) {
  const { t } = useTranslation();
  if (game === 'classic-3x3' || game === 'jade-lines' || game === 'dragon-ways') {
    const r = result as { win: string };
    return (
      <div className="flex flex-col gap-3">
        <SlotResult code={game} result={result} />
        <Row label={t('house.verify.win')} testId="verify-win">
          <Amount units={BigInt(r.win)} />
        </Row>
      </div>
    );
  }
  if (game === 'crash') {
    const r = result as JsonView<CrashRound>;
    return (
      <div className="flex flex-col">
        <p className={clsx('py-3 text-center text-5xl font-black', r.cashedOut ? 'text-emerald-300' : 'text-rose-400')} data-testid="verify-headline">
          <Num>{multiplierText(BigInt(r.crashPoint), 100)}</Num>
        </p>
        <Row label={t('house.verify.crashPoint')}>
          <Num>{multiplierText(BigInt(r.crashPoint), 100)}</Num>
        </Row>
        <Row label={t('house.crash.target')}>
          <Num>{multiplierText(r.target, 100)}</Num>
        </Row>
        <Row label={t('house.verify.outcome')}>{r.cashedOut ? t('house.verify.cashedOut') : t('house.verify.crashed')}</Row>
        <Row label={t('house.verify.roll')}>
          <Num className="font-mono text-xs">{String(r.roll)}</Num>
        </Row>
        <Row label={t('house.verify.win')} testId="verify-win">
          <Amount units={BigInt(r.win)} />
        </Row>
      </div>
    );
  }
  if (game === 'dice') {
    const r = result as JsonView<DiceRound>;
    return (
      <div className="flex flex-col">
        <p className={clsx('py-3 text-center text-5xl font-black', r.won ? 'text-emerald-300' : 'text-rose-400')} data-testid="verify-headline">
          <Num>{hundredthsText(r.roll)}</Num>
        </p>
        <Row label={t('house.verify.bet')}>
          {r.direction === 'under' ? t('house.dice.under') : t('house.dice.over')} <Num>{hundredthsText(r.target)}</Num>
        </Row>
        <Row label={t('house.dice.chance')}>
          <Num>{percentText(r.winOutcomes)}</Num>
        </Row>
        <Row label={t('house.dice.multiplier')}>
          <Num>{multiplierText(r.multiplier, 10_000)}</Num>
        </Row>
        <Row label={t('house.verify.outcome')}>{r.won ? t('house.verify.won') : t('house.verify.lost')}</Row>
        <Row label={t('house.verify.win')} testId="verify-win">
          <Amount units={BigInt(r.win)} />
        </Row>
      </div>
    );
  }
  // Mines: the placement, and the replay of the player's reveals when they are known.
  const start = result as JsonView<MinesRound>;
  const shown = mines ?? { ...start, bet: BigInt(start.bet), win: BigInt(start.win) };
  return (
    <div className="flex flex-col gap-3">
      <MinesBoard round={shown as MinesRound} />
      <p className="text-center text-xs text-ink-400" dir="ltr" data-testid="verify-headline">
        {t('house.verify.mines')}: <span className="font-mono text-ink-200">{start.mines.join(', ')}</span>
      </p>
      {mines && mines.revealed.length > 0 ? (
        <>
          <Row label={t('house.verify.outcome')}>{mines.status === 'lost' ? t('house.verify.lost') : t('house.verify.cashedOut')}</Row>
          <Row label={t('house.mines.current')}>
            <Num>{mines.multiplier > 0 ? multiplierText(mines.multiplier, 10_000) : '—'}</Num>
          </Row>
          <Row label={t('house.verify.win')} testId="verify-win">
            <Amount units={mines.win} />
          </Row>
        </>
      ) : (
        <p className="text-xs text-ink-400">{t('house.verify.minesNoReveals')}</p>
      )}
    </div>
  );
}
