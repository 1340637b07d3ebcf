import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { showPopup } from '../../../components/ui/popup';
import { translateErrorCode } from '../../../lib/i18n';
import { useLoginCheck } from '../../session/hooks/use-login-check';

/**
 * Opens a member centre page after the login check. The member centre panel itself arrives with
 * the Accounts issue; until then a logged-in member is told the function is not available yet.
 */
export function useOpenMemberCentre(): (page: string) => void {
  const { t } = useTranslation();
  const loginCheck = useLoginCheck();
  return useCallback(
    (page: string) => {
      if (!loginCheck()) return;
      void page;
      void showPopup({ icon: 'info', title: t('memberCentre.title'), text: translateErrorCode('function.not.available'), timeoutMs: 4000 });
    },
    [loginCheck, t],
  );
}
