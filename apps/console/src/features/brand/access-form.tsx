import type { BrandSettings } from '@lotus/contract/brand-admin';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../components/ui';
import { FormSection, GroupForm, scalarChanges, TextAreaField } from './group-form';
import { lineErrors, linesOf } from './validation';

interface Draft {
  mode: 'none' | 'block' | 'allow';
  countries: string;
  allow: string;
  deny: string;
}

const toDraft = (s: BrandSettings): Draft => ({
  mode: s.access.regionRestriction?.mode ?? 'none',
  countries: s.access.regionRestriction?.countries.join(', ') ?? '',
  allow: s.access.ipRestriction.allow.join('\n'),
  deny: s.access.ipRestriction.deny.join('\n'),
});
const codesOf = (text: string) => text.split(/[\s,;]+/).map((c) => c.trim().toUpperCase()).filter(Boolean);
const toSettings = (d: Draft) => ({
  regionRestriction: d.mode === 'none' ? null : { mode: d.mode, countries: codesOf(d.countries) },
  ipRestriction: { allow: linesOf(d.allow), deny: linesOf(d.deny) },
});

/** IP allow and deny lists, and the country rule, with each country code named as it is typed. */
export function AccessForm({ brand, onSaved }: { brand: BrandSettings; onSaved: () => void }) {
  const { t } = useTranslation();
  const regionNames = useMemo(() => {
    try {
      return new Intl.DisplayNames(['en'], { type: 'region' });
    } catch {
      return null;
    }
  }, []);
  const modeLabel = (m: Draft['mode']) => (m === 'none' ? t('brand.access.modeNone') : m === 'block' ? t('brand.access.modeBlock') : t('brand.access.modeAllow'));
  const summarize = (before: Draft, after: Draft) =>
    scalarChanges(before, after, [
      { label: t('brand.access.regionMode'), value: (d) => modeLabel(d.mode) },
      { label: t('brand.access.countries'), value: (d) => (d.mode === 'none' ? '' : codesOf(d.countries).join(', ')) },
      { label: t('brand.access.allow'), value: (d) => linesOf(d.allow).join(', ') },
      { label: t('brand.access.deny'), value: (d) => linesOf(d.deny).join(', ') },
    ]);
  const countryName = (code: string) => {
    const name = /^[A-Z]{2}$/.test(code) ? regionNames?.of(code) : undefined;
    return name && name !== code ? name : t('brand.access.unknownCountry');
  };
  return (
    <GroupForm brand={brand} group="access" toDraft={toDraft} toSettings={toSettings} summarize={summarize} onSaved={onSaved}>
      {({ draft, set, errors }) => {
        const codes = codesOf(draft.countries);
        return (
          <>
            <FormSection title={t('brand.access.region')} intro={t('brand.access.intro')}>
              <div className="grid gap-4 lg:grid-cols-[18rem_1fr]">
                <SelectField
                  label={t('brand.access.regionMode')}
                  value={draft.mode}
                  onChange={(v) => set((d) => ({ ...d, mode: v as Draft['mode'] }))}
                  options={(['none', 'block', 'allow'] as const).map((m) => ({ value: m, label: modeLabel(m) }))}
                />
                {draft.mode !== 'none' && (
                  <div>
                    <TextField
                      label={t('brand.access.countries')}
                      hint={t('brand.access.countriesHint')}
                      value={draft.countries}
                      error={lineErrors(errors, 'regionRestriction.countries', t)}
                      onChange={(e) => set((d) => ({ ...d, countries: e.target.value }))}
                    />
                    {codes.length > 0 && (
                      <ul className="mt-2 flex flex-wrap gap-1.5 text-xs" aria-label={t('brand.access.countries')}>
                        {codes.map((c, i) => (
                          <li key={`${c}-${i}`} className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
                            <span className="font-mono font-semibold">{c}</span> {countryName(c)}
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                )}
              </div>
            </FormSection>
            <FormSection title={t('brand.access.ips')}>
              <div className="grid gap-4 lg:grid-cols-2">
                <TextAreaField label={t('brand.access.allow')} hint={t('brand.access.allowHint')} value={draft.allow} error={lineErrors(errors, 'ipRestriction.allow', t)} onChange={(e) => set((d) => ({ ...d, allow: e.target.value }))} />
                <TextAreaField label={t('brand.access.deny')} hint={t('brand.access.denyHint')} value={draft.deny} error={lineErrors(errors, 'ipRestriction.deny', t)} onChange={(e) => set((d) => ({ ...d, deny: e.target.value }))} />
              </div>
            </FormSection>
          </>
        );
      }}
    </GroupForm>
  );
}
