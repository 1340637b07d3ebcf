import type { BrandSettings } from '@lotus/contract/brand-admin';
import { languages, type LanguageCode } from '@lotus/contract/locales';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckField, Notice, SelectField, TextField } from '../../components/ui';
import { FormSection, GroupForm, scalarChanges } from './group-form';

interface Draft {
  currency: string;
  currencySymbol: string;
  timeZone: string;
  languages: LanguageCode[];
  defaultLanguage: LanguageCode;
}

const toDraft = (s: BrandSettings): Draft => ({ ...s.regional, languages: [...s.regional.languages] });
const toSettings = (d: Draft) => ({ ...d, currency: d.currency.trim().toUpperCase(), timeZone: d.timeZone.trim() });
const languageName = (code: LanguageCode) => {
  const l = languages.find((x) => x.code === code)!;
  return `${l.name} (${l.code})`;
};

/** Every IANA zone this browser knows, for the time zone fields' suggestions. */
export function zoneNames(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  try {
    return ['UTC', ...(intl.supportedValuesOf?.('timeZone') ?? [])];
  } catch {
    return ['UTC'];
  }
}

/** Currency, time zone and languages, with what a change does said before it is saved. */
export function RegionalForm({ brand, onSaved }: { brand: BrandSettings; onSaved: () => void }) {
  const { t } = useTranslation();
  const zones = useMemo(() => zoneNames(), []);
  const summarize = (before: Draft, after: Draft) =>
    scalarChanges(before, after, [
      { label: t('brand.regional.currency'), value: (d) => d.currency.trim().toUpperCase() },
      { label: t('brand.regional.currencySymbol'), value: (d) => d.currencySymbol },
      { label: t('brand.regional.timeZone'), value: (d) => d.timeZone.trim() },
      { label: t('brand.regional.languages'), value: (d) => d.languages.join(', ') },
      { label: t('brand.regional.defaultLanguage'), value: (d) => d.defaultLanguage },
    ]);
  const consequences = (before: Draft, after: Draft) => (
    <>
      {before.currency !== after.currency.trim().toUpperCase() && (
        <Notice tone="warning" className="mt-3">
          {t('brand.regional.currencyChange')}
        </Notice>
      )}
      {before.timeZone !== after.timeZone.trim() && (
        <Notice tone="warning" className="mt-3">
          {t('brand.regional.timeZoneChange')}
        </Notice>
      )}
    </>
  );
  return (
    <GroupForm brand={brand} group="regional" toDraft={toDraft} toSettings={toSettings} summarize={summarize} consequences={consequences} onSaved={onSaved}>
      {({ draft, set, errors }) => (
        <>
          <FormSection title={t('brand.regional.money')} intro={t('brand.regional.intro')}>
            {brand.currencyLocked && (
              <Notice tone="info" className="mb-3">
                {t('brand.regional.currencyLocked', { currency: brand.regional.currency })}
              </Notice>
            )}
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              <TextField
                label={t('brand.regional.currency')}
                hint={t('brand.regional.currencyHint')}
                value={draft.currency}
                maxLength={3}
                disabled={brand.currencyLocked}
                error={errors.currency}
                onChange={(e) => set((d) => ({ ...d, currency: e.target.value.toUpperCase() }))}
              />
              <TextField label={t('brand.regional.currencySymbol')} hint={t('brand.regional.symbolHint')} value={draft.currencySymbol} error={errors.currencySymbol} onChange={(e) => set((d) => ({ ...d, currencySymbol: e.target.value }))} />
            </div>
            {!brand.currencyLocked && draft.currency !== brand.regional.currency && (
              <Notice tone="warning" className="mt-3">
                {t('brand.regional.currencyChange')}
              </Notice>
            )}
          </FormSection>
          <FormSection title={t('brand.regional.clock')}>
            <TextField
              className="max-w-sm"
              label={t('brand.regional.timeZone')}
              hint={t('brand.regional.timeZoneHint')}
              list="brand-time-zones"
              value={draft.timeZone}
              error={errors.timeZone}
              onChange={(e) => set((d) => ({ ...d, timeZone: e.target.value }))}
            />
            <datalist id="brand-time-zones">
              {zones.map((z) => (
                <option key={z} value={z} />
              ))}
            </datalist>
            {draft.timeZone.trim() !== brand.regional.timeZone && (
              <Notice tone="warning" className="mt-3">
                {t('brand.regional.timeZoneChange')}
              </Notice>
            )}
          </FormSection>
          <FormSection title={t('brand.regional.languages')} intro={t('brand.regional.languagesHint')}>
            <fieldset>
              <legend className="sr-only">{t('brand.regional.languages')}</legend>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
                {languages.map((l) => (
                  <CheckField
                    key={l.code}
                    label={languageName(l.code)}
                    checked={draft.languages.includes(l.code)}
                    onChange={(on) => set((d) => ({ ...d, languages: on ? [...d.languages, l.code] : d.languages.filter((c) => c !== l.code) }))}
                  />
                ))}
              </div>
              {errors.languages && <p className="mt-2 text-xs text-rose-700">{errors.languages}</p>}
            </fieldset>
            <SelectField
              className="mt-4 max-w-sm"
              label={t('brand.regional.defaultLanguage')}
              hint={t('brand.regional.defaultHint')}
              error={errors.defaultLanguage}
              value={draft.defaultLanguage}
              onChange={(v) => set((d) => ({ ...d, defaultLanguage: v as LanguageCode }))}
              options={languages.map((l) => ({ value: l.code, label: languageName(l.code) }))}
            />
          </FormSection>
        </>
      )}
    </GroupForm>
  );
}
