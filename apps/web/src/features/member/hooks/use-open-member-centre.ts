import { useCallback } from 'react';
import { openDialog } from '../../../components/ui/dialog-stack-store';
import { useLoginCheck } from '../../session/hooks/use-login-check';

/**
 * Opens the member centre panel at a page (and optionally one of its tabs, e.g. the deposit
 * history), after the login check: a guest gets the login dialog, a trial account the "register a
 * real account" warning (spec section 6).
 */
export function useOpenMemberCentre(): (page: string, tab?: string) => void {
  const loginCheck = useLoginCheck();
  return useCallback(
    (page: string, tab?: string) => {
      if (!loginCheck()) return;
      openDialog('memberCentre', { props: tab ? { page, tab } : { page } });
    },
    [loginCheck],
  );
}
