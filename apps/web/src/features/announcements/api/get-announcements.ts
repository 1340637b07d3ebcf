import { queryOptions } from '@tanstack/react-query';
import type { AnnouncementExecution, AnnouncementType } from '@lotus/contract/content';
import type { LanguageCode } from '@lotus/contract/locales';
import { callApi } from '../../../lib/api-client';

export type AnnouncementDevice = 'web' | 'h5';

/**
 * Announcements of some types for a moment of the visit (B before login, A after). One query per set of
 * types, so the home page asks only for what it shows first (banners and marquee) and popups come later.
 */
export const announcementsQueryOptions = (types: readonly AnnouncementType[], execution: Exclude<AnnouncementExecution, 'F'>, device: AnnouncementDevice, lang: LanguageCode) =>
  queryOptions({
    queryKey: ['announcements', types.join(','), execution, device, lang],
    queryFn: () => callApi('announcements', { query: { types: types.join(','), execution, device, platform: 'W' } }),
    staleTime: 5 * 60_000,
  });

/** First-login items: the server hands each to a member once, so this is never cached or retried. */
export const fetchFirstLoginPopups = (device: AnnouncementDevice) => callApi('announcements', { query: { types: 'PU', execution: 'F', device, platform: 'W' } });
