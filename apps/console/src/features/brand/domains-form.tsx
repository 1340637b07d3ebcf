import type { BrandSettings } from '@lotus/contract/brand-admin';
import { useTranslation } from 'react-i18next';
import { Button, cx, TextField } from '../../components/ui';
import { FormSection, GroupForm, scalarChanges, TextAreaField, toNumber } from './group-form';
import { lineErrors, linesOf } from './validation';

interface RouteDraft {
  siteHost: string;
  url: string;
  speed: string;
}
interface Draft {
  publicUrls: string;
  mainDomain: string;
  routes: RouteDraft[];
}

const toDraft = (s: BrandSettings): Draft => ({
  publicUrls: s.domains.publicUrls.join('\n'),
  mainDomain: s.domains.mainDomain,
  routes: s.domains.routes.map((r) => ({ siteHost: r.siteHost ?? '', url: r.url, speed: String(r.speed) })),
});
const toSettings = (d: Draft) => ({
  publicUrls: linesOf(d.publicUrls),
  mainDomain: d.mainDomain.trim(),
  routes: d.routes.map((r) => ({ siteHost: r.siteHost.trim() || null, url: r.url.trim(), speed: toNumber(r.speed) })),
});
const routesText = (d: Draft) => d.routes.map((r) => `${r.siteHost.trim() || '*'} → ${r.url.trim()} (${r.speed})`).join('; ');

const input = (error: boolean) => cx('h-9 w-full rounded-md border bg-white px-2 text-sm outline-none focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200', error ? 'border-rose-400' : 'border-slate-300');

/** The public addresses, the main domain and the line routes of the brand's site. */
export function DomainsForm({ brand, onSaved }: { brand: BrandSettings; onSaved: () => void }) {
  const { t } = useTranslation();
  const summarize = (before: Draft, after: Draft) =>
    scalarChanges(before, after, [
      { label: t('brand.domains.publicUrls'), value: (d) => linesOf(d.publicUrls).join(', ') },
      { label: t('brand.domains.mainDomain'), value: (d) => d.mainDomain.trim() },
      { label: t('brand.domains.routes'), value: routesText },
    ]);
  return (
    <GroupForm brand={brand} group="domains" toDraft={toDraft} toSettings={toSettings} summarize={summarize} onSaved={onSaved}>
      {({ draft, set, errors }) => {
        const setRoute = (i: number, patch: Partial<RouteDraft>) => set((d) => ({ ...d, routes: d.routes.map((r, j) => (j === i ? { ...r, ...patch } : r)) }));
        return (
          <>
            <FormSection title={t('brand.domains.publicUrls')} intro={t('brand.domains.intro')}>
              <div className="grid gap-4 lg:grid-cols-2">
                <TextAreaField
                  label={t('brand.domains.publicUrls')}
                  hint={t('brand.domains.publicUrlsHint')}
                  value={draft.publicUrls}
                  error={lineErrors(errors, 'publicUrls', t)}
                  onChange={(e) => set((d) => ({ ...d, publicUrls: e.target.value }))}
                />
                <TextField label={t('brand.domains.mainDomain')} hint={t('brand.domains.mainDomainHint')} value={draft.mainDomain} error={errors.mainDomain} onChange={(e) => set((d) => ({ ...d, mainDomain: e.target.value }))} />
              </div>
            </FormSection>
            <FormSection title={t('brand.domains.routes')} intro={t('brand.domains.routesHint')}>
              {draft.routes.length === 0 ? (
                <p className="text-sm text-slate-500">{t('brand.domains.noRoutes')}</p>
              ) : (
                <div className="overflow-x-auto">
                  <table className="w-full min-w-[40rem] text-sm">
                    <caption className="sr-only">{t('brand.domains.routesLabel')}</caption>
                    <thead className="text-xs text-slate-600 uppercase">
                      <tr className="border-b border-slate-200">
                        <th scope="col" className="px-2 py-1.5 text-start font-semibold">{t('brand.domains.siteHost')}</th>
                        <th scope="col" className="px-2 py-1.5 text-start font-semibold">{t('brand.domains.url')}</th>
                        <th scope="col" className="w-28 px-2 py-1.5 text-start font-semibold">{t('brand.domains.speed')}</th>
                        <th scope="col" className="w-24 px-2 py-1.5">
                          <span className="sr-only">{t('list.actions')}</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {draft.routes.map((r, i) => {
                        const rowErrors = [errors[`routes.${i}.siteHost`], errors[`routes.${i}.url`], errors[`routes.${i}.speed`]].filter(Boolean);
                        return (
                          <tr key={i} className="border-b border-slate-100 align-top">
                            <td className="px-2 py-1.5">
                              <input
                                aria-label={`${t('brand.domains.siteHost')} ${i + 1}`}
                                placeholder={t('brand.domains.anyHost')}
                                className={input(Boolean(errors[`routes.${i}.siteHost`]))}
                                value={r.siteHost}
                                onChange={(e) => setRoute(i, { siteHost: e.target.value })}
                              />
                              {rowErrors.length > 0 && <p className="mt-1 text-xs text-rose-700">{rowErrors.join(' ')}</p>}
                            </td>
                            <td className="px-2 py-1.5">
                              <input aria-label={`${t('brand.domains.url')} ${i + 1}`} className={input(Boolean(errors[`routes.${i}.url`]))} value={r.url} onChange={(e) => setRoute(i, { url: e.target.value })} />
                            </td>
                            <td className="px-2 py-1.5">
                              <input aria-label={`${t('brand.domains.speed')} ${i + 1}`} inputMode="numeric" className={input(Boolean(errors[`routes.${i}.speed`]))} value={r.speed} onChange={(e) => setRoute(i, { speed: e.target.value })} />
                            </td>
                            <td className="px-2 py-1.5 text-end">
                              <Button variant="ghost" size="sm" aria-label={t('brand.form.removeRow', { row: i + 1 })} onClick={() => set((d) => ({ ...d, routes: d.routes.filter((_, j) => j !== i) }))}>
                                {t('brand.form.remove')}
                              </Button>
                            </td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </div>
              )}
              {errors.routes && <p className="mt-2 text-xs text-rose-700">{errors.routes}</p>}
              <Button variant="secondary" size="sm" className="mt-3" onClick={() => set((d) => ({ ...d, routes: [...d.routes, { siteHost: '', url: '', speed: '0' }] }))}>
                {t('brand.domains.addRoute')}
              </Button>
            </FormSection>
          </>
        );
      }}
    </GroupForm>
  );
}
