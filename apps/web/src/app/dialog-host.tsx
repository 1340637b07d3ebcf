import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { closeDialog, useDialogStack, type DialogProps } from '../components/ui/dialog-stack-store';
import { paths } from '../config/paths';

type DialogModule = Promise<{ default: ComponentType<DialogProps> }>;

/**
 * Every dialog the stack can open, by name, each loaded on first open: the forms and their
 * validation are not part of the first download. Later issues add theirs here.
 */
const registry: Record<string, ComponentType<DialogProps>> = {
  login: lazy((): DialogModule => import('../features/auth/dialogs/login-dialog').then((m) => ({ default: m.LoginDialog }))),
  register: lazy((): DialogModule => import('../features/auth/dialogs/register-dialog').then((m) => ({ default: m.RegisterDialog }))),
  loginVerification: lazy(
    (): DialogModule => import('../features/auth/dialogs/login-verification-dialog').then((m) => ({ default: m.LoginVerificationDialog })),
  ),
  forgotPassword: lazy((): DialogModule => import('../features/auth/dialogs/forgot-password-dialog').then((m) => ({ default: m.ForgotPasswordDialog }))),
  resetPassword: lazy((): DialogModule => import('../features/auth/dialogs/reset-password-dialog').then((m) => ({ default: m.ResetPasswordDialog }))),
  changePassword: lazy((): DialogModule => import('../features/auth/dialogs/change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog }))),
  memberCentre: lazy((): DialogModule => import('../features/member/dialogs/member-centre-dialog').then((m) => ({ default: m.MemberCentreDialog }))),
};

export function DialogHost() {
  const stack = useDialogStack((s) => s.stack);
  const removeDialog = useDialogStack((s) => s.removeDialog);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  return (
    // A dialog whose code is still loading shows nothing; it appears as soon as it arrives.
    <Suspense fallback={null}>
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
    </Suspense>
  );
}
