import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { openDialog } from '../../../components/ui/dialog-stack-store';
import { showPopup } from '../../../components/ui/popup';
import { useSessionStore } from '../stores/session-store';

/**
 * The spec's login check (section 4): no token opens the login dialog and blocks the action; a
 * trial account (type 4) is blocked with a warning to register a real account.
 */
export function useLoginCheck(): () => boolean {
  const { t } = useTranslation();
  return useCallback(() => {
    const { token, isTrial } = useSessionStore.getState();
    if (!token) {
      openDialog('login');
      return false;
    }
    if (isTrial) {
      void showPopup({ icon: 'warning', text: t('session.needRealAccount'), buttons: [{ key: 'ok', label: t('session.increaseSubmit') }] });
      return false;
    }
    return true;
  }, [t]);
}
