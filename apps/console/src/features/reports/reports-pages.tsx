import type { ValueOf } from '@lotus/contract/endpoints';
import { reportMaxDays } from '@lotus/contract/reports';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerList, type ListColumn, type ListQuery } from '../../components/server-list';
import { Button, Notice, PageHeader, TextField } from '../../components/ui';
import { callOps } from '../../lib/api';
import { formatCount, formatMoney, moneyToDecimal, useTimeZone } from '../../lib/format';
import { useWorkingBrand } from '../../lib/working-brand';
import { can, useMe } from '../auth/use-me';

type DailyRow = ValueOf<'opReportDaily'>['rows'][number];
type GgrRow = ValueOf<'opReportGgr'>['rows'][number];
type BalanceRow = ValueOf<'opReportBalances'>['rows'][number];
interface Range {
  from: string;
  to: string;
}

const DAY = 86_400_000;
/** The calendar day (YYYY-MM-DD) an instant falls on in a zone. */
const dayIn = (ms: number, zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);
/** The last seven days to today, in the zone the console shows (the working brand's): the server counts the brand's days. */
const defaultRange = (zone: string): Range => ({ from: dayIn(Date.now() - 6 * DAY, zone), to: dayIn(Date.now(), zone) });
const validRange = (r: Range) => /^\d{4}-\d{2}-\d{2}$/.test(r.from) && /^\d{4}-\d{2}-\d{2}$/.test(r.to) && r.from <= r.to && Date.parse(r.to) - Date.parse(r.from) < reportMaxDays * DAY;

/** One page of rows the server answered whole (a range's days are at most 92 x 8 x vendors): the list pages and sorts them here. */
function pageOf<R>(rows: R[], q: ListQuery, key: (row: R, id: string) => string | number) {
  const sorted = q.sort ? [...rows].sort((a, b) => compare(key(a, q.sort!.id), key(b, q.sort!.id)) * (q.sort!.desc ? -1 : 1)) : rows;
  return { rows: sorted.slice((q.pageNo - 1) * q.pageSize, q.pageNo * q.pageSize), total: rows.length };
}
const compare = (a: string | number, b: string | number) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b)));
const amountKey = (text: string) => Number(moneyToDecimal(text));

/** From and to, applied together (the brand is the working brand, picked in the header). */
function RangeForm({ range, onApply }: { range: Range; onApply: (r: Range) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(range);
  const [bad, setBad] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const ok = validRange(draft);
    setBad(!ok);
    if (ok) onApply(draft);
  };
  return (
    <form onSubmit={submit} className="mb-3 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-xs">
      <TextField type="date" label={t('reports.from')} value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
      <TextField type="date" label={t('reports.to')} value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
      <Button type="submit">{t('reports.apply')}</Button>
      <p className="text-xs text-slate-500">{t('reports.rangeHint')}</p>
      {bad && (
        <Notice tone="error" className="w-full">
          {t('reports.badRange')}
        </Notice>
      )}
    </form>
  );
}

/** The file name of an export, or none (with a note) for operators without reports.export. */
function useExport(name: string) {
  const me = useMe().data;
  return can(me, 'reports.export') ? name : undefined;
}

function ExportNote({ allowed }: { allowed: boolean }) {
  const { t } = useTranslation();
  return allowed ? null : <p className="mt-2 text-xs text-slate-500">{t('reports.exportDenied')}</p>;
}

export function DailyReportPage() {
  const { t } = useTranslation();
  const { zone } = useTimeZone();
  const [range, setRange] = useState(() => defaultRange(zone));
  const brand = useWorkingBrand().brand?.code;
  const exportName = useExport(`daily-${brand ? `${brand}-` : ''}${range.from}-${range.to}`);
  const columns = useMemo<ListColumn<DailyRow>[]>(() => {
    const money = (id: keyof DailyRow & string, header: string): ListColumn<DailyRow> => ({ id, header, cell: (r) => formatMoney(r[id] as string), csv: (r) => moneyToDecimal(r[id] as string), align: 'end', nowrap: true, sortable: true });
    const count = (id: keyof DailyRow & string, header: string): ListColumn<DailyRow> => ({ id, header, cell: (r) => formatCount(r[id] as number), csv: (r) => String(r[id]), align: 'end', nowrap: true, sortable: true });
    return [
      { id: 'day', header: t('reports.day'), cell: (r) => r.day, csv: (r) => r.day, nowrap: true, sortable: true },
      money('deposits', t('reports.deposits')),
      count('depositCount', t('reports.depositCount')),
      money('withdrawals', t('reports.withdrawals')),
      count('withdrawalCount', t('reports.withdrawalCount')),
      money('ggr', t('reports.ggr')),
      money('bonuses', t('reports.bonuses')),
      money('ngr', t('reports.ngr')),
      count('activeMembers', t('reports.activeMembers')),
      count('newMembers', t('reports.newMembers')),
    ];
  }, [t]);
  const fetchPage = async (q: ListQuery, signal: AbortSignal) => {
    const v = await callOps('opReportDaily', { query: { from: range.from, to: range.to, brand }, signal });
    return pageOf(v.rows, q, (r, id) => (id === 'day' ? r.day : typeof r[id as keyof DailyRow] === 'number' ? (r[id as keyof DailyRow] as number) : amountKey(r[id as keyof DailyRow] as string)));
  };
  return (
    <div>
      <PageHeader title={t('reports.dailyTitle')} intro={t('reports.dailyIntro')} />
      <RangeForm range={range} onApply={setRange} />
      <ServerList id={`report-daily-${range.from}-${range.to}`} scope={brand ?? null} label={t('reports.dailyTitle')} columns={columns} fetchPage={fetchPage} rowKey={(r) => r.day} stateIn="local" pageSizes={[31, 92]} maxPageSize={92} exportName={exportName} />
      <ExportNote allowed={exportName !== undefined} />
    </div>
  );
}

export function GgrReportPage() {
  const { t } = useTranslation();
  const { zone } = useTimeZone();
  const [range, setRange] = useState(() => defaultRange(zone));
  const [by, setBy] = useState<'category' | 'vendor'>('category');
  const brand = useWorkingBrand().brand?.code;
  const exportName = useExport(`ggr-${by}-${brand ? `${brand}-` : ''}${range.from}-${range.to}`);
  const columns = useMemo<ListColumn<GgrRow>[]>(() => {
    const cols: ListColumn<GgrRow>[] = [
      { id: 'day', header: t('reports.day'), cell: (r) => r.day, csv: (r) => r.day, nowrap: true, sortable: true },
      { id: 'category', header: t('reports.category'), cell: (r) => t(`dashboard.categories.${r.category}`), csv: (r) => r.category, sortable: true },
    ];
    if (by === 'vendor') cols.push({ id: 'vendor', header: t('reports.vendor'), cell: (r) => r.vendor ?? '', csv: (r) => r.vendor ?? '', sortable: true });
    cols.push(
      { id: 'bets', header: t('reports.bets'), cell: (r) => formatCount(r.bets), csv: (r) => String(r.bets), align: 'end', sortable: true },
      { id: 'stake', header: t('reports.stake'), cell: (r) => formatMoney(r.stake), csv: (r) => moneyToDecimal(r.stake), align: 'end', nowrap: true, sortable: true },
      { id: 'win', header: t('reports.win'), cell: (r) => formatMoney(r.win), csv: (r) => moneyToDecimal(r.win), align: 'end', nowrap: true, sortable: true },
      { id: 'ggr', header: t('reports.ggr'), cell: (r) => formatMoney(r.ggr), csv: (r) => moneyToDecimal(r.ggr), align: 'end', nowrap: true, sortable: true },
    );
    return cols;
  }, [t, by]);
  const fetchPage = async (q: ListQuery, signal: AbortSignal) => {
    const v = await callOps('opReportGgr', { query: { from: range.from, to: range.to, by, brand }, signal });
    return pageOf(v.rows, q, (r, id) => (id === 'bets' ? r.bets : id === 'stake' || id === 'win' || id === 'ggr' ? amountKey(r[id]) : String(r[id as 'day'] ?? '')));
  };
  return (
    <div>
      <PageHeader title={t('reports.ggrTitle')} intro={t('reports.ggrIntro')} />
      <RangeForm range={range} onApply={setRange} />
      <ServerList
        id={`report-ggr-${by}-${range.from}-${range.to}`}
        scope={brand ?? null}
        label={t('reports.ggrTitle')}
        columns={columns}
        fetchPage={fetchPage}
        rowKey={(r) => `${r.day}|${r.category}|${r.vendor ?? ''}`}
        stateIn="local"
        exportName={exportName}
        toolbar={
          <label className="flex items-center gap-2 text-sm text-slate-700">
            {t('reports.by')}
            <select className="h-8 rounded-md border border-slate-300 bg-white px-2 text-sm" value={by} onChange={(e) => setBy(e.target.value as 'category' | 'vendor')}>
              <option value="category">{t('reports.byCategory')}</option>
              <option value="vendor">{t('reports.byVendor')}</option>
            </select>
          </label>
        }
      />
      <ExportNote allowed={exportName !== undefined} />
    </div>
  );
}

export function BalancesReportPage() {
  const { t } = useTranslation();
  const brand = useWorkingBrand().brand?.code;
  const [filter, setFilter] = useState({ min: '' });
  const [draft, setDraft] = useState(filter);
  const [bad, setBad] = useState(false);
  const exportName = useExport(brand ? `member-balances-${brand}` : 'member-balances');
  const columns = useMemo<ListColumn<BalanceRow>[]>(
    () => [
      { id: 'memberId', header: t('reports.memberId'), cell: (r) => r.memberId, csv: (r) => String(r.memberId), nowrap: true, sortable: true },
      { id: 'username', header: t('reports.member'), cell: (r) => r.username, csv: (r) => r.username },
      { id: 'brand', header: t('reports.brandCol'), cell: (r) => r.brand, csv: (r) => r.brand },
      { id: 'balance', header: t('reports.balance'), cell: (r) => formatMoney(r.balance), csv: (r) => moneyToDecimal(r.balance), align: 'end', nowrap: true, sortable: true, sortDescFirst: true },
      { id: 'currency', header: t('reports.currency'), cell: (r) => r.currency, csv: (r) => r.currency },
    ],
    [t],
  );
  const fetchPage = (q: ListQuery, signal: AbortSignal) =>
    callOps('opReportBalances', {
      query: { minBalance: filter.min || undefined, brand, sort: (q.sort?.id as 'balance' | 'memberId' | undefined) ?? 'balance', order: q.sort && !q.sort.desc ? 'asc' : 'desc', pageNo: q.pageNo, pageSize: q.pageSize },
      signal,
    });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const ok = draft.min === '' || /^\d{1,13}(\.\d{1,4})?$/.test(draft.min);
    setBad(!ok);
    if (ok) setFilter(draft);
  };
  return (
    <div>
      <PageHeader title={t('reports.balancesTitle')} intro={t('reports.balancesIntro')} />
      <form onSubmit={submit} className="mb-3 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-xs">
        <TextField label={t('reports.minBalance')} placeholder={t('reports.minBalanceHint')} inputMode="decimal" value={draft.min} onChange={(e) => setDraft({ ...draft, min: e.target.value.trim() })} error={bad ? t('reports.minBalanceHint') : null} className="w-44" />
        <Button type="submit">{t('reports.apply')}</Button>
      </form>
      <ServerList id={`report-balances-${filter.min}`} scope={brand ?? null} label={t('reports.balancesTitle')} columns={columns} fetchPage={fetchPage} rowKey={(r) => String(r.memberId)} exportName={exportName} />
      <ExportNote allowed={exportName !== undefined} />
    </div>
  );
}
