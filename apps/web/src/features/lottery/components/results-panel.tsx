import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { errorMessage } from '../../../lib/api-client';
import { FormAlert } from '../../auth/components/form-alert';
import { BrandTime, ZoneNote } from '../../system/components/brand-time';
import type { LotteryGameInfo } from '../api/lottery-catalogue';
import { drawHistoryQuery, type DrawResult } from '../api/lottery-draws';
import { DrawBalls } from './draw-balls';

const PAGE_SIZE = 15;

/** The game's results, newest first, a page at a time; in-house results can be verified in the browser. */
export function ResultsPanel({ game, onVerify }: { game: LotteryGameInfo; onVerify: (row: DrawResult) => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const draws = useQuery(drawHistoryQuery(game.gameId, page, PAGE_SIZE));
  const rows = draws.data ?? [];

  if (draws.isError) return <FormAlert message={errorMessage(draws.error)} />;
  if (draws.isPending) return <p className="py-8 text-center text-sm text-ink-400">{t('common.loading')}</p>;
  return (
    <div className="@container flex flex-col gap-2">
      {rows.length === 0 ? (
        <p className="py-8 text-center text-sm text-ink-400">{t('lottery.cn.results.empty')}</p>
      ) : (
        <>
          <ZoneNote />
          <ul className="flex flex-col divide-y divide-white/5 rounded-xl bg-ink-950/40 ring-1 ring-white/5" aria-label={t('lottery.cn.results.title')} data-testid="results-list">
            {rows.map((row) => (
              <li key={row.numero} className="flex flex-wrap items-center gap-x-4 gap-y-1.5 px-3 py-2.5" data-numero={row.numero}>
                <div className="min-w-0 flex-1 @xl:w-40 @xl:flex-none">
                  <bdi dir="ltr" className="block font-mono text-sm font-bold text-ink-50">
                    {row.numero}
                  </bdi>
                  <span className="block text-[11px] text-ink-400">
                    <BrandTime value={row.drawTime} />
                  </span>
                </div>
                <div className="order-last w-full min-w-0 @xl:order-none @xl:w-auto @xl:flex-1">
                  {row.status === 'void' ? <span className="text-sm font-semibold text-ink-300">{t('lottery.cn.results.void')}</span> : <DrawBalls family={game.family} row={row} size="sm" facts />}
                </div>
                {row.seed ? (
                  <button
                    type="button"
                    onClick={() => onVerify(row)}
                    aria-label={t('lottery.cn.results.verifyIssue', { numero: row.numero })}
                    className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-xs font-semibold text-gold-200 ring-1 ring-gold-300/30 hover:bg-gold-400/10"
                  >
                    <Icon name="shield" className="size-3.5" />
                    {t('lottery.cn.results.verify')}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="flex items-center justify-between gap-2">
        <button type="button" disabled={page <= 1} onClick={() => setPage((p) => p - 1)} className="inline-flex items-center gap-1 rounded-lg px-3 py-1.5 text-xs font-semibold text-ink-200 ring-1 ring-white/10 hover:bg-white/5 disabled:opacity-30">
          <Icon name="chevron" className="size-3.5 rotate-180 rtl:rotate-0" />
          {t('lottery.cn.results.newer')}
        </button>
        <span className="text-xs text-ink-400">{t('lottery.cn.results.page', { page })}</span>
        <button type="button" disabled={rows.length < PAGE_SIZE} onClick={() => setPage((p) => p + 1)} className="inline-flex items-center gap-1 rounded-lg px-3 py-1.5 text-xs font-semibold text-ink-200 ring-1 ring-white/10 hover:bg-white/5 disabled:opacity-30">
          {t('lottery.cn.results.older')}
          <Icon name="chevron" className="size-3.5 rtl:rotate-180" />
        </button>
      </div>
    </div>
  );
}
