import { contentDevices, type HelpArticleInput } from '@lotus/contract/content';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, SelectField, TextField } from '../../components/ui';
import { callOps } from '../../lib/api';
import { GamesBrandGate } from '../games/shared';
import { contentKeys, useHelpRows, type HelpRow } from './content-api';
import { ContentSection, EditDialog, useContentSave, type EditorProps } from './content-section';
import { FieldRow, HtmlField, languageOptions } from './shared';

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
  const list = useHelpRows(brandId);
  const [language, setLanguage] = useState('EN');
  const all = list.data?.rows ?? [];
  return (
    <ContentSection
      kind="help"
      list={list}
      rows={all.filter((r) => r.language === language)}
      queryKey={contentKeys.help(brandId)}
      remove={(row) => callOps('opDeleteHelpArticle', { params: { id: row.id } })}
      filter={<SelectField className="mb-3 w-48" label={t('content.fields.language')} value={language} onChange={setLanguage} options={languageOptions()} />}
      editor={(props) => <HelpDialog brandId={brandId} language={language} rows={all} {...props} />}
    >
      {(rows, actions) => (
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
              {actions && <span className="whitespace-nowrap">{actions(row)}</span>}
            </li>
          ))}
        </ul>
      )}
    </ContentSection>
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

function HelpDialog({ brandId, row, language: initialLanguage, rows, onClose, onSaved }: EditorProps<HelpRow> & { brandId: number | undefined; language: string; rows: readonly HelpRow[] }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(row?.title ?? '');
  const [content, setContent] = useState(row?.content ?? '');
  const [language, setLanguage] = useState(row?.language ?? initialLanguage);
  const [device, setDevice] = useState<string>(row?.device ?? 'all');
  const [parent, setParent] = useState(row?.parentId === null || !row ? '' : String(row.parentId));
  const [slug, setSlug] = useState(row?.slug ?? '');
  const [sort, setSort] = useState(String(row?.sort ?? 0));
  const excluded = row ? below(rows, row.id) : new Set<number>();
  const parents = treeOrder(rows.filter((r) => r.language === language && !excluded.has(r.id)));
  const slugOk = !slug || /^[A-Za-z0-9_-]{1,60}$/.test(slug);
  const sortOk = /^\d{1,6}$/.test(sort);
  const form = useContentSave({
    valid: Boolean(title.trim()) && slugOk && sortOk,
    save: () => {
      const body: HelpArticleInput = { title: title.trim(), content, language: language as HelpArticleInput['language'], device: device as HelpArticleInput['device'], parentId: parent ? Number(parent) : null, slug: slug || null, sort: Number(sort) };
      return row ? callOps('opUpdateHelpArticle', { params: { id: row.id }, body }) : callOps('opCreateHelpArticle', { query: { brandId }, body });
    },
    onSaved,
  });
  return (
    <EditDialog kind="help" isNew={!row} form={form} onClose={onClose}>
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
        <TextField className="w-48" label={t('content.fields.slug')} value={slug} onChange={(e) => setSlug(e.target.value.trim())} error={form.touched && !slugOk ? t('content.errors.slug') : null} />
        <TextField className="w-28" label={t('content.fields.order')} inputMode="numeric" value={sort} onChange={(e) => setSort(e.target.value)} error={form.touched && !sortOk ? t('content.errors.order') : null} />
      </FieldRow>
      <TextField label={t('content.fields.title')} value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} error={form.touched && !title.trim() ? t('content.errors.title') : null} />
      <HtmlField title={title} value={content} onChange={setContent} previewTitle={t('content.preview.article')} />
    </EditDialog>
  );
}
