import { useMutation } from '@tanstack/react-query';
import { Fragment, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Dialog } from '../../components/dialog';
import { Button, cx, Notice, PageHeader, TextField } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { brandLabel, useWorkingBrand } from '../../lib/working-brand';
import { Time } from '../../components/time';

/**
 * The brand a games settings page reads and changes. A brand's operator always edits their own brand
 * (`brandId` undefined: the server takes theirs); a deployment-wide operator edits the working brand, and
 * with "All brands" of several brands is asked to pick one first instead of editing a brand they did not choose. A new pick
 * starts the page afresh (selections and drafts belong to one brand).
 */
export function GamesBrandGate({ title, children }: { title: string; children: (brandId: number | undefined) => ReactNode }) {
  const { t } = useTranslation();
  const { brand, brands, canPick, setBrand } = useWorkingBrand();
  const selectId = useId();
  if (!canPick) return children(undefined);
  // A deployment of one brand: "All brands" is that brand.
  const target = brand ?? (brands.length === 1 ? brands[0]! : null);
  if (target) return <Fragment key={target.id}>{children(target.id)}</Fragment>;
  return (
    <div>
      <PageHeader title={title} />
      <Notice tone="info" className="max-w-2xl">
        {t('games.pickBrand.body')}
      </Notice>
      <div className="mt-3 flex items-center gap-2">
        <label htmlFor={selectId} className="text-sm font-medium text-slate-700">
          {t('games.pickBrand.label')}
        </label>
        <select id={selectId} className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm" value="" onChange={(e) => e.target.value && setBrand(Number(e.target.value))}>
          <option value="">{t('games.pickBrand.choose')}</option>
          {brands.map((b) => (
            <option key={b.id} value={String(b.id)}>
              {brandLabel(b)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/**
 * An on/off switch (role switch) for a setting that applies at once. Shows its state in words beside
 * it, and marks a brand's own setting (one that overrides the catalogue's).
 */
export function Toggle({ checked, label, onChange, disabled, own, catalogueValue }: { checked: boolean; label: string; onChange?: (next: boolean) => void; disabled?: boolean; own?: boolean; catalogueValue?: boolean }) {
  const { t } = useTranslation();
  const state = checked ? t('games.common.on') : t('games.common.off');
  const ownHint = own && catalogueValue !== undefined ? t('games.common.ownHint', { value: catalogueValue ? t('games.common.on') : t('games.common.off') }) : undefined;
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap">
      {onChange ? (
        <button
          type="button"
          role="switch"
          aria-checked={checked}
          aria-label={label}
          disabled={disabled}
          onClick={() => onChange(!checked)}
          className={cx(
            'relative inline-flex h-5 w-9 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-50',
            checked ? 'bg-emerald-600' : 'bg-slate-300',
          )}
        >
          <span aria-hidden="true" className={cx('inline-block size-4 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-4.5 rtl:-translate-x-4.5' : 'translate-x-0.5 rtl:-translate-x-0.5')} />
        </button>
      ) : null}
      <span className={cx('text-sm', checked ? 'text-emerald-800' : 'text-slate-500')}>{state}</span>
      {own && (
        <span className="rounded bg-indigo-50 px-1 text-[11px] font-medium text-indigo-700" title={ownHint}>
          {t('games.common.brandSetting')}
        </span>
      )}
    </span>
  );
}

export { Time };

/**
 * A search box whose text lives in the address (`q`), so it survives a reload and can be shared;
 * typing settles for a moment before the list asks the server, and a new search starts at page 1.
 */
export function useSearchText(): [string, (text: string) => void] {
  const [params, setParams] = useSearchParams();
  const applied = params.get('q') ?? '';
  const set = (text: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (text.trim()) next.set('q', text.trim());
        else next.delete('q');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  return [applied, set];
}

export function SearchBox({ label, placeholder, value, onSearch }: { label: string; placeholder: string; value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value);
  const id = useId();
  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  });
  // The address changed from elsewhere (cleared, back button): show what it holds.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if (text.trim() !== value) setText(value);
  }
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => search.current(text), 350);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-xs font-medium text-slate-600">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={50}
        placeholder={placeholder}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && onSearch(text)}
        className="h-8 w-44 rounded-md border border-slate-300 bg-white px-2 text-sm outline-none focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 lg:w-56"
      />
    </div>
  );
}

/** Confirms a change that applies at once to what players see: what happens, in words; the server's refusal in place. */
export function ConfirmDialog({ title, body, confirmLabel, danger, onConfirm, onClose }: { title: string; body: ReactNode; confirmLabel: string; danger?: boolean; onConfirm: () => Promise<unknown>; onClose: () => void }) {
  const { t } = useTranslation();
  const run = useMutation({ mutationFn: onConfirm, onSuccess: onClose });
  return (
    <Dialog title={title} onClose={onClose} role="alertdialog">
      <div className="flex flex-col gap-4">
        <div className="text-sm text-slate-700">{body}</div>
        {run.isError && <Notice tone="error">{errorMessage(run.error)}</Notice>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} disabled={run.isPending} onClick={() => run.mutate()}>
            {run.isPending ? t('common.working') : confirmLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

const orderPattern = /^-?\d{1,7}$/;

/** Asks for an order value (empty: the catalogue's) and saves it. */
export function OrderDialog({ title, current, catalogue, onSave, onClose }: { title: string; current: number | null; catalogue: number | null; onSave: (sort: number | null) => Promise<unknown>; onClose: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(current === null ? '' : String(current));
  const [touched, setTouched] = useState(false);
  const value = text.trim();
  const valid = value === '' || (orderPattern.test(value) && Math.abs(Number(value)) <= 1_000_000);
  const save = useMutation({ mutationFn: () => onSave(value === '' ? null : Number(value)), onSuccess: onClose });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (valid) save.mutate();
  };
  return (
    <Dialog title={title} onClose={onClose}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t('games.common.order')}
          inputMode="numeric"
          value={text}
          onChange={(e) => setText(e.target.value)}
          hint={t('games.common.orderHint', { catalogue: catalogue ?? '—' })}
          error={touched && !valid ? t('games.common.orderInvalid') : null}
        />
        {save.isError && <Notice tone="error">{errorMessage(save.error)}</Notice>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('common.working') : t('games.common.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
