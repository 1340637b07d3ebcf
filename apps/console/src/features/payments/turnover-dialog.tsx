import { useQuery } from '@tanstack/react-query';
import type { ValueOf } from '@lotus/contract/endpoints';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';
import { ServerList, type ListColumn, type ListQuery } from '../../components/server-list';
import { Badge, Button, Notice } from '../../components/ui';
import { callOps, errorMessage } from '../../lib/api';
import { amountUnits, formatMoney, moneyToDecimal, unitsToText, useTimeText } from '../../lib/format';
import { DecisionDialog, Time } from './shared';

type Requirement = ValueOf<'opMemberTurnover'>['rows'][number];

const left = (r: Requirement) => {
  const rest = amountUnits(r.required) - amountUnits(r.done);
  return unitsToText(rest > 0n ? rest : 0n);
};

/**
 * A member's turnover requirements (opening on the open ones): what they must still bet before a
 * withdrawal, and a waiver with a reason for operators allowed to give one.
 */
export function TurnoverDialog({ memberId, member, mayWaive, onClose }: { memberId: number; member: string; mayWaive: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const time = useTimeText();
  const [waiving, setWaiving] = useState<Requirement | null>(null);
  const [flash, setFlash] = useState<string | null>(null);
  const listId = `turnover-${memberId}`;
  const summary = useQuery({
    queryKey: ['list', listId, 'summary'],
    queryFn: ({ signal }) => callOps('opMemberTurnover', { params: { id: memberId }, query: { status: 'open', pageSize: 1 }, signal }),
  });
  const fetchPage = useMemo(
    () => (q: ListQuery, signal: AbortSignal) =>
      callOps('opMemberTurnover', { params: { id: memberId }, query: { status: (q.filters.status || undefined) as Requirement['status'] | undefined, pageNo: q.pageNo, pageSize: q.pageSize }, signal }),
    [memberId],
  );

  const columns = useMemo<ListColumn<Requirement>[]>(() => {
    const cols: ListColumn<Requirement>[] = [
      { id: 'source', header: t('turnover.source'), cell: (r) => t(`turnover.sources.${r.source}`), csv: (r) => r.source },
      { id: 'base', header: t('turnover.base'), cell: (r) => formatMoney(r.baseAmount), csv: (r) => moneyToDecimal(r.baseAmount), align: 'end', nowrap: true },
      { id: 'multiple', header: t('turnover.multiple'), cell: (r) => (r.multiple === null ? t('turnover.fixed') : `${r.multiple}×`), csv: (r) => (r.multiple === null ? '' : String(r.multiple)), nowrap: true },
      { id: 'required', header: t('turnover.required'), cell: (r) => formatMoney(r.required), csv: (r) => moneyToDecimal(r.required), align: 'end', nowrap: true },
      { id: 'done', header: t('turnover.done'), cell: (r) => formatMoney(r.done), csv: (r) => moneyToDecimal(r.done), align: 'end', nowrap: true },
      { id: 'status', header: t('payments.status'), cell: (r) => <Badge tone={r.status === 'open' ? 'warning' : r.status === 'met' ? 'success' : 'neutral'}>{t(`turnover.statuses.${r.status}`)}</Badge>, csv: (r) => t(`turnover.statuses.${r.status}`) },
      { id: 'createdAt', header: t('turnover.created'), cell: (r) => <Time iso={r.createdAt} />, csv: (r) => time(r.createdAt), nowrap: true },
    ];
    if (mayWaive) {
      cols.push({
        id: 'actions',
        header: t('list.actions'),
        stickyEnd: true,
        cell: (r) =>
          r.status === 'open' ? (
            <Button size="sm" variant="secondary" onClick={() => setWaiving(r)}>
              {t('turnover.waive')}
            </Button>
          ) : null,
      });
    }
    return cols;
  }, [t, time, mayWaive]);

  const open = summary.data?.open;
  return (
    <Dialog title={t('turnover.title', { member })} onClose={onClose} wide>
      <p className="text-sm text-slate-600">{t('turnover.intro', { member })}</p>
      <div className="my-3 flex flex-col gap-2">
        {summary.isError && <Notice tone="error">{errorMessage(summary.error)}</Notice>}
        {summary.data && (
          <Notice tone={open ? 'warning' : 'info'}>
            {open ? t('turnover.openSummary', { count: open.count, done: formatMoney(open.done), needed: formatMoney(open.needed) }) : t('turnover.noneOpen')}{' '}
            {summary.data.withdrawWithOpen ? t('turnover.brandAllows') : t('turnover.brandBlocks')}
          </Notice>
        )}
        {flash && <Notice tone="success">{flash}</Notice>}
      </div>
      <ServerList
        id={listId}
        label={t('turnover.title', { member })}
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(r) => r.id}
        filters={[{ id: 'status', label: t('payments.status'), options: (['open', 'met', 'waived'] as const).map((s) => ({ value: s, label: t(`turnover.statuses.${s}`) })) }]}
        defaultFilters={{ status: 'open' }}
        pageSizes={[20, 50, 100]}
        stateIn="local"
      />
      <div className="mt-4 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('common.close')}
        </Button>
      </div>
      {waiving && (
        <DecisionDialog
          title={t('turnover.waiveTitle')}
          body={t('turnover.waiveBody', { member, left: formatMoney(left(waiving)), source: t(`turnover.sources.${waiving.source}`) })}
          confirmLabel={t('turnover.waive')}
          danger
          reasonLabel={t('turnover.waiveReason')}
          requireReason
          refreshKey={['list', listId]}
          onConfirm={(reason) => callOps('opWaiveTurnover', { params: { id: waiving.id }, body: { reason: reason ?? '' } })}
          onClose={() => setWaiving(null)}
          onDone={() => {
            setFlash(t('turnover.waived'));
            setWaiving(null);
          }}
        />
      )}
    </Dialog>
  );
}
