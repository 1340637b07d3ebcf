import { useMutation, useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { channelSchema } from '@lotus/contract/payments';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { Tabs } from '../../../components/ui/tabs';
import { TextField } from '../../../components/ui/text-field';
import { callApi, errorMessage } from '../../../lib/api-client';
import { uploadProof } from '../../../lib/upload';
import { FormAlert } from '../../auth/components/form-alert';
import { BrandTime, ZoneNote } from '../../system/components/brand-time';
import { channelsQuery, depositsQuery, useRefreshWallet } from '../api/wallet-queries';
import { amountUnits, safeUnits, wireAmount } from '../lib/amount';
import { Card, CopyButton, Loading, Money, Notice, Pagination, ProofPicker, StatusBadge } from './wallet-ui';

type Channel = z.infer<typeof channelSchema>;

/** Where the member pays an online deposit; a seam so tests can watch it. */
export const paymentRedirect = { go: (url: string) => window.location.assign(url) };

/** Deposit (depositv2): the brand's channels, the deposit form, and the deposit history. */
export function DepositPage({ initialTab }: { initialTab?: string }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState(initialTab === 'history' ? 'history' : 'new');
  return (
    <Tabs
      label={t('memberCentre.deposit')}
      value={tab}
      onChange={setTab}
      items={[
        { key: 'new', label: t('wallet.deposit.tab') },
        { key: 'history', label: t('wallet.deposit.history') },
      ]}
    >
      {tab === 'new' ? <DepositForm onDone={() => setTab('history')} /> : <DepositHistory />}
    </Tabs>
  );
}

function DepositForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const channels = useQuery(channelsQuery());
  const [channelId, setChannelId] = useState<number | null>(null);
  if (channels.isPending) return <Loading />;
  if (channels.isError) return <FormAlert message={errorMessage(channels.error)} />;
  if (channels.data.length === 0) return <EmptyState icon="deposit" title={t('wallet.deposit.noChannels')} />;
  const channel = channels.data.find((c) => c.id === channelId) ?? channels.data[0]!;

  return (
    <div className="flex flex-col gap-4">
      <div role="radiogroup" aria-label={t('wallet.deposit.channel')} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {channels.data.map((c) => {
          const active = c.id === channel.id;
          return (
            <button
              key={c.id}
              type="button"
              role="radio"
              aria-checked={active}
              onClick={() => setChannelId(c.id)}
              className={clsx(
                'flex min-h-16 flex-col items-start gap-1 rounded-xl px-3 py-2.5 text-start ring-1 transition',
                active ? 'bg-gold-400/15 ring-gold-300/60' : 'bg-ink-900/60 ring-white/10 hover:ring-white/25',
              )}
            >
              <span className="flex items-start gap-1.5 text-sm font-semibold text-ink-50">
                <Icon name={c.kind === 'online' ? 'bolt' : 'deposit'} className="mt-0.5 size-4 shrink-0 text-gold-300" />
                <span className="min-w-0 break-words">{c.name}</span>
              </span>
              {/* The badge rides on the kind line: beside the name it squeezed a two-column tile's name onto three lines. */}
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-400">
                {c.kind === 'online' ? t('wallet.deposit.online') : t('wallet.deposit.manual')}
                {c.demo ? <DemoBadge /> : null}
              </span>
            </button>
          );
        })}
      </div>
      <ChannelForm key={channel.id} channel={channel} onDone={onDone} />
    </div>
  );
}

/** Marks a demo stand-in channel, so nobody takes it for a real payment provider. */
function DemoBadge() {
  const { t } = useTranslation();
  return <span className="shrink-0 rounded-md bg-amber-400/20 px-1.5 py-0.5 text-[10px] font-bold tracking-wide text-amber-200 uppercase ring-1 ring-amber-300/40">{t('wallet.deposit.demo')}</span>;
}

function ChannelForm({ channel, onDone }: { channel: Channel; onDone: () => void }) {
  const { t } = useTranslation();
  const refresh = useRefreshWallet();
  const manual = channel.kind === 'manual_bank';
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<{ amount?: string; reference?: string }>({});
  const [sent, setSent] = useState(false);
  const min = safeUnits(channel.minAmount);
  const max = safeUnits(channel.maxAmount);

  const deposit = useMutation({
    mutationFn: async (body: { amount: string; reference: string }) => {
      const proofs: string[] = [];
      for (const file of files) proofs.push(await uploadProof(file));
      return callApi('deposit', { body: { channelId: channel.id, amount: body.amount, reference: body.reference, proofs } });
    },
    onSuccess: (row) => {
      void refresh();
      if (row.paymentUrl) return paymentRedirect.go(row.paymentUrl);
      setSent(true);
      setAmount('');
      setReference('');
      setFiles([]);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const units = amountUnits(amount);
    const next: typeof errors = {};
    if (units === null) next.amount = t('wallet.amountInvalid');
    else if ((min !== null && units < min) || (max !== null && units > max)) next.amount = t('wallet.deposit.range');
    if (manual && !reference.trim()) next.reference = t('wallet.deposit.referenceRequired');
    setErrors(next);
    if (units === null || Object.keys(next).length) return;
    setSent(false);
    deposit.mutate({ amount: wireAmount(units), reference: reference.trim() });
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {manual && channel.accounts.length ? (
        <Card title={t('wallet.deposit.payTo')}>
          <ul className="flex flex-col gap-3">
            {channel.accounts.map((a) => (
              <li key={a.accountNumber} className="rounded-xl bg-ink-950/50 p-3 ring-1 ring-white/5">
                <dl className="flex flex-col gap-2 text-sm">
                  {(
                    [
                      ['bankName', a.bankName],
                      ['accountName', a.accountName],
                      ['accountNumber', a.accountNumber],
                    ] as const
                  ).map(([key, value]) => (
                    // On a phone the label sits above the value, so a name or a 24-character IBAN is not squeezed into a few letters a line.
                    <div key={key} className="flex flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-2">
                      <dt className="shrink-0 text-ink-400">{t(`wallet.bank.${key}`)}</dt>
                      <dd className="flex min-w-0 items-center justify-between gap-2 sm:justify-end">
                        <span
                          dir={key === 'accountNumber' ? 'ltr' : undefined}
                          className={clsx('min-w-0 font-semibold text-ink-50', key === 'accountNumber' ? 'break-all' : 'break-words')}
                        >
                          {value}
                        </span>
                        <CopyButton text={value} label={t(`wallet.bank.${key}`)} />
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      {!manual ? <Notice tone="info">{t('wallet.deposit.onlineNote')}</Notice> : null}
      {channel.demo ? <Notice tone="info">{t('wallet.deposit.demoNote')}</Notice> : null}
      <TextField
        label={t('wallet.amount')}
        inputMode="decimal"
        dir="ltr"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={errors.amount}
        autoComplete="off"
        requiredMark
      />
      <p className="-mt-2 text-xs text-ink-400">
        {t('wallet.deposit.limitsLabel')} <Money amount={channel.minAmount} /> – <Money amount={channel.maxAmount} />
      </p>
      {manual ? (
        <>
          <TextField label={t('wallet.deposit.reference')} value={reference} onChange={(e) => setReference(e.target.value)} error={errors.reference} maxLength={64} requiredMark hint={t('wallet.deposit.referenceHint')} />
          <ProofPicker files={files} onChange={setFiles} disabled={deposit.isPending} />
        </>
      ) : null}
      {deposit.isError ? <FormAlert message={errorMessage(deposit.error)} /> : null}
      {sent ? (
        <Notice>
          {t('wallet.deposit.sent')}{' '}
          <button type="button" className="font-semibold underline" onClick={onDone}>
            {t('wallet.deposit.viewHistory')}
          </button>
        </Notice>
      ) : null}
      <Button type="submit" disabled={deposit.isPending}>
        {deposit.isPending ? t('wallet.submitting') : manual ? t('wallet.deposit.submit') : t('wallet.deposit.payNow')}
      </Button>
    </form>
  );
}

function DepositHistory() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const pageSize = 10;
  const list = useQuery(depositsQuery(page, pageSize));
  if (list.isPending) return <Loading />;
  if (list.isError) return <FormAlert message={errorMessage(list.error)} />;
  if (list.data.rows.length === 0) return <EmptyState icon="list" title={t('wallet.deposit.noHistory')} />;
  return (
    <div>
      <ZoneNote className="mb-2" />
      <ul className="flex flex-col gap-2">
        {list.data.rows.map((row) => (
          <li key={row.id} className="rounded-xl bg-ink-900/60 p-3 ring-1 ring-white/10">
            <div className="flex items-center justify-between gap-2">
              <span className="truncate text-sm font-semibold text-ink-50">{row.channel}</span>
              <StatusBadge status={row.status} />
            </div>
            <div className="mt-1.5 flex items-center justify-between gap-2 text-xs text-ink-400">
              <BrandTime value={row.createdAt} />
              <Money amount={row.amount} className="text-sm font-bold text-gold-100" />
            </div>
            {row.reference ? <p className="mt-1 truncate text-xs text-ink-400">{t('wallet.deposit.referenceShown', { reference: row.reference })}</p> : null}
            {row.reason ? <p className="mt-1 text-xs text-rose-300">{t('wallet.reason', { reason: row.reason })}</p> : null}
          </li>
        ))}
      </ul>
      <Pagination page={page} total={list.data.total} pageSize={pageSize} onPage={setPage} />
    </div>
  );
}
