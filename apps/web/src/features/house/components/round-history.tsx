import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { errorMessage } from '../../../lib/api-client';
import { FormAlert } from '../../auth/components/form-alert';
import { BrandTime, ZoneNote } from '../../system/components/brand-time';
import { safeUnits } from '../../wallet/lib/amount';
import { roundsQuery, type HouseRound } from '../api/house-queries';
import type { HouseGameCode } from '../lib/games';
import { hundredthsText, multiplierText, payoutHundredths } from '../lib/multiplier';
import { roundVerifyHref } from '../lib/verify-link';
import { useRevealedSeeds } from '../stores/revealed-seeds';
import { Amount, Num, useHouseSession } from './game-ui';

interface ResultFields {
  roll?: number;
  target?: number;
  direction?: 'under' | 'over';
  crashPoint?: string;
  cashedOut?: boolean;
  mineCount?: number;
  revealed?: number[];
  status?: string;
  lineWins?: unknown[];
  scatterWin?: unknown;
  base?: { waysWins?: unknown[] };
  freeSpins?: unknown[];
}

/** One line about what happened in a round, from the engine's own result. */
export function useRoundSummary(): (round: HouseRound) => string {
  const { t } = useTranslation();
  return (round) => {
    const r = (round.result ?? {}) as ResultFields;
    switch (round.game) {
      case 'dice':
        return t(r.direction === 'over' ? 'house.history.diceOver' : 'house.history.diceUnder', {
          roll: hundredthsText(r.roll ?? 0),
          target: hundredthsText(r.target ?? 0),
        });
      case 'crash':
        return t('house.history.crash', {
          point: multiplierText(BigInt(r.crashPoint ?? '100'), 100),
          target: multiplierText(r.target ?? 0, 100),
        });
      case 'mines': {
        if (round.status === 'open') return t('house.history.minesOpen', { mines: r.mineCount ?? 0, gems: r.revealed?.length ?? 0 });
        if (r.status === 'lost') return t('house.history.minesLost', { mines: r.mineCount ?? 0, gems: Math.max(0, (r.revealed?.length ?? 1) - 1) });
        return t('house.history.minesCashed', { mines: r.mineCount ?? 0, gems: r.revealed?.length ?? 0 });
      }
      case 'dragon-ways': {
        const free = r.freeSpins?.length ?? 0;
        if (free > 0) return t('house.history.freeSpins', { n: free });
        return t('house.history.wins', { count: r.base?.waysWins?.length ?? 0 });
      }
      default:
        return t('house.history.wins', { count: (r.lineWins?.length ?? 0) + (r.scatterWin ? 1 : 0) });
    }
  };
}

/** The member's latest rounds of this game, each with a link to verify it. */
export function RoundHistory({ code }: { code: HouseGameCode }) {
  const { t } = useTranslation();
  const { token } = useHouseSession();
  const rounds = useQuery(roundsQuery(token, code));
  const seeds = useRevealedSeeds((s) => s.byHash);
  const summary = useRoundSummary();

  if (!token) return <p className="py-6 text-center text-sm text-ink-300">{t('house.history.loginFirst')}</p>;
  if (rounds.isPending) return <p className="py-6 text-center text-sm text-ink-300">{t('common.loading')}</p>;
  if (rounds.isError) return <FormAlert message={errorMessage(rounds.error)} />;
  const rows = rounds.data.rows;
  if (rows.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-8 text-center">
        <Icon name="record" className="size-8 text-ink-500" />
        <p className="text-sm text-ink-300">{t('house.history.empty')}</p>
      </div>
    );
  }

  return (
    <div>
      <ZoneNote className="mb-2 px-3" />
      <div className="hidden grid-cols-[9rem_minmax(0,1fr)_6rem_5rem_7rem_5rem] gap-3 border-b border-white/5 px-3 pb-2 text-[11px] font-semibold tracking-wide text-ink-400 uppercase md:grid">
        <span>{t('house.history.time')}</span>
        <span>{t('house.history.result')}</span>
        <span className="text-end">{t('house.history.bet')}</span>
        <span className="text-end">{t('house.history.multiplier')}</span>
        <span className="text-end">{t('house.history.win')}</span>
        <span className="text-end">{t('house.history.verify')}</span>
      </div>
      <ul aria-label={t('house.history.title')} className="divide-y divide-white/5">
        {rows.map((round) => {
          const bet = safeUnits(round.bet) ?? 0n;
          const win = safeUnits(round.win) ?? 0n;
          const open = round.status === 'open';
          const won = !open && win > 0n;
          return (
            <li key={round.roundId} className="px-3 py-2.5 text-sm" data-testid="house-round">
              {/* Phone: outcome and win on top, time, bet and the verify link below. Desktop: one table row. */}
              <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 md:grid-cols-[9rem_minmax(0,1fr)_6rem_5rem_7rem_5rem]">
                <span className="text-xs text-ink-400 max-md:order-3">
                  <BrandTime value={round.createdAt} />
                  <span className="md:hidden">
                    {' · '}
                    <Amount units={bet} />
                  </span>
                </span>
                <span className="flex min-w-0 items-start gap-2 max-md:order-1">
                  <span
                    className={clsx(
                      'mt-0.5 inline-flex shrink-0 rounded-full px-2 py-0.5 text-[11px] font-bold ring-1',
                      open ? 'bg-sky-400/15 text-sky-200 ring-sky-300/30' : won ? 'bg-emerald-400/15 text-emerald-200 ring-emerald-300/30' : 'bg-rose-400/15 text-rose-200 ring-rose-300/30',
                    )}
                  >
                    {open ? t('house.history.open') : won ? t('house.history.won') : t('house.history.lost')}
                  </span>
                  <span className="min-w-0 text-ink-200 md:truncate">{summary(round)}</span>
                </span>
                <span className="text-end text-ink-200 max-md:hidden">
                  <Amount units={bet} />
                </span>
                <span className={clsx('text-end font-semibold max-md:hidden', won ? 'text-emerald-300' : 'text-ink-400')}>
                  <Num>{open ? '—' : multiplierText(payoutHundredths(bet, win), 100)}</Num>
                </span>
                <span className={clsx('text-end font-bold max-md:order-2', won ? 'text-emerald-300' : 'text-ink-300')}>
                  <Amount units={open ? null : win} />
                </span>
                <span className="text-end max-md:order-4">
                  {open ? null : (
                    <Link
                      to={roundVerifyHref(round, seeds[round.serverSeedHash])}
                      target="_blank"
                      rel="noopener"
                      className="inline-flex items-center gap-1 text-xs font-semibold text-gold-300 hover:text-gold-200"
                      aria-label={t('house.history.verifyRound', { nonce: round.nonce })}
                    >
                      <Icon name="shield" className="size-3.5" />
                      {t('house.history.verify')}
                    </Link>
                  )}
                </span>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
