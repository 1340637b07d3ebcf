import type { ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { closeDialog, useDialogStack, type DialogProps } from '../components/ui/dialog-stack-store';
import { paths } from '../config/paths';
import { ChangePasswordDialog } from '../features/auth/dialogs/change-password-dialog';
import { ForgotPasswordDialog } from '../features/auth/dialogs/forgot-password-dialog';
import { LoginDialog } from '../features/auth/dialogs/login-dialog';
import { LoginVerificationDialog } from '../features/auth/dialogs/login-verification-dialog';
import { RegisterDialog } from '../features/auth/dialogs/register-dialog';
import { ResetPasswordDialog } from '../features/auth/dialogs/reset-password-dialog';
import { MemberCentreDialog } from '../features/member/dialogs/member-centre-dialog';

/** Every dialog the stack can open, by name. Later issues add theirs here. */
const registry: Record<string, ComponentType<DialogProps>> = {
  login: LoginDialog,
  register: RegisterDialog,
  loginVerification: LoginVerificationDialog,
  forgotPassword: ForgotPasswordDialog,
  resetPassword: ResetPasswordDialog,
  changePassword: ChangePasswordDialog,
  memberCentre: MemberCentreDialog,
};

export function DialogHost() {
  const stack = useDialogStack((s) => s.stack);
  const removeDialog = useDialogStack((s) => s.removeDialog);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  return (
    <>
      {stack.map((entry, index) => {
        const Dialog = registry[entry.name];
        if (!Dialog) return null;
        return (
          <Dialog
            key={entry.id}
            open={entry.open}
            layer={index}
            props={entry.props}
            onClose={() => {
              closeDialog(entry.id);
              // A dialog opened by its URL leaves that URL when it closes.
              if (entry.fromPath && entry.fromPath === pathname) void navigate(paths.index, { replace: true });
            }}
            onExited={() => removeDialog(entry.id)}
          />
        );
      })}
    </>
  );
}
