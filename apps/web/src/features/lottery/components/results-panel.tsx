import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { ltrText } from '../../../lib/format';
import { FormAlert } from '../../auth/components/form-alert';
import { BrandTime, ZoneNote } from '../../system/components/brand-time';
import type { LotteryGameInfo } from '../api/lottery-catalogue';
import { drawHistoryQuery, type DrawResult } from '../api/lottery-draws';
import { checkDraw } from '../lib/verify';
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

function Mono({ label, children }: { label: string; children: string }) {
  return (
    <div className="min-w-0">
      <p className="text-[11px] font-semibold tracking-wide text-ink-400 uppercase">{label}</p>
      <p dir="ltr" className="mt-0.5 rounded-lg bg-ink-950/70 px-2.5 py-1.5 font-mono text-xs break-all text-ink-100 ring-1 ring-white/5">
        {children}
      </p>
    </div>
  );
}

function Verdict({ ok, yes, no }: { ok: boolean; yes: string; no: string }) {
  return (
    <p className={clsx('flex items-start gap-2 rounded-xl px-3 py-2 text-sm font-semibold ring-1', ok ? 'bg-emerald-500/10 text-emerald-200 ring-emerald-400/30' : 'bg-rose-500/10 text-rose-200 ring-rose-400/30')}>
      <Icon name={ok ? 'check' : 'warning'} className="mt-0.5 size-4 shrink-0" />
      {ok ? yes : no}
    </p>
  );
}

/**
 * Recomputes a result here, from its revealed seed: the seed's SHA-256 against the hash published
 * before sales, and the draw from FairStream(seed, `game:issue`, 0) against the published numbers.
 */
export function VerifyDialog({ game, row, onClose }: { game: LotteryGameInfo; row: DrawResult | null; onClose: () => void }) {
  const { t } = useTranslation();
  const check = row ? checkDraw(game, row) : null;
  return (
    <Modal open={row !== null} onClose={onClose} title={row ? t('lottery.cn.verify.title', { numero: ltrText(row.numero) }) : undefined} size="lg">
      {row && check ? (
        <div className="flex flex-col gap-3">
          <div>
            <p className="mb-1 text-[11px] font-semibold tracking-wide text-ink-400 uppercase">{t('lottery.cn.verify.published')}</p>
            <DrawBalls family={game.family} row={row} facts />
          </div>
          {row.seedHash ? <Mono label={t('lottery.cn.verify.seedHash')}>{row.seedHash}</Mono> : null}
          {row.seed ? <Mono label={t('lottery.cn.verify.seed')}>{row.seed}</Mono> : null}
          <Mono label={t('lottery.cn.verify.salt')}>{check.salt}</Mono>
          {check.recomputed !== null ? <Mono label={t('lottery.cn.verify.recomputed')}>{check.recomputed}</Mono> : null}
          {check.hashOk !== null ? <Verdict ok={check.hashOk} yes={t('lottery.cn.verify.hashOk')} no={t('lottery.cn.verify.hashBad')} /> : null}
          {check.match !== null ? <Verdict ok={check.match} yes={t('lottery.cn.verify.match')} no={t('lottery.cn.verify.mismatch')} /> : <p className="text-sm text-ink-300">{t('lottery.cn.verify.noSeed')}</p>}
          <p className="text-xs leading-relaxed text-ink-400">{t('lottery.cn.verify.how', { salt: check.salt })}</p>
        </div>
      ) : null}
    </Modal>
  );
}
