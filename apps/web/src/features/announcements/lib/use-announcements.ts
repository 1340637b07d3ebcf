import { useQuery } from '@tanstack/react-query';
import type { AnnouncementType } from '@lotus/contract/content';
import { useLanguageCode } from '../../games/hooks/use-language-code';
import { useSessionStore } from '../../session/stores/session-store';
import { useIsPhone } from '../../shell/hooks/use-is-phone';
import { announcementsQueryOptions } from '../api/get-announcements';

/** The announcements of `types` for this visitor now: before login (B) or after (A), on this device, in this language. */
export function useAnnouncements(types: readonly AnnouncementType[]) {
  const lang = useLanguageCode();
  const isLogin = useSessionStore((s) => s.isLogin);
  const device = useIsPhone() ? 'h5' : 'web';
  return useQuery(announcementsQueryOptions(types, isLogin ? 'A' : 'B', device, lang));
}
