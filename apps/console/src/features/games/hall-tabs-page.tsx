import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, ValueOf } from '@lotus/contract/endpoints';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Notice, PageHeader } from '../../components/ui';
import { callOps, errorMessage } from '../../lib/api';
import { can, useMe } from '../auth/use-me';
import { gamesKeys, type HallTab } from './api';
import { ConfirmDialog, GamesBrandGate, Toggle } from './shared';

type Kind = 'category' | 'classify';
/** The operator's draft of one list: the tabs in the order shown, and which are on. */
type Draft = { order: string[]; on: Record<string, boolean> };
type TabInput = BodyOf<'opSaveHallTabs'>['tabs'][number];

const draftOf = (tabs: HallTab[]): Draft => ({ order: tabs.map((t) => t.key), on: Object.fromEntries(tabs.map((t) => [t.key, t.enabled])) });
const sameOrder = (a: string[], b: string[]) => a.length === b.length && a.every((k, i) => k === b[i]);

/**
 * The tabs that leave the draft as saved: a moved list is saved whole (every tab gets its position, 10
 * apart, as the brand's order); otherwise only the tabs switched on or off, keeping their order. A tab
 * switched on goes back to the catalogue's setting (the catalogue shows every tab).
 */
export function changedTabs(kind: Kind, tabs: HallTab[], draft: Draft): TabInput[] {
  const byKey = new Map(tabs.map((t) => [t.key, t]));
  const moved = !sameOrder(draft.order, tabs.map((t) => t.key));
  const out: TabInput[] = [];
  draft.order.forEach((key, i) => {
    const tab = byKey.get(key)!;
    const enabled = draft.on[key] ? null : false;
    if (moved) out.push({ kind, key, enabled, sort: (i + 1) * 10 });
    else if (draft.on[key] !== tab.enabled) out.push({ kind, key, enabled, sort: tab.brand.sort });
  });
  return out;
}

function TabList({ kind, title, tabs, draft, onChange, mayManage }: { kind: Kind; title: string; tabs: HallTab[]; draft: Draft; onChange: (d: Draft) => void; mayManage: boolean }) {
  const { t } = useTranslation();
  const byKey = new Map(tabs.map((tab) => [tab.key, tab]));
  const move = (i: number, by: -1 | 1) => {
    const order = [...draft.order];
    [order[i], order[i + by]] = [order[i + by]!, order[i]!];
    onChange({ ...draft, order });
  };
  return (
    <section className="rounded-lg border border-slate-200 bg-white shadow-xs" aria-labelledby={`hall-${kind}`}>
      <h2 id={`hall-${kind}`} className="border-b border-slate-200 px-3 py-2 text-sm font-semibold text-slate-800">
        {title}
      </h2>
      <div className="overflow-x-auto">
        <table aria-label={title} className="w-full border-collapse text-sm">
          <thead className="bg-slate-50 text-start text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="border-b border-slate-200 px-3 py-2">
                {t('games.hall.position')}
              </th>
              <th scope="col" className="border-b border-slate-200 px-3 py-2">
                {t('games.hall.name')}
              </th>
              <th scope="col" className="border-b border-slate-200 px-3 py-2 text-end">
                {t('games.hall.games')}
              </th>
              <th scope="col" className="border-b border-slate-200 px-3 py-2">
                {t('games.hall.shown')}
              </th>
            </tr>
          </thead>
          <tbody>
            {draft.order.length === 0 && (
              <tr>
                <td colSpan={4} className="px-3 py-6 text-center text-slate-500">
                  {t('games.hall.empty')}
                </td>
              </tr>
            )}
            {draft.order.map((key, i) => {
              const tab = byKey.get(key)!;
              const on = draft.on[key] ?? true;
              return (
                <tr key={key} className="border-b border-slate-100 last:border-0 hover:bg-slate-50">
                  <td className="px-3 py-1.5 whitespace-nowrap">
                    <span className="inline-flex items-center gap-1">
                      <span className="w-6 text-end text-slate-500 tabular-nums">{i + 1}</span>
                      {mayManage && (
                        <>
                          <Button variant="ghost" size="sm" disabled={i === 0} onClick={() => move(i, -1)} aria-label={t('games.hall.moveUp', { name: tab.name })}>
                            ↑
                          </Button>
                          <Button variant="ghost" size="sm" disabled={i === draft.order.length - 1} onClick={() => move(i, 1)} aria-label={t('games.hall.moveDown', { name: tab.name })}>
                            ↓
                          </Button>
                        </>
                      )}
                    </span>
                  </td>
                  <td className="px-3 py-1.5">
                    <span className="font-medium">{tab.name}</span> <span className="font-mono text-xs text-slate-500">{tab.key}</span>
                  </td>
                  <td className="px-3 py-1.5 text-end tabular-nums">{tab.games}</td>
                  <td className="px-3 py-1.5">
                    <Toggle checked={on} label={t('games.hall.toggle', { name: tab.name })} own={tab.brand.enabled !== null || tab.brand.sort !== null} onChange={mayManage ? (next) => onChange({ ...draft, on: { ...draft.on, [key]: next } }) : undefined} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The lobby's tabs for this brand: categories and tags, each on or off and in order; saved together. */
export function HallTabsPage() {
  const { t } = useTranslation();
  return <GamesBrandGate title={t('games.hall.title')}>{(brandId) => <BrandHallTabs brandId={brandId} />}</GamesBrandGate>;
}

function BrandHallTabs({ brandId }: { brandId: number | undefined }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mayManage = can(useMe().data, 'games.manage');
  const tabs = useQuery({ queryKey: gamesKeys.hallTabs(brandId), queryFn: ({ signal }) => callOps('opHallTabs', { query: { brandId }, signal }) });
  const [drafts, setDrafts] = useState<{ category: Draft; classify: Draft } | null>(null);
  const [flash, setFlash] = useState<string | null>(null);
  const [resetting, setResetting] = useState(false);

  const data = tabs.data;
  const current = data ? (drafts ?? { category: draftOf(data.categories), classify: draftOf(data.classifies) }) : null;
  const own = data ? [...data.categories, ...data.classifies].filter((tab) => tab.brand.enabled !== null || tab.brand.sort !== null) : [];
  const pending = data && current ? [...changedTabs('category', data.categories, current.category), ...changedTabs('classify', data.classifies, current.classify)] : [];

  const saved = async (value: ValueOf<'opSaveHallTabs'>, message: string) => {
    queryClient.setQueryData(gamesKeys.hallTabs(brandId), value);
    setDrafts(null);
    setFlash(message);
    await queryClient.invalidateQueries({ queryKey: ['list'] });
  };
  const save = useMutation({
    mutationFn: () => callOps('opSaveHallTabs', { query: { brandId }, body: { tabs: pending } }),
    onSuccess: (value) => saved(value, t('games.hall.saved')),
  });

  return (
    <div>
      <PageHeader
        title={t('games.hall.title')}
        intro={t('games.hall.intro')}
        actions={
          mayManage && data ? (
            <Button variant="secondary" onClick={() => setResetting(true)} disabled={own.length === 0}>
              {t('games.hall.reset')}
            </Button>
          ) : undefined
        }
      />
      {flash && (
        <Notice tone="success" className="mb-3">
          {flash}
        </Notice>
      )}
      {tabs.isPending && <p className="text-sm text-slate-600">{t('list.loading')}</p>}
      {tabs.isError && (
        <Notice tone="error">
          {t('list.error')} {errorMessage(tabs.error)}
        </Notice>
      )}
      {data && current && (
        <>
          {mayManage && pending.length > 0 && (
            <div className="sticky top-0 z-10 mb-3 flex flex-wrap items-center gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2">
              <span className="text-sm text-amber-900">{t('games.hall.unsaved')}</span>
              <div className="ms-auto flex gap-2">
                <Button variant="secondary" size="sm" onClick={() => setDrafts(null)} disabled={save.isPending}>
                  {t('games.hall.discard')}
                </Button>
                <Button size="sm" onClick={() => save.mutate()} disabled={save.isPending}>
                  {save.isPending ? t('games.hall.saving') : t('games.hall.save')}
                </Button>
              </div>
            </div>
          )}
          {save.isError && (
            <Notice tone="error" className="mb-3">
              {errorMessage(save.error)}
            </Notice>
          )}
          <div className="grid gap-4 xl:grid-cols-2">
            <TabList kind="category" title={t('games.hall.categories')} tabs={data.categories} draft={current.category} mayManage={mayManage} onChange={(d) => setDrafts({ ...current, category: d })} />
            <TabList kind="classify" title={t('games.hall.tags')} tabs={data.classifies} draft={current.classify} mayManage={mayManage} onChange={(d) => setDrafts({ ...current, classify: d })} />
          </div>
        </>
      )}
      {resetting && data && (
        <ConfirmDialog
          title={t('games.hall.resetTitle')}
          body={t('games.hall.resetBody')}
          confirmLabel={t('games.hall.reset')}
          onConfirm={async () => {
            const tabs = own.map((tab) => ({ kind: tab.kind, key: tab.key, enabled: null, sort: null }));
            await saved(await callOps('opSaveHallTabs', { query: { brandId }, body: { tabs } }), t('games.hall.resetDone'));
          }}
          onClose={() => setResetting(false)}
        />
      )}
    </div>
  );
}
