import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentDevices, type HelpArticleInput } from '@lotus/contract/content';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialog';
import { Badge, Button, Notice, PageHeader, SelectField, TextAreaField, TextField } from '../../components/ui';
import { callOps, errorMessage } from '../../lib/api';
import { can, useMe } from '../auth/use-me';
import { GamesBrandGate } from '../games/shared';
import { contentKeys, useHelpRows, type HelpRow } from './content-api';
import { DeleteDialog, escapeHtml } from './notices-page';
import { FieldRow, HtmlPreview, languageOptions } from './shared';

/** Content > Help centre: the articles GET /wps/system/helpCenter serves, as a tree per language. */
export function HelpArticlesPage() {
  const { t } = useTranslation();
  return <GamesBrandGate title={t('content.help.title')}>{(brandId) => <HelpTree brandId={brandId} />}</GamesBrandGate>;
}

/** The rows in tree order (each parent before its children), with their depth. */
export function treeOrder(rows: readonly HelpRow[]): { row: HelpRow; depth: number }[] {
  const children = new Map<number | null, HelpRow[]>();
  const ids = new Set(rows.map((r) => r.id));
  for (const r of rows) {
    const parent = r.parentId !== null && ids.has(r.parentId) ? r.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), r]);
  }
  const out: { row: HelpRow; depth: number }[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const r of (children.get(parent) ?? []).sort((a, b) => a.sort - b.sort || a.id - b.id)) {
      out.push({ row: r, depth });
      if (depth < 20) walk(r.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

function HelpTree({ brandId }: { brandId: number | undefined }) {
  const { t } = useTranslation();
  const mayManage = can(useMe().data, 'content.manage');
  const list = useHelpRows(brandId);
  const [language, setLanguage] = useState('EN');
  const [editing, setEditing] = useState<HelpRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<HelpRow | null>(null);
  const [flash, setFlash] = useState<string | null>(null);
  const all = list.data?.rows ?? [];
  const rows = all.filter((r) => r.language === language);
  return (
    <div>
      <PageHeader title={t('content.help.title')} intro={t('content.help.intro')} actions={mayManage && <Button onClick={() => setEditing('new')}>{t('content.help.create')}</Button>} />
      {flash && (
        <Notice tone="success" className="mb-3">
          {flash}
        </Notice>
      )}
      <SelectField className="mb-3 w-48" label={t('content.fields.language')} value={language} onChange={setLanguage} options={languageOptions()} />
      {list.isError && <Notice tone="error">{errorMessage(list.error)}</Notice>}
      {list.isPending ? (
        <p role="status" className="text-slate-600">
          {t('list.loading')}
        </p>
      ) : rows.length === 0 ? (
        <p className="text-slate-600">{t('content.help.empty')}</p>
      ) : (
        <ul aria-label={t('content.help.tree')} className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white shadow-xs">
          {treeOrder(rows).map(({ row, depth }) => (
            <li key={row.id} className="flex items-center gap-2 px-3 py-2 text-sm" style={{ paddingInlineStart: `${0.75 + depth * 1.5}rem` }}>
              <span className="flex-1 font-medium text-slate-900">
                {depth > 0 && <span className="me-1 text-slate-400">↳</span>}
                {row.title}
                {row.slug && <code className="ms-2 text-xs text-slate-500">{row.slug}</code>}
              </span>
              <Badge>{t(`content.devices.${row.device}`)}</Badge>
              <span className="w-10 text-end text-xs text-slate-500 tabular-nums">{row.sort}</span>
              {mayManage && (
                <span className="whitespace-nowrap">
                  <Button size="sm" variant="ghost" onClick={() => setEditing(row)} aria-label={t('content.editOne', { title: row.title })}>
                    {t('content.edit')}
                  </Button>
                  <Button size="sm" variant="ghost" className="text-rose-700" onClick={() => setDeleting(row)} aria-label={t('content.deleteOne', { title: row.title })}>
                    {t('content.delete')}
                  </Button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <HelpDialog
          brandId={brandId}
          row={editing === 'new' ? null : editing}
          language={language}
          rows={all}
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
          remove={() => callOps('opDeleteHelpArticle', { params: { id: deleting.id } })}
          queryKey={contentKeys.help(brandId)}
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

/** The articles under `id` (itself included): none of them may become its parent. */
function below(rows: readonly HelpRow[], id: number): Set<number> {
  const out = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const r of rows) {
      if (r.parentId !== null && out.has(r.parentId) && !out.has(r.id)) {
        out.add(r.id);
        grew = true;
      }
    }
  }
  return out;
}

function HelpDialog({ brandId, row, language: initialLanguage, rows, onClose, onDone }: { brandId: number | undefined; row: HelpRow | null; language: string; rows: readonly HelpRow[]; onClose: () => void; onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(row?.title ?? '');
  const [content, setContent] = useState(row?.content ?? '');
  const [language, setLanguage] = useState(row?.language ?? initialLanguage);
  const [device, setDevice] = useState<string>(row?.device ?? 'all');
  const [parent, setParent] = useState(row?.parentId === null || !row ? '' : String(row.parentId));
  const [slug, setSlug] = useState(row?.slug ?? '');
  const [sort, setSort] = useState(String(row?.sort ?? 0));
  const [touched, setTouched] = useState(false);
  const excluded = row ? below(rows, row.id) : new Set<number>();
  const parents = treeOrder(rows.filter((r) => r.language === language && !excluded.has(r.id)));
  const slugOk = !slug || /^[A-Za-z0-9_-]{1,60}$/.test(slug);
  const sortOk = /^\d{1,6}$/.test(sort);
  const save = useMutation({
    mutationFn: () => {
      const body: HelpArticleInput = { title: title.trim(), content, language: language as HelpArticleInput['language'], device: device as HelpArticleInput['device'], parentId: parent ? Number(parent) : null, slug: slug || null, sort: Number(sort) };
      return row ? callOps('opUpdateHelpArticle', { params: { id: row.id }, body }) : callOps('opCreateHelpArticle', { query: { brandId }, body });
    },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: contentKeys.help(brandId) });
      onDone(t(row ? 'content.saved' : 'content.created', { title: saved.title }));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!title.trim() || !slugOk || !sortOk) return;
    save.mutate();
  };
  return (
    <Dialog title={row ? t('content.help.editTitle') : t('content.help.createTitle')} onClose={onClose} wide>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3">
        <FieldRow>
          <SelectField
            label={t('content.fields.language')}
            value={language}
            onChange={(v) => {
              setLanguage(v);
              setParent('');
            }}
            options={languageOptions()}
          />
          <SelectField label={t('content.fields.device')} value={device} onChange={setDevice} options={contentDevices.map((v) => ({ value: v, label: t(`content.devices.${v}`) }))} />
          <SelectField label={t('content.fields.parent')} value={parent} onChange={setParent} options={[{ value: '', label: t('content.help.topLevel') }, ...parents.map(({ row: p, depth }) => ({ value: String(p.id), label: `${'— '.repeat(depth)}${p.title}` }))]} />
          <TextField className="w-48" label={t('content.fields.slug')} value={slug} onChange={(e) => setSlug(e.target.value.trim())} error={touched && !slugOk ? t('content.errors.slug') : null} />
          <TextField className="w-28" label={t('content.fields.order')} inputMode="numeric" value={sort} onChange={(e) => setSort(e.target.value)} error={touched && !sortOk ? t('content.errors.order') : null} />
        </FieldRow>
        <TextField label={t('content.fields.title')} value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} error={touched && !title.trim() ? t('content.errors.title') : null} />
        <div className="grid gap-3 md:grid-cols-2">
          <TextAreaField label={t('content.fields.html')} value={content} rows={10} onChange={(e) => setContent(e.target.value)} className="font-mono" />
          <div className="flex flex-col gap-1">
            <span className="text-sm font-medium text-slate-700">{t('content.preview.title')}</span>
            <HtmlPreview title={t('content.preview.article')} html={`<h3>${escapeHtml(title)}</h3>${content}`} className="h-56" />
          </div>
        </div>
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
