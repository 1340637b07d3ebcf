import { useQueryClient } from '@tanstack/react-query';
import { brandGroupSchemas, type BrandGroup, type BrandSettings } from '@lotus/contract/brand-admin';
import { useId, useMemo, useState, type FormEvent, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';
import { Button, cx, Notice } from '../../components/ui';
import { errorMessage, errorValue, isApiError } from '../../lib/api';
import { can, useMe } from '../auth/use-me';
import { brandSettingsKey, useSaveGroup, type GroupInput } from './brand-api';
import { fieldErrors, serverFieldErrors, type FieldErrors, type ServerIssue } from './validation';

/** One line of the summary shown before a save. */
export interface ChangeRow {
  label: string;
  before: string;
  after: string;
}

export interface FormApi<D> {
  draft: D;
  set: (update: (draft: D) => D) => void;
  errors: FieldErrors;
}

interface GroupFormProps<G extends BrandGroup, D> {
  brand: BrandSettings;
  group: G;
  /** The form's state made from the saved settings. */
  toDraft: (settings: BrandSettings) => D;
  /** What a draft asks the server to store: checked with the contract's schema for the group, then sent. */
  toSettings: (draft: D) => unknown;
  /** Problems the schema cannot see (text that does not convert to the settings' numbers), by path. */
  draftErrors?: (draft: D) => FieldErrors;
  /** The summary rows of what changed. */
  summarize: (before: D, after: D) => ChangeRow[];
  /** What the change will do, shown in the summary (currency, time zone). */
  consequences?: (before: D, after: D) => ReactNode;
  onSaved: () => void;
  children: (form: FormApi<D>) => ReactNode;
}

/**
 * A settings group's form: the draft, checked as the operator types with the same schema the server
 * parses the write with (errors under each field), a summary of what changed before anything is sent, and
 * the save with the brand's version. A save someone else's beat is refused by the server and offered a
 * reload here; nothing is ever merged silently. The page remounts the form on every new version.
 */
export function GroupForm<G extends BrandGroup, D>({ brand, group, toDraft, toSettings, draftErrors, summarize, consequences, onSaved, children }: GroupFormProps<G, D>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const initial = useMemo(() => toDraft(brand), [brand, toDraft]);
  const [draft, setDraft] = useState<D>(initial);
  const [reviewing, setReviewing] = useState(false);
  const save = useSaveGroup(brand.id, group);
  const canManage = can(useMe().data, 'brand.manage');

  const settings = toSettings(draft);
  const parsed = brandGroupSchemas[group].safeParse(settings);
  // What only the server can tell (a country it does not know, an address another brand uses), under the
  // fields, until the draft changes again.
  const [refused, setRefused] = useState<{ draft: D; errors: FieldErrors } | null>(null);
  const errors: FieldErrors = { ...fieldErrors(parsed.success ? undefined : parsed.error, t), ...(draftErrors?.(draft) ?? {}), ...(refused?.draft === draft ? refused.errors : {}) };
  const errorCount = Object.keys(errors).length;
  const changes = summarize(initial, draft);
  const dirty = JSON.stringify(settings) !== JSON.stringify(toSettings(initial));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (dirty && errorCount === 0) {
      save.reset();
      setReviewing(true);
    }
  };
  const confirm = () => {
    if (!parsed.success) return;
    save.mutate(
      { version: brand.version, settings: parsed.data as GroupInput<G> },
      {
        onSuccess: onSaved,
        onError: (error) => {
          const issues = isApiError(error, 'brand.config.invalid') ? (errorValue<{ issues: ServerIssue[] }>(error).issues ?? []) : [];
          if (issues.length > 0) setRefused({ draft, errors: serverFieldErrors(issues, t) });
        },
      },
    );
  };
  const stale = isApiError(save.error, 'brand.version.stale');

  return (
    <form onSubmit={submit} noValidate aria-describedby={`${group}-status`}>
      {!canManage && (
        <Notice tone="info" className="mb-4">
          {t('brand.form.readOnly')}
        </Notice>
      )}
      {/* A disabled fieldset disables every control inside: a viewer sees the settings, nothing to change. */}
      <fieldset disabled={!canManage} className="min-w-0">
        {children({ draft, set: (update) => setDraft((d) => update(d)), errors })}
      </fieldset>
      {canManage && (
        <div className="sticky bottom-0 mt-4 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-slate-100/95 py-3 backdrop-blur">
          <Button type="submit" disabled={!dirty || errorCount > 0}>
            {t('brand.form.save')}
          </Button>
          <Button variant="secondary" disabled={!dirty} onClick={() => setDraft(initial)}>
            {t('brand.form.reset')}
          </Button>
          <p id={`${group}-status`} className={cx('text-sm', errorCount > 0 ? 'text-rose-700' : 'text-slate-600')} role="status">
            {errorCount > 0 ? t('brand.form.fixErrors', { count: errorCount }) : dirty ? t('brand.form.changedCount', { count: Math.max(changes.length, 1) }) : t('brand.form.unchanged')}
          </p>
        </div>
      )}
      {reviewing && (
        <Dialog title={t('brand.form.reviewTitle', { brand: `${brand.name} (${brand.code})` })} wide onClose={() => setReviewing(false)}>
          <p className="text-sm text-slate-600">{t('brand.form.reviewIntro')}</p>
          <div className="mt-3 max-h-[50vh] overflow-auto rounded-md border border-slate-200">
            <table className="w-full text-sm">
              <caption className="sr-only">{t('brand.form.reviewTitle', { brand: brand.code })}</caption>
              <thead className="bg-slate-50 text-start text-xs text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2 text-start font-semibold">
                    {t('brand.form.setting')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-start font-semibold">
                    {t('brand.form.before')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-start font-semibold">
                    {t('brand.form.after')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {changes.map((c, i) => (
                  <tr key={i} className="border-t border-slate-100 align-top">
                    <th scope="row" className="px-3 py-2 text-start font-medium text-slate-800">
                      {c.label}
                    </th>
                    <td className="px-3 py-2 [overflow-wrap:anywhere] text-slate-500 line-through decoration-slate-300">{c.before || t('brand.form.empty')}</td>
                    <td className="px-3 py-2 [overflow-wrap:anywhere] font-medium text-slate-900">{c.after || t('brand.form.empty')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {consequences?.(initial, draft)}
          {save.error && (
            <Notice tone="error" className="mt-3">
              {stale ? t('brand.form.stale') : errorMessage(save.error)}
              {refused?.draft === draft && (
                <ul className="mt-1 list-disc ps-5">
                  {[...new Set(Object.values(refused.errors))].map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              )}
            </Notice>
          )}
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setReviewing(false)}>
              {t('common.cancel')}
            </Button>
            {stale ? (
              <Button onClick={() => void queryClient.invalidateQueries({ queryKey: brandSettingsKey(brand.id) })}>{t('brand.form.reload')}</Button>
            ) : (
              <Button onClick={confirm} disabled={save.isPending}>
                {save.isPending ? t('brand.form.saving') : t('brand.form.confirm')}
              </Button>
            )}
          </div>
        </Dialog>
      )}
    </form>
  );
}

/** A titled block of a form. */
export function FormSection({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mb-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {intro && <div className="mt-1 max-w-3xl text-sm text-slate-600">{intro}</div>}
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** A labelled multi-line field (lists one per line), with hint and error tied to it. */
export function TextAreaField({ label, hint, error, className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; hint?: string; error?: string | null }) {
  const id = useId();
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
        className={cx(
          'rounded-md border bg-white px-3 py-2 font-mono text-sm text-slate-900 shadow-xs outline-none focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 disabled:bg-slate-50 disabled:text-slate-500',
          error ? 'border-rose-400' : 'border-slate-300',
        )}
        {...props}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}


/** A number typed as text: the draft keeps what was typed; the settings get a number (NaN when it is not one, which the schema refuses). */
export const toNumber = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** Summary rows for the scalar fields whose shown value changed. */
export function scalarChanges<D>(before: D, after: D, fields: { label: string; value: (d: D) => string }[]): ChangeRow[] {
  return fields.flatMap((f) => (f.value(before) === f.value(after) ? [] : [{ label: f.label, before: f.value(before), after: f.value(after) }]));
}
