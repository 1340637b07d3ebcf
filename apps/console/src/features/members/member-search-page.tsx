import { useQuery } from '@tanstack/react-query';
import type { ValueOf } from '@lotus/contract/endpoints';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ServerList, type ListColumn, type ListQuery } from '../../components/server-list';
import { PageHeader } from '../../components/ui';
import { callOps } from '../../lib/api';
import { formatMoney, moneyToDecimal, useTimeText } from '../../lib/format';
import { useWorkingBrand } from '../../lib/working-brand';
import { Time } from '../payments/shared';
import { MemberStatusBadge, accountTypes, useTypeName } from './shared';

export type MemberRow = ValueOf<'opMemberSearch'>['rows'][number];
const sorts = ['registeredAt', 'username', 'lastLoginAt'] as const;
type Sort = (typeof sorts)[number];

/** Member search pages, narrowed to the working brand (`brandId`; undefined: every brand the operator sees). */
export const membersFetcher = (brandId: number | undefined) => (q: ListQuery, signal: AbortSignal) => {
  const f = q.filters;
  const sort = q.sort && (sorts as readonly string[]).includes(q.sort.id) ? (q.sort.id as Sort) : undefined;
  return callOps('opMemberSearch', {
    query: {
      username: f.username || undefined,
      mobile: f.mobile || undefined,
      memberId: f.memberId ? Number(f.memberId) : undefined,
      ip: f.ip || undefined,
      status: (f.status || undefined) as MemberRow['status'] | undefined,
      type: f.type ? Number(f.type) : undefined,
      labelId: f.labelId ? Number(f.labelId) : undefined,
      brandId,
      sort,
      order: q.sort ? (q.sort.desc ? 'desc' : 'asc') : undefined,
      pageNo: q.pageNo,
      pageSize: q.pageSize,
    },
    signal,
  });
};

/** Member search: by the start of a username, a mobile number, an id or an address, narrowed by status, type and label. */
export function MemberSearchPage() {
  const { t } = useTranslation();
  const time = useTimeText();
  const typeName = useTypeName();
  const brand = useWorkingBrand().brand;
  const fetchMembers = useMemo(() => membersFetcher(brand?.id), [brand]);
  const labels = useQuery({ queryKey: ['opLabels', brand?.code ?? null], queryFn: ({ signal }) => callOps('opLabels', { query: { brand: brand?.code }, signal }), staleTime: 60_000 });

  const columns = useMemo<ListColumn<MemberRow>[]>(
    () => [
      { id: 'id', header: t('members.id'), cell: (r) => r.id, csv: (r) => String(r.id), nowrap: true },
      {
        id: 'username',
        header: t('members.username'),
        sortable: true,
        cell: (r) => (
          <Link to={`/members/${r.id}`} className="font-medium text-indigo-700 hover:underline">
            {r.username}
          </Link>
        ),
        csv: (r) => r.username,
        nowrap: true,
      },
      { id: 'brand', header: t('members.brand'), cell: (r) => r.brand, csv: (r) => r.brand, nowrap: true },
      { id: 'type', header: t('members.type'), cell: (r) => typeName(r.type), csv: (r) => typeName(r.type), nowrap: true },
      { id: 'status', header: t('members.status'), cell: (r) => <MemberStatusBadge status={r.status} />, csv: (r) => t(`members.statuses.${r.status}`) },
      { id: 'balance', header: t('members.balance'), cell: (r) => formatMoney(r.balance), csv: (r) => moneyToDecimal(r.balance), align: 'end', nowrap: true },
      { id: 'currency', header: t('members.currency'), cell: (r) => r.currency, csv: (r) => r.currency, nowrap: true },
      { id: 'registeredAt', header: t('members.registeredAt'), sortable: true, sortDescFirst: true, cell: (r) => <Time iso={r.registeredAt} brandId={r.brandId} />, csv: (r) => time(r.registeredAt, r.brandId), nowrap: true },
      { id: 'lastLoginAt', header: t('members.lastLoginAt'), sortable: true, sortDescFirst: true, cell: (r) => <Time iso={r.lastLoginAt} brandId={r.brandId} />, csv: (r) => time(r.lastLoginAt, r.brandId), nowrap: true },
    ],
    [t, time, typeName],
  );

  return (
    <div>
      <PageHeader title={t('members.searchTitle')} intro={t('members.searchIntro')} />
      <ServerList
        id="members"
        scope={brand?.id ?? null}
        label={t('members.searchTitle')}
        columns={columns}
        fetchPage={fetchMembers}
        rowKey={(r) => String(r.id)}
        filters={[
          { id: 'username', type: 'text', label: t('members.filters.username'), placeholder: t('members.filters.usernameHint') },
          { id: 'mobile', type: 'text', label: t('members.filters.mobile'), pattern: /^\+?[\d\s-]{4,30}$/, invalidText: t('members.filters.mobileInvalid') },
          { id: 'memberId', type: 'text', label: t('members.filters.id'), pattern: /^[1-9]\d{0,9}$/, invalidText: t('members.filters.idInvalid') },
          { id: 'ip', type: 'text', label: t('members.filters.ip'), pattern: /^[\d.]{7,15}$|^[0-9a-fA-F:]{2,39}$/, invalidText: t('members.filters.ipInvalid') },
          { id: 'status', label: t('members.status'), options: (['active', 'locked'] as const).map((s) => ({ value: s, label: t(`members.statuses.${s}`) })) },
          { id: 'type', label: t('members.type'), options: accountTypes.map((n) => ({ value: String(n), label: typeName(n) })) },
          { id: 'labelId', label: t('members.filters.label'), options: (labels.data?.rows ?? []).map((l) => ({ value: String(l.id), label: labels.data!.rows.some((o) => o.brand !== l.brand) ? `${l.name} (${l.brand})` : l.name })) },
        ]}
        exportName="members"
      />
    </div>
  );
}
