import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/api';
import { downloadCsv, toCsv } from '../lib/csv';
import type { ListColumn } from './server-list';
import { Button, cx } from './ui';

export interface KeysetPage<R> {
  rows: R[];
  /** The cursor of the next (older) page; null on the last page. */
  nextBefore: string | null;
}

/**
 * A newest-first list the server pages by cursor (`before` = the last row's id): Older follows the
 * server's `nextBefore`, Newer steps back through the cursors already seen. No total is counted (the
 * point of keyset paging over millions of rows). A change of `filterKey` starts again at the newest.
 */
export function KeysetList<R>({
  id,
  label,
  columns,
  fetchPage,
  rowKey,
  filterKey,
  toolbar,
  emptyText,
  exportName,
  exportLimit = 10_000,
}: {
  id: string;
  label: string;
  columns: ListColumn<R>[];
  fetchPage: (before: string | undefined, signal: AbortSignal) => Promise<KeysetPage<R>>;
  rowKey: (row: R) => string;
  /** The filters the fetch uses: a new value returns to the first page. */
  filterKey: unknown;
  toolbar?: ReactNode;
  emptyText?: string;
  /** CSV export of every row the filters match (following the cursors from the newest): the file's name without extension. */
  exportName?: string;
  exportLimit?: number;
}) {
  const { t } = useTranslation();
  // Cursors of the pages shown so far: the last is the current page's (undefined: the newest).
  const [stack, setStack] = useState<{ key: string; cursors: (string | undefined)[] }>({ key: JSON.stringify(filterKey), cursors: [undefined] });
  const filterText = JSON.stringify(filterKey);
  const cursors = stack.key === filterText ? stack.cursors : [undefined];
  const before = cursors[cursors.length - 1];
  const result = useQuery({
    queryKey: ['list', id, filterKey, before ?? null],
    queryFn: ({ signal }) => fetchPage(before, signal),
    placeholderData: keepPreviousData,
  });
  const rows = result.data?.rows ?? [];
  const next = result.data?.nextBefore ?? null;

  return (
    <div className="rounded-lg border border-slate-200 bg-white shadow-xs">
      <div className="flex flex-wrap items-end gap-3 border-b border-slate-200 p-3">
        {toolbar}
        <div className="ms-auto flex flex-wrap items-center gap-2">
          <Button variant="secondary" size="sm" onClick={() => void result.refetch()} disabled={result.isFetching}>
            {result.isFetching && !result.isPending ? t('list.refreshing') : t('list.refresh')}
          </Button>
          {exportName && <KeysetExport columns={columns} fetchPage={fetchPage} fileName={exportName} limit={exportLimit} disabled={rows.length === 0} />}
        </div>
      </div>
      <div className="overflow-x-auto">
        <table aria-label={label} aria-busy={result.isFetching} className="w-full border-collapse text-sm">
          <thead className="bg-slate-50 text-start text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              {columns.map((c) => (
                <th key={c.id} scope="col" className={cx('border-b border-slate-200 px-3 py-2 whitespace-nowrap', c.align === 'end' && 'text-end')}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {result.isPending ? (
              <StateRow span={columns.length}>{t('list.loading')}</StateRow>
            ) : result.isError && !result.data ? (
              <StateRow span={columns.length}>
                <span role="alert" className="text-rose-800">
                  {t('list.error')} {errorMessage(result.error)}
                </span>
              </StateRow>
            ) : rows.length === 0 ? (
              <StateRow span={columns.length}>{emptyText ?? t('list.empty')}</StateRow>
            ) : (
              rows.map((row) => (
                <tr key={rowKey(row)} className="border-b border-slate-100 last:border-0 hover:bg-slate-50">
                  {columns.map((c) => (
                    <td key={c.id} className={cx('px-3 py-2 align-middle text-slate-800', c.align === 'end' && 'text-end tabular-nums', c.nowrap && 'whitespace-nowrap')}>
                      {c.cell(row)}
                    </td>
                  ))}
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
      <nav aria-label={label} className="flex items-center justify-end gap-2 border-t border-slate-200 px-3 py-2 text-sm text-slate-600">
        <Button variant="ghost" size="sm" disabled={cursors.length <= 1} onClick={() => setStack({ key: filterText, cursors: [undefined] })}>
          {t('keyset.newest')}
        </Button>
        <Button variant="ghost" size="sm" disabled={cursors.length <= 1} onClick={() => setStack({ key: filterText, cursors: cursors.slice(0, -1) })}>
          {t('keyset.newer')}
        </Button>
        <Button variant="ghost" size="sm" disabled={!next || result.isPlaceholderData} onClick={() => next && setStack({ key: filterText, cursors: [...cursors, next] })}>
          {t('keyset.older')}
        </Button>
      </nav>
    </div>
  );
}

/** Every row of the current filters, newest first, page after page along the cursors (up to `limit`), as one CSV file. */
export async function exportKeyset<R>(fetchPage: (before: string | undefined, signal: AbortSignal) => Promise<KeysetPage<R>>, limit: number, onProgress: (done: number) => void, signal: AbortSignal) {
  const rows: R[] = [];
  let before: string | undefined;
  for (;;) {
    const page = await fetchPage(before, signal);
    rows.push(...page.rows);
    onProgress(Math.min(rows.length, limit));
    if (!page.nextBefore || rows.length >= limit) return { rows: rows.slice(0, limit), more: page.nextBefore !== null && rows.length >= limit };
    before = page.nextBefore;
  }
}

function KeysetExport<R>({ columns, fetchPage, fileName, limit, disabled }: { columns: ListColumn<R>[]; fetchPage: (before: string | undefined, signal: AbortSignal) => Promise<KeysetPage<R>>; fileName: string; limit: number; disabled: boolean }) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const run = async () => {
    setMessage(null);
    setProgress(0);
    try {
      const { rows, more } = await exportKeyset(fetchPage, limit, setProgress, new AbortController().signal);
      const exported = columns.filter((c) => c.csv);
      downloadCsv(`${fileName}.csv`, toCsv(exported.map((c) => c.header), rows.map((r) => exported.map((c) => c.csv!(r)))));
      setMessage({ tone: 'ok', text: more ? t('list.exportCapped', { count: rows.length }) : t('list.exportDone', { count: rows.length }) });
    } catch (error) {
      setMessage({ tone: 'error', text: t('list.exportFailed', { reason: errorMessage(error) }) });
    } finally {
      setProgress(null);
    }
  };
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => void run()} disabled={disabled || progress !== null}>
        {progress !== null ? t('keyset.exporting', { done: progress }) : t('list.export')}
      </Button>
      {message && (
        <span role={message.tone === 'error' ? 'alert' : 'status'} className={cx('text-xs', message.tone === 'error' ? 'text-rose-800' : 'text-slate-600')}>
          {message.text}
        </span>
      )}
    </>
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
