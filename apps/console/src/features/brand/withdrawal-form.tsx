import type { BrandSettings } from '@lotus/contract/brand-admin';
import { useTranslation } from 'react-i18next';
import { CheckField, TextField } from '../../components/ui';
import { FormSection, GroupForm, scalarChanges, toNumber } from './group-form';

interface Draft {
  minAmount: string;
  maxAmount: string;
  perDay: string;
  turnoverMultiple: string;
  autoReceiptMinutes: string;
  allowOpenTurnover: boolean;
}

const toDraft = (s: BrandSettings): Draft => ({
  minAmount: s.withdrawal.minAmount,
  maxAmount: s.withdrawal.maxAmount,
  perDay: String(s.withdrawal.perDay),
  turnoverMultiple: String(s.withdrawal.turnoverMultiple),
  autoReceiptMinutes: String(s.withdrawal.autoReceiptMinutes),
  allowOpenTurnover: s.withdrawal.allowOpenTurnover,
});
const toSettings = (d: Draft) => ({
  minAmount: d.minAmount.trim(),
  maxAmount: d.maxAmount.trim(),
  perDay: toNumber(d.perDay),
  turnoverMultiple: toNumber(d.turnoverMultiple),
  autoReceiptMinutes: toNumber(d.autoReceiptMinutes),
  allowOpenTurnover: d.allowOpenTurnover,
});

/** Withdrawal rules: amounts per request, requests per day, turnover asked on deposits, automatic receipt. */
export function WithdrawalForm({ brand, onSaved }: { brand: BrandSettings; onSaved: () => void }) {
  const { t } = useTranslation();
  const onOff = (on: boolean) => (on ? t('brand.form.on') : t('brand.form.off'));
  const summarize = (before: Draft, after: Draft) =>
    scalarChanges(before, after, [
      { label: t('brand.withdrawal.minAmount'), value: (d) => d.minAmount },
      { label: t('brand.withdrawal.maxAmount'), value: (d) => d.maxAmount },
      { label: t('brand.withdrawal.perDay'), value: (d) => d.perDay },
      { label: t('brand.withdrawal.turnoverMultiple'), value: (d) => d.turnoverMultiple },
      { label: t('brand.withdrawal.allowOpenTurnover'), value: (d) => onOff(d.allowOpenTurnover) },
      { label: t('brand.withdrawal.autoReceiptMinutes'), value: (d) => d.autoReceiptMinutes },
    ]);
  const amountHint = t('brand.withdrawal.amountHint', { currency: brand.regional.currency });
  return (
    <GroupForm brand={brand} group="withdrawal" toDraft={toDraft} toSettings={toSettings} summarize={summarize} onSaved={onSaved}>
      {({ draft, set, errors }) => (
        <>
          <FormSection title={t('brand.withdrawal.limits')} intro={t('brand.withdrawal.intro')}>
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField label={t('brand.withdrawal.minAmount')} hint={amountHint} inputMode="decimal" value={draft.minAmount} error={errors.minAmount} onChange={(e) => set((d) => ({ ...d, minAmount: e.target.value }))} />
              <TextField label={t('brand.withdrawal.maxAmount')} hint={amountHint} inputMode="decimal" value={draft.maxAmount} error={errors.maxAmount} onChange={(e) => set((d) => ({ ...d, maxAmount: e.target.value }))} />
              <TextField
                label={t('brand.withdrawal.perDay')}
                hint={t('brand.withdrawal.perDayHint', { zone: brand.regional.timeZone })}
                inputMode="numeric"
                value={draft.perDay}
                error={errors.perDay}
                onChange={(e) => set((d) => ({ ...d, perDay: e.target.value }))}
              />
            </div>
          </FormSection>
          <FormSection title={t('brand.withdrawal.turnover')}>
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField
                label={t('brand.withdrawal.turnoverMultiple')}
                hint={t('brand.withdrawal.turnoverHint')}
                inputMode="decimal"
                value={draft.turnoverMultiple}
                error={errors.turnoverMultiple}
                onChange={(e) => set((d) => ({ ...d, turnoverMultiple: e.target.value }))}
              />
              <div className="sm:col-span-2 sm:pt-7">
                <CheckField label={t('brand.withdrawal.allowOpenTurnover')} hint={t('brand.withdrawal.allowOpenTurnoverHint')} checked={draft.allowOpenTurnover} onChange={(on) => set((d) => ({ ...d, allowOpenTurnover: on }))} />
              </div>
            </div>
          </FormSection>
          <FormSection title={t('brand.withdrawal.receipt')}>
            <TextField
              className="max-w-xs"
              label={t('brand.withdrawal.autoReceiptMinutes')}
              hint={t('brand.withdrawal.autoReceiptHint')}
              inputMode="numeric"
              value={draft.autoReceiptMinutes}
              error={errors.autoReceiptMinutes}
              onChange={(e) => set((d) => ({ ...d, autoReceiptMinutes: e.target.value }))}
            />
          </FormSection>
        </>
      )}
    </GroupForm>
  );
}
