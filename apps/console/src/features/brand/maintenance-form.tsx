import type { BrandSettings } from '@lotus/contract/brand-admin';
import { languages, type LanguageCode } from '@lotus/contract/locales';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, TextField } from '../../components/ui';
import { formatTime } from '../../lib/format';
import { FormSection, GroupForm, TextAreaField, type ChangeRow } from './group-form';
import { lineErrors, linesOf } from './validation';
import { fromZonedInput, toZonedInput } from './zoned';

interface WindowDraft {
  from: string;
  to: string;
  message: Partial<Record<LanguageCode, string>>;
  allowIps: string;
}
type Draft = WindowDraft[];

/** Maintenance windows: scheduled times in the brand's zone, a message per offered language, addresses that still get in. */
export function MaintenanceForm({ brand, onSaved }: { brand: BrandSettings; onSaved: () => void }) {
  const { t } = useTranslation();
  // The states (scheduled, in force, ended) as of when the page opened.
  const [now] = useState(() => Date.now());
  const zone = brand.regional.timeZone;
  const toDraft = (s: BrandSettings): Draft => s.maintenance.windows.map((w) => ({ from: toZonedInput(w.from, zone), to: toZonedInput(w.to, zone), message: { ...w.message }, allowIps: w.allowIps.join('\n') }));
  const toSettings = (d: Draft) => ({
    windows: d.map((w) => ({
      from: fromZonedInput(w.from, zone),
      to: fromZonedInput(w.to, zone),
      message: Object.fromEntries(Object.entries(w.message).filter(([, m]) => m && m.trim() !== '').map(([l, m]) => [l, m!.trim()])),
      allowIps: linesOf(w.allowIps),
    })),
  });
  const describe = (w: WindowDraft | undefined) => {
    if (!w) return '';
    const s = toSettings([w]).windows[0]!;
    const when = s.from && s.to ? `${formatTime(s.from, zone)} – ${formatTime(s.to, zone)}` : `${w.from} – ${w.to}`;
    const message = Object.entries(s.message).map(([l, m]) => `${l}: ${m}`).join(' / ');
    return [when, message, s.allowIps.join(', ')].filter(Boolean).join(' · ');
  };
  const summarize = (before: Draft, after: Draft): ChangeRow[] => {
    const rows: ChangeRow[] = [];
    for (let i = 0; i < Math.max(before.length, after.length); i++) {
      const [b, a] = [describe(before[i]), describe(after[i])];
      if (b !== a) rows.push({ label: t('brand.maintenance.window', { n: i + 1 }), before: b, after: a });
    }
    return rows;
  };
  const messageLanguages = languages.filter((l) => brand.regional.languages.includes(l.code));
  const stateOf = (w: WindowDraft) => {
    const [from, to] = [Date.parse(fromZonedInput(w.from, zone)), Date.parse(fromZonedInput(w.to, zone))];
    if (Number.isNaN(from) || Number.isNaN(to)) return null;
    return now >= to ? 'ended' : now >= from ? 'active' : 'scheduled';
  };
  return (
    <GroupForm brand={brand} group="maintenance" toDraft={toDraft} toSettings={toSettings} summarize={summarize} onSaved={onSaved}>
      {({ draft, set, errors }) => {
        const setWindow = (i: number, patch: Partial<WindowDraft>) => set((d) => d.map((w, j) => (j === i ? { ...w, ...patch } : w)));
        return (
          <FormSection title={t('brand.tabs.maintenance')} intro={<>{t('brand.maintenance.intro')} {t('brand.maintenance.zoneNote', { zone })}</>}>
            {draft.length === 0 && <p className="text-sm text-slate-500">{t('brand.maintenance.none')}</p>}
            <ol className="flex flex-col gap-4">
              {draft.map((w, i) => {
                const state = stateOf(w);
                return (
                  <li key={i} className="rounded-md border border-slate-200 p-3">
                    <div className="mb-2 flex flex-wrap items-center gap-2">
                      <h3 className="text-sm font-semibold">{t('brand.maintenance.window', { n: i + 1 })}</h3>
                      {state && <Badge tone={state === 'active' ? 'warning' : state === 'scheduled' ? 'info' : 'neutral'}>{t(`brand.maintenance.states.${state}`)}</Badge>}
                      <Button variant="ghost" size="sm" className="ms-auto" aria-label={t('brand.form.removeRow', { row: i + 1 })} onClick={() => set((d) => d.filter((_, j) => j !== i))}>
                        {t('brand.form.remove')}
                      </Button>
                    </div>
                    <div className="grid gap-3 sm:grid-cols-2">
                      <TextField type="datetime-local" label={t('brand.maintenance.from')} hint={zone} value={w.from} error={errors[`windows.${i}.from`]} onChange={(e) => setWindow(i, { from: e.target.value })} />
                      <TextField type="datetime-local" label={t('brand.maintenance.to')} hint={zone} value={w.to} error={errors[`windows.${i}.to`]} onChange={(e) => setWindow(i, { to: e.target.value })} />
                      {messageLanguages.map((l) => (
                        <TextAreaField
                          key={l.code}
                          rows={2}
                          dir={l.dir}
                          className="[&_textarea]:font-sans"
                          label={t('brand.maintenance.message', { language: `${l.name} (${l.code})` })}
                          hint={t('brand.maintenance.messageHint')}
                          value={w.message[l.code] ?? ''}
                          error={errors[`windows.${i}.message.${l.code}`]}
                          onChange={(e) => setWindow(i, { message: { ...w.message, [l.code]: e.target.value } })}
                        />
                      ))}
                      <TextAreaField
                        rows={2}
                        label={t('brand.maintenance.allowIps')}
                        hint={t('brand.maintenance.allowIpsHint')}
                        value={w.allowIps}
                        error={lineErrors(errors, `windows.${i}.allowIps`, t)}
                        onChange={(e) => setWindow(i, { allowIps: e.target.value })}
                      />
                    </div>
                  </li>
                );
              })}
            </ol>
            {errors.windows && <p className="mt-2 text-xs text-rose-700">{errors.windows}</p>}
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              onClick={() => {
                // A new window starts at the next full hour for one hour; the operator adjusts it.
                const start = Math.ceil(Date.now() / 3_600_000) * 3_600_000;
                set((d) => [...d, { from: toZonedInput(new Date(start).toISOString(), zone), to: toZonedInput(new Date(start + 3_600_000).toISOString(), zone), message: {}, allowIps: '' }]);
              }}
            >
              {t('brand.maintenance.add')}
            </Button>
          </FormSection>
        );
      }}
    </GroupForm>
  );
}
