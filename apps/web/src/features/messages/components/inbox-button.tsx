import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { useOpenMemberCentre } from '../../member/hooks/use-open-member-centre';
import { useSessionStore } from '../../session/stores/session-store';
import { useInboxLive } from '../hooks/use-inbox-live';
import { UnreadBadge, useInboxAvailable } from './unread-badge';

/** The header's inbox: a mail button opening platform information, with the unread badge; it holds the member socket. */
export function InboxButton() {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const available = useInboxAvailable();
  const openMemberCentre = useOpenMemberCentre();
  useInboxLive(token, available);
  if (!available) return null;
  return (
    <button
      type="button"
      onClick={() => openMemberCentre('messageV2')}
      aria-label={t('inbox.open')}
      title={t('inbox.open')}
      data-testid="header-inbox"
      className="relative grid size-10 shrink-0 place-items-center rounded-xl text-ink-200 transition hover:bg-white/5 hover:text-white"
    >
      <Icon name="mail" className="size-5" />
      <UnreadBadge className="absolute -end-0.5 -top-0.5" />
    </button>
  );
}
