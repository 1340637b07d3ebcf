import { patternIds, type BrandSettings } from '@lotus/contract/brand-admin';
import { patternCatalog, type PatternId } from '@lotus/contract/form-rules';
import type { RegisterField } from '@lotus/contract/system';
import { useTranslation } from 'react-i18next';
import { cx } from '../../components/ui';
import { FormSection, GroupForm, toNumber, type ChangeRow } from './group-form';

interface RuleDraft {
  field: RegisterField;
  enabled: boolean;
  required: boolean;
  patternId: string;
  acceptedPattern: string;
  minLength: string;
  maxLength: string;
}
type Draft = RuleDraft[];

const toDraft = (s: BrandSettings): Draft => s.registration.map((r) => ({ ...r, minLength: String(r.minLength), maxLength: String(r.maxLength) }));
const toSettings = (d: Draft) => d.map((r) => ({ ...r, minLength: toNumber(r.minLength), maxLength: toNumber(r.maxLength) }));

const cell = 'px-2 py-1.5';
const input = (error: boolean) => cx('h-9 w-full rounded-md border bg-white px-2 text-sm outline-none focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200', error ? 'border-rose-400' : 'border-slate-300');

/** Registration field rules: shown, required, pattern and lengths per field, checked as typed. */
export function RegistrationForm({ brand, onSaved }: { brand: BrandSettings; onSaved: () => void }) {
  const { t } = useTranslation();
  const fieldName = (f: RegisterField) => t(`brand.registration.fields.${f}`);
  const onOff = (on: boolean) => (on ? t('brand.form.on') : t('brand.form.off'));
  const summarize = (before: Draft, after: Draft): ChangeRow[] =>
    after.flatMap((r) => {
      const b = before.find((x) => x.field === r.field);
      if (!b) return [];
      const rows: ChangeRow[] = [];
      const label = (what: string) => `${fieldName(r.field)}: ${what}`;
      if (b.enabled !== r.enabled) rows.push({ label: label(t('brand.registration.shown')), before: onOff(b.enabled), after: onOff(r.enabled) });
      if (b.required !== r.required) rows.push({ label: label(t('brand.registration.required')), before: onOff(b.required), after: onOff(r.required) });
      if (b.patternId !== r.patternId) rows.push({ label: label(t('brand.registration.patternId')), before: b.patternId, after: r.patternId });
      if (b.acceptedPattern !== r.acceptedPattern) rows.push({ label: label(t('brand.registration.acceptedPattern')), before: b.acceptedPattern, after: r.acceptedPattern });
      if (b.minLength !== r.minLength) rows.push({ label: label(t('brand.registration.minLength')), before: b.minLength, after: r.minLength });
      if (b.maxLength !== r.maxLength) rows.push({ label: label(t('brand.registration.maxLength')), before: b.maxLength, after: r.maxLength });
      return rows;
    });

  return (
    <GroupForm brand={brand} group="registration" toDraft={toDraft} toSettings={toSettings} summarize={summarize} onSaved={onSaved}>
      {({ draft, set, errors }) => {
        const update = (i: number, patch: Partial<RuleDraft>) => set((d) => d.map((r, j) => (j === i ? { ...r, ...patch } : r)));
        return (
          <FormSection title={t('brand.tabs.registration')} intro={<>{t('brand.registration.intro')} {t('brand.registration.patternHint')}</>}>
            <div className="overflow-x-auto">
              <table className="w-full min-w-[46rem] text-sm">
                <caption className="sr-only">{t('brand.registration.tableLabel')}</caption>
                <thead className="text-xs text-slate-600 uppercase">
                  <tr className="border-b border-slate-200">
                    <th scope="col" className={cx(cell, 'text-start font-semibold')}>{t('brand.registration.field')}</th>
                    <th scope="col" className={cx(cell, 'w-16 text-start font-semibold')}>{t('brand.registration.shown')}</th>
                    <th scope="col" className={cx(cell, 'w-20 text-start font-semibold')} title={t('brand.registration.requiredHint')}>{t('brand.registration.required')}</th>
                    <th scope="col" className={cx(cell, 'w-48 text-start font-semibold')}>{t('brand.registration.patternId')}</th>
                    <th scope="col" className={cx(cell, 'text-start font-semibold')}>{t('brand.registration.acceptedPattern')}</th>
                    <th scope="col" className={cx(cell, 'w-20 text-start font-semibold')}>{t('brand.registration.minLength')}</th>
                    <th scope="col" className={cx(cell, 'w-20 text-start font-semibold')}>{t('brand.registration.maxLength')}</th>
                  </tr>
                </thead>
                <tbody>
                  {draft.map((r, i) => {
                    const err = (key: string) => errors[`${i}.${key}`];
                    const rowErrors = ['field', 'patternId', 'acceptedPattern', 'minLength', 'maxLength'].map((k) => err(k)).filter(Boolean);
                    const name = fieldName(r.field);
                    return (
                      <tr key={r.field} className={cx('border-b border-slate-100 align-top', !r.enabled && 'text-slate-500')}>
                        <th scope="row" className={cx(cell, 'text-start font-medium')}>
                          {name}
                          <code className="block text-xs font-normal text-slate-500">{r.field}</code>
                          {rowErrors.length > 0 && (
                            <p id={`rule-${r.field}-error`} className="mt-1 max-w-48 text-xs font-normal text-rose-700">
                              {rowErrors.join(' ')}
                            </p>
                          )}
                        </th>
                        <td className={cell}>
                          <input type="checkbox" className="mt-2 size-4 accent-indigo-600" aria-label={`${name}: ${t('brand.registration.shown')}`} checked={r.enabled} onChange={(e) => update(i, { enabled: e.target.checked })} />
                        </td>
                        <td className={cell}>
                          <input type="checkbox" className="mt-2 size-4 accent-indigo-600" aria-label={`${name}: ${t('brand.registration.required')}`} checked={r.required} onChange={(e) => update(i, { required: e.target.checked })} />
                        </td>
                        <td className={cell}>
                          <select
                            aria-label={`${name}: ${t('brand.registration.patternId')}`}
                            className={input(Boolean(err('patternId')))}
                            value={r.patternId}
                            onChange={(e) => {
                              const id = e.target.value as PatternId;
                              // Picking a catalogue pattern brings its expression; the operator may still edit it.
                              update(i, { patternId: id, acceptedPattern: patternCatalog[id] ?? r.acceptedPattern });
                            }}
                          >
                            {!(patternIds as readonly string[]).includes(r.patternId) && <option value={r.patternId}>{r.patternId}</option>}
                            {patternIds.map((p) => (
                              <option key={p} value={p}>
                                {t(`brand.registration.patterns.${p}`)}
                              </option>
                            ))}
                          </select>
                        </td>
                        <td className={cell}>
                          <input
                            aria-label={`${name}: ${t('brand.registration.acceptedPattern')}`}
                            aria-invalid={err('acceptedPattern') ? true : undefined}
                            aria-describedby={rowErrors.length > 0 ? `rule-${r.field}-error` : undefined}
                            className={cx(input(Boolean(err('acceptedPattern'))), 'font-mono')}
                            value={r.acceptedPattern}
                            onChange={(e) => update(i, { acceptedPattern: e.target.value })}
                          />
                        </td>
                        <td className={cell}>
                          <input
                            aria-label={`${name}: ${t('brand.registration.minLength')}`}
                            aria-invalid={err('minLength') ? true : undefined}
                            inputMode="numeric"
                            className={input(Boolean(err('minLength')))}
                            value={r.minLength}
                            onChange={(e) => update(i, { minLength: e.target.value })}
                          />
                        </td>
                        <td className={cell}>
                          <input
                            aria-label={`${name}: ${t('brand.registration.maxLength')}`}
                            aria-invalid={err('maxLength') ? true : undefined}
                            aria-describedby={rowErrors.length > 0 ? `rule-${r.field}-error` : undefined}
                            inputMode="numeric"
                            className={input(Boolean(err('maxLength')))}
                            value={r.maxLength}
                            onChange={(e) => update(i, { maxLength: e.target.value })}
                          />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </FormSection>
        );
      }}
    </GroupForm>
  );
}
