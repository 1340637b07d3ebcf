import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AnnouncementItem } from '@lotus/contract/content';
import { showPopup } from '../../../components/ui/popup';
import { readStored, readStoredJson, storageKeys, writeStored } from '../../../lib/storage';
import { useLanguageCode } from '../../games/hooks/use-language-code';
import { useSessionStore } from '../../session/stores/session-store';
import { useIsPhone } from '../../shell/hooks/use-is-phone';
import { announcementsQueryOptions, fetchFirstLoginPopups } from '../api/get-announcements';
import { linkTarget } from './announcement-link';

const popupTypes = ['PU'] as const;

function seen(): Set<number> {
  const ids = readStoredJson<unknown>(storageKeys.seenPopups, 'session');
  return new Set(Array.isArray(ids) ? ids.filter((n): n is number => typeof n === 'number') : []);
}

function markSeen(id: number) {
  const ids = seen();
  ids.add(id);
  writeStored(storageKeys.seenPopups, JSON.stringify([...ids]), 'session');
}

/**
 * Popup announcements (PU): before login (B) for visitors and after login (A) for members, each once per
 * browser session; at a first login (F) the server's own once-per-member items. Shown one after another
 * with the popup helper (HTML sanitised); a popup with a link offers to open it.
 */
export function AnnouncementPopups() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useLanguageCode();
  const isLogin = useSessionStore((s) => s.isLogin);
  const device = useIsPhone() ? 'h5' : 'web';
  const query = useQuery(announcementsQueryOptions(popupTypes, isLogin ? 'A' : 'B', device, lang));
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    const show = (item: AnnouncementItem) => {
      queue.current = queue.current.then(async () => {
        const target = linkTarget(item);
        const open = target && target.kind !== 'game';
        const key = await showPopup({
          title: item.title,
          html: item.content,
          buttons: open ? [{ key: 'open', label: t('announcements.open') }, { key: 'ok', label: t('common.close'), variant: 'secondary' }] : undefined,
        });
        if (key === 'open' && target?.kind === 'path') void navigate(target.to);
        if (key === 'open' && target?.kind === 'external') window.open(target.href, '_blank', 'noopener,noreferrer');
      });
    };
    for (const item of query.data?.popup ?? []) {
      if (seen().has(item.id)) continue;
      markSeen(item.id);
      show(item);
    }
    if (isLogin && readStored(storageKeys.firstLoginPopups, 'session') === '1') {
      writeStored(storageKeys.firstLoginPopups, null, 'session');
      void fetchFirstLoginPopups(device).then(
        (value) => value.popup.forEach(show),
        () => undefined,
      );
    }
  }, [query.data, isLogin, device, navigate, t]);

  return null;
}
