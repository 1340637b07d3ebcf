import { useCallback } from 'react';
import { openDialog } from '../../../components/ui/dialog-stack-store';
import { showPopup } from '../../../components/ui/popup';
import { i18n, translateErrorCode } from '../../../lib/i18n';
import { useSessionStore } from '../stores/session-store';

/**
 * The trial-account warning (spec section 6): warning icon, the in_need_true_account message and the
 * in_increase_submit button, which opens registration. Also shown when the server answers
 * `in_need_true_account`.
 */
export async function showNeedRealAccount(): Promise<void> {
  const answer = await showPopup({
    icon: 'warning',
    title: i18n.t('session.trialTitle'),
    text: translateErrorCode('in_need_true_account'),
    buttons: [
      { key: 'cancel', label: i18n.t('common.cancel'), variant: 'secondary' },
      { key: 'register', label: i18n.t('session.increaseSubmit') },
    ],
  });
  if (answer === 'register') openDialog('register');
}

/**
 * The spec's login check (section 4): no token opens the login dialog and blocks the action; a
 * trial account (type 4) is blocked with a warning to register a real account.
 */
export function useLoginCheck(): () => boolean {
  return useCallback(() => {
    const { token, isTrial } = useSessionStore.getState();
    if (!token) {
      openDialog('login');
      return false;
    }
    if (isTrial) {
      void showNeedRealAccount();
      return false;
    }
    return true;
  }, []);
}
