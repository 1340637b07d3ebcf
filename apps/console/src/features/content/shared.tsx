import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { languageCodes } from '@lotus/contract/locales';
import { Badge, cx, TextAreaField } from '../../components/ui';
import { windowState } from './content-api';

export function StateBadge({ row }: { row: { published: boolean; publishFrom: string | null; publishUntil: string | null } }) {
  const { t } = useTranslation();
  const state = windowState(row);
  const tone = state === 'live' ? 'success' : state === 'scheduled' ? 'info' : state === 'ended' ? 'warning' : 'neutral';
  return <Badge tone={tone}>{t(`content.state.${state}`)}</Badge>;
}

/**
 * Operator HTML as the site will show it. The frame is sandboxed without scripts, so nothing in a draft
 * runs here; the server cleans the HTML when it is saved (and the site again when it shows it).
 */
export function HtmlPreview({ html, title, className }: { html: string; title: string; className?: string }) {
  const doc = `<!doctype html><meta charset="utf-8"><style>body{margin:0;padding:12px;font:14px/1.5 system-ui,sans-serif;color:#e2e8f0;background:#0b1020}a{color:#fcd34d}img{max-width:100%}</style>${html}`;
  return <iframe title={title} sandbox="" srcDoc={doc} className={cx('w-full rounded-md border border-slate-300 bg-slate-900', className)} />;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The HTML box of a notice or an article beside its preview, under its title as the site shows it. */
export function HtmlField({ title, value, onChange, previewTitle }: { title: string; value: string; onChange: (html: string) => void; previewTitle: string }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <TextAreaField label={t('content.fields.html')} value={value} rows={10} onChange={(e) => onChange(e.target.value)} className="font-mono" />
      <div className="flex flex-col gap-1">
        <span className="text-sm font-medium text-slate-700">{t('content.preview.title')}</span>
        <HtmlPreview title={previewTitle} html={`<h3>${escapeHtml(title)}</h3>${value}`} className="h-56" />
      </div>
    </div>
  );
}

export function FieldRow({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap gap-3">{children}</div>;
}

/** `allLabel`: the label of 'all' (none: no 'all' choice). */
export const languageOptions = (allLabel?: string) => [...(allLabel ? [{ value: 'all', label: allLabel }] : []), ...languageCodes.map((c) => ({ value: c, label: c }))];
