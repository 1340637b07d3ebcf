import { announcementExecutions, announcementTypes, bannerGroups, contentDevices, linkageTypes, type AnnouncementInput } from '@lotus/contract/content';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, CheckField, SelectField, TextAreaField, TextField } from '../../components/ui';
import { callOps } from '../../lib/api';
import { GamesBrandGate } from '../games/shared';
import { contentKeys, isoToLocal, localToIso, useAnnouncementRows, type AnnouncementRow } from './content-api';
import { ContentSection, ContentTable, EditDialog, useContentSave, type EditorProps } from './content-section';
import { FieldRow, HtmlPreview, StateBadge, escapeHtml, languageOptions } from './shared';

type Draft = AnnouncementInput;

/** Content > Announcements: banners (home carousel, login and register dialogs), marquee, popups, promotions, H. */
export function AnnouncementsPage() {
  const { t } = useTranslation();
  return <GamesBrandGate title={t('content.announcements.title')}>{(brandId) => <AnnouncementsList brandId={brandId} />}</GamesBrandGate>;
}

function AnnouncementsList({ brandId }: { brandId: number | undefined }) {
  const { t } = useTranslation();
  const list = useAnnouncementRows(brandId);
  const [type, setType] = useState('');
  return (
    <ContentSection
      kind="announcements"
      list={list}
      rows={(list.data?.rows ?? []).filter((r) => !type || r.type === type)}
      queryKey={contentKeys.announcements(brandId)}
      remove={(row) => callOps('opDeleteAnnouncement', { params: { id: row.id } })}
      filter={<SelectField className="mb-3 w-64" label={t('content.fields.type')} value={type} onChange={setType} options={[{ value: '', label: t('content.announcements.allTypes') }, ...announcementTypes.map((v) => ({ value: v, label: t(`content.types.${v}`) }))]} />}
      editor={(props) => <AnnouncementDialog brandId={brandId} {...props} />}
    >
      {(rows, actions) => (
        <ContentTable
          label={t('content.announcements.title')}
          rows={rows}
          actions={actions}
          columns={[
            {
              header: t('content.fields.type'),
              cell: (r) => (
                <>
                  <Badge tone="info">{t(`content.types.${r.type}`)}</Badge> {r.groupName && <code className="text-xs text-slate-500">{r.groupName}</code>}
                </>
              ),
            },
            { header: t('content.fields.title'), cell: (r) => r.title, className: 'font-medium text-slate-900' },
            {
              header: t('content.fields.execution'),
              cell: (r) => (
                <>
                  {t(`content.executions.${r.execution}`)}
                  {r.execution === 'F' && <span className="block text-xs text-slate-500">{t('content.announcements.delivered', { count: r.delivered })}</span>}
                </>
              ),
            },
            { header: t('content.fields.audience'), cell: (r) => `${t(`content.devices.${r.device}`)} · ${r.language === 'all' ? t('content.fields.allLanguages') : r.language}`, className: 'text-xs' },
            { header: t('content.fields.order'), cell: (r) => r.sort, className: 'tabular-nums' },
            { header: t('content.fields.state'), cell: (r) => <StateBadge row={r} /> },
          ]}
        />
      )}
    </ContentSection>
  );
}

const emptyDraft: Draft = { type: 'B', execution: 'B', groupName: 'w_home', device: 'all', language: 'all', title: '', content: '', imageUrl: null, linkageType: null, link: null, sort: 0, published: false, publishFrom: null, publishUntil: null };

function draftOf(row: AnnouncementRow | null): Draft {
  if (!row) return emptyDraft;
  const { id: _i, brandId: _b, delivered: _d, updatedAt: _u, ...rest } = row;
  return rest;
}

const urlPattern = /^(https?:\/\/\S+|\/(?!\/)\S*)$/i;
const codePattern = /^[A-Za-z0-9_.:-]{1,80}$/;

/** The checks the server makes, said next to the field. */
type ErrorKey = `content.errors.${'title' | 'url' | 'linkNeeded' | 'code' | 'order' | 'window'}`;
export function draftErrors(d: Draft, sort: string): Partial<Record<'title' | 'imageUrl' | 'link' | 'order' | 'window', ErrorKey>> {
  const e: Partial<Record<'title' | 'imageUrl' | 'link' | 'order' | 'window', ErrorKey>> = {};
  if (!d.title.trim()) e.title = 'content.errors.title';
  if (d.imageUrl && !urlPattern.test(d.imageUrl)) e.imageUrl = 'content.errors.url';
  if (d.linkageType && !d.link) e.link = 'content.errors.linkNeeded';
  else if (d.linkageType === 'URL' && d.link && !urlPattern.test(d.link)) e.link = 'content.errors.url';
  else if ((d.linkageType === 'P' || d.linkageType === 'G') && d.link && !codePattern.test(d.link)) e.link = 'content.errors.code';
  if (!/^\d{1,6}$/.test(sort)) e.order = 'content.errors.order';
  if (d.publishFrom && d.publishUntil && Date.parse(d.publishUntil) <= Date.parse(d.publishFrom)) e.window = 'content.errors.window';
  return e;
}

function AnnouncementDialog({ brandId, row, onClose, onSaved }: EditorProps<AnnouncementRow> & { brandId: number | undefined }) {
  const { t } = useTranslation();
  const [d, setD] = useState<Draft>(() => draftOf(row));
  const [sort, setSort] = useState(String(row?.sort ?? 0));
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setD((p) => ({ ...p, [k]: v }));
  const errors = draftErrors(d, sort);
  const form = useContentSave({
    valid: Object.keys(errors).length === 0,
    save: () => {
      const body: Draft = { ...d, title: d.title.trim(), sort: Number(sort), link: d.linkageType ? d.link : null, groupName: d.type === 'B' ? d.groupName ?? 'w_home' : null };
      return row ? callOps('opUpdateAnnouncement', { params: { id: row.id }, body }) : callOps('opCreateAnnouncement', { query: { brandId }, body });
    },
    onSaved,
  });
  const err = (k: keyof typeof errors) => {
    const key = errors[k];
    return form.touched && key ? t(key) : null;
  };
  return (
    <EditDialog kind="announcements" isNew={!row} form={form} onClose={onClose}>
      <FieldRow>
        <SelectField label={t('content.fields.type')} value={d.type} onChange={(v) => setD((p) => ({ ...p, type: v as Draft['type'], groupName: v === 'B' ? p.groupName ?? 'w_home' : null }))} options={announcementTypes.map((v) => ({ value: v, label: t(`content.types.${v}`) }))} />
        {d.type === 'B' && <SelectField label={t('content.fields.group')} value={d.groupName ?? 'w_home'} onChange={(v) => set('groupName', v as Draft['groupName'])} options={bannerGroups.map((v) => ({ value: v, label: t(`content.groups.${v}`) }))} />}
        <SelectField label={t('content.fields.execution')} value={d.execution} onChange={(v) => set('execution', v as Draft['execution'])} options={announcementExecutions.map((v) => ({ value: v, label: t(`content.executions.${v}`) }))} />
        <SelectField label={t('content.fields.device')} value={d.device} onChange={(v) => set('device', v as Draft['device'])} options={contentDevices.map((v) => ({ value: v, label: t(`content.devices.${v}`) }))} />
        <SelectField label={t('content.fields.language')} value={d.language} onChange={(v) => set('language', v as Draft['language'])} options={languageOptions(t('content.fields.allLanguages'))} />
      </FieldRow>
      <TextField label={t('content.fields.title')} value={d.title} maxLength={120} onChange={(e) => set('title', e.target.value)} error={err('title')} />
      <TextAreaField label={d.type === 'PL' ? t('content.fields.marqueeText') : t('content.fields.html')} value={d.content} rows={d.type === 'PL' ? 2 : 6} onChange={(e) => set('content', e.target.value)} className="font-mono" />
      <FieldRow>
        <TextField className="min-w-72 flex-1" label={t('content.fields.imageUrl')} hint={t('content.fields.imageHint')} value={d.imageUrl ?? ''} onChange={(e) => set('imageUrl', e.target.value.trim() || null)} error={err('imageUrl')} />
        <SelectField label={t('content.fields.linkageType')} value={d.linkageType ?? ''} onChange={(v) => set('linkageType', (v || null) as Draft['linkageType'])} options={[{ value: '', label: t('content.linkage.none') }, ...linkageTypes.map((v) => ({ value: v, label: t(`content.linkage.${v}`) }))]} />
        {d.linkageType && <TextField className="min-w-60 flex-1" label={t(`content.linkage.${d.linkageType}Field`)} value={d.link ?? ''} onChange={(e) => set('link', e.target.value.trim() || null)} error={err('link')} />}
      </FieldRow>
      <FieldRow>
        <TextField className="w-28" label={t('content.fields.order')} inputMode="numeric" value={sort} onChange={(e) => setSort(e.target.value)} error={err('order')} />
        <TextField className="w-56" type="datetime-local" label={t('content.fields.from')} value={isoToLocal(d.publishFrom)} onChange={(e) => set('publishFrom', localToIso(e.target.value))} />
        <TextField className="w-56" type="datetime-local" label={t('content.fields.until')} value={isoToLocal(d.publishUntil)} onChange={(e) => set('publishUntil', localToIso(e.target.value))} error={err('window')} />
      </FieldRow>
      <CheckField label={t('content.fields.published')} checked={d.published} onChange={(v) => set('published', v)} />
      <PlacementPreview draft={d} />
    </EditDialog>
  );
}

const siteStyles = `<style>body{margin:0;font:14px/1.4 system-ui,sans-serif;color:#e2e8f0;background:#070b1a}
.frame{padding:12px}.banner{position:relative;overflow:hidden;border-radius:18px;border:1px solid rgba(255,255,255,.1);background:linear-gradient(135deg,#141d3b,#0e1530 45%,#1c1233);display:flex;flex-direction:column;justify-content:center;gap:6px;padding:18px 22px}
.banner img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}.t{font-weight:800;color:#fff;font-size:22px}.s{color:#cbd5e1}
.dialog{max-width:360px;margin:0 auto;border-radius:18px;background:#0e1530;border:1px solid rgba(255,255,255,.1);padding:14px}.dialog h4{margin:0 0 10px;color:#fff}
.field{height:34px;border-radius:10px;background:#141d3b;margin-top:8px}.marquee{display:flex;gap:10px;align-items:center;border-radius:14px;border:1px solid rgba(255,255,255,.1);background:#0e1530;padding:10px 14px;white-space:nowrap;overflow:hidden}
.pop{max-width:380px;margin:20px auto;border-radius:18px;background:#0e1530;border:1px solid rgba(255,255,255,.15);padding:18px}.pop h4{margin:0 0 8px;color:#fff}.btn{margin-top:12px;display:inline-block;background:#f5b700;color:#111;border-radius:10px;padding:6px 16px;font-weight:700}</style>`;

/** The draft as the site would place it: banner in the carousel or a dialog, marquee strip, popup or promotion card. */
export function placementHtml(d: Pick<Draft, 'type' | 'groupName' | 'title' | 'content' | 'imageUrl'>, labels: { login: string; register: string; ok: string }): string {
  const title = escapeHtml(d.title);
  const text = d.content.replace(/<[^>]*>/g, '');
  const img = d.imageUrl && urlPattern.test(d.imageUrl) ? `<img src="${escapeHtml(d.imageUrl)}" alt="">` : '';
  const banner = (height: number, small = false) => `<div class="banner" style="height:${height}px">${img}${img ? '' : `<div class="t" style="${small ? 'font-size:15px' : ''}">${title}</div><div class="s">${escapeHtml(text)}</div>`}</div>`;
  if (d.type === 'B' && d.groupName === 'w_login') return `<div class="frame"><div class="dialog"><h4>${escapeHtml(labels.login)}</h4>${banner(90, true)}<div class="field"></div><div class="field"></div></div></div>`;
  if (d.type === 'B' && d.groupName === 'w_register') return `<div class="frame"><div class="dialog"><h4>${escapeHtml(labels.register)}</h4>${banner(90, true)}<div class="field"></div><div class="field"></div><div class="field"></div></div></div>`;
  if (d.type === 'B') return `<div class="frame">${banner(220)}</div>`;
  if (d.type === 'PL') return `<div class="frame"><div class="marquee">📣 <span>${escapeHtml(text || d.title)}</span></div></div>`;
  return `<div class="frame"><div class="pop"><h4>${title}</h4>${img}${d.content}<div><span class="btn">${escapeHtml(labels.ok)}</span></div></div></div>`;
}

function PlacementPreview({ draft }: { draft: Draft }) {
  const { t } = useTranslation();
  const where = draft.type === 'B' ? t(`content.groups.${draft.groupName ?? 'w_home'}`) : t(`content.types.${draft.type}`);
  return (
    <section aria-label={t('content.preview.title')} className="flex flex-col gap-1">
      <span className="text-sm font-medium text-slate-700">{t('content.preview.placement', { where })}</span>
      <HtmlPreview title={t('content.preview.placement', { where })} html={`${siteStyles}${placementHtml(draft, { login: t('content.preview.login'), register: t('content.preview.register'), ok: t('content.preview.ok') })}`} className={draft.type === 'PL' ? 'h-20' : 'h-64'} />
    </section>
  );
}
