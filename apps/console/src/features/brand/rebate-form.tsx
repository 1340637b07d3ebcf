import type { BrandSettings } from '@lotus/contract/brand-admin';
import { gameCategories, type GameCategory } from '@lotus/contract/navigation';
import { useTranslation } from 'react-i18next';
import { Notice, TextField } from '../../components/ui';
import { FormSection, GroupForm, scalarChanges } from './group-form';
import type { FieldErrors } from './validation';

interface Draft {
  mode: 'manual' | 'automatic';
  /** Percent as typed ("0.8"), per category; empty: no rate. */
  rates: Partial<Record<GameCategory, string>>;
}

/** Basis points as a percent with two decimals ("80" -> "0.80"). */
export const bpToPercent = (bp: number): string => `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, '0')}`;
/** A percent with at most two decimals as basis points, by text (no float rounding); NaN when it is not one. */
export function percentToBp(text: string): number {
  const m = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return Number.NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

const toDraft = (s: BrandSettings): Draft => ({
  mode: s.rebate.mode,
  rates: Object.fromEntries(Object.entries(s.rebate.rates).map(([c, bp]) => [c, bpToPercent(bp ?? 0)])),
});
const toSettings = (d: Draft) => ({
  mode: d.mode,
  rates: Object.fromEntries(
    gameCategories.flatMap((c) => {
      const text = d.rates[c]?.trim() ?? '';
      return text === '' ? [] : [[c, percentToBp(text)]];
    }),
  ),
});
const draftErrors = (d: Draft): FieldErrors =>
  Object.fromEntries(gameCategories.flatMap((c) => (d.rates[c]?.trim() && Number.isNaN(percentToBp(d.rates[c]!)) ? [[`rates.${c}`, 'percentInvalid']] : [])));

/** Cashback rates per game category (in percent here, basis points on the wire) and how they are paid. */
export function RebateForm({ brand, onSaved }: { brand: BrandSettings; onSaved: () => void }) {
  const { t } = useTranslation();
  const cashbackOn = brand.modules.find((m) => m.modId === 'MANPLAYREB3')?.effective ?? false;
  const modeLabel = (m: Draft['mode']) => t(`brand.rebate.${m}`);
  const rateText = (d: Draft, c: GameCategory) => {
    const bp = toSettings(d).rates[c];
    return bp === undefined || Number.isNaN(bp) ? (d.rates[c] ?? '') : `${bpToPercent(bp)} %`;
  };
  const summarize = (before: Draft, after: Draft) =>
    scalarChanges(before, after, [
      { label: t('brand.rebate.mode'), value: (d) => modeLabel(d.mode) },
      ...gameCategories.map((c) => ({ label: t('brand.rebate.rate', { category: t(`brand.rebate.categories.${c}`) }), value: (d: Draft) => rateText(d, c) })),
    ]);
  const errorText = (errors: FieldErrors, c: GameCategory) => {
    const e = errors[`rates.${c}`];
    return e === 'percentInvalid' ? t('brand.rebate.percentInvalid') : e ? t('brand.rebate.percentInvalid') : null;
  };
  return (
    <GroupForm brand={brand} group="rebate" toDraft={toDraft} toSettings={toSettings} draftErrors={draftErrors} summarize={summarize} onSaved={onSaved}>
      {({ draft, set, errors }) => (
        <>
          {!cashbackOn && (
            <Notice tone="warning" className="mb-4">
              {t('brand.rebate.moduleOff')}
            </Notice>
          )}
          <FormSection title={t('brand.rebate.mode')} intro={t('brand.rebate.intro')}>
            <fieldset className="flex flex-col gap-2">
              <legend className="sr-only">{t('brand.rebate.mode')}</legend>
              {(['manual', 'automatic'] as const).map((m) => (
                <label key={m} className="flex items-center gap-2 text-sm">
                  <input type="radio" name="rebate-mode" className="size-4 accent-indigo-600" checked={draft.mode === m} onChange={() => set((d) => ({ ...d, mode: m }))} />
                  {modeLabel(m)}
                </label>
              ))}
            </fieldset>
          </FormSection>
          <FormSection title={t('brand.rebate.rates')} intro={t('brand.rebate.ratesHint')}>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {gameCategories.map((c) => (
                <TextField
                  key={c}
                  label={t('brand.rebate.rate', { category: t(`brand.rebate.categories.${c}`) })}
                  inputMode="decimal"
                  value={draft.rates[c] ?? ''}
                  error={errorText(errors, c)}
                  onChange={(e) => set((d) => ({ ...d, rates: { ...d.rates, [c]: e.target.value } }))}
                />
              ))}
            </div>
          </FormSection>
        </>
      )}
    </GroupForm>
  );
}
