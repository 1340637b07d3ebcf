import type { BrandSettings } from '@lotus/contract/brand-admin';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../components/ui';
import { FormSection, GroupForm, scalarChanges } from './group-form';

interface Draft {
  mode: 'builtin' | 'link';
  link: string;
  vipLink: string;
}

const toDraft = (s: BrandSettings): Draft => ({ mode: s.customerService.mode, link: s.customerService.link ?? '', vipLink: s.customerService.vipLink ?? '' });
const toSettings = (d: Draft) => ({ mode: d.mode, link: d.link.trim() === '' ? null : d.link.trim(), vipLink: d.vipLink.trim() === '' ? null : d.vipLink.trim() });

/** Where the site's customer service goes: the built-in chat room (the Support desk answers) or the brand's outside chat. */
export function CustomerServiceForm({ brand, onSaved }: { brand: BrandSettings; onSaved: () => void }) {
  const { t } = useTranslation();
  const modeLabel = (m: Draft['mode']) => (m === 'builtin' ? t('brand.customerService.builtin') : t('brand.customerService.link'));
  const summarize = (before: Draft, after: Draft) =>
    scalarChanges(before, after, [
      { label: t('brand.customerService.mode'), value: (d) => modeLabel(d.mode) },
      { label: t('brand.customerService.linkLabel'), value: (d) => d.link.trim() },
      { label: t('brand.customerService.vipLabel'), value: (d) => d.vipLink.trim() },
    ]);
  return (
    <GroupForm brand={brand} group="customerService" toDraft={toDraft} toSettings={toSettings} summarize={summarize} onSaved={onSaved}>
      {({ draft, set, errors }) => (
        <FormSection title={t('brand.tabs.customerService')} intro={t('brand.customerService.intro')}>
          <div className="grid gap-4 lg:grid-cols-[18rem_1fr]">
            <SelectField
              label={t('brand.customerService.mode')}
              value={draft.mode}
              onChange={(v) => set((d) => ({ ...d, mode: v as Draft['mode'] }))}
              options={(['builtin', 'link'] as const).map((m) => ({ value: m, label: modeLabel(m) }))}
            />
            <div className="grid gap-4">
              {draft.mode === 'link' && (
                <TextField label={t('brand.customerService.linkLabel')} hint={t('brand.customerService.linkHint')} value={draft.link} error={errors.link ?? null} onChange={(e) => set((d) => ({ ...d, link: e.target.value }))} />
              )}
              <TextField label={t('brand.customerService.vipLabel')} hint={t('brand.customerService.vipHint')} value={draft.vipLink} error={errors.vipLink ?? null} onChange={(e) => set((d) => ({ ...d, vipLink: e.target.value }))} />
            </div>
          </div>
        </FormSection>
      )}
    </GroupForm>
  );
}
