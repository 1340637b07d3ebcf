import type { NoticeInput } from '@lotus/contract/content';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckField, SelectField, TextField } from '../../components/ui';
import { Time } from '../../components/time';
import { callOps } from '../../lib/api';
import { GamesBrandGate } from '../games/shared';
import { contentKeys, isoToLocal, localToIso, useNotices, type NoticeRow } from './content-api';
import { ContentSection, ContentTable, EditDialog, useContentSave, type EditorProps } from './content-section';
import { FieldRow, HtmlField, StateBadge, languageOptions } from './shared';

/** Content > Notices: the notice page and dialog of the site (9 a page there, in this order). */
export function NoticesPage() {
  const { t } = useTranslation();
  return <GamesBrandGate title={t('content.notices.title')}>{(brandId) => <NoticesList brandId={brandId} />}</GamesBrandGate>;
}

function NoticesList({ brandId }: { brandId: number | undefined }) {
  const { t } = useTranslation();
  const list = useNotices(brandId);
  return (
    <ContentSection
      kind="notices"
      list={list}
      rows={list.data?.rows ?? []}
      queryKey={contentKeys.notices(brandId)}
      remove={(row) => callOps('opDeleteNotice', { params: { id: row.id } })}
      editor={(props) => <NoticeDialog brandId={brandId} {...props} />}
    >
      {(rows, actions) => (
        <ContentTable
          label={t('content.notices.title')}
          rows={rows}
          actions={actions}
          columns={[
            { header: t('content.fields.order'), cell: (r) => r.sort, className: 'tabular-nums' },
            { header: t('content.fields.title'), cell: (r) => r.title, className: 'font-medium text-slate-900' },
            { header: t('content.fields.language'), cell: (r) => (r.language === 'all' ? t('content.fields.allLanguages') : r.language) },
            { header: t('content.fields.state'), cell: (r) => <StateBadge row={r} /> },
            {
              header: t('content.fields.window'),
              cell: (r) => (
                <>
                  {r.publishFrom ? <Time iso={r.publishFrom} brandId={r.brandId} /> : t('content.fields.always')} – {r.publishUntil ? <Time iso={r.publishUntil} brandId={r.brandId} /> : t('content.fields.always')}
                </>
              ),
              className: 'text-xs text-slate-600',
            },
            { header: t('content.fields.updated'), cell: (r) => <Time iso={r.updatedAt} brandId={r.brandId} />, className: 'text-xs' },
          ]}
        />
      )}
    </ContentSection>
  );
}

function NoticeDialog({ brandId, row, onClose, onSaved }: EditorProps<NoticeRow> & { brandId: number | undefined }) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(row?.title ?? '');
  const [content, setContent] = useState(row?.content ?? '');
  const [language, setLanguage] = useState<string>(row?.language ?? 'all');
  const [sort, setSort] = useState(String(row?.sort ?? 0));
  const [published, setPublished] = useState(row?.published ?? false);
  const [from, setFrom] = useState(isoToLocal(row?.publishFrom ?? null));
  const [until, setUntil] = useState(isoToLocal(row?.publishUntil ?? null));
  const sortOk = /^\d{1,6}$/.test(sort);
  const windowOk = !from || !until || new Date(until) > new Date(from);
  const form = useContentSave({
    valid: Boolean(title.trim()) && sortOk && windowOk,
    save: () => {
      const body: NoticeInput = { title: title.trim(), content, language: language as NoticeInput['language'], sort: Number(sort), published, publishFrom: localToIso(from), publishUntil: localToIso(until) };
      return row ? callOps('opUpdateNotice', { params: { id: row.id }, body }) : callOps('opCreateNotice', { query: { brandId }, body });
    },
    onSaved,
  });
  return (
    <EditDialog kind="notices" isNew={!row} form={form} onClose={onClose}>
      <TextField label={t('content.fields.title')} value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} error={form.touched && !title.trim() ? t('content.errors.title') : null} />
      <HtmlField title={title} value={content} onChange={setContent} previewTitle={t('content.preview.notice')} />
      <FieldRow>
        <SelectField label={t('content.fields.language')} value={language} onChange={setLanguage} options={languageOptions(t('content.fields.allLanguages'))} />
        <TextField className="w-28" label={t('content.fields.order')} inputMode="numeric" value={sort} onChange={(e) => setSort(e.target.value)} error={form.touched && !sortOk ? t('content.errors.order') : null} />
        <TextField className="w-56" type="datetime-local" label={t('content.fields.from')} value={from} onChange={(e) => setFrom(e.target.value)} />
        <TextField className="w-56" type="datetime-local" label={t('content.fields.until')} value={until} onChange={(e) => setUntil(e.target.value)} error={form.touched && !windowOk ? t('content.errors.window') : null} />
      </FieldRow>
      <CheckField label={t('content.fields.published')} checked={published} onChange={setPublished} />
    </EditDialog>
  );
}
