import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '../../components/dialog';
import { Badge, Button, Notice, TextAreaField } from '../../components/ui';
import { errorMessage, isApiError } from '../../lib/api';
import { Time } from '../../components/time';
import { can, useMe } from '../auth/use-me';

type Status = 'pending' | 'approved' | 'rejected' | 'paid' | 'received' | 'not_received';
const tones: Record<Status, 'warning' | 'success' | 'danger' | 'info' | 'neutral'> = {
  pending: 'warning',
  approved: 'success',
  paid: 'info',
  received: 'success',
  rejected: 'danger',
  not_received: 'danger',
};

export function StatusBadge({ status }: { status: Status }) {
  const { t } = useTranslation();
  return <Badge tone={tones[status]}>{t(`payments.statuses.${status}`)}</Badge>;
}

export { Time };

/** A queue row's member: a link to their page (balance, ledger, turnover) for operators who may see members. */
export function Member({ name, id }: { name: string; id: number }) {
  const me = useMe();
  return (
    <span>
      {can(me.data, 'members.view') ? (
        <Link to={`/members/${id}`} className="font-medium text-indigo-700 hover:underline">
          {name}
        </Link>
      ) : (
        <span className="font-medium">{name}</span>
      )}{' '}
      <span className="text-xs text-slate-500">#{id}</span>
    </span>
  );
}

/** The reason the contract takes: 3 to 140 characters once trimmed (what a waiver needs; rejections take up to 140). */
export const reasonOk = (text: string) => text.trim().length >= 3 && text.trim().length <= 140;

/**
 * Confirms a decision that moves money and cannot be undone: what happens in words, a reason where one
 * is required (a refusal tells the member why), the server's refusal shown in place. A decision someone
 * else took first (`request.state.invalid`) refreshes the queue.
 */
export function DecisionDialog({
  title,
  body,
  confirmLabel,
  danger,
  reasonLabel,
  requireReason,
  onConfirm,
  onClose,
  onDone,
  refreshKey,
}: {
  title: string;
  body: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  reasonLabel?: string;
  requireReason?: boolean;
  onConfirm: (reason: string | undefined) => Promise<unknown>;
  onClose: () => void;
  onDone: () => void;
  /** The query keys the decision changes (its queue). */
  refreshKey: readonly unknown[];
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const decide = useMutation({
    mutationFn: () => onConfirm(reason.trim() || undefined),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: refreshKey });
      onDone();
    },
    onError: (error) => {
      if (isApiError(error, 'request.state.invalid', 'not.found')) void queryClient.invalidateQueries({ queryKey: refreshKey });
    },
  });
  const reasonError = requireReason && touched && !reasonOk(reason) ? t('payments.reasonRequired') : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (requireReason && !reasonOk(reason)) return;
    decide.mutate();
  };
  return (
    <Dialog title={title} onClose={onClose} role="alertdialog">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="text-sm text-slate-700">{body}</div>
        {reasonLabel && (
          <TextAreaField
            id="decision-reason"
            label={reasonLabel}
            rows={3}
            maxLength={140}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            onBlur={() => setTouched(true)}
            error={reasonError}
          />
        )}
        {decide.isError && <Notice tone="error">{errorMessage(decide.error)}</Notice>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={decide.isPending}>
            {decide.isPending ? t('common.working') : confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export type Approval = { twoStep: boolean; firstApproval: { operatorId: number; operator: string; at: string } | null };

/** Where a row stands in its approval: one step, or step 1 or 2 of 2 with who approved first. */
export function ApprovalCell({ approval, status }: { approval: Approval; status: string }) {
  const { t } = useTranslation();
  if (!approval.twoStep) return <span className="text-slate-400">{t('payments.oneStep')}</span>;
  if (!approval.firstApproval) return <Badge tone="warning">{t('payments.step1')}</Badge>;
  return (
    <span className="flex flex-col items-start gap-0.5">
      <Badge tone={status === 'pending' ? 'info' : 'neutral'}>{status === 'pending' ? t('payments.step2') : t('payments.twoApprovals')}</Badge>
      <span className="text-xs whitespace-nowrap text-slate-600">{t('payments.firstBy', { operator: approval.firstApproval.operator })}</span>
      <span className="text-xs whitespace-nowrap text-slate-500">
        <Time iso={approval.firstApproval.at} />
      </span>
    </span>
  );
}

/** The approve button's label and whether this operator may press it now. */
export function approveAction(approval: Approval, me: { id: number; permissions: readonly string[] } | undefined): { label: 'approve' | 'approveFirst' | 'approveSecond'; blocked: 'sameOperator' | 'needsLarge' | null } {
  if (!approval.firstApproval) return { label: approval.twoStep ? 'approveFirst' : 'approve', blocked: null };
  if (me && approval.firstApproval.operatorId === me.id) return { label: 'approveSecond', blocked: 'sameOperator' };
  if (me && !me.permissions.includes('payments.approve_large')) return { label: 'approveSecond', blocked: 'needsLarge' };
  return { label: 'approveSecond', blocked: null };
}
