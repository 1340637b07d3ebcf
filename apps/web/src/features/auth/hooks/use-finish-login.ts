import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { LoginValue } from '@lotus/contract/account';
import { openDialog } from '../../../components/ui/dialog-stack-store';
import { paths } from '../../../config/paths';
import { completeLogin } from '../api/submit-auth';

export interface FinishOptions {
  /** Closes the dialog that logged the member in. */
  close: () => void;
  /** The password typed in the login form, kept for the forced change (spec section 5). */
  oldPassword?: string;
  /** Change password, reset by phone and reset link go to / afterwards (spec section 4). */
  goHome?: boolean;
}

/**
 * After any successful login (password, SMS, verification, trial, register, reset): store the
 * session, run the first-login call, close the dialog, then either open the forced change-password
 * dialog or show the logged-in state (member info loads for the new token by itself).
 */
export function useFinishLogin(): (value: LoginValue, options: FinishOptions) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (value, options) => {
      await completeLogin(value);
      options.close();
      if (value.forceChangePassword) openDialog('changePassword', { props: { forced: true, oldPassword: options.oldPassword } });
      if (options.goHome) void navigate(paths.root);
    },
    [navigate],
  );
}
