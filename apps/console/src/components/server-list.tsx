import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { rowPaginationFeature, rowSortingFeature, tableFeatures, useTable, type ColumnDef, type PaginationState, type RowData, type SortingState, type Updater } from '@tanstack/react-table';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../lib/api';
import { downloadCsv, toCsv } from '../lib/csv';
import { Button, cx } from './ui';

/** What a list asks the server for: a page, its size, the order and the filters (each '' = any). */
export interface ListQuery {
  pageNo: number;
  pageSize: number;
  sort: { id: string; desc: boolean } | null;
  filters: Record<string, string>;
}
export interface ListPage<R> {
  rows: R[];
  total: number;
}

export interface ListColumn<R> {
  id: string;
  header: string;
  cell: (row: R) => ReactNode;
  /** The column's text in a CSV export; a column without it (actions) is left out of the file. */
  csv?: (row: R) => string;
  /** The server can order by this column (its id is the sort key sent). */
  sortable?: boolean;
  /** The first click orders descending (newest or largest first); otherwise ascending. */
  sortDescFirst?: boolean;
  align?: 'start' | 'end';
  /** Keep the cell on one line (amounts, times, ids). */
  nowrap?: boolean;
  /** Keep the column in view at the end of a table wider than the screen (row actions on a tablet). */
  stickyEnd?: boolean;
}

export interface FilterDef {
  id: string;
  label: string;
  /** 'select' (the default) offers `options`; 'text' and 'date' take what the operator types (applied on Enter or leaving the field). */
  type?: 'select' | 'text' | 'date';
  options?: { value: string; label: string }[];
  placeholder?: string;
  /** Text filters: what the field accepts (the filter is not applied, and the field says so, otherwise). */
  pattern?: RegExp;
  /** Shown when `pattern` refuses the text. */
  invalidText?: string;
}

export interface ServerListProps<R> {
  /** Names the list's cached pages (with the query) and its table (aria-label). */
  id: string;
  /** What else the pages depend on (the working brand): part of their cache key, beside `id` (so invalidating `['list', id]` still reaches them). */
  scope?: string | number | null;
  label: string;
  columns: ListColumn<R>[];
  fetchPage: (query: ListQuery, signal: AbortSignal) => Promise<ListPage<R>>;
  rowKey: (row: R) => string;
  filters?: FilterDef[];
  /** Filter values when the address names none (e.g. the pending queue). */
  defaultFilters?: Record<string, string>;
  pageSizes?: number[];
  /** The largest page the server serves: CSV exports fetch pages of this size. */
  maxPageSize?: number;
  /** CSV export of the current filter and order: the file's name without extension. */
  exportName?: string;
  /** Rows an export takes at most (it fetches page after page). */
  exportLimit?: number;
  /** Re-reads the page this often while shown (queues others work on too). */
  refreshMs?: number;
  /** 'url': page, size, order and filters live in the address (shareable, kept on reload); 'local': in the component. */
  stateIn?: 'url' | 'local';
  toolbar?: ReactNode;
}

/** An end column that stays in view when the table scrolls sideways, set off by a shadow. */
const stickyEnd = 'sticky end-0 shadow-[-6px_0_6px_-6px_rgba(15,23,42,0.25)]';

const features = tableFeatures({ rowSortingFeature, rowPaginationFeature });
type Features = typeof features;
const noRows: never[] = [];

/** The list's state as address parameters or component state, read and written alike. */
function useListState(mode: 'url' | 'local', defaults: Record<string, string>, filterIds: string[], pageSize: number) {
  const [params, setParams] = useSearchParams();
  const [local, setLocal] = useState<Record<string, string>>({});
  const get = (key: string) => (mode === 'url' ? params.get(key) : (local[key] ?? null));
  const set = (changes: Record<string, string | null>) => {
    if (mode === 'url') {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(changes)) {
            if (v === null) next.delete(k);
            else next.set(k, v);
          }
          return next;
        },
        { replace: true },
      );
    } else {
      setLocal((prev) => {
        const next = { ...prev };
        for (const [k, v] of Object.entries(changes)) {
          if (v === null) delete next[k];
          else next[k] = v;
        }
        return next;
      });
    }
  };
  const page = Math.max(1, Number.parseInt(get('page') ?? '1', 10) || 1);
  const size = Number.parseInt(get('size') ?? '', 10) || pageSize;
  const sortText = get('sort');
  const sort = sortText ? { id: sortText.replace(/^-/, ''), desc: sortText.startsWith('-') } : null;
  const filters = Object.fromEntries(filterIds.map((id) => [id, get(id) ?? defaults[id] ?? '']));
  return { page, size, sort, filters, set };
}

/**
 * The console's list: a page of rows from the server (TanStack Table in manual mode: the server pages,
 * orders and filters; the table renders what it answered), with its filters, order and page size,
 * loading, empty and error states, and a CSV export of every row the current filter matches.
 */
export function ServerList<R extends RowData>({
  id,
  scope = null,
  label,
  columns,
  fetchPage,
  rowKey,
  filters = [],
  defaultFilters = {},
  pageSizes = [20, 50, 100],
  maxPageSize = 100,
  exportName,
  exportLimit = 10_000,
  refreshMs,
  stateIn = 'url',
  toolbar,
}: ServerListProps<R>) {
  const { t } = useTranslation();
  const filterIds = filters.map((f) => f.id);
  const state = useListState(stateIn, defaultFilters, filterIds, pageSizes[0]!);
  const query: ListQuery = { pageNo: state.page, pageSize: state.size, sort: state.sort, filters: state.filters };
  const result = useQuery({
    queryKey: ['list', id, query, scope],
    queryFn: ({ signal }) => fetchPage(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: refreshMs,
  });

  const sorting: SortingState = state.sort ? [{ id: state.sort.id, desc: state.sort.desc }] : [];
  const pagination: PaginationState = { pageIndex: state.page - 1, pageSize: state.size };
  const tableColumns = useMemo<ColumnDef<Features, R>[]>(
    () =>
      columns.map((c) => ({
        id: c.id,
        header: c.header,
        accessorFn: (row: R) => row as unknown,
        cell: (ctx: { row: { original: R } }) => c.cell(ctx.row.original),
        enableSorting: c.sortable === true,
        sortDescFirst: c.sortDescFirst === true,
      })) as ColumnDef<Features, R>[],
    [columns],
  );
  const table = useTable<Features, R>({
    features,
    columns: tableColumns,
    data: result.data?.rows ?? noRows,
    getRowId: (row) => rowKey(row),
    rowCount: result.data?.total ?? 0,
    manualPagination: true,
    manualSorting: true,
    enableMultiSort: false,
    state: { sorting, pagination },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      state.set({ sort: first ? `${first.desc ? '-' : ''}${first.id}` : null, page: null });
    },
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = typeof updater === 'function' ? updater(pagination) : updater;
      state.set({ page: next.pageIndex > 0 ? String(next.pageIndex + 1) : null, size: next.pageSize === pageSizes[0] ? null : String(next.pageSize) });
    },
  });

  const total = result.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / state.size));
  const filtered = filters.some((f) => state.filters[f.id] !== (defaultFilters[f.id] ?? ''));
  const rows = table.getRowModel().rows;

  return (
    <div className="rounded-lg border border-slate-200 bg-white shadow-xs">
      <div className="flex flex-wrap items-end gap-3 border-b border-slate-200 p-3">
        {filters.map((f) =>
          f.type === 'text' || f.type === 'date' ? (
            <FilterInput key={`${f.id}:${state.filters[f.id] ?? ''}`} def={f} value={state.filters[f.id] ?? ''} onChange={(v) => state.set({ [f.id]: v === (defaultFilters[f.id] ?? '') ? null : v, page: null })} />
          ) : (
            <FilterSelect key={f.id} def={f} value={state.filters[f.id] ?? ''} onChange={(v) => state.set({ [f.id]: v === (defaultFilters[f.id] ?? '') ? null : v, page: null })} anyLabel={t('list.any')} />
          ),
        )}
        {filtered && (
          <Button variant="ghost" size="sm" onClick={() => state.set({ ...Object.fromEntries(filterIds.map((f) => [f, null])), page: null })}>
            {t('list.clearFilters')}
          </Button>
        )}
        <div className="ms-auto flex flex-wrap items-center gap-2">
          {toolbar}
          <Button variant="secondary" size="sm" onClick={() => void result.refetch()} disabled={result.isFetching}>
            {result.isFetching && !result.isPending ? t('list.refreshing') : t('list.refresh')}
          </Button>
          {exportName && <CsvExport columns={columns} fetchPage={fetchPage} query={query} fileName={exportName} pageSize={maxPageSize} limit={exportLimit} disabled={total === 0} />}
        </div>
      </div>

      <div className="overflow-x-auto">
        <table aria-label={label} aria-busy={result.isFetching} className="w-full border-collapse text-sm">
          <thead className="bg-slate-50 text-start text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const col = columns.find((c) => c.id === header.column.id)!;
                  const sorted = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : header.column.getCanSort() ? 'none' : undefined}
                      className={cx('border-b border-slate-200 px-3 py-2 whitespace-nowrap', col.align === 'end' && 'text-end', col.stickyEnd && stickyEnd, col.stickyEnd && 'bg-slate-50')}
                    >
                      {header.column.getCanSort() ? (
                        <button type="button" onClick={header.column.getToggleSortingHandler()} className="inline-flex items-center gap-1 uppercase hover:text-slate-900" aria-label={t('list.sortBy', { column: col.header })}>
                          {col.header}
                          <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
                        </button>
                      ) : (
                        col.header
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {result.isPending ? (
              <StateRow span={columns.length}>{t('list.loading')}</StateRow>
            ) : result.isError && !result.data ? (
              <StateRow span={columns.length}>
                <span role="alert" className="text-rose-800">
                  {t('list.error')} {errorMessage(result.error)}
                </span>{' '}
                <Button variant="secondary" size="sm" onClick={() => void result.refetch()}>
                  {t('list.retry')}
                </Button>
              </StateRow>
            ) : rows.length === 0 ? (
              <StateRow span={columns.length}>{filtered ? t('list.emptyFiltered') : t('list.empty')}</StateRow>
            ) : (
              rows.map((row) => (
                <tr key={row.id} className="group border-b border-slate-100 last:border-0 hover:bg-slate-50">
                  {row.getAllCells().map((cell) => {
                    const col = columns.find((c) => c.id === cell.column.id)!;
                    return (
                      <td key={cell.id} className={cx('px-3 py-2 align-middle text-slate-800', col.align === 'end' && 'text-end tabular-nums', col.nowrap && 'whitespace-nowrap', col.stickyEnd && stickyEnd, col.stickyEnd && 'bg-white group-hover:bg-slate-50')}>
                        <table.FlexRender cell={cell} />
                      </td>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {result.isError && result.data && (
        <p role="alert" className="border-t border-slate-200 px-3 py-2 text-sm text-rose-800">
          {errorMessage(result.error)}
        </p>
      )}

      <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 px-3 py-2 text-sm text-slate-600">
        <label className="flex items-center gap-2">
          {t('list.pageSize')}
          <select className="h-8 rounded-md border border-slate-300 bg-white px-2" value={state.size} onChange={(e) => table.setPagination({ pageIndex: 0, pageSize: Number(e.target.value) })}>
            {pageSizes.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <span aria-live="polite">{total > 0 ? t('list.range', { from: (state.page - 1) * state.size + 1, to: Math.min(total, state.page * state.size), total }) : null}</span>
        <nav aria-label={label} className="ms-auto flex items-center gap-1">
          <Button variant="ghost" size="sm" aria-label={t('list.first')} disabled={state.page <= 1} onClick={() => table.setPageIndex(0)}>
            «
          </Button>
          <Button variant="ghost" size="sm" aria-label={t('list.previous')} disabled={state.page <= 1} onClick={() => table.setPageIndex(state.page - 2)}>
            ‹
          </Button>
          <span className="px-2">{t('list.page', { page: state.page, pages })}</span>
          <Button variant="ghost" size="sm" aria-label={t('list.next')} disabled={state.page >= pages} onClick={() => table.setPageIndex(state.page)}>
            ›
          </Button>
          <Button variant="ghost" size="sm" aria-label={t('list.last')} disabled={state.page >= pages} onClick={() => table.setPageIndex(pages - 1)}>
            »
          </Button>
        </nav>
      </div>
    </div>
  );
}

function StateRow({ span, children }: { span: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={span} className="px-3 py-10 text-center text-slate-500">
        {children}
      </td>
    </tr>
  );
}

function FilterSelect({ def, value, onChange, anyLabel }: { def: FilterDef; value: string; onChange: (value: string) => void; anyLabel: string }) {
  const selectId = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={selectId} className="text-xs font-medium text-slate-600">
        {def.label}
      </label>
      <select id={selectId} className="h-8 min-w-36 rounded-md border border-slate-300 bg-white px-2 text-sm" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{anyLabel}</option>
        {(def.options ?? []).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A typed filter: applied when the operator presses Enter or leaves the field (not on every key), cleared by emptying it. */
function FilterInput({ def, value, onChange }: { def: FilterDef; value: string; onChange: (value: string) => void }) {
  const inputId = useId();
  const [text, setText] = useState(value);
  const bad = def.pattern !== undefined && text.trim() !== '' && !def.pattern.test(text.trim());
  const commit = () => {
    const next = text.trim();
    if (bad || next === value) return;
    onChange(next);
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-xs font-medium text-slate-600">
        {def.label}
      </label>
      <input
        id={inputId}
        type={def.type === 'date' ? 'date' : 'search'}
        className={cx('h-8 rounded-md border bg-white px-2 text-sm', def.type === 'date' ? 'w-38' : 'w-40', bad ? 'border-rose-400' : 'border-slate-300')}
        value={text}
        placeholder={def.placeholder}
        aria-invalid={bad ? true : undefined}
        title={bad ? def.invalidText : undefined}
        onChange={(e) => {
          setText(e.target.value);
          if (def.type === 'date' && (e.target.value === '' || /^\d{4}-\d{2}-\d{2}$/.test(e.target.value)) && e.target.value !== value) onChange(e.target.value);
        }}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          }
        }}
      />
      {bad && def.invalidText && <span className="text-xs text-rose-700">{def.invalidText}</span>}
    </div>
  );
}

/**
 * Fetches every page of the current filter and order (largest pages the server serves, one after the
 * other, up to `limit` rows) and hands the browser one CSV file of the columns that have a CSV text.
 */
export async function exportRows<R>(
  fetchPage: ServerListProps<R>['fetchPage'],
  query: ListQuery,
  pageSize: number,
  limit: number,
  onProgress: (done: number, total: number) => void,
  signal: AbortSignal,
): Promise<{ rows: R[]; total: number }> {
  const rows: R[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await fetchPage({ ...query, pageNo, pageSize }, signal);
    rows.push(...page.rows);
    onProgress(Math.min(rows.length, limit), Math.min(page.total, limit));
    if (page.rows.length < pageSize || rows.length >= page.total || rows.length >= limit) return { rows: rows.slice(0, limit), total: page.total };
  }
}

function CsvExport<R extends RowData>({ columns, fetchPage, query, fileName, pageSize, limit, disabled }: { columns: ListColumn<R>[]; fetchPage: ServerListProps<R>['fetchPage']; query: ListQuery; fileName: string; pageSize: number; limit: number; disabled: boolean }) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const run = async () => {
    setMessage(null);
    setProgress({ done: 0, total: 0 });
    try {
      const { rows, total } = await exportRows(fetchPage, query, pageSize, limit, (done, all) => setProgress({ done, total: all }), new AbortController().signal);
      const exported = columns.filter((c) => c.csv);
      downloadCsv(`${fileName}.csv`, toCsv(exported.map((c) => c.header), rows.map((r) => exported.map((c) => c.csv!(r)))));
      setMessage({ tone: 'ok', text: total > rows.length ? t('list.exportCapped', { count: rows.length }) : t('list.exportDone', { count: rows.length }) });
    } catch (error) {
      setMessage({ tone: 'error', text: t('list.exportFailed', { reason: errorMessage(error) }) });
    } finally {
      setProgress(null);
    }
  };
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => void run()} disabled={disabled || progress !== null}>
        {progress ? t('list.exporting', progress) : t('list.export')}
      </Button>
      {message && (
        <span role={message.tone === 'error' ? 'alert' : 'status'} className={cx('text-xs', message.tone === 'error' ? 'text-rose-800' : 'text-slate-600')}>
          {message.text}
        </span>
      )}
    </>
  );
}
