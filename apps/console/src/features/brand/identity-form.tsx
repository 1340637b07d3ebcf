import type { BrandSettings } from '@lotus/contract/brand-admin';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/ui';
import { FormSection, GroupForm, scalarChanges } from './group-form';

interface Draft {
  name: string;
  logoUrl: string;
  iconUrl: string;
}

const toDraft = (s: BrandSettings): Draft => ({ name: s.identity.name, logoUrl: s.identity.logoUrl ?? '', iconUrl: s.identity.iconUrl ?? '' });
const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
const toSettings = (d: Draft) => ({ name: d.name.trim(), logoUrl: orNull(d.logoUrl), iconUrl: orNull(d.iconUrl) });

/** What the site shows as the brand: its name (header, footer, browser tab, mails) and its logo and icon images. */
export function IdentityForm({ brand, onSaved }: { brand: BrandSettings; onSaved: () => void }) {
  const { t } = useTranslation();
  const summarize = (before: Draft, after: Draft) =>
    scalarChanges(before, after, [
      { label: t('brand.identity.name'), value: (d) => d.name.trim() },
      { label: t('brand.identity.logo'), value: (d) => d.logoUrl.trim() },
      { label: t('brand.identity.icon'), value: (d) => d.iconUrl.trim() },
    ]);
  return (
    <GroupForm brand={brand} group="identity" toDraft={toDraft} toSettings={toSettings} summarize={summarize} onSaved={onSaved}>
      {({ draft, set, errors }) => (
        <FormSection title={t('brand.tabs.identity')} intro={t('brand.identity.intro')}>
          <div className="grid max-w-2xl gap-4">
            <TextField label={t('brand.identity.name')} hint={t('brand.identity.nameHint')} value={draft.name} maxLength={40} error={errors.name ?? null} onChange={(e) => set((d) => ({ ...d, name: e.target.value }))} />
            <TextField label={t('brand.identity.logo')} hint={t('brand.identity.logoHint')} value={draft.logoUrl} error={errors.logoUrl ?? null} onChange={(e) => set((d) => ({ ...d, logoUrl: e.target.value }))} />
            <TextField label={t('brand.identity.icon')} hint={t('brand.identity.iconHint')} value={draft.iconUrl} error={errors.iconUrl ?? null} onChange={(e) => set((d) => ({ ...d, iconUrl: e.target.value }))} />
            <Preview draft={draft} valid={!errors.logoUrl && !errors.iconUrl} />
          </div>
        </FormSection>
      )}
    </GroupForm>
  );
}

/** The images as the site's dark header shows them (36 px high), so an operator sees a logo that does not load or reads badly before saving. */
function Preview({ draft, valid }: { draft: Draft; valid: boolean }) {
  const { t } = useTranslation();
  const logo = orNull(draft.logoUrl);
  const icon = orNull(draft.iconUrl);
  if (!valid || (!logo && !icon)) return <p className="text-sm text-slate-600">{t('brand.identity.drawn')}</p>;
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium text-slate-700">{t('brand.identity.preview')}</figcaption>
      <div className="flex h-16 items-center gap-6 rounded-md bg-[#0a0f1f] px-4">
        {logo && <img src={logo} alt={t('brand.identity.logo')} className="aspect-[11/3] h-9 object-contain object-left" />}
        {icon && <img src={icon} alt={t('brand.identity.icon')} className="size-9 object-contain" />}
      </div>
    </figure>
  );
}
