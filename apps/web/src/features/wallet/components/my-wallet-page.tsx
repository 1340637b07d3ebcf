import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { TextField } from '../../../components/ui/text-field';
import { callApi, errorMessage } from '../../../lib/api-client';
import { FormAlert } from '../../auth/components/form-alert';
import { useSessionStore } from '../../session/stores/session-store';
import { merchantWalletQuery, useRefreshWallet } from '../api/wallet-queries';
import { balanceQueryOptions } from '../hooks/use-balance';
import { amountUnits, wireAmount } from '../lib/amount';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import { Card, Loading, Money, Notice } from './wallet-ui';

export function useWalletName(): (id: string) => string {
  const { t } = useTranslation();
  return (id) => (id === 'main' ? t('wallet.mainWallet') : id.startsWith('game:') ? t('wallet.gameWallet', { vendor: id.slice(5) }) : id);
}

/** "My wallet" (transferFund): the balance of each wallet, and transfers between them on transfer-wallet brands. */
export function MyWalletPage() {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const balance = useQuery(balanceQueryOptions(token));
  const wallets = useQuery(merchantWalletQuery());
  const walletName = useWalletName();

  if (balance.isPending || wallets.isPending) return <Loading />;
  if (balance.isError) return <FormAlert message={errorMessage(balance.error)} />;
  if (wallets.isError) return <FormAlert message={errorMessage(wallets.error)} />;
  const b = balance.data;
  const ids = wallets.data.wallets.length ? wallets.data.wallets : ['main'];
  const availOf = (id: string) => b.balance.find((x) => x.accountTypeId === id)?.availBalance ?? '0.0000';

  return (
    <div className="flex flex-col gap-4">
      <div className="rounded-2xl bg-gradient-to-br from-gold-400/25 via-ink-800 to-ink-900 p-5 ring-1 ring-gold-300/20">
        <p className="flex items-center gap-2 text-sm text-ink-200">
          <Icon name="wallet" className="size-4.5 text-gold-300" />
          {t('wallet.totalBalance')}
        </p>
        <p className="mt-1 text-3xl font-bold text-gold-100">
          <Money amount={b.sumBalance} />
        </p>
        <p className="mt-1 text-xs text-ink-400">{t('wallet.currency', { currency: b.currency })}</p>
      </div>
      <Card title={t('wallet.wallets')}>
        <ul className="divide-y divide-white/5">
          {ids.map((id) => (
            <li key={id} className="flex items-center justify-between gap-3 py-2.5 text-sm">
              <span className="text-ink-200">{walletName(id)}</span>
              <Money amount={availOf(id)} className="font-semibold text-ink-50" />
            </li>
          ))}
        </ul>
      </Card>
      {wallets.data.isSingle ? (
        <Notice tone="info">{t('wallet.singleWalletNote')}</Notice>
      ) : (
        <TransferForm wallets={ids} />
      )}
    </div>
  );
}

function TransferForm({ wallets }: { wallets: string[] }) {
  const { t } = useTranslation();
  const walletName = useWalletName();
  const refresh = useRefreshWallet();
  const transferKey = useIdempotencyKey();
  const [from, setFrom] = useState('main');
  const [to, setTo] = useState(wallets.find((w) => w !== 'main') ?? 'main');
  const [amount, setAmount] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const transfer = useMutation({
    mutationFn: (request: { from: string; to: string; amount: string }) =>
      transferKey.run(`${request.from}|${request.to}|${request.amount}`, (clientTransferId) => ({ ...request, clientTransferId }), (body) => callApi('walletTransfer', { body })),
    onSuccess: () => {
      setAmount('');
      setDone(true);
      void refresh();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const units = amountUnits(amount);
    if (units === null) return setFieldError(t('wallet.amountInvalid'));
    if (from === to) return setFieldError(t('wallet.sameWallet'));
    setFieldError(null);
    const wire = wireAmount(units);
    transfer.mutate({ from, to, amount: wire });
  };

  const select = 'h-11 w-full rounded-xl border border-white/10 bg-ink-950/60 px-3 text-sm text-ink-50 outline-none focus:border-gold-300';
  return (
    <Card title={t('wallet.transferTitle')}>
      <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <div className="grid grid-cols-[1fr_auto_1fr] items-end gap-2">
          <label className="flex flex-col gap-1.5 text-sm font-medium text-ink-200">
            {t('wallet.from')}
            <select className={select} value={from} onChange={(e) => setFrom(e.target.value)}>
              {wallets.map((w) => (
                <option key={w} value={w}>
                  {walletName(w)}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            onClick={() => {
              setFrom(to);
              setTo(from);
            }}
            aria-label={t('wallet.swap')}
            className="mb-1 grid size-9 place-items-center rounded-full bg-white/5 text-gold-300 hover:bg-white/10"
          >
            <Icon name="transfer" className="size-4.5" />
          </button>
          <label className="flex flex-col gap-1.5 text-sm font-medium text-ink-200">
            {t('wallet.to')}
            <select className={select} value={to} onChange={(e) => setTo(e.target.value)}>
              {wallets.map((w) => (
                <option key={w} value={w}>
                  {walletName(w)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <TextField label={t('wallet.amount')} inputMode="decimal" dir="ltr" value={amount} onChange={(e) => setAmount(e.target.value)} error={fieldError ?? undefined} autoComplete="off" />
        {transfer.isError ? <FormAlert message={errorMessage(transfer.error)} /> : null}
        {done ? <Notice>{t('wallet.transferDone')}</Notice> : null}
        <Button type="submit" disabled={transfer.isPending}>
          {transfer.isPending ? t('wallet.submitting') : t('wallet.transferSubmit')}
        </Button>
      </form>
    </Card>
  );
}
