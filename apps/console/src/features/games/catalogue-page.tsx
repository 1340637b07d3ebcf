import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@lotus/contract/endpoints';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerList, type ListColumn, type ListQuery } from '../../components/server-list';
import { Badge, Button, Notice, PageHeader } from '../../components/ui';
import { callOps, errorMessage } from '../../lib/api';
import { useTimeText } from '../../lib/format';
import { can, useMe } from '../auth/use-me';
import { fetchGames, fetchVendorOptions, gamesKeys, maxPageSize, type GameRow } from './api';
import { ConfirmDialog, GamesBrandGate, OrderDialog, SearchBox, Time, Toggle, useSearchText } from './shared';

const gameTypes = ['RNG', 'LIVE', 'FISH', 'SPORTS', 'PVP', 'LOTT', 'ELOTT'] as const;
type BulkAction = 'enable' | 'disable' | 'hot' | 'unhot' | 'reset';
type Change = Omit<BodyOf<'opGameSettings'>, 'ids'>;
const changes: Record<BulkAction, Change> = {
  enable: { enabled: true },
  disable: { enabled: false },
  hot: { hot: true },
  unhot: { hot: false },
  reset: { enabled: null, hot: null, sort: null },
};

/**
 * The catalogue with this brand's settings: search, filters, order; each game's on/off and hot as
 * switches and its order in a dialog; selected games (across pages) changed together after a
 * confirmation. Every change applies to the operator's brand at once and is audited by the server.
 */
export function CataloguePage() {
  const { t } = useTranslation();
  return <GamesBrandGate title={t('games.catalogue.title')}>{(brandId) => <BrandCatalogue brandId={brandId} />}</GamesBrandGate>;
}

function BrandCatalogue({ brandId }: { brandId: number | undefined }) {
  const { t } = useTranslation();
  const time = useTimeText();
  const queryClient = useQueryClient();
  const mayManage = can(useMe().data, 'games.manage');
  const [search, setSearch] = useSearchText();
  const [selected, setSelected] = useState<Map<number, GameRow>>(new Map());
  const [pageRows, setPageRows] = useState<GameRow[]>([]);
  const [confirming, setConfirming] = useState<BulkAction | null>(null);
  const [ordering, setOrdering] = useState<GameRow[] | null>(null);
  const [flash, setFlash] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const vendors = useQuery({ queryKey: gamesKeys.vendorOptions, queryFn: ({ signal }) => fetchVendorOptions(signal), staleTime: 60_000 });
  const tabs = useQuery({ queryKey: gamesKeys.hallTabs(brandId), queryFn: ({ signal }) => callOps('opHallTabs', { query: { brandId }, signal }), staleTime: 60_000 });

  const fetchPage = useCallback(
    async (q: ListQuery, signal: AbortSignal) => {
      const page = await fetchGames(q, search, signal, brandId);
      // The rows on screen (an export reads pages of the largest size, which the list itself never shows).
      if (q.pageSize !== maxPageSize) setPageRows(page.rows);
      return page;
    },
    [search, brandId],
  );

  const apply = useCallback(
    async (ids: number[], change: Change) => {
      const result = await callOps('opGameSettings', { query: { brandId }, body: { ids, ...change } });
      await queryClient.invalidateQueries({ queryKey: ['list'] });
      void queryClient.invalidateQueries({ queryKey: gamesKeys.all });
      return result;
    },
    [queryClient, brandId],
  );
  const applyOne = useCallback(
    (row: GameRow, change: Change) => {
      setFlash(null);
      apply([row.id], change).catch((error: unknown) => setFlash({ tone: 'error', text: errorMessage(error) }));
    },
    [apply],
  );

  const toggleSelected = useCallback((row: GameRow) => {
    setSelected((prev) => {
      const next = new Map(prev);
      if (next.has(row.id)) next.delete(row.id);
      else next.set(row.id, row);
      return next;
    });
  }, []);
  const pageSelected = pageRows.length > 0 && pageRows.every((r) => selected.has(r.id));
  const togglePage = () =>
    setSelected((prev) => {
      const next = new Map(prev);
      for (const r of pageRows) {
        if (pageSelected) next.delete(r.id);
        else next.set(r.id, r);
      }
      return next;
    });

  const columns = useMemo<ListColumn<GameRow>[]>(() => {
    const cols: ListColumn<GameRow>[] = [];
    if (mayManage) {
      cols.push({
        id: 'select',
        header: '',
        cell: (r) => <input type="checkbox" className="size-4 accent-indigo-600" checked={selected.has(r.id)} onChange={() => toggleSelected(r)} aria-label={t('games.catalogue.select', { name: r.name })} />,
      });
    }
    cols.push(
      {
        id: 'name',
        header: t('games.catalogue.game'),
        sortable: true,
        cell: (r) => (
          <span className="flex min-w-40 flex-col">
            <span className="font-medium">{r.name}</span>
            {!r.vendorShown && <span className="text-xs text-amber-700">{t('games.catalogue.vendorHidden')}</span>}
          </span>
        ),
        csv: (r) => r.name,
      },
      { id: 'vendor', header: t('games.catalogue.vendor'), sortable: true, nowrap: true, cell: (r) => <span title={r.vendorName}>{r.vendor}</span>, csv: (r) => r.vendor },
      { id: 'type', header: t('games.catalogue.type'), sortable: true, nowrap: true, cell: (r) => t(`games.common.types.${r.gameType}`), csv: (r) => r.gameType },
      {
        id: 'enabled',
        header: t('games.catalogue.enabled'),
        nowrap: true,
        cell: (r) => (
          <Toggle
            checked={r.enabled}
            label={t('games.catalogue.toggleEnabled', { name: r.name })}
            own={r.brand.enabled !== null}
            catalogueValue={r.catalogue.enabled}
            onChange={mayManage ? (next) => applyOne(r, { enabled: next }) : undefined}
          />
        ),
        csv: (r) => (r.enabled ? 'on' : 'off'),
      },
      {
        id: 'hot',
        header: t('games.catalogue.hot'),
        nowrap: true,
        cell: (r) => (
          <Toggle checked={r.hot} label={t('games.catalogue.toggleHot', { name: r.name })} own={r.brand.hot !== null} catalogueValue={r.catalogue.hot} onChange={mayManage ? (next) => applyOne(r, { hot: next }) : undefined} />
        ),
        csv: (r) => (r.hot ? 'hot' : ''),
      },
      {
        id: 'order',
        header: t('games.catalogue.order'),
        sortable: true,
        align: 'end',
        nowrap: true,
        cell: (r) =>
          mayManage ? (
            <Button variant="ghost" size="sm" onClick={() => setOrdering([r])} aria-label={t('games.catalogue.editOrder', { name: r.name })}>
              <span className="tabular-nums">{r.sort}</span>
              {r.brand.sort !== null && <span aria-hidden="true" className="size-1.5 rounded-full bg-indigo-500" title={t('games.common.brandSetting')} />}
            </Button>
          ) : (
            r.sort
          ),
        csv: (r) => String(r.sort),
      },
      { id: 'code', header: t('games.catalogue.code'), sortable: true, nowrap: true, cell: (r) => <span className="font-mono text-xs">{r.code}</span>, csv: (r) => r.code },
      {
        id: 'tags',
        header: t('games.catalogue.tags'),
        cell: (r) => (
          <span className="flex flex-wrap gap-1">
            {r.classify.map((c) => (
              <Badge key={c}>{c}</Badge>
            ))}
          </span>
        ),
        csv: (r) => r.classify.join('|'),
      },
      { id: 'updated', header: t('games.catalogue.updated'), sortable: true, sortDescFirst: true, nowrap: true, cell: (r) => <Time iso={r.updatedAt} />, csv: (r) => time(r.updatedAt) },
    );
    return cols;
  }, [t, time, mayManage, selected, toggleSelected, applyOne]);

  const vendorOptions = (vendors.data?.rows ?? []).map((v) => ({ value: v.code, label: `${v.name} (${v.code})` }));
  const tagOptions = (tabs.data?.classifies ?? []).map((c) => ({ value: c.key, label: c.name }));
  const count = selected.size;
  const ids = [...selected.keys()];
  const done = (action: BulkAction | 'order', n: number) => {
    setFlash({ tone: 'success', text: t(`games.catalogue.done.${action}`, { count: n }) });
    setSelected(new Map());
  };

  return (
    <div>
      <PageHeader title={t('games.catalogue.title')} intro={t('games.catalogue.intro')} />
      {flash && (
        <Notice tone={flash.tone} className="mb-3">
          {flash.text}
        </Notice>
      )}
      {mayManage && count > 0 && (
        <div role="region" aria-label={t('games.catalogue.bulkLabel')} className="sticky top-0 z-10 mb-3 flex flex-wrap items-center gap-2 rounded-lg border border-indigo-200 bg-indigo-50 px-3 py-2 shadow-xs">
          <span className="text-sm font-medium text-indigo-900" aria-live="polite">
            {t('games.catalogue.selected', { count })}
          </span>
          <div className="flex flex-wrap gap-1.5">
            <Button size="sm" onClick={() => setConfirming('enable')}>
              {t('games.catalogue.actions.enable')}
            </Button>
            <Button size="sm" variant="danger" onClick={() => setConfirming('disable')}>
              {t('games.catalogue.actions.disable')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setConfirming('hot')}>
              {t('games.catalogue.actions.hot')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setConfirming('unhot')}>
              {t('games.catalogue.actions.unhot')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setOrdering([...selected.values()])}>
              {t('games.catalogue.actions.order')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setConfirming('reset')}>
              {t('games.catalogue.actions.reset')}
            </Button>
          </div>
          <Button size="sm" variant="ghost" className="ms-auto" onClick={() => setSelected(new Map())}>
            {t('games.catalogue.clearSelection')}
          </Button>
        </div>
      )}
      <ServerList
        id={`games-catalogue:${search}`}
        scope={brandId ?? null}
        label={t('games.catalogue.title')}
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(r) => String(r.id)}
        filters={[
          { id: 'vendor', label: t('games.catalogue.vendor'), options: vendorOptions },
          { id: 'type', label: t('games.catalogue.type'), options: gameTypes.map((g) => ({ value: g, label: t(`games.common.types.${g}`) })) },
          { id: 'tag', label: t('games.catalogue.tags'), options: tagOptions },
          {
            id: 'enabled',
            label: t('games.catalogue.enabled'),
            options: [
              { value: 'true', label: t('games.common.on') },
              { value: 'false', label: t('games.common.off') },
            ],
          },
          {
            id: 'hot',
            label: t('games.catalogue.hot'),
            options: [
              { value: 'true', label: t('games.catalogue.hotOptions.true') },
              { value: 'false', label: t('games.catalogue.hotOptions.false') },
            ],
          },
        ]}
        maxPageSize={maxPageSize}
        exportName="games"
        toolbar={
          <>
            <SearchBox label={t('games.catalogue.search')} placeholder={t('games.catalogue.searchPlaceholder')} value={search} onSearch={setSearch} />
            {mayManage && (
              <label className="flex items-center gap-1.5 text-sm text-slate-700">
                <input type="checkbox" className="size-4 accent-indigo-600" checked={pageSelected} disabled={pageRows.length === 0} onChange={togglePage} />
                {t('games.catalogue.selectPage')}
              </label>
            )}
          </>
        }
      />
      {confirming && (
        <ConfirmDialog
          title={t(`games.catalogue.confirmTitle.${confirming}`, { count })}
          body={t(`games.catalogue.confirmBody.${confirming}`)}
          confirmLabel={t(`games.catalogue.actions.${confirming}`)}
          danger={confirming === 'disable'}
          onConfirm={async () => {
            const result = await apply(ids, changes[confirming]);
            done(confirming, result.updated);
          }}
          onClose={() => setConfirming(null)}
        />
      )}
      {ordering && (
        <OrderDialog
          title={t('games.catalogue.orderTitle', { count: ordering.length, name: ordering[0]!.name })}
          current={ordering.length === 1 ? ordering[0]!.brand.sort : null}
          catalogue={ordering.length === 1 ? ordering[0]!.catalogue.sort : null}
          onSave={async (sort) => {
            const result = await apply(
              ordering.map((r) => r.id),
              { sort },
            );
            done('order', result.updated);
          }}
          onClose={() => setOrdering(null)}
        />
      )}
    </div>
  );
}
