import { clsx } from 'clsx';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { maxProofs } from '@lotus/contract/payments';
import { Icon } from '../../../components/ui/icon';
import { formatMoney } from '../../../lib/format';
import { proofProblem } from '../../../lib/upload';
import { useBrand } from '../../system/hooks/use-system-status';
import { pageItems, safeUnits } from '../lib/amount';

/** An amount from the wire, two decimals, thousands separators, the brand's symbol; kept left-to-right. */
export function Money({ amount, className, signed }: { amount: string | bigint | null | undefined; className?: string; signed?: boolean }) {
  const brand = useBrand();
  const units = typeof amount === 'bigint' ? amount : safeUnits(amount);
  if (units === null) return <span className={className}>—</span>;
  const text = formatMoney(units, { symbol: brand.currencySymbol });
  return (
    <bdi dir="ltr" className={clsx('whitespace-nowrap tabular-nums', className)}>
      {signed && units > 0n ? '+' : ''}
      {text}
    </bdi>
  );
}

export function Card({ title, children, className, action }: { title?: ReactNode; children: ReactNode; className?: string; action?: ReactNode }) {
  return (
    <section className={clsx('rounded-2xl border border-white/10 bg-ink-900/60 p-4', className)}>
      {title || action ? (
        <div className="mb-3 flex items-center justify-between gap-3">
          {title ? <h3 className="text-sm font-bold text-ink-50">{title}</h3> : <span />}
          {action}
        </div>
      ) : null}
      {children}
    </section>
  );
}

const statusTone: Record<string, string> = {
  pending: 'bg-amber-400/15 text-amber-200 ring-amber-300/30',
  approved: 'bg-emerald-400/15 text-emerald-200 ring-emerald-300/30',
  paid: 'bg-sky-400/15 text-sky-200 ring-sky-300/30',
  received: 'bg-emerald-400/15 text-emerald-200 ring-emerald-300/30',
  rejected: 'bg-rose-400/15 text-rose-200 ring-rose-300/30',
  not_received: 'bg-rose-400/15 text-rose-200 ring-rose-300/30',
};

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={clsx('inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold ring-1', statusTone[status] ?? 'bg-white/5 text-ink-200 ring-white/10')}>
      {t(`wallet.status.${status}` as 'wallet.status.pending', { defaultValue: status })}
    </span>
  );
}

/** The spec's pagination: page range 3, margin pages 1, previous and next (arrows follow reading direction). */
export function Pagination({ page, total, pageSize, onPage }: { page: number; total: number; pageSize: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (pageCount <= 1) return null;
  const btn = 'grid h-9 min-w-9 place-items-center rounded-lg px-2 text-sm font-semibold transition disabled:opacity-40';
  return (
    <nav aria-label={t('wallet.pagination')} className="mt-4 flex flex-wrap items-center justify-center gap-1">
      <button type="button" className={clsx(btn, 'text-ink-200 hover:bg-white/5')} disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t('wallet.previousPage')}>
        <Icon name="chevron" className="size-4 rotate-180 rtl:rotate-0" />
      </button>
      {pageItems(page, pageCount).map((item, i) =>
        item === 'gap' ? (
          <span key={`gap${i}`} className="px-1 text-ink-400">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('wallet.page', { page: item })}
            onClick={() => onPage(item)}
            className={clsx(btn, item === page ? 'bg-gold-400 text-ink-950' : 'text-ink-200 hover:bg-white/5')}
          >
            {item}
          </button>
        ),
      )}
      <button type="button" className={clsx(btn, 'text-ink-200 hover:bg-white/5')} disabled={page >= pageCount} onClick={() => onPage(page + 1)} aria-label={t('wallet.nextPage')}>
        <Icon name="chevron" className="size-4 rtl:rotate-180" />
      </button>
    </nav>
  );
}

export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const id = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(id);
  }, [copied]);
  return (
    <button
      type="button"
      onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true), () => setCopied(false))}
      className="inline-flex h-8 shrink-0 items-center gap-1 rounded-lg border border-white/10 px-2.5 text-xs font-semibold text-gold-200 hover:bg-white/5"
      aria-label={t('wallet.copyLabel', { label })}
    >
      <Icon name={copied ? 'check' : 'record'} className="size-3.5" />
      {copied ? t('wallet.copied') : t('wallet.copy')}
    </button>
  );
}

/**
 * Up to three proof images (png or jpg, ≤ 5 MB each) with previews and remove; files are checked
 * here, before any upload. The parent uploads the kept files on submit.
 */
export function ProofPicker({ files, onChange, disabled, label }: { files: File[]; onChange: (files: File[]) => void; disabled?: boolean; label?: string }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const previews = useMemo(() => files.map((f) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(f) : '')), [files]);
  useEffect(() => () => previews.forEach((u) => u && URL.revokeObjectURL(u)), [previews]);

  const add = (list: FileList | null) => {
    if (!list) return;
    const next = [...files];
    let issue: string | null = null;
    for (const file of Array.from(list)) {
      const p = proofProblem(file);
      if (p === 'type') issue = t('wallet.proof.badType', { name: file.name });
      else if (p === 'size') issue = t('wallet.proof.tooBig', { name: file.name });
      else if (next.length >= maxProofs) issue = t('wallet.proof.tooMany', { count: maxProofs });
      else next.push(file);
    }
    setProblem(issue);
    onChange(next);
    if (input.current) input.current.value = '';
  };

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium text-ink-200">{label ?? t('wallet.proof.label')}</p>
      <div className="flex flex-wrap gap-2">
        {files.map((file, i) => (
          <div key={`${file.name}-${i}`} className="relative size-20 overflow-hidden rounded-xl bg-ink-950 ring-1 ring-white/10">
            {previews[i] ? <img src={previews[i]} alt={file.name} className="size-full object-cover" /> : <span className="p-1 text-[10px] break-all text-ink-300">{file.name}</span>}
            <button
              type="button"
              disabled={disabled}
              onClick={() => onChange(files.filter((_, j) => j !== i))}
              aria-label={t('wallet.proof.remove', { name: file.name })}
              className="absolute end-1 top-1 grid size-6 place-items-center rounded-full bg-ink-950/80 text-white hover:bg-rose-600"
            >
              <Icon name="close" className="size-3.5" />
            </button>
          </div>
        ))}
        {files.length < maxProofs ? (
          <label className={clsx('grid size-20 cursor-pointer place-items-center rounded-xl border border-dashed border-white/20 text-ink-300 hover:border-gold-300 hover:text-gold-200', disabled && 'pointer-events-none opacity-50')}>
            <span className="flex flex-col items-center gap-1 text-xs">
              <Icon name="download" className="size-5 rotate-180" />
              {t('wallet.proof.add')}
            </span>
            <input ref={input} type="file" accept="image/png,image/jpeg" multiple className="sr-only" disabled={disabled} onChange={(e) => add(e.currentTarget.files)} aria-label={t('wallet.proof.add')} />
          </label>
        ) : null}
      </div>
      <p className="text-xs text-ink-400">{t('wallet.proof.hint', { count: maxProofs })}</p>
      {problem ? (
        <p role="alert" className="text-xs text-rose-300">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

export function Loading() {
  const { t } = useTranslation();
  return (
    <div className="grid place-items-center py-16 text-sm text-ink-300" role="status">
      {t('common.loading')}
    </div>
  );
}

export function Notice({ tone = 'success', children }: { tone?: 'success' | 'info'; children: ReactNode }) {
  return (
    <p role="status" className={clsx('rounded-xl px-3.5 py-2.5 text-sm ring-1', tone === 'success' ? 'bg-emerald-400/10 text-emerald-200 ring-emerald-300/25' : 'bg-sky-400/10 text-sky-100 ring-sky-300/25')}>
      {children}
    </p>
  );
}
