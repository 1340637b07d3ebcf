import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NoticeInput } from '@lotus/contract/content';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';
import { Button, CheckField, Notice, PageHeader, SelectField, TextAreaField, TextField } from '../../components/ui';
import { Time } from '../../components/time';
import { callOps, errorMessage } from '../../lib/api';
import { can, useMe } from '../auth/use-me';
import { GamesBrandGate } from '../games/shared';
import { contentKeys, isoToLocal, localToIso, useNotices, type NoticeRow } from './content-api';
import { FieldRow, HtmlPreview, StateBadge, languageOptions } from './shared';

/** Content > Notices: the notice page and dialog of the site (9 a page there, in this order). */
export function NoticesPage() {
  const { t } = useTranslation();
  return <GamesBrandGate title={t('content.notices.title')}>{(brandId) => <NoticesList brandId={brandId} />}</GamesBrandGate>;
}

function NoticesList({ brandId }: { brandId: number | undefined }) {
  const { t } = useTranslation();
  const mayManage = can(useMe().data, 'content.manage');
  const list = useNotices(brandId);
  const [editing, setEditing] = useState<NoticeRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<NoticeRow | null>(null);
  const [flash, setFlash] = useState<string | null>(null);
  const rows = list.data?.rows ?? [];
  return (
    <div>
      <PageHeader title={t('content.notices.title')} intro={t('content.notices.intro')} actions={mayManage && <Button onClick={() => setEditing('new')}>{t('content.notices.create')}</Button>} />
      {flash && (
        <Notice tone="success" className="mb-3">
          {flash}
        </Notice>
      )}
      {list.isError && <Notice tone="error">{errorMessage(list.error)}</Notice>}
      {list.isPending ? (
        <p role="status" className="text-slate-600">
          {t('list.loading')}
        </p>
      ) : rows.length === 0 ? (
        <p className="text-slate-600">{t('content.notices.empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-xs">
          <table aria-label={t('content.notices.title')} className="w-full text-sm">
            <thead className="bg-slate-50 text-start text-xs text-slate-600 uppercase">
              <tr>
                <th className="px-3 py-2">{t('content.fields.order')}</th>
                <th className="px-3 py-2">{t('content.fields.title')}</th>
                <th className="px-3 py-2">{t('content.fields.language')}</th>
                <th className="px-3 py-2">{t('content.fields.state')}</th>
                <th className="px-3 py-2">{t('content.fields.window')}</th>
                <th className="px-3 py-2">{t('content.fields.updated')}</th>
                {mayManage && <th className="px-3 py-2" />}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} className="border-t border-slate-100">
                  <td className="px-3 py-2 tabular-nums">{r.sort}</td>
                  <td className="px-3 py-2 font-medium text-slate-900">{r.title}</td>
                  <td className="px-3 py-2">{r.language === 'all' ? t('content.fields.allLanguages') : r.language}</td>
                  <td className="px-3 py-2">
                    <StateBadge row={r} />
                  </td>
                  <td className="px-3 py-2 text-xs text-slate-600">
                    {r.publishFrom ? <Time iso={r.publishFrom} brandId={r.brandId} /> : t('content.fields.always')} – {r.publishUntil ? <Time iso={r.publishUntil} brandId={r.brandId} /> : t('content.fields.always')}
                  </td>
                  <td className="px-3 py-2 text-xs">
                    <Time iso={r.updatedAt} brandId={r.brandId} />
                  </td>
                  {mayManage && (
                    <td className="px-3 py-2 text-end whitespace-nowrap">
                      <Button size="sm" variant="ghost" onClick={() => setEditing(r)} aria-label={t('content.editOne', { title: r.title })}>
                        {t('content.edit')}
                      </Button>
                      <Button size="sm" variant="ghost" className="text-rose-700" onClick={() => setDeleting(r)} aria-label={t('content.deleteOne', { title: r.title })}>
                        {t('content.delete')}
                      </Button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && (
        <NoticeDialog
          brandId={brandId}
          row={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onDone={(text) => {
            setFlash(text);
            setEditing(null);
          }}
        />
      )}
      {deleting && (
        <DeleteDialog
          title={deleting.title}
          remove={() => callOps('opDeleteNotice', { params: { id: deleting.id } })}
          queryKey={contentKeys.notices(brandId)}
          onClose={() => setDeleting(null)}
          onDone={(text) => {
            setFlash(text);
            setDeleting(null);
          }}
        />
      )}
    </div>
  );
}

function NoticeDialog({ brandId, row, onClose, onDone }: { brandId: number | undefined; row: NoticeRow | null; onClose: () => void; onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(row?.title ?? '');
  const [content, setContent] = useState(row?.content ?? '');
  const [language, setLanguage] = useState<string>(row?.language ?? 'all');
  const [sort, setSort] = useState(String(row?.sort ?? 0));
  const [published, setPublished] = useState(row?.published ?? false);
  const [from, setFrom] = useState(isoToLocal(row?.publishFrom ?? null));
  const [until, setUntil] = useState(isoToLocal(row?.publishUntil ?? null));
  const [touched, setTouched] = useState(false);
  const sortOk = /^\d{1,6}$/.test(sort);
  const windowOk = !from || !until || new Date(until) > new Date(from);
  const save = useMutation({
    mutationFn: () => {
      const body: NoticeInput = { title: title.trim(), content, language: language as NoticeInput['language'], sort: Number(sort), published, publishFrom: localToIso(from), publishUntil: localToIso(until) };
      return row ? callOps('opUpdateNotice', { params: { id: row.id }, body }) : callOps('opCreateNotice', { query: { brandId }, body });
    },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: contentKeys.notices(brandId) });
      onDone(t(row ? 'content.saved' : 'content.created', { title: saved.title }));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!title.trim() || !sortOk || !windowOk) return;
    save.mutate();
  };
  return (
    <Dialog title={row ? t('content.notices.editTitle') : t('content.notices.createTitle')} onClose={onClose} wide>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <TextField label={t('content.fields.title')} value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} error={touched && !title.trim() ? t('content.errors.title') : null} />
        <div className="grid gap-3 md:grid-cols-2">
          <TextAreaField label={t('content.fields.html')} value={content} rows={10} onChange={(e) => setContent(e.target.value)} className="font-mono" />
          <div className="flex flex-col gap-1">
            <span className="text-sm font-medium text-slate-700">{t('content.preview.title')}</span>
            <HtmlPreview title={t('content.preview.notice')} html={`<h3>${escapeHtml(title)}</h3>${content}`} className="h-56" />
          </div>
        </div>
        <FieldRow>
          <SelectField label={t('content.fields.language')} value={language} onChange={setLanguage} options={languageOptions(t('content.fields.allLanguages'))} />
          <TextField className="w-28" label={t('content.fields.order')} inputMode="numeric" value={sort} onChange={(e) => setSort(e.target.value)} error={touched && !sortOk ? t('content.errors.order') : null} />
          <TextField className="w-56" type="datetime-local" label={t('content.fields.from')} value={from} onChange={(e) => setFrom(e.target.value)} />
          <TextField className="w-56" type="datetime-local" label={t('content.fields.until')} value={until} onChange={(e) => setUntil(e.target.value)} error={touched && !windowOk ? t('content.errors.window') : null} />
        </FieldRow>
        <CheckField label={t('content.fields.published')} checked={published} onChange={setPublished} />
        {save.isError && <Notice tone="error">{errorMessage(save.error)}</Notice>}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('content.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {t('content.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Confirms and deletes one row. */
export function DeleteDialog({ title, remove, queryKey, onClose, onDone }: { title: string; remove: () => Promise<unknown>; queryKey: readonly unknown[]; onClose: () => void; onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const del = useMutation({
    mutationFn: remove,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey });
      onDone(t('content.deleted', { title }));
    },
  });
  return (
    <Dialog title={t('content.deleteTitle', { title })} onClose={onClose} role="alertdialog">
      <p className="text-sm text-slate-700">{t('content.deleteBody')}</p>
      {del.isError && (
        <Notice tone="error" className="mt-3">
          {errorMessage(del.error)}
        </Notice>
      )}
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('content.cancel')}
        </Button>
        <Button variant="danger" disabled={del.isPending} onClick={() => del.mutate()}>
          {t('content.delete')}
        </Button>
      </div>
    </Dialog>
  );
}
