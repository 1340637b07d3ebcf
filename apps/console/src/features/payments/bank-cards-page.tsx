import type { ValueOf } from '@lotus/contract/endpoints';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerList, type ListColumn, type ListQuery } from '../../components/server-list';
import { Badge, Button, Notice, PageHeader } from '../../components/ui';
import { callOps } from '../../lib/api';
import { useTimeText } from '../../lib/format';
import { can, useMe } from '../auth/use-me';
import { DecisionDialog, Member, Time } from './shared';

export type BankCardRow = ValueOf<'opBankCards'>['rows'][number];

const fetchCards = (search: string) => (q: ListQuery, signal: AbortSignal) =>
  callOps('opBankCards', { query: { q: search || undefined, status: (q.filters.status || undefined) as 'active' | undefined, pageNo: q.pageNo, pageSize: q.pageSize }, signal });

/** Members' bank cards: search by username, number, account name or bank; disable one with a reason (payments.configure). */
export function BankCardsPage() {
  const { t } = useTranslation();
  const me = useMe().data;
  const time = useTimeText();
  const mayDisable = can(me, 'payments.configure');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [disabling, setDisabling] = useState<BankCardRow | null>(null);
  const [flash, setFlash] = useState<string | null>(null);
  // The list's cache key names the search, so each search has its own pages.
  const listId = `bank-cards:${search}`;

  const columns = useMemo<ListColumn<BankCardRow>[]>(() => {
    const cols: ListColumn<BankCardRow>[] = [
      { id: 'id', header: t('payments.id'), cell: (r) => r.id, csv: (r) => String(r.id), nowrap: true },
      { id: 'member', header: t('payments.member'), cell: (r) => <Member name={r.member} id={r.memberId} />, csv: (r) => r.member, nowrap: true },
      { id: 'bankName', header: t('payments.bankName'), cell: (r) => r.bankName, csv: (r) => r.bankName },
      { id: 'accountName', header: t('payments.accountName'), cell: (r) => r.accountName, csv: (r) => r.accountName },
      { id: 'accountNumber', header: t('payments.accountNumber'), cell: (r) => <span className="font-mono text-xs">{r.accountNumber}</span>, csv: (r) => r.accountNumber, nowrap: true },
      { id: 'createdAt', header: t('payments.bound'), cell: (r) => <Time iso={r.createdAt} />, csv: (r) => time(r.createdAt), nowrap: true },
      {
        id: 'status',
        header: t('payments.status'),
        cell: (r) =>
          r.disabledAt ? (
            <span className="flex flex-col gap-0.5">
              <Badge tone="danger">{t('payments.cardDisabled')}</Badge>
              <span className="text-xs text-slate-600">{r.disabledReason}</span>
            </span>
          ) : (
            <Badge tone="success">{t('payments.cardActive')}</Badge>
          ),
        csv: (r) => (r.disabledAt ? `${t('payments.cardDisabled')}: ${r.disabledReason ?? ''}` : t('payments.cardActive')),
      },
    ];
    if (mayDisable) {
      cols.push({
        id: 'actions',
        header: t('list.actions'),
        stickyEnd: true,
        nowrap: true,
        cell: (r) =>
          r.disabledAt ? null : (
            <Button size="sm" variant="secondary" onClick={() => setDisabling(r)} aria-label={`${t('payments.disableCard')} #${r.id}`}>
              {t('payments.disableCard')}
            </Button>
          ),
      });
    }
    return cols;
  }, [t, time, mayDisable]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch(typed.trim());
  };
  const statusOptions = [
    { value: 'active', label: t('payments.cardActive') },
    { value: 'disabled', label: t('payments.cardDisabled') },
  ];

  return (
    <div>
      <PageHeader title={t('payments.bankCardsTitle')} intro={t('payments.bankCardsIntro')} />
      {flash && (
        <Notice tone="success" className="mb-3">
          {flash}
        </Notice>
      )}
      <form role="search" onSubmit={submit} className="mb-3 flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor="card-search" className="text-sm font-medium text-slate-700">
            {t('payments.cardSearch')}
          </label>
          <input
            id="card-search"
            type="search"
            value={typed}
            maxLength={60}
            onChange={(e) => setTyped(e.target.value)}
            placeholder={t('payments.cardSearchHint')}
            className="h-10 w-80 max-w-full rounded-md border border-slate-300 bg-white px-3 text-sm outline-none focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200"
          />
        </div>
        <Button type="submit">{t('payments.search')}</Button>
      </form>
      <ServerList
        key={listId}
        id={listId}
        label={t('payments.bankCardsTitle')}
        columns={columns}
        fetchPage={fetchCards(search)}
        rowKey={(r) => String(r.id)}
        filters={[{ id: 'status', label: t('payments.status'), options: statusOptions }]}
        exportName="bank-cards"
        stateIn="local"
      />
      {disabling && (
        <DecisionDialog
          title={t('payments.disableCardTitle', { id: disabling.id })}
          body={t('payments.disableCardBody', { member: disabling.member, number: disabling.accountNumber })}
          confirmLabel={t('payments.disableCard')}
          danger
          reasonLabel={t('payments.disableReasonLabel')}
          requireReason
          refreshKey={['list', listId]}
          onConfirm={(reason) => callOps('opDisableBankCard', { params: { id: disabling.id }, body: { reason: reason ?? '' } })}
          onClose={() => setDisabling(null)}
          onDone={() => {
            setFlash(t('payments.cardDisabledDone', { id: disabling.id }));
            setDisabling(null);
          }}
        />
      )}
    </div>
  );
}
