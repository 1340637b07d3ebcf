import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ServerList, type ListColumn, type ListQuery } from '../../components/server-list';
import { Button, Notice, PageHeader } from '../../components/ui';
import { formatMoney, moneyToDecimal, useTimeText } from '../../lib/format';
import { useBrandCode, useWorkingBrand } from '../../lib/working-brand';
import { can, useMe } from '../auth/use-me';
import { Time } from '../payments/shared';
import { fetchIssues, useAllGames, type IssueStatus, type LotteryIssue } from './api';
import { CancelIssueDialog, useCancelledText } from './cancel-dialog';
import { ResultDialog } from './result-entry';
import { DayRange, GameName, PhaseBadge, useDays } from './shared';

const statuses: IssueStatus[] = ['past', 'open', 'due', 'drawn', 'settled', 'void'];

/** Game options for a filter: names, with the brand when the operator sees several. */
export function useGameOptions(filter: (g: { drawSource: string }) => boolean = () => true) {
  const { t } = useTranslation();
  const games = useAllGames();
  const brandCode = useBrandCode();
  const severalBrands = new Set((games.data ?? []).map((g) => g.brandId)).size > 1;
  const options = (games.data ?? []).filter(filter).map((g) => ({ value: String(g.id), label: severalBrands ? t('lottery.gameOfBrand', { name: g.name, brand: brandCode(g.brandId) }) : g.name }));
  return { options, severalBrands };
}

/**
 * Every issue of the brand's lottery games: status, draw time, result, orders and money, filtered by
 * game, status, source and draw days (the brand's calendar), ordered by draw time. Rows open the
 * issue; official issues waiting for a result take one, open issues can be cancelled.
 */
export function LotteryIssuesPage() {
  const { t } = useTranslation();
  const cancelledText = useCancelledText();
  const me = useMe().data;
  const time = useTimeText();
  const brandCode = useBrandCode();
  const brandId = useWorkingBrand().brand?.id;
  const { from, to } = useDays();
  const { options: gameOptions, severalBrands } = useGameOptions();
  const [meta, setMeta] = useState<{ timeZone: string | null; capped: boolean } | null>(null);
  const [cancelling, setCancelling] = useState<LotteryIssue | null>(null);
  const [entering, setEntering] = useState<LotteryIssue | null>(null);
  const [flash, setFlash] = useState<string | null>(null);
  const mayCancel = can(me, 'lottery.cancel');
  const mayEnter = can(me, 'lottery.results');

  const fetchPage = useMemo(
    () => async (q: ListQuery, signal: AbortSignal) => {
      const page = await fetchIssues(q, { from, to }, signal, { brandId });
      setMeta((m) => (m && m.timeZone === page.timeZone && m.capped === page.capped ? m : { timeZone: page.timeZone, capped: page.capped }));
      return page;
    },
    [from, to, brandId],
  );

  const columns = useMemo<ListColumn<LotteryIssue>[]>(() => {
    const cols: ListColumn<LotteryIssue>[] = [
      { id: 'game', header: t('lottery.game'), cell: (r) => <GameName name={r.gameName} code={r.gameCode} />, csv: (r) => r.gameCode },
      {
        id: 'numero',
        header: t('lottery.issueNumber'),
        cell: (r) => (
          <Link to={`/lottery/issues/${r.id}`} className="font-mono text-indigo-700 underline-offset-2 hover:underline" aria-label={t('lottery.issues.open', { numero: r.numero, game: r.gameName })}>
            {r.numero}
          </Link>
        ),
        csv: (r) => r.numero,
        nowrap: true,
      },
      ...(severalBrands ? [{ id: 'brand', header: t('lottery.brand'), cell: (r: LotteryIssue) => brandCode(r.brandId), csv: (r: LotteryIssue) => brandCode(r.brandId), nowrap: true }] : []),
      { id: 'drawAt', header: t('lottery.drawAt'), cell: (r) => <Time iso={r.drawAt} brandId={r.brandId} />, csv: (r) => time(r.drawAt, r.brandId), sortable: true, sortDescFirst: true, nowrap: true },
      { id: 'status', header: t('lottery.status'), cell: (r) => <PhaseBadge phase={r.phase} />, csv: (r) => t(`lottery.phases.${r.phase}`), nowrap: true },
      { id: 'result', header: t('lottery.result'), cell: (r) => (r.result ? <code className="font-mono text-xs">{r.result}</code> : <span className="text-slate-400">{t('common.none')}</span>), csv: (r) => r.result ?? '' },
      { id: 'orders', header: t('lottery.orders'), cell: (r) => r.orders, csv: (r) => String(r.orders), align: 'end' },
      { id: 'stake', header: t('lottery.stake'), cell: (r) => formatMoney(r.stake), csv: (r) => moneyToDecimal(r.stake), align: 'end', nowrap: true },
      { id: 'payout', header: t('lottery.payout'), cell: (r) => formatMoney(r.payout), csv: (r) => moneyToDecimal(r.payout), align: 'end', nowrap: true },
      { id: 'refunded', header: t('lottery.refunded'), cell: (r) => formatMoney(r.refunded), csv: (r) => moneyToDecimal(r.refunded), align: 'end', nowrap: true },
    ];
    if (mayCancel || mayEnter) {
      cols.push({
        id: 'actions',
        header: t('list.actions'),
        stickyEnd: true,
        nowrap: true,
        cell: (r) => (
          <div className="flex gap-1.5">
            {mayEnter && r.drawSource === 'official' && r.phase === 'due' && (
              <Button size="sm" onClick={() => setEntering(r)} aria-label={t('lottery.results.enterFor', { numero: r.numero })}>
                {t('lottery.results.enter')}
              </Button>
            )}
            {mayCancel && r.status === 'open' && (
              <Button size="sm" variant="secondary" onClick={() => setCancelling(r)} aria-label={t('lottery.cancel.for', { numero: r.numero })}>
                {t('lottery.cancel.action')}
              </Button>
            )}
          </div>
        ),
      });
    }
    return cols;
  }, [t, time, brandCode, mayCancel, mayEnter, severalBrands]);

  const zoneNote = meta === null ? '' : meta.timeZone ? t('lottery.issues.daysIn', { zone: meta.timeZone }) : t('lottery.issues.daysInEach');
  return (
    <div>
      <PageHeader title={t('lottery.issues.title')} intro={t('lottery.issues.intro')} />
      {flash && (
        <Notice tone="success" className="mb-3">
          {flash}
        </Notice>
      )}
      <div className="mb-3 rounded-lg border border-slate-200 bg-white px-3 py-2 shadow-xs">
        <DayRange zoneNote={zoneNote} />
      </div>
      {meta?.capped && (
        <Notice tone="warning" className="mb-3">
          {t('lottery.issues.capped')}
        </Notice>
      )}
      <ServerList
        id={`lottery-issues:${from}:${to}`}
        scope={brandId ?? null}
        label={t('lottery.issues.title')}
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(r) => r.id}
        filters={[
          { id: 'game', label: t('lottery.game'), options: gameOptions },
          { id: 'status', label: t('lottery.status'), options: statuses.map((s) => ({ value: s, label: t(`lottery.statusFilters.${s}`) })) },
          { id: 'source', label: t('lottery.source'), options: (['rng', 'official'] as const).map((s) => ({ value: s, label: t(`lottery.sources.${s}`) })) },
        ]}
        defaultFilters={{ status: 'past' }}
        exportName="lottery-issues"
        refreshMs={30_000}
      />
      {cancelling && (
        <CancelIssueDialog
          issueId={cancelling.id}
          onClose={() => setCancelling(null)}
          onDone={(result) => {
            setFlash(cancelledText(result));
            setCancelling(null);
          }}
        />
      )}
      {entering && <ResultDialog issueId={entering.id} title={t('lottery.results.dialogTitle', { game: entering.gameName, numero: entering.numero })} onClose={() => setEntering(null)} />}
    </div>
  );
}
