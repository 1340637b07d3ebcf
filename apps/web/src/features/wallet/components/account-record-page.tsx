import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { transactionTypes } from '@lotus/contract/wallet';
import { EmptyState } from '../../../components/ui/empty-state';
import { errorMessage } from '../../../lib/api-client';
import { addDays } from '../../../lib/format';
import { FormAlert } from '../../auth/components/form-alert';
import { BrandTime, ZoneNote } from '../../system/components/brand-time';
import { useBrandTime } from '../../system/hooks/use-brand-time';
import { transactionsQuery } from '../api/wallet-queries';
import { useWalletName } from './my-wallet-page';
import { Loading, Money, Pagination } from './wallet-ui';

type TxType = (typeof transactionTypes)[number];
const pageSize = 20;

/** The spec's quick ranges: the previous and the next 7 and 30 days from today (brand time zone). */
const quickRanges = [
  { key: 'last7', from: -6, to: 0 },
  { key: 'last30', from: -29, to: 0 },
  { key: 'next7', from: 0, to: 6 },
  { key: 'next30', from: 0, to: 29 },
] as const;

/** Account record (transactionHistory): every ledger movement, filtered by type and dates, paged. */
export function AccountRecordPage() {
  const { t } = useTranslation();
  const brandTime = useBrandTime();
  const walletName = useWalletName();
  // The server reads from/to as days on the brand's calendar (transactionsQuerySchema).
  const today = brandTime.today();
  const [type, setType] = useState<TxType | ''>('');
  const [from, setFrom] = useState(addDays(today, -6));
  const [to, setTo] = useState(today);
  const [page, setPage] = useState(1);
  const query = { ...(type ? { type } : {}), from, to, pageNo: page, pageSize };
  const list = useQuery({ ...transactionsQuery(query), placeholderData: keepPreviousData });

  const field = 'h-10 w-full rounded-xl border border-white/10 bg-ink-950/60 px-3 text-sm text-ink-50 outline-none focus:border-gold-300';
  const activeQuick = quickRanges.find((r) => addDays(today, r.from) === from && addDays(today, r.to) === to)?.key;

  return (
    <div className="flex flex-col gap-4">
      {/* Two columns at every size: the member centre's page is about 380 px wide on a desktop too, and three put the dates' year under their calendar icon. */}
      <div className="grid grid-cols-2 gap-2 rounded-2xl border border-white/10 bg-ink-900/60 p-3">
        <label className="col-span-2 flex flex-col gap-1 text-xs font-medium text-ink-300">
          {t('wallet.record.type')}
          <select
            className={field}
            value={type}
            onChange={(e) => {
              setType(e.target.value as TxType | '');
              setPage(1);
            }}
          >
            <option value="">{t('wallet.record.allTypes')}</option>
            {transactionTypes.map((ty) => (
              <option key={ty} value={ty}>
                {t(`wallet.types.${ty}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-ink-300">
          {t('wallet.record.from')}
          <input
            type="date"
            className={field}
            value={from}
            max={to}
            onChange={(e) => {
              if (e.target.value) setFrom(e.target.value);
              setPage(1);
            }}
          />
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-ink-300">
          {t('wallet.record.to')}
          <input
            type="date"
            className={field}
            value={to}
            min={from}
            onChange={(e) => {
              if (e.target.value) setTo(e.target.value);
              setPage(1);
            }}
          />
        </label>
        <div className="col-span-2 flex flex-wrap gap-1.5" role="group" aria-label={t('wallet.record.quickRanges')}>
          {quickRanges.map((r) => (
            <button
              key={r.key}
              type="button"
              aria-pressed={activeQuick === r.key}
              onClick={() => {
                setFrom(addDays(today, r.from));
                setTo(addDays(today, r.to));
                setPage(1);
              }}
              className={clsx('rounded-full px-3 py-1 text-xs font-semibold ring-1 transition', activeQuick === r.key ? 'bg-gold-400 text-ink-950 ring-gold-300' : 'text-ink-200 ring-white/10 hover:bg-white/5')}
            >
              {t(`wallet.record.${r.key}`)}
            </button>
          ))}
        </div>
      </div>

      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <FormAlert message={errorMessage(list.error)} />
      ) : list.data.rows.length === 0 ? (
        <EmptyState icon="list" title={t('wallet.record.empty')} />
      ) : (
        <div>
          <div className="mb-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
            <p className="text-xs text-ink-400">{t('wallet.record.total', { count: list.data.total })}</p>
            <ZoneNote />
          </div>
          <ul className={clsx('flex flex-col divide-y divide-white/5 rounded-2xl border border-white/10 bg-ink-900/60', list.isPlaceholderData && 'opacity-60')}>
            {list.data.rows.map((row) => (
              <li key={row.id} className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 px-4 py-3">
                <span className="text-sm font-semibold text-ink-50">{t(`wallet.types.${row.type}` as 'wallet.types.deposit', { defaultValue: row.type })}</span>
                <Money amount={row.amount} signed className={clsx('text-end text-sm font-bold', row.amount.startsWith('-') ? 'text-rose-300' : 'text-emerald-300')} />
                <span className="text-xs text-ink-400">
                  <BrandTime value={row.time} />
                </span>
                <span className="text-end text-xs text-ink-400">
                  {t('wallet.record.balanceAfter')} <Money amount={row.balanceAfter} />
                </span>
                <span className="col-span-2 truncate text-xs text-ink-500">
                  {walletName(row.wallet)}
                  {row.reference ? ` · ${row.reference}` : ''}
                </span>
              </li>
            ))}
          </ul>
          <Pagination page={page} total={list.data.total} pageSize={pageSize} onPage={setPage} />
        </div>
      )}
    </div>
  );
}
