import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { useSessionStore } from '../../session/stores/session-store';
import { useSystemStatus } from '../../system/hooks/use-system-status';
import { isModuleOn } from '../../system/lib/whitelabel';
import { memberCentreMenu } from '../../member/config/member-centre-menu';
import { unreadCountQueryOptions } from '../api/inbox-queries';

const inboxEntry = memberCentreMenu.find((e) => e.page === 'messageV2');

/** Whether the signed-in member has an inbox here: a real account, with the entry's flag (spec: the manual rebate flag) and INBOX3 on. */
export function useInboxAvailable(): boolean {
  const whitelabel = useSystemStatus().info.whitelabel;
  const isLogin = useSessionStore((s) => s.isLogin);
  const isTrial = useSessionStore((s) => s.isTrial);
  return isLogin && !isTrial && (!inboxEntry?.flag || isModuleOn(whitelabel, inboxEntry.flag)) && isModuleOn(whitelabel, 'INBOX3');
}

/** The unread count, or null while unknown or when the member has no inbox. */
export function useUnreadCount(): number | null {
  const token = useSessionStore((s) => s.token);
  const available = useInboxAvailable();
  const q = useQuery({ ...unreadCountQueryOptions(token), enabled: available && token !== null });
  return available && q.data !== undefined ? q.data : null;
}

/** The unread badge: nothing at 0, "99+" above 99; the figure is read out with the label. */
export function UnreadBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  const n = useUnreadCount();
  if (n === null || n <= 0) return null;
  return (
    <span
      data-testid="unread-badge"
      aria-label={t('inbox.unreadBadge', { count: n })}
      className={clsx('inline-grid h-4.5 min-w-4.5 place-items-center rounded-full bg-rose-500 px-1 text-[10px] leading-none font-bold text-white tabular-nums ring-2 ring-ink-950', className)}
    >
      {n > 99 ? '99+' : formatNumber(n)}
    </span>
  );
}
