import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { showPopup } from '../../../components/ui/popup';
import { afterLogoutPath } from '../../../config/paths';
import { callApi, hasEndpoint } from '../../../lib/api-client';
import { useSessionStore } from '../stores/session-store';

/** Logout of spec section 4: confirm, call logout when the endpoint exists, clear the session, go to /. */
export function useLogout(): () => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
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
    const name = 'logout';
    if (hasEndpoint(name)) {
      // The session ends locally even when the server call fails (expired token, network).
      await (callApi as (n: string) => Promise<unknown>)(name).catch(() => undefined);
    }
    useSessionStore.getState().clearSession();
    queryClient.removeQueries({ queryKey: ['member'] });
    void navigate(afterLogoutPath);
  }, [navigate, queryClient, t]);
}
