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
import { TurnoverDialog } from './turnover-dialog';

export type WithdrawalRow = ValueOf<'opWithdrawals'>['rows'][number];
const listId = 'withdrawals';

/** The queue's pages, narrowed to the working brand (`brandId`; undefined: every brand the operator sees). */
export const withdrawalsFetcher = (brandId: number | undefined) => (q: ListQuery, signal: AbortSignal) =>
  callOps('opWithdrawals', { query: { status: q.filters.status || undefined, brandId, pageNo: q.pageNo, pageSize: q.pageSize }, signal });

/** Pay (one step or the second approval) or give the first approval; a second this operator may not give shows why. */
function PayButton({ row, onClick }: { row: WithdrawalRow; onClick: () => void }) {
  const { t } = useTranslation();
  const me = useMe().data;
  const action = approveAction(row.approval, me);
  const label = action.label === 'approveFirst' ? t('payments.approveFirst') : t('payments.pay');
  const why = action.blocked === 'sameOperator' ? t('payments.blockedSame') : action.blocked === 'needsLarge' ? t('payments.blockedLarge') : undefined;
  return (
    <Button size="sm" onClick={onClick} disabled={action.blocked !== null} title={why} aria-label={`${label} #${row.id}`}>
      {label}
    </Button>
  );
}

/** The withdrawal queue: pay or reject pending requests; a member's open turnover requirements from their row. */
export function WithdrawalsPage() {
  const { t } = useTranslation();
  const me = useMe().data;
  const time = useTimeText();
  const brandId = useWorkingBrand().brand?.id;
  const fetchWithdrawals = useMemo(() => withdrawalsFetcher(brandId), [brandId]);
  const mayDecide = can(me, 'payments.decide');
  const mayTurnover = can(me, 'turnover.view');
  const [deciding, setDeciding] = useState<{ row: WithdrawalRow; approve: boolean } | null>(null);
  const [turnoverOf, setTurnoverOf] = useState<WithdrawalRow | null>(null);
  const [flash, setFlash] = useState<string | null>(null);

  const columns = useMemo<ListColumn<WithdrawalRow>[]>(() => {
    const cols: ListColumn<WithdrawalRow>[] = [
      { id: 'id', header: t('payments.id'), cell: (r) => r.id, csv: (r) => String(r.id), nowrap: true },
      { id: 'member', header: t('payments.member'), cell: (r) => <Member name={r.member} id={r.memberId} />, csv: (r) => r.member, nowrap: true },
      { id: 'amount', header: t('payments.amount'), cell: (r) => formatMoney(r.amount), csv: (r) => moneyToDecimal(r.amount), align: 'end', nowrap: true },
      { id: 'card', header: t('payments.card'), cell: (r) => <span className="font-mono text-xs">{r.card}</span>, csv: (r) => r.card, nowrap: true },
      { id: 'status', header: t('payments.status'), cell: (r) => <StatusBadge status={r.status} />, csv: (r) => t(`payments.statuses.${r.status}`) },
      { id: 'approval', header: t('payments.approval'), cell: (r) => <ApprovalCell approval={r.approval} status={r.status} />, csv: (r) => (r.approval.twoStep ? (r.approval.firstApproval ? `2/2 ${r.approval.firstApproval.operator}` : '1/2') : '1/1'), nowrap: true },
      { id: 'proofs', header: t('payments.memberProofs'), cell: (r) => <ProofThumbs proofs={r.proofs} title={t('payments.withdrawalProofsOf', { id: r.id, member: r.member })} />, csv: (r) => String(r.proofs.length), nowrap: true },
      { id: 'createdAt', header: t('payments.created'), cell: (r) => <Time iso={r.createdAt} brandId={r.brandId} />, csv: (r) => time(r.createdAt, r.brandId), nowrap: true },
      { id: 'paidAt', header: t('payments.paidAt'), cell: (r) => <Time iso={r.paidAt} brandId={r.brandId} />, csv: (r) => time(r.paidAt, r.brandId), nowrap: true },
      { id: 'reason', header: t('payments.reason'), cell: (r) => r.reason ?? '', csv: (r) => r.reason ?? '' },
    ];
    if (mayDecide || mayTurnover) {
      cols.push({
        id: 'actions',
        header: t('list.actions'),
        stickyEnd: true,
        nowrap: true,
        cell: (r) => (
          <div className="flex gap-1.5">
            {mayDecide && r.status === 'pending' && (
              <>
                <PayButton row={r} onClick={() => setDeciding({ row: r, approve: true })} />
                <Button size="sm" variant="secondary" onClick={() => setDeciding({ row: r, approve: false })} aria-label={`${t('payments.reject')} #${r.id}`}>
                  {t('payments.reject')}
                </Button>
              </>
            )}
            {mayTurnover && (
              <Button size="sm" variant="ghost" onClick={() => setTurnoverOf(r)} aria-label={`${t('payments.turnover')}: ${r.member}`}>
                {t('payments.turnover')}
              </Button>
            )}
          </div>
        ),
      });
    }
    return cols;
  }, [t, time, mayDecide, mayTurnover]);

  const statusOptions = (['pending', 'paid', 'received', 'not_received', 'rejected'] as const).map((s) => ({ value: s, label: t(`payments.statuses.${s}`) }));
  const row = deciding?.row;
  const step = row ? approveAction(row.approval, me).label : 'approve';

  return (
    <div>
      <PageHeader title={t('payments.withdrawalsTitle')} />
      {flash && (
        <Notice tone="success" className="mb-3">
          {flash}
        </Notice>
      )}
      <ServerList
        id={listId}
        scope={brandId ?? null}
        label={t('payments.withdrawalsTitle')}
        columns={columns}
        fetchPage={fetchWithdrawals}
        rowKey={(r) => String(r.id)}
        filters={[{ id: 'status', label: t('payments.status'), options: statusOptions }]}
        defaultFilters={{ status: 'pending' }}
        exportName="withdrawals"
        refreshMs={30_000}
      />
      {deciding && row && (
        <DecisionDialog
          title={t(deciding.approve ? 'payments.payWithdrawalTitle' : 'payments.rejectWithdrawalTitle', { id: row.id })}
          body={
            deciding.approve && step === 'approveFirst'
              ? t('payments.payFirstBody', { member: row.member, amount: formatMoney(row.amount) })
              : t(deciding.approve ? 'payments.payWithdrawalBody' : 'payments.rejectWithdrawalBody', { member: row.member, amount: formatMoney(row.amount), card: row.card })
          }
          confirmLabel={deciding.approve ? t(step === 'approveFirst' ? 'payments.approveFirst' : 'payments.pay') : t('payments.reject')}
          danger={!deciding.approve}
          reasonLabel={deciding.approve ? undefined : t('payments.reasonLabel')}
          requireReason={!deciding.approve}
          refreshKey={['list', listId]}
          onConfirm={(reason) => callOps('opDecideWithdrawal', { params: { id: row.id }, body: { approve: deciding.approve, ...(reason ? { reason } : {}) } })}
          onClose={() => setDeciding(null)}
          onDone={() => {
            setFlash(t(deciding.approve ? (step === 'approveFirst' ? 'payments.withdrawalDecided_first' : 'payments.withdrawalDecided_paid') : 'payments.withdrawalDecided_rejected', { id: row.id }));
            setDeciding(null);
          }}
        />
      )}
      {turnoverOf && <TurnoverDialog memberId={turnoverOf.memberId} member={turnoverOf.member} mayWaive={can(me, 'turnover.waive')} onClose={() => setTurnoverOf(null)} />}
    </div>
  );
}
