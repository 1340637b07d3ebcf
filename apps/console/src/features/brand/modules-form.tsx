import type { BrandSettings } from '@lotus/contract/brand-admin';
import { effectiveModules, moduleParents, type ModuleId } from '@lotus/contract/modules';
import { useTranslation } from 'react-i18next';
import { Badge, cx } from '../../components/ui';
import { FormSection, GroupForm } from './group-form';

type Draft = Record<string, boolean>;

const toDraft = (s: BrandSettings): Draft => Object.fromEntries(s.modules.map((m) => [m.modId, m.enabled]));
const toSettings = (d: Draft) => d;
const depthOf = (id: ModuleId): number => {
  const parent = moduleParents.get(id);
  return parent ? depthOf(parent) + 1 : 0;
};

/** White-label modules: each module's own switch, in tree order, with what the site will do once saved. */
export function ModulesForm({ brand, onSaved }: { brand: BrandSettings; onSaved: () => void }) {
  const { t } = useTranslation();
  const name = (id: string) => t(`brand.modules.names.${id as ModuleId}`);
  const onOff = (on: boolean | undefined) => (on ? t('brand.form.on') : t('brand.form.off'));
  return (
    <GroupForm
      brand={brand}
      group="modules"
      toDraft={toDraft}
      toSettings={toSettings}
      onSaved={onSaved}
      summarize={(before, after) => brand.modules.filter((m) => before[m.modId] !== after[m.modId]).map((m) => ({ label: `${name(m.modId)} (${m.modId})`, before: onOff(before[m.modId]), after: onOff(after[m.modId]) }))}
    >
      {({ draft, set }) => {
        const effective = effectiveModules(new Set(Object.entries(draft).filter(([, on]) => on).map(([id]) => id)));
        return (
          <FormSection title={t('brand.tabs.modules')} intro={t('brand.modules.intro')}>
            <div className="overflow-x-auto">
              <table className="w-full min-w-[36rem] text-sm">
                <caption className="sr-only">{t('brand.modules.tableLabel')}</caption>
                <thead className="text-xs text-slate-600 uppercase">
                  <tr className="border-b border-slate-200">
                    <th scope="col" className="py-2 pe-3 text-start font-semibold">
                      {t('brand.modules.module')}
                    </th>
                    <th scope="col" className="w-28 px-3 py-2 text-start font-semibold">
                      {t('brand.modules.switch')}
                    </th>
                    <th scope="col" className="w-56 px-3 py-2 text-start font-semibold">
                      {t('brand.modules.state')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {brand.modules.map((m) => {
                    const id = m.modId;
                    const on = draft[id] ?? false;
                    const inForce = effective.has(id);
                    const depth = depthOf(id);
                    const inputId = `module-${id}`;
                    return (
                      <tr key={id} className={cx('border-b border-slate-100', depth === 0 && 'bg-slate-50/60')}>
                        <td className="py-2 pe-3" style={{ paddingInlineStart: `${depth * 1.5}rem` }}>
                          <label htmlFor={inputId} className={cx('block', depth === 0 ? 'font-semibold' : 'font-medium')}>
                            {name(id)}
                          </label>
                          <code className="text-xs text-slate-500">{id}</code>
                        </td>
                        <td className="px-3 py-2">
                          <input
                            id={inputId}
                            type="checkbox"
                            role="switch"
                            className="size-4 accent-indigo-600"
                            checked={on}
                            disabled={m.alwaysOn}
                            aria-checked={on}
                            onChange={(e) => set((d) => ({ ...d, [id]: e.target.checked }))}
                          />
                          <span className="ms-2 text-xs text-slate-600">{m.alwaysOn ? t('brand.modules.alwaysOn') : onOff(on)}</span>
                        </td>
                        <td className="px-3 py-2">
                          {inForce ? (
                            <Badge tone="success">{t('brand.modules.inForce')}</Badge>
                          ) : (
                            <Badge tone={on ? 'warning' : 'neutral'}>{on ? t('brand.modules.offParent') : t('brand.modules.offSelf')}</Badge>
                          )}
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
