import { useQuery } from '@tanstack/react-query';
import type { ValueOf } from '@lotus/contract/endpoints';
import { callOps } from '../../lib/api';

export type NoticeRow = ValueOf<'opNotices'>['rows'][number];
export type AnnouncementRow = ValueOf<'opAnnouncements'>['rows'][number];
export type HelpRow = ValueOf<'opHelpArticles'>['rows'][number];

/** Query keys of the Content section, per working brand (`undefined`: a brand operator's own). */
export const contentKeys = {
  notices: (brandId: number | undefined) => ['content', 'notices', brandId ?? null] as const,
  announcements: (brandId: number | undefined) => ['content', 'announcements', brandId ?? null] as const,
  help: (brandId: number | undefined) => ['content', 'help', brandId ?? null] as const,
};

export const useNotices = (brandId: number | undefined) => useQuery({ queryKey: contentKeys.notices(brandId), queryFn: ({ signal }) => callOps('opNotices', { query: { brandId }, signal }) });
export const useAnnouncementRows = (brandId: number | undefined) => useQuery({ queryKey: contentKeys.announcements(brandId), queryFn: ({ signal }) => callOps('opAnnouncements', { query: { brandId }, signal }) });
export const useHelpRows = (brandId: number | undefined) => useQuery({ queryKey: contentKeys.help(brandId), queryFn: ({ signal }) => callOps('opHelpArticles', { query: { brandId }, signal }) });

/** A datetime-local value (the operator's browser time) as an ISO instant, or null when empty. */
export function localToIso(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** An ISO instant as a datetime-local value in this browser's time. */
export function isoToLocal(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Whether a published item shows now, later, or no more (its window). */
export function windowState(row: { published: boolean; publishFrom: string | null; publishUntil: string | null }, now = Date.now()): 'draft' | 'scheduled' | 'live' | 'ended' {
  if (!row.published) return 'draft';
  if (row.publishFrom && Date.parse(row.publishFrom) > now) return 'scheduled';
  if (row.publishUntil && Date.parse(row.publishUntil) <= now) return 'ended';
  return 'live';
}
