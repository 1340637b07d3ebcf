import { useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@lotus/contract/endpoints';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerList, type ListColumn, type ListQuery } from '../../components/server-list';
import { Badge, Button, Notice, PageHeader } from '../../components/ui';
import { callOps, errorMessage } from '../../lib/api';
import { can, useMe } from '../auth/use-me';
import { fetchVendors, gamesKeys, maxPageSize, type VendorRow } from './api';
import { ConnectionDialog } from './connection-dialog';
import { GamesBrandGate, OrderDialog, SearchBox, Toggle, useSearchText } from './shared';

const integrations = ['house', 'seamless', 'transfer', 'none'] as const;

/** How a vendor is integrated and where its connection stands. */
function ConnectionState({ row }: { row: VendorRow }) {
  const { t } = useTranslation();
  const state =
    row.connection === 'house' ? (
      <Badge>{t('games.vendors.connectionStates.house')}</Badge>
    ) : row.connection === 'none' ? (
      <Badge>{t('games.vendors.connectionStates.none')}</Badge>
    ) : (
      <Badge tone={row.credentialsSet ? 'success' : 'warning'}>
        {t(`games.connection.kinds.${row.connection}`)}: {row.credentialsSet ? t('games.vendors.connectionStates.set') : t('games.vendors.connectionStates.missing')}
      </Badge>
    );
  return (
    <span className="flex flex-col items-start gap-0.5 whitespace-nowrap">
      <span className="text-sm">{t(`games.common.integrations.${row.integration}`)}</span>
      {state}
    </span>
  );
}

/**
 * The vendors with this brand's settings (on or off, order) and where their connections stand; a
 * deployment-wide operator who manages vendors opens a vendor's connection to enter its credentials.
 */
export function VendorsPage() {
  const { t } = useTranslation();
  return <GamesBrandGate title={t('games.vendors.title')}>{(brandId) => <BrandVendors brandId={brandId} />}</GamesBrandGate>;
}

function BrandVendors({ brandId }: { brandId: number | undefined }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const me = useMe().data;
  const mayManage = can(me, 'games.manage');
  const mayConnect = can(me, 'vendors.manage') && me?.brandId === null;
  const [search, setSearch] = useSearchText();
  const [ordering, setOrdering] = useState<VendorRow | null>(null);
  const [connecting, setConnecting] = useState<VendorRow | null>(null);
  const [flash, setFlash] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const fetchPage = useCallback((q: ListQuery, signal: AbortSignal) => fetchVendors(q, search, signal, brandId), [search, brandId]);
  const apply = useCallback(
    async (row: VendorRow, change: BodyOf<'opVendorBrandSettings'>) => {
      const result = await callOps('opVendorBrandSettings', { params: { vendor: row.code }, query: { brandId }, body: change });
      await queryClient.invalidateQueries({ queryKey: ['list'] });
      void queryClient.invalidateQueries({ queryKey: gamesKeys.all });
      return result;
    },
    [queryClient, brandId],
  );
  const toggle = useCallback(
    (row: VendorRow, enabled: boolean) => {
      setFlash(null);
      apply(row, { enabled })
        .then(() => setFlash({ tone: 'success', text: t(enabled ? 'games.vendors.switchedOn' : 'games.vendors.switchedOff', { name: row.name }) }))
        .catch((error: unknown) => setFlash({ tone: 'error', text: errorMessage(error) }));
    },
    [apply, t],
  );

  const columns = useMemo<ListColumn<VendorRow>[]>(() => {
    const cols: ListColumn<VendorRow>[] = [
      {
        id: 'name',
        header: t('games.vendors.vendor'),
        sortable: true,
        cell: (r) => (
          <span className="flex min-w-36 flex-col">
            <span className="font-medium">{r.name}</span>
            <span className="font-mono text-xs text-slate-500">{r.code}</span>
            {!r.shown && <span className="text-xs text-amber-700">{t('games.vendors.hidden')}</span>}
          </span>
        ),
        csv: (r) => `${r.name} (${r.code})`,
      },
      { id: 'categories', header: t('games.vendors.categories'), cell: (r) => r.categories.map((c) => t(`games.common.types.${c as 'RNG'}`, { defaultValue: c })).join(', '), csv: (r) => r.categories.join('|') },
      { id: 'games', header: t('games.vendors.games'), sortable: true, sortDescFirst: true, align: 'end', nowrap: true, cell: (r) => r.games, csv: (r) => String(r.games) },
      {
        id: 'enabled',
        header: t('games.vendors.enabled'),
        nowrap: true,
        cell: (r) => <Toggle checked={r.enabled} label={t('games.vendors.toggle', { name: r.name })} own={r.brand.enabled !== null} catalogueValue={r.catalogue.enabled} onChange={mayManage ? (next) => toggle(r, next) : undefined} />,
        csv: (r) => (r.enabled ? 'on' : 'off'),
      },
      {
        id: 'order',
        header: t('games.vendors.order'),
        sortable: true,
        align: 'end',
        nowrap: true,
        cell: (r) =>
          mayManage ? (
            <Button variant="ghost" size="sm" onClick={() => setOrdering(r)} aria-label={t('games.vendors.editOrder', { name: r.name })}>
              <span className="tabular-nums">{r.sort}</span>
              {r.brand.sort !== null && <span aria-hidden="true" className="size-1.5 rounded-full bg-indigo-500" />}
            </Button>
          ) : (
            r.sort
          ),
        csv: (r) => String(r.sort),
      },
      {
        id: 'connection',
        header: t('games.vendors.integration'),
        cell: (r) => <ConnectionState row={r} />,
        csv: (r) => `${r.integration} ${r.connection}${r.connection === 'hub88' || r.connection === 'seamless' ? (r.credentialsSet ? ' set' : ' missing') : ''}`,
      },
    ];
    if (mayConnect) {
      cols.push({
        id: 'actions',
        header: t('list.actions'),
        stickyEnd: true,
        nowrap: true,
        cell: (r) =>
          r.connection === 'house' ? null : (
            <Button size="sm" variant="secondary" onClick={() => setConnecting(r)} aria-label={t('games.vendors.manageConnection', { name: r.name })}>
              {t('games.vendors.connectionButton')}
            </Button>
          ),
      });
    }
    return cols;
  }, [t, mayManage, mayConnect, toggle]);

  return (
    <div>
      <PageHeader title={t('games.vendors.title')} intro={t('games.vendors.intro')} />
      {flash && (
        <Notice tone={flash.tone} className="mb-3">
          {flash.text}
        </Notice>
      )}
      <ServerList
        id={`games-vendors:${search}`}
        scope={brandId ?? null}
        label={t('games.vendors.title')}
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(r) => r.code}
        filters={[
          {
            id: 'enabled',
            label: t('games.vendors.enabled'),
            options: [
              { value: 'true', label: t('games.common.on') },
              { value: 'false', label: t('games.common.off') },
            ],
          },
          { id: 'integration', label: t('games.vendors.integration'), options: integrations.map((i) => ({ value: i, label: t(`games.common.integrations.${i}`) })) },
        ]}
        maxPageSize={maxPageSize}
        exportName="vendors"
        toolbar={<SearchBox label={t('games.vendors.search')} placeholder={t('games.vendors.searchPlaceholder')} value={search} onSearch={setSearch} />}
      />
      {ordering && (
        <OrderDialog
          title={t('games.vendors.orderTitle', { name: ordering.name })}
          current={ordering.brand.sort}
          catalogue={ordering.catalogue.sort}
          onSave={async (sort) => {
            await apply(ordering, { sort });
            setFlash({ tone: 'success', text: t('games.vendors.orderSaved', { name: ordering.name }) });
          }}
          onClose={() => setOrdering(null)}
        />
      )}
      {connecting && <ConnectionDialog vendor={connecting} onClose={() => setConnecting(null)} />}
    </div>
  );
}
