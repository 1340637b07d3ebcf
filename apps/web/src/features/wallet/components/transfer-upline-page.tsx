import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { TextField } from '../../../components/ui/text-field';
import { callApi, errorMessage } from '../../../lib/api-client';
import { FormAlert } from '../../auth/components/form-alert';
import { memberInfoQueryOptions } from '../../session/api/get-member-info';
import { useSessionStore } from '../../session/stores/session-store';
import { useRefreshWallet } from '../api/wallet-queries';
import { balanceQueryOptions } from '../hooks/use-balance';
import { amountUnits, wireAmount } from '../lib/amount';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import { Card, Loading, Money, Notice } from './wallet-ui';

/** Transfer to upline (transferUpline): from the main wallet to the member's upline, with the payment password. */
export function TransferUplinePage() {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const info = useQuery(memberInfoQueryOptions(token));
  const balance = useQuery(balanceQueryOptions(token));
  const refresh = useRefreshWallet();
  const transferKey = useIdempotencyKey();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ amount?: string; password?: string }>({});
  const [done, setDone] = useState<string | null>(null);
  const send = useMutation({
    // The password is part of the request: only the right one can move money, so a retyped one is a new request.
    mutationFn: (request: { amount: string; paymentPassword: string }) =>
      transferKey.run(`${request.amount}|${request.paymentPassword}`, (clientTransferId) => ({ ...request, clientTransferId }), (body) => callApi('transferUpline', { body })),
    onSuccess: (value) => {
      setDone(value.upline);
      setAmount('');
      setPassword('');
      void refresh();
    },
  });

  if (info.isPending) return <Loading />;
  if (info.isError) return <FormAlert message={errorMessage(info.error)} />;
  if (!info.data.toUpline) return <EmptyState icon="transfer" title={t('wallet.upline.none')} description={t('wallet.upline.noneText')} />;
  const main = balance.data?.balance.find((b) => b.accountTypeId === 'main')?.availBalance ?? balance.data?.sumBalance;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const units = amountUnits(amount);
    const next: typeof fieldErrors = {};
    if (units === null) next.amount = t('wallet.amountInvalid');
    if (!/^\d{6}$/.test(password)) next.password = t('wallet.password.sixDigits');
    setFieldErrors(next);
    if (units === null || Object.keys(next).length) return;
    setDone(null);
    const wire = wireAmount(units);
    send.mutate({ amount: wire, paymentPassword: password });
  };

  return (
    <div className="flex flex-col gap-4">
      <Card>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-ink-400">{t('wallet.upline.to')}</dt>
            <dd className="mt-0.5 truncate font-semibold text-ink-50">{info.data.toUpline}</dd>
          </div>
          <div className="text-end">
            <dt className="text-ink-400">{t('wallet.mainWallet')}</dt>
            <dd className="mt-0.5 font-semibold text-gold-100">
              <Money amount={main} />
            </dd>
          </div>
        </dl>
      </Card>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <TextField label={t('wallet.amount')} inputMode="decimal" dir="ltr" value={amount} onChange={(e) => setAmount(e.target.value)} error={fieldErrors.amount} autoComplete="off" requiredMark />
        <TextField label={t('wallet.password.payment')} type="password" inputMode="numeric" maxLength={6} dir="ltr" value={password} onChange={(e) => setPassword(e.target.value)} error={fieldErrors.password} autoComplete="off" requiredMark />
        {send.isError ? <FormAlert message={errorMessage(send.error)} /> : null}
        {done ? <Notice>{t('wallet.upline.done', { upline: done })}</Notice> : null}
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('wallet.submitting') : t('wallet.upline.submit')}
        </Button>
      </form>
    </div>
  );
}
