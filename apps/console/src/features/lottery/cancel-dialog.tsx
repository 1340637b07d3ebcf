import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ValueOf } from '@lotus/contract/endpoints';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';
import { Button, Notice, TextAreaField } from '../../components/ui';
import { callOps, errorMessage, errorValue, isApiError } from '../../lib/api';
import { formatMoney } from '../../lib/format';
import { lotteryKeys, useIssue } from './api';

type Cancelled = ValueOf<'opLotteryCancelIssue'>;
const reasonOk = (text: string) => text.trim().length >= 3 && text.trim().length <= 140;

/**
 * Confirms cancelling an issue: what happens (it is not drawn; its open orders get their stake back at
 * once), how many orders and how much, read fresh when the dialog opens, and a reason for the trail.
 * The server refunds each order once, whoever else cancels at the same time.
 */
export function CancelIssueDialog({ issueId, onClose, onDone }: { issueId: string; onClose: () => void; onDone: (result: Cancelled) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const issue = useIssue(issueId);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const cancel = useMutation({
    mutationFn: () => callOps('opLotteryCancelIssue', { params: { id: issueId }, body: { reason: reason.trim() } }),
    onSuccess: async (result) => {
      queryClient.setQueryData(lotteryKeys.issue(issueId), result.issue);
      await queryClient.invalidateQueries({ queryKey: ['list'] });
      onDone(result);
    },
    onError: (error) => {
      if (isApiError(error, 'request.state.invalid', 'lottery.issue.not.found')) {
        void queryClient.invalidateQueries({ queryKey: lotteryKeys.issue(issueId) });
        void queryClient.invalidateQueries({ queryKey: ['list'] });
      }
    },
  });
  const data = issue.data;
  const title = data ? t('lottery.cancel.title', { game: data.gameName, numero: data.numero }) : t('lottery.cancel.titlePlain');
  const reasonError = touched && !reasonOk(reason) ? t('lottery.cancel.reasonRequired') : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!reasonOk(reason)) return;
    cancel.mutate();
  };
  const refusal = cancel.isError
    ? isApiError(cancel.error, 'request.state.invalid')
      ? t('lottery.cancel.refusedState', { status: t(`lottery.statuses.${errorValue<{ status: 'open' | 'drawn' | 'settled' | 'void' }>(cancel.error).status ?? 'drawn'}`) })
      : isApiError(cancel.error, 'lottery.issue.not.found')
        ? t('lottery.cancel.refusedNotFound')
        : errorMessage(cancel.error)
    : null;

  return (
    <Dialog title={title} onClose={onClose} role="alertdialog">
      {issue.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t('app.loading')}
        </p>
      ) : issue.isError ? (
        <Notice tone="error">{errorMessage(issue.error)}</Notice>
      ) : data!.status !== 'open' ? (
        <Notice tone="info">{t('lottery.cancel.notOpen', { status: t(`lottery.statuses.${data!.status}`) })}</Notice>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <div className="flex flex-col gap-2 text-sm text-slate-700">
            <p>{data!.open.orders > 0 ? t('lottery.cancel.body', { count: data!.open.orders, bets: t('lottery.betCount', { count: data!.open.bets }), amount: formatMoney(data!.open.amount) }) : t('lottery.cancel.bodyEmpty')}</p>
            {data!.phase === 'selling' && <p className="text-amber-800">{t('lottery.cancel.stillSelling')}</p>}
            <p className="font-medium">{t('lottery.cancel.final')}</p>
          </div>
          <TextAreaField
            id="cancel-reason"
            label={t('lottery.cancel.reason')}
            rows={3}
            maxLength={140}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            onBlur={() => setTouched(true)}
            error={reasonError}
          />
          {refusal && <Notice tone="error">{refusal}</Notice>}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('lottery.cancel.keep')}
            </Button>
            <Button type="submit" variant="danger" disabled={cancel.isPending}>
              {cancel.isPending ? t('common.working') : t('lottery.cancel.confirm')}
            </Button>
          </div>
        </form>
      )}
      {data && data.status !== 'open' && (
        <div className="mt-4 flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
        </div>
      )}
    </Dialog>
  );
}

/** The line the page shows after a cancel: what was refunded, or that someone had cancelled it already. */
export function useCancelledText(): (result: Cancelled) => string {
  const { t } = useTranslation();
  return (result) => {
    const { issue, refunded } = result;
    if (result.duplicate) return t('lottery.cancel.duplicate', { numero: issue.numero, by: issue.voided?.by ?? t('lottery.cancel.system') });
    return refunded.orders > 0
      ? t('lottery.cancel.done', { numero: issue.numero, count: refunded.orders, amount: formatMoney(refunded.amount) })
      : t('lottery.cancel.doneEmpty', { numero: issue.numero });
  };
}
