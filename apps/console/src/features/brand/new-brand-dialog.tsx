import { useMutation, useQueryClient } from '@tanstack/react-query';
import { brandCreateSchema, type BrandSettings } from '@lotus/contract/brand-admin';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';
import { Button, Notice, SelectField, TextField } from '../../components/ui';
import { callOps, errorMessage } from '../../lib/api';
import { meQueryKey } from '../auth/use-me';
import { brandSettingsKey, brandsQueryKey } from './brand-api';
import { zoneNames } from './regional-form';
import { fieldErrors } from './validation';

interface Draft {
  code: string;
  name: string;
  copyFrom: string;
  currency: string;
  currencySymbol: string;
  timeZone: string;
}

/**
 * A deployment-wide operator makes a brand: its merchant code, name, currency and time zone, the rest of its
 * settings copied from a brand they pick (the one open by default). Checked as typed with the server's own
 * schema; once made, the console opens it on its Name and logo tab.
 */
export function NewBrandDialog({ brands, from, onClose, onMade }: { brands: { id: number; code: string; name: string }[]; from: BrandSettings | null; onClose: () => void; onMade: (id: number) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const zones = useMemo(() => zoneNames(), []);
  const [draft, setDraft] = useState<Draft>({
    code: '',
    name: '',
    copyFrom: String(from?.id ?? brands[0]?.id ?? ''),
    currency: from?.regional.currency ?? '',
    currencySymbol: from?.regional.currencySymbol ?? '',
    timeZone: from?.regional.timeZone ?? '',
  });
  const [touched, setTouched] = useState(false);
  const input = { ...draft, code: draft.code.trim().toUpperCase(), currency: draft.currency.trim().toUpperCase(), copyFrom: Number(draft.copyFrom) };
  const parsed = brandCreateSchema.safeParse(input);
  const errors = touched ? fieldErrors(parsed.success ? undefined : parsed.error, t) : {};
  const make = useMutation({
    mutationFn: (body: typeof input) => callOps('opCreateBrand', { body }),
    onSuccess: (made) => {
      queryClient.setQueryData(brandSettingsKey(made.id), made);
      // The brand lists and the header's working-brand picker gain it.
      void queryClient.invalidateQueries({ queryKey: brandsQueryKey });
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      onMade(made.id);
    },
  });
  const set = (field: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (parsed.success) make.mutate(parsed.data);
  };

  return (
    <Dialog title={t('brand.create.title')} wide onClose={onClose}>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <p className="text-sm text-slate-600">{t('brand.create.intro')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('brand.create.code')} hint={t('brand.create.codeHint')} value={draft.code} maxLength={16} autoCapitalize="characters" dir="ltr" error={errors.code ?? null} onChange={(e) => set('code')(e.target.value)} />
          <TextField label={t('brand.identity.name')} value={draft.name} maxLength={40} error={errors.name ?? null} onChange={(e) => set('name')(e.target.value)} />
          <SelectField
            label={t('brand.create.copyFrom')}
            hint={t('brand.create.copyFromHint')}
            value={draft.copyFrom}
            onChange={set('copyFrom')}
            options={brands.map((b) => ({ value: String(b.id), label: `${b.name} (${b.code})` }))}
          />
          <TextField label={t('brand.regional.timeZone')} list="new-brand-time-zones" dir="ltr" value={draft.timeZone} error={errors.timeZone ?? null} onChange={(e) => set('timeZone')(e.target.value)} />
          <datalist id="new-brand-time-zones">
            {zones.map((z) => (
              <option key={z} value={z} />
            ))}
          </datalist>
          <TextField label={t('brand.regional.currency')} value={draft.currency} maxLength={3} dir="ltr" error={errors.currency ?? null} onChange={(e) => set('currency')(e.target.value)} />
          <TextField label={t('brand.regional.currencySymbol')} value={draft.currencySymbol} maxLength={8} error={errors.currencySymbol ?? null} onChange={(e) => set('currencySymbol')(e.target.value)} />
        </div>
        <Notice tone="info">{t('brand.create.after')}</Notice>
        {make.error && <Notice tone="error">{errorMessage(make.error)}</Notice>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={make.isPending}>
            {make.isPending ? t('brand.create.making') : t('brand.create.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
