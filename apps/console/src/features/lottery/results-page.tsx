import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ServerList, type ListColumn, type ListQuery } from '../../components/server-list';
import { Badge, Button, Notice, PageHeader } from '../../components/ui';
import { formatMoney, moneyToDecimal, useTimeText } from '../../lib/format';
import { useBrandCode, useWorkingBrand } from '../../lib/working-brand';
import { can, useMe } from '../auth/use-me';
import { Time } from '../payments/shared';
import { fetchIssues, type LotteryIssue } from './api';
import { useGameOptions } from './issues-page';
import { ResultDialog } from './result-entry';
import { GameName } from './shared';

const noDays = { from: '', to: '' };
const dueFetcher = (brandId: number | undefined) => (q: ListQuery, signal: AbortSignal) => fetchIssues(q, noDays, signal, { status: 'due', source: 'official', sort: 'drawAt', brandId });

/**
 * The results queue: issues of official-schedule games whose draw time has passed and that have no
 * result yet, oldest first. Two different operators enter the result from the official source; when
 * their entries agree it is taken, the issue is drawn and its bets settle.
 */
export function LotteryResultsPage() {
  const { t } = useTranslation();
  const me = useMe().data;
  const time = useTimeText();
  const brandCode = useBrandCode();
  const brandId = useWorkingBrand().brand?.id;
  const fetchDue = useMemo(() => dueFetcher(brandId), [brandId]);
  const { options, severalBrands } = useGameOptions((g) => g.drawSource === 'official');
  const mayEnter = can(me, 'lottery.results');
  const [entering, setEntering] = useState<LotteryIssue | null>(null);

  const columns = useMemo<ListColumn<LotteryIssue>[]>(() => {
    const cols: ListColumn<LotteryIssue>[] = [
      { id: 'game', header: t('lottery.game'), cell: (r) => <GameName name={r.gameName} code={r.gameCode} />, csv: (r) => r.gameCode },
      ...(severalBrands ? [{ id: 'brand', header: t('lottery.brand'), cell: (r: LotteryIssue) => brandCode(r.brandId), csv: (r: LotteryIssue) => brandCode(r.brandId), nowrap: true }] : []),
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
      { id: 'drawAt', header: t('lottery.drawAt'), cell: (r) => <Time iso={r.drawAt} brandId={r.brandId} />, csv: (r) => time(r.drawAt, r.brandId), nowrap: true },
      {
        id: 'entries',
        header: t('lottery.results.entries'),
        cell: (r) => <Badge tone={r.entries === 0 ? 'neutral' : r.entries === 1 ? 'warning' : 'danger'}>{r.entries === 0 ? t('lottery.results.entriesNone') : r.entries === 1 ? t('lottery.results.entriesOne') : t('lottery.results.entriesMany', { count: r.entries })}</Badge>,
        csv: (r) => String(r.entries),
        nowrap: true,
      },
      { id: 'orders', header: t('lottery.orders'), cell: (r) => r.orders, csv: (r) => String(r.orders), align: 'end' },
      { id: 'stake', header: t('lottery.stake'), cell: (r) => formatMoney(r.stake), csv: (r) => moneyToDecimal(r.stake), align: 'end', nowrap: true },
    ];
    if (mayEnter) {
      cols.push({
        id: 'actions',
        header: t('list.actions'),
        stickyEnd: true,
        nowrap: true,
        cell: (r) => (
          <Button size="sm" onClick={() => setEntering(r)} aria-label={t('lottery.results.enterFor', { numero: r.numero })}>
            {t('lottery.results.enter')}
          </Button>
        ),
      });
    }
    return cols;
  }, [t, time, brandCode, mayEnter, severalBrands]);

  return (
    <div>
      <PageHeader title={t('lottery.results.title')} intro={t('lottery.results.intro')} />
      {!mayEnter && (
        <Notice tone="info" className="mb-3">
          {t('lottery.results.viewOnly')}
        </Notice>
      )}
      <ServerList
        id="lottery-results"
        scope={brandId ?? null}
        label={t('lottery.results.title')}
        columns={columns}
        fetchPage={fetchDue}
        rowKey={(r) => r.id}
        filters={[{ id: 'game', label: t('lottery.game'), options }]}
        exportName="lottery-results-due"
        refreshMs={30_000}
      />
      {entering && <ResultDialog issueId={entering.id} title={t('lottery.results.dialogTitle', { game: entering.gameName, numero: entering.numero })} onClose={() => setEntering(null)} />}
    </div>
  );
}
