import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { languageCodes } from '@lotus/contract/locales';
import { Badge, cx } from '../../components/ui';
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

export function FieldRow({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap gap-3">{children}</div>;
}

/** `allLabel`: the label of 'all' (none: no 'all' choice). */
export const languageOptions = (allLabel?: string) => [...(allLabel ? [{ value: 'all', label: allLabel }] : []), ...languageCodes.map((c) => ({ value: c, label: c }))];
