import type { ValueOf } from '@lotus/contract/endpoints';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerList, type ListColumn, type ListQuery } from '../../components/server-list';
import { Button, Notice, PageHeader } from '../../components/ui';
import { callOps } from '../../lib/api';
import { formatMoney, moneyToDecimal, useTimeText } from '../../lib/format';
import { useWorkingBrand } from '../../lib/working-brand';
import { can, useMe } from '../auth/use-me';
import { ProofThumbs } from './proofs';
import { ApprovalCell, approveAction, DecisionDialog, Member, StatusBadge, Time } from './shared';

export type DepositRow = ValueOf<'opDeposits'>['rows'][number];
const listId = 'deposits';

/** The queue's pages, narrowed to the working brand (`brandId`; undefined: every brand the operator sees). */
export const depositsFetcher = (brandId: number | undefined) => (q: ListQuery, signal: AbortSignal) =>
  callOps('opDeposits', { query: { status: q.filters.status || undefined, brandId, pageNo: q.pageNo, pageSize: q.pageSize }, signal });

const approvalCsv = (r: DepositRow) => (r.approval.twoStep ? (r.approval.firstApproval ? `2/2 ${r.approval.firstApproval.operator}` : '1/2') : '1/1');

/** Approve, first or second approval; a second approval this operator may not give shows why instead. */
function ApproveButton({ row, onClick }: { row: DepositRow; onClick: () => void }) {
  const { t } = useTranslation();
  const me = useMe().data;
  const action = approveAction(row.approval, me);
  const why = action.blocked === 'sameOperator' ? t('payments.blockedSame') : action.blocked === 'needsLarge' ? t('payments.blockedLarge') : undefined;
  return (
    <Button size="sm" onClick={onClick} disabled={action.blocked !== null} title={why} aria-label={`${t(`payments.${action.label}`)} #${row.id}`}>
      {t(`payments.${action.label}`)}
    </Button>
  );
}

/** The deposit queue: pending first by default; approve or reject each with a confirmation. */
export function DepositsPage() {
  const { t } = useTranslation();
  const me = useMe().data;
  const time = useTimeText();
  const brandId = useWorkingBrand().brand?.id;
  const fetchDeposits = useMemo(() => depositsFetcher(brandId), [brandId]);
  const mayDecide = can(me, 'payments.decide');
  const [deciding, setDeciding] = useState<{ row: DepositRow; approve: boolean } | null>(null);
  const [flash, setFlash] = useState<string | null>(null);

  const columns = useMemo<ListColumn<DepositRow>[]>(() => {
    const cols: ListColumn<DepositRow>[] = [
      { id: 'id', header: t('payments.id'), cell: (r) => r.id, csv: (r) => String(r.id), nowrap: true },
      { id: 'member', header: t('payments.member'), cell: (r) => <Member name={r.member} id={r.memberId} />, csv: (r) => r.member, nowrap: true },
      { id: 'amount', header: t('payments.amount'), cell: (r) => formatMoney(r.amount), csv: (r) => moneyToDecimal(r.amount), align: 'end', nowrap: true },
      { id: 'status', header: t('payments.status'), cell: (r) => <StatusBadge status={r.status} />, csv: (r) => t(`payments.statuses.${r.status}`) },
      { id: 'approval', header: t('payments.approval'), cell: (r) => <ApprovalCell approval={r.approval} status={r.status} />, csv: (r) => approvalCsv(r), nowrap: true },
      {
        id: 'proofs',
        header: t('payments.proofs'),
        cell: (r) => <ProofThumbs proofs={r.proofs} title={t('payments.proofsOf', { id: r.id, member: r.member })} />,
        csv: (r) => String(r.proofs.length),
        nowrap: true,
      },
      { id: 'channel', header: t('payments.channel'), cell: (r) => r.channel, csv: (r) => r.channel },
      { id: 'reference', header: t('payments.reference'), cell: (r) => r.reference || <span className="text-slate-400">—</span>, csv: (r) => r.reference },
      { id: 'createdAt', header: t('payments.created'), cell: (r) => <Time iso={r.createdAt} brandId={r.brandId} />, csv: (r) => time(r.createdAt, r.brandId), nowrap: true },
      { id: 'decidedAt', header: t('payments.decided'), cell: (r) => <Time iso={r.decidedAt} brandId={r.brandId} />, csv: (r) => time(r.decidedAt, r.brandId), nowrap: true },
      { id: 'reason', header: t('payments.reason'), cell: (r) => r.reason ?? '', csv: (r) => r.reason ?? '' },
    ];
    if (mayDecide) {
      cols.push({
        id: 'actions',
        header: t('list.actions'),
        stickyEnd: true,
        nowrap: true,
        cell: (r) =>
          r.status === 'pending' ? (
            <div className="flex gap-1.5">
              <ApproveButton row={r} onClick={() => setDeciding({ row: r, approve: true })} />
              <Button size="sm" variant="secondary" onClick={() => setDeciding({ row: r, approve: false })} aria-label={`${t('payments.reject')} #${r.id}`}>
                {t('payments.reject')}
              </Button>
            </div>
          ) : null,
      });
    }
    return cols;
  }, [t, time, mayDecide]);

  const statusOptions = (['pending', 'approved', 'rejected'] as const).map((s) => ({ value: s, label: t(`payments.statuses.${s}`) }));
  const row = deciding?.row;
  const step = row ? approveAction(row.approval, me).label : 'approve';

  return (
    <div>
      <PageHeader title={t('payments.depositsTitle')} intro={t('payments.depositsIntro')} />
      {flash && (
        <Notice tone="success" className="mb-3">
          {flash}
        </Notice>
      )}
      <ServerList
        id={listId}
        scope={brandId ?? null}
        label={t('payments.depositsTitle')}
        columns={columns}
        fetchPage={fetchDeposits}
        rowKey={(r) => String(r.id)}
        filters={[{ id: 'status', label: t('payments.status'), options: statusOptions }]}
        defaultFilters={{ status: 'pending' }}
        exportName="deposits"
        refreshMs={30_000}
      />
      {deciding && row && (
        <DecisionDialog
          title={t(deciding.approve ? 'payments.approveDepositTitle' : 'payments.rejectDepositTitle', { id: row.id })}
          body={
            deciding.approve && step === 'approveFirst'
              ? t('payments.approveFirstBody', { member: row.member, amount: formatMoney(row.amount) })
              : t(deciding.approve ? 'payments.approveDepositBody' : 'payments.rejectDepositBody', { member: row.member, amount: formatMoney(row.amount) })
          }
          confirmLabel={deciding.approve ? t(`payments.${step}`) : t('payments.reject')}
          danger={!deciding.approve}
          reasonLabel={deciding.approve ? undefined : t('payments.reasonLabel')}
          requireReason={!deciding.approve}
          refreshKey={['list', listId]}
          onConfirm={(reason) => callOps('opDecideDeposit', { params: { id: row.id }, body: { approve: deciding.approve, ...(reason ? { reason } : {}) } })}
          onClose={() => setDeciding(null)}
          onDone={() => {
            setFlash(t(deciding.approve ? (step === 'approveFirst' ? 'payments.decided_first' : 'payments.decided_approved') : 'payments.decided_rejected', { id: row.id }));
            setDeciding(null);
          }}
        />
      )}
    </div>
  );
}
