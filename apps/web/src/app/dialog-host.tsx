import { useEffect, useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { closeDialog, useDialogStack, type DialogProps } from '../components/ui/dialog-stack-store';
import { showPopup } from '../components/ui/popup';
import { paths } from '../config/paths';
import { lazyPart } from '../lib/lazy-part';

/** A dialog whose code could not be downloaded: says so, and leaves the stack (opening it again retries). */
function DialogLoadFailed({ onClose, onExited }: DialogProps) {
  const { t } = useTranslation();
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    void showPopup({ icon: 'error', title: t('chunkError.title'), text: t('chunkError.text') });
    onClose();
    onExited();
  }, [t, onClose, onExited]);
  return null;
}

const dialog = (load: () => Promise<ComponentType<DialogProps>>) => lazyPart(load, { Failed: DialogLoadFailed });

/**
 * Every dialog the stack can open, by name, each loaded on first open (shown as soon as it arrives):
 * the forms and their validation are not part of the first download. Later issues add theirs here.
 */
const registry: Record<string, ComponentType<DialogProps>> = {
  login: dialog(() => import('../features/auth/dialogs/login-dialog').then((m) => m.LoginDialog)),
  register: dialog(() => import('../features/auth/dialogs/register-dialog').then((m) => m.RegisterDialog)),
  loginVerification: dialog(() => import('../features/auth/dialogs/login-verification-dialog').then((m) => m.LoginVerificationDialog)),
  forgotPassword: dialog(() => import('../features/auth/dialogs/forgot-password-dialog').then((m) => m.ForgotPasswordDialog)),
  resetPassword: dialog(() => import('../features/auth/dialogs/reset-password-dialog').then((m) => m.ResetPasswordDialog)),
  changePassword: dialog(() => import('../features/auth/dialogs/change-password-dialog').then((m) => m.ChangePasswordDialog)),
  memberCentre: dialog(() => import('../features/member/dialogs/member-centre-dialog').then((m) => m.MemberCentreDialog)),
  feedback: dialog(() => import('../features/feedback/dialogs/feedback-dialog').then((m) => m.FeedbackDialog)),
  notice: dialog(() => import('../features/notices/dialogs/notice-dialog').then((m) => m.NoticeDialog)),
  chatRoom: dialog(() => import('../features/chat/dialogs/chat-room-dialog').then((m) => m.ChatRoomDialog)),
};

// Popup announcements (their own chunk, after the first paint): not a dialog of the registry, but shown over any page.
const AnnouncementPopups = lazyPart(() => import('../features/announcements/components/announcement-popups').then((m) => m.AnnouncementPopups));

export function DialogHost() {
  const stack = useDialogStack((s) => s.stack);
  const removeDialog = useDialogStack((s) => s.removeDialog);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  return (
    <>
      <AnnouncementPopups />
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
