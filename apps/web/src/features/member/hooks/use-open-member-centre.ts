import { useCallback } from 'react';
import { openDialog } from '../../../components/ui/dialog-stack-store';
import { useLoginCheck } from '../../session/hooks/use-login-check';

/**
 * Opens the member centre panel at a page, after the login check: a guest gets the login dialog, a
 * trial account the "register a real account" warning (spec section 6).
 */
export function useOpenMemberCentre(): (page: string) => void {
  const loginCheck = useLoginCheck();
  return useCallback(
    (page: string) => {
      if (!loginCheck()) return;
      openDialog('memberCentre', { props: { page } });
    },
    [loginCheck],
  );
}
