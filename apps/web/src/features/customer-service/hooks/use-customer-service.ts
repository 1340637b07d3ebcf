import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { openDialog } from '../../../components/ui/dialog-stack-store';
import { showPopup } from '../../../components/ui/popup';
import { useSessionStore } from '../../session/stores/session-store';
import { useSystemStatus } from '../../system/hooks/use-system-status';
import { builtInChatType, openCustomerService, pickCustomerService } from '../lib/open-customer-service';

/** Returns the action behind every "Contact Us" / customer-service button. */
export function useCustomerService(): { available: boolean; open: () => void } {
  const { t } = useTranslation();
  const entries = useSystemStatus().info.customerService;
  const rankLevel = useSessionStore((s) => s.rankLevel);

  const open = useCallback(() => {
    const entry = pickCustomerService(entries, rankLevel);
    const fail = () =>
      void showPopup({ icon: 'warning', title: t('customerService.title'), text: t('customerService.unavailable'), timeoutMs: 4000 });
    if (!entry) {
      fail();
      return;
    }
    // The brand's own chat room (type 4) opens in the site; an outside link opens in a popup window.
    if (entry.type === builtInChatType) {
      openDialog('chatRoom');
      return;
    }
    void openCustomerService(entry).then((ok) => {
      if (!ok) fail();
    });
  }, [entries, rankLevel, t]);

  return { available: entries.length > 0, open };
}
