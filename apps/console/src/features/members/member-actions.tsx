import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';
import { Button, Notice, TextAreaField, TextField } from '../../components/ui';
import { callOps, errorMessage } from '../../lib/api';
import { amountUnits, formatMoney, unitsToText } from '../../lib/format';
import { reasonOk } from '../payments/shared';

/** Everything the member page shows of one member: its profile and lists re-read after an action. */
export const memberKey = (id: number) => ['member', id] as const;
export const memberListKey = (id: number) => ['list', `member-${id}`] as const;

function ReasonField({ value, onChange, error, label }: { value: string; onChange: (v: string) => void; error: string | null; label: string }) {
  return <TextAreaField id="member-action-reason" label={label} rows={2} maxLength={140} value={value} onChange={(e) => onChange(e.target.value)} error={error} />;
}

/** Lock or unlock: what happens in words, a required reason (kept on the account and in the audit trail). */
export function LockDialog({ memberId, username, lock, onClose, onDone }: { memberId: number; username: string; lock: boolean; onClose: () => void; onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const action = useMutation({
    mutationFn: () => callOps(lock ? 'opLockMember' : 'opUnlockMember', { params: { id: memberId }, body: { reason: reason.trim() } }),
    onSuccess: async (value) => {
      await queryClient.invalidateQueries({ queryKey: memberKey(memberId) });
      onDone(value.changed ? t(lock ? 'members.actions.locked' : 'members.actions.unlocked', { member: username }) : t('members.actions.unchanged', { member: username }));
    },
  });
  const error = touched && !reasonOk(reason) ? t('members.actions.reasonRequired') : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (reasonOk(reason)) action.mutate();
  };
  return (
    <Dialog title={t(lock ? 'members.actions.lockTitle' : 'members.actions.unlockTitle', { member: username })} onClose={onClose} role="alertdialog">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">{t(lock ? 'members.actions.lockBody' : 'members.actions.unlockBody', { member: username })}</p>
        <ReasonField label={t('members.actions.reason')} value={reason} onChange={setReason} error={error} />
        {action.isError && <Notice tone="error">{errorMessage(action.error)}</Notice>}
        <Footer onClose={onClose} pending={action.isPending} danger={lock} label={t(lock ? 'members.actions.lock' : 'members.actions.unlock')} />
      </form>
    </Dialog>
  );
}

function Footer({ onClose, pending, danger, label, closeLabel }: { onClose: () => void; pending: boolean; danger?: boolean; label: string; closeLabel?: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" onClick={onClose}>
        {closeLabel ?? t('common.cancel')}
      </Button>
      <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={pending}>
        {pending ? t('common.working') : label}
      </Button>
    </div>
  );
}

/**
 * Password reset: a reason, then the temporary password the server answers once (never stored): shown
 * here with a copy button and a warning that it will not be shown again.
 */
export function ResetPasswordDialog({ memberId, username, onClose }: { memberId: number; username: string; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [copied, setCopied] = useState<boolean | null>(null);
  const reset = useMutation({
    mutationFn: () => callOps('opResetMemberPassword', { params: { id: memberId }, body: { reason: reason.trim() } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: memberKey(memberId) }),
  });
  const error = touched && !reasonOk(reason) ? t('members.actions.reasonRequired') : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (reasonOk(reason) && !reset.isPending && !reset.data) reset.mutate();
  };
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const temporary = reset.data?.temporaryPassword;
  return (
    <Dialog title={t('members.actions.resetTitle', { member: username })} onClose={onClose} role="alertdialog">
      {temporary ? (
        <div className="flex flex-col gap-4">
          <Notice tone="warning">{t('members.actions.resetOnce')}</Notice>
          <div className="flex items-center gap-2">
            <code data-testid="temporary-password" className="flex-1 rounded bg-slate-100 px-3 py-2 font-mono text-base break-all select-all">
              {temporary}
            </code>
            <Button variant="secondary" onClick={() => void copy(temporary)}>
              {t('members.actions.copy')}
            </Button>
          </div>
          {copied !== null && <p className="text-xs text-slate-600" role="status">{copied ? t('members.actions.copied') : t('members.actions.copyFailed')}</p>}
          <p className="text-sm text-slate-700">{t('members.actions.resetDone', { member: username })}</p>
          <div className="flex justify-end">
            <Button onClick={onClose}>{t('members.actions.resetClose')}</Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <p className="text-sm text-slate-700">{t('members.actions.resetBody', { member: username })}</p>
          <ReasonField label={t('members.actions.reason')} value={reason} onChange={setReason} error={error} />
          {reset.isError && <Notice tone="error">{errorMessage(reset.error)}</Notice>}
          <Footer onClose={onClose} pending={reset.isPending} danger label={t('members.actions.reset')} />
        </form>
      )}
    </Dialog>
  );
}

const amountPattern = /^-?\d{1,13}(\.\d{1,4})?$/;

/**
 * Adjust the balance: a signed amount (a credit or a debit), a reason, and for a credit an optional
 * turnover requirement (a multiple of the credit or a fixed amount to bet). The request id is made
 * once when the dialog opens, so a double click or a retry after a lost answer posts the adjustment
 * once (the server answers `duplicate` for the repeat).
 */
export function AdjustDialog({ memberId, username, onClose, onDone }: { memberId: number; username: string; onClose: () => void; onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [requestId] = useState(() => crypto.randomUUID());
  // A second submit while the first is on its way is ignored (the shared request id covers a retry after it).
  const inFlight = useRef(false);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [turnoverKind, setTurnoverKind] = useState<'none' | 'multiple' | 'amount'>('none');
  const [turnoverValue, setTurnoverValue] = useState('');
  const [touched, setTouched] = useState(false);
  const amountText = amount.trim();
  const amountValid = amountPattern.test(amountText) && !/^-?0+(\.0+)?$/.test(amountText);
  const credit = amountValid && !amountText.startsWith('-');
  const multipleValid = /^\d{1,4}(\.\d{1,2})?$/.test(turnoverValue.trim()) && Number(turnoverValue) > 0 && Number(turnoverValue) <= 1000;
  const turnoverAmountValid = /^\d{1,13}(\.\d{1,4})?$/.test(turnoverValue.trim()) && !/^0+(\.0+)?$/.test(turnoverValue.trim());
  const turnoverValid = turnoverKind === 'none' || !credit || (turnoverKind === 'multiple' ? multipleValid : turnoverAmountValid);
  const errors = {
    amount: touched && !amountValid ? t('members.adjust.amountInvalid') : null,
    reason: touched && !reasonOk(reason) ? t('members.actions.reasonRequired') : null,
    turnover: touched && !turnoverValid ? t(turnoverKind === 'multiple' ? 'members.adjust.multipleInvalid' : 'members.adjust.turnoverAmountInvalid') : null,
  };
  const adjust = useMutation({
    mutationFn: () =>
      callOps('opAdjust', {
        params: { id: memberId },
        body: {
          amount: amountText,
          reason: reason.trim(),
          requestId,
          ...(credit && turnoverKind === 'multiple' ? { turnover: { multiple: Number(turnoverValue.trim()) } } : {}),
          ...(credit && turnoverKind === 'amount' ? { turnover: { amount: turnoverValue.trim() } } : {}),
        },
      }),
    onSuccess: async (value) => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: memberKey(memberId) }), queryClient.invalidateQueries({ queryKey: memberListKey(memberId) })]);
      onDone(t('members.adjust.done', { member: username, balance: formatMoney(value.balance) }));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!amountValid || !reasonOk(reason) || !turnoverValid || inFlight.current) return;
    inFlight.current = true;
    adjust.mutate(undefined, { onSettled: () => (inFlight.current = false) });
  };
  let summary: ReactNode = null;
  if (amountValid) {
    summary = t(credit ? 'members.adjust.creditSummary' : 'members.adjust.debitSummary', { member: username, amount: formatMoney(amountText.replace(/^-/, '')) });
    if (credit && turnoverKind !== 'none' && turnoverValid) {
      // The bet the requirement asks: the credit times the multiple (two decimals at most), or the fixed amount; units, no floats.
      const needed = turnoverKind === 'multiple' ? (amountUnits(amountText) * BigInt(Math.round(Number(turnoverValue.trim()) * 100))) / 100n : amountUnits(turnoverValue.trim());
      summary = `${summary} ${t('members.adjust.turnoverSummary', { needed: formatMoney(unitsToText(needed)) })}`;
    }
  }
  return (
    <Dialog title={t('members.adjust.title', { member: username })} onClose={onClose} role="alertdialog">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField label={t('members.adjust.amount')} hint={t('members.adjust.amountHint')} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} error={errors.amount} />
        <ReasonField label={t('members.adjust.reason')} value={reason} onChange={setReason} error={errors.reason} />
        <fieldset className="flex flex-col gap-2" disabled={amountValid && !credit}>
          <legend className="text-sm font-medium text-slate-700">{t('members.adjust.turnover')}</legend>
          <div className="flex flex-wrap gap-4 text-sm">
            {(['none', 'multiple', 'amount'] as const).map((k) => (
              <label key={k} className="flex items-center gap-1.5">
                <input type="radio" name="turnover-kind" value={k} checked={turnoverKind === k} onChange={() => setTurnoverKind(k)} />
                {t(`members.adjust.turnoverKinds.${k}`)}
              </label>
            ))}
          </div>
          {turnoverKind !== 'none' && credit && (
            <TextField
              label={t(turnoverKind === 'multiple' ? 'members.adjust.multiple' : 'members.adjust.turnoverAmount')}
              hint={turnoverKind === 'multiple' ? t('members.adjust.multipleHint') : undefined}
              inputMode="decimal"
              value={turnoverValue}
              onChange={(e) => setTurnoverValue(e.target.value)}
              error={errors.turnover}
            />
          )}
          {amountValid && !credit && <p className="text-xs text-slate-500">{t('members.adjust.debitNoTurnover')}</p>}
        </fieldset>
        {summary && <Notice tone="info">{summary}</Notice>}
        {adjust.isError && <Notice tone="error">{errorMessage(adjust.error)}</Notice>}
        <Footer onClose={onClose} pending={adjust.isPending} label={t('members.adjust.submit')} />
      </form>
    </Dialog>
  );
}
