import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { withBusyOverlay } from '../../../components/ui/busy-overlay';
import { useDialogStack } from '../../../components/ui/dialog-stack-store';
import { showPopup } from '../../../components/ui/popup';
import { afterLogoutPath } from '../../../config/paths';
import { callApi } from '../../../lib/api-client';
import { useSessionStore } from '../stores/session-store';

/**
 * Ends the session without asking: the logout call (its failure does not keep anyone logged in),
 * the session cleared but the merchant values kept, member data dropped, open dialogs closed, then /.
 */
export function useEndSession(): () => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await withBusyOverlay(t('session.loggingOut'), async () => {
      if (useSessionStore.getState().token) await callApi('logout').catch(() => undefined);
    });
    useSessionStore.getState().clearSession();
    queryClient.removeQueries({ queryKey: ['member'] });
    queryClient.removeQueries({ queryKey: ['wallet'] });
    useDialogStack.getState().closeAll();
    void navigate(afterLogoutPath);
  }, [navigate, queryClient, t]);
}

/** Logout of spec section 4: confirm dialog, loader, logout call, clear the session, go to /. */
export function useLogout(): () => Promise<void> {
  const { t } = useTranslation();
  const endSession = useEndSession();
  return useCallback(async () => {
    const answer = await showPopup({
      icon: 'info',
      title: t('session.logoutTitle'),
      text: t('session.logoutConfirm'),
      buttons: [
        { key: 'cancel', label: t('common.cancel'), variant: 'secondary' },
        { key: 'confirm', label: t('session.logout') },
      ],
    });
    if (answer !== 'confirm') return;
    await endSession();
  }, [endSession, t]);
}
