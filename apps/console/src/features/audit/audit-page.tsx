import { useMutation } from '@tanstack/react-query';
import type { ValueOf } from '@lotus/contract/endpoints';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ServerList, type ListColumn, type ListQuery } from '../../components/server-list';
import { Button, Notice, PageHeader } from '../../components/ui';
import { callOps, errorMessage } from '../../lib/api';
import { formatMoney, useTimeText, useTimeZone, zonedDayStart } from '../../lib/format';
import { useMe } from '../auth/use-me';
import { Time } from '../payments/shared';

type AuditRow = ValueOf<'opAudit'>['rows'][number];

/** The audit trail's page in the console's zone: days of the from/to filters start at midnight there (the zone the header names). */
export const auditFetcher = (zone: string) => (q: ListQuery, signal: AbortSignal) =>
  callOps('opAudit', {
    query: {
      operatorId: q.filters.operatorId ? Number(q.filters.operatorId) : undefined,
      action: q.filters.action || undefined,
      from: q.filters.from ? zonedDayStart(q.filters.from, zone) : undefined,
      // `to` is exclusive on the server: the day after the last day asked for.
      to: q.filters.to ? zonedDayStart(q.filters.to, zone, 1) : undefined,
      pageNo: q.pageNo,
      pageSize: q.pageSize,
    },
    signal,
  });

const amountText = /^-?\d+\.\d{4}$/;

function valueText(v: unknown): string {
  if (v === null || v === undefined) return '—';
  if (typeof v === 'string') return amountText.test(v) ? formatMoney(v) : v;
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** "amount: 250.00 · member: 7": an entry's details on one line, keys as the server wrote them, amounts with two decimals. */
export function detailsText(details: Record<string, unknown>): string {
  return Object.entries(details)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `${k}: ${typeof v === 'string' && amountText.test(v) ? formatMoney(v) : typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(' · ');
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * What a change changed: for two objects, each key whose value differs (`key`, before, after); for
 * anything else, the one value before and after. Keys equal on both sides are left out.
 */
export function diffEntries(before: unknown, after: unknown): { key: string | null; before: string; after: string }[] {
  if (before === null && after === null) return [];
  if (isRecord(before) || isRecord(after)) {
    const b = isRecord(before) ? before : {};
    const a = isRecord(after) ? after : {};
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return keys.filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k])).map((k) => ({ key: k, before: valueText(b[k]), after: valueText(a[k]) }));
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ key: null, before: valueText(before), after: valueText(after) }];
}

function Diff({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const entries = diffEntries(before, after);
  if (entries.length === 0) return <span className="text-slate-400">—</span>;
  return (
    <ul className="min-w-56 text-xs">
      {entries.map((e, i) => (
        <li key={i} className="[overflow-wrap:anywhere]">
          {e.key && <span className="text-slate-500">{e.key}: </span>}
          <del className="bg-rose-50 text-rose-800" aria-label={t('audit.before')}>
            {e.before}
          </del>{' '}
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            →
          </span>{' '}
          <ins className="bg-emerald-50 text-emerald-800 no-underline" aria-label={t('audit.after')}>
            {e.after}
          </ins>
        </li>
      ))}
    </ul>
  );
}

/** The audit trail: every operator action and sign-in, newest first, filtered by operator, action and days, with what each change changed. */
export function AuditPage() {
  const { t } = useTranslation();
  const time = useTimeText();
  const { zone } = useTimeZone();
  const fetchAudit = useMemo(() => auditFetcher(zone), [zone]);
  const me = useMe().data;
  const [, setParams] = useSearchParams();
  const verify = useMutation({ mutationFn: () => callOps('opAuditVerify') });
  const columns = useMemo<ListColumn<AuditRow>[]>(
    () => [
      { id: 'createdAt', header: t('audit.time'), cell: (r) => <Time iso={r.createdAt} brandId={r.brandId} />, csv: (r) => time(r.createdAt, r.brandId), nowrap: true },
      {
        id: 'operator',
        header: t('audit.operator'),
        cell: (r) =>
          r.operatorId === null ? (
            <span className="text-slate-400">{t('audit.system')}</span>
          ) : (
            <button
              type="button"
              className="text-indigo-700 hover:underline"
              title={t('audit.onlyThisOperator')}
              onClick={() =>
                setParams(
                  (prev) => {
                    const next = new URLSearchParams(prev);
                    next.set('operatorId', String(r.operatorId));
                    next.delete('page');
                    return next;
                  },
                  { replace: true },
                )
              }
            >
              {r.operator || `#${r.operatorId}`}
            </button>
          ),
        csv: (r) => r.operator,
        nowrap: true,
      },
      { id: 'action', header: t('audit.action'), cell: (r) => <code className="text-xs">{r.action}</code>, csv: (r) => r.action, nowrap: true },
      { id: 'target', header: t('audit.target'), cell: (r) => r.target, csv: (r) => r.target },
      { id: 'details', header: t('audit.details'), cell: (r) => <span className="block min-w-56 text-xs [overflow-wrap:anywhere] text-slate-600">{detailsText(r.details)}</span>, csv: (r) => JSON.stringify(r.details) },
      { id: 'change', header: t('audit.change'), cell: (r) => <Diff before={r.before} after={r.after} />, csv: (r) => diffEntries(r.before, r.after).map((e) => `${e.key ? `${e.key}: ` : ''}${e.before} -> ${e.after}`).join('; ') },
      { id: 'ip', header: t('audit.ip'), cell: (r) => <span className="font-mono text-xs">{r.ip}</span>, csv: (r) => r.ip, nowrap: true },
    ],
    [t, time, setParams],
  );
  const result = verify.data;
  return (
    <div>
      <PageHeader
        title={t('audit.title')}
        intro={t('audit.intro')}
        actions={
          me?.brandId === null && (
            <Button variant="secondary" onClick={() => verify.mutate()} disabled={verify.isPending}>
              {verify.isPending ? t('audit.verifying') : t('audit.verify')}
            </Button>
          )
        }
      />
      {verify.isError && (
        <Notice tone="error" className="mb-3">
          {errorMessage(verify.error)}
        </Notice>
      )}
      {result &&
        (result.ok ? (
          <Notice tone="success" className="mb-3">
            {t('audit.chainOk', { count: result.checked })} <code className="text-xs break-all">{result.headHash}</code>
          </Notice>
        ) : (
          <Notice tone="error" className="mb-3">
            {t('audit.chainBroken', { id: result.brokenAt, count: result.checked })} {t(`audit.reasons.${result.reason ?? 'hash'}`)}
          </Notice>
        ))}
      <ServerList
        id={`audit-${zone}`}
        label={t('audit.title')}
        columns={columns}
        fetchPage={fetchAudit}
        rowKey={(r) => r.id}
        pageSizes={[50, 100]}
        filters={[
          { id: 'operatorId', type: 'text', label: t('audit.operatorId'), pattern: /^[1-9]\d{0,9}$/, invalidText: t('audit.operatorIdInvalid') },
          { id: 'action', type: 'text', label: t('audit.actionFilter'), placeholder: t('audit.actionHint'), pattern: /^[a-z0-9_.]{1,64}$/, invalidText: t('audit.actionInvalid') },
          { id: 'from', type: 'date', label: t('audit.from') },
          { id: 'to', type: 'date', label: t('audit.to') },
        ]}
        exportName="audit-trail"
      />
    </div>
  );
}
