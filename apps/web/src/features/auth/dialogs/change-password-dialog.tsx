import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { DialogProps } from '../../../components/ui/dialog-stack-store';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-client';
import { useEndSession } from '../../session/hooks/use-logout';
import { changePassword, type SubmitPhase } from '../api/submit-auth';
import { FormAlert } from '../components/form-alert';
import { NewPasswordFields } from '../components/new-password-fields';
import { SubmitButton } from '../components/submit-button';
import { useFinishLogin } from '../hooks/use-finish-login';
import { useErrorText } from '../lib/error-text';
import { useNewPasswordFields, withConfirmation } from '../lib/password-schema';
import { newPasswordErrorCodes, serverRuleFailure, useRuleMessage } from '../lib/rule-message';

/**
 * Change password (spec sections 4 and 5), in two forms: the forced change after a login with the
 * default weak or an expired password (the old password is kept from the login form and not asked
 * again; closing it ends the session), and the member's own change from "my account" or the side
 * menu. Success: the server ends every session and answers with a new login, which is stored; member
 * info reloads; the dialog closes and the site goes to /.
 */
export function ChangePasswordDialog({ open, onClose, onExited, layer, props }: DialogProps) {
  const { t } = useTranslation();
  const forced = props?.forced === true;
  const keptOld = typeof props?.oldPassword === 'string' && props.oldPassword !== '' ? props.oldPassword : null;
  const endSession = useEndSession();
  const close = () => {
    onClose();
    // A forced change cannot be skipped: leaving it logs out.
    if (forced) void endSession();
  };

  return (
    <Modal open={open} onClose={close} onExited={onExited} layer={layer} title={forced ? t('auth.forcedChangeTitle') : t('auth.changePasswordTitle')} size="sm">
      {forced ? (
        <div className="flex items-start gap-3 rounded-xl border border-gold-300/30 bg-gold-400/10 px-3.5 py-3 text-sm text-gold-100">
          <Icon name="shield" className="mt-0.5 size-5 shrink-0 text-gold-300" />
          <p>{t('auth.forcedChangeText')}</p>
        </div>
      ) : null}
      <ChangePasswordForm keptOld={keptOld} onDone={onClose} />
    </Modal>
  );
}

function ChangePasswordForm({ keptOld, onDone }: { keptOld: string | null; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const finish = useFinishLogin();
  const errorText = useErrorText();
  const ruleMessage = useRuleMessage();
  const passwordFields = useNewPasswordFields();
  const [failure, setFailure] = useState<string | null>(null);
  const [phase, setPhase] = useState<SubmitPhase | null>(null);
  // The kept old password is dropped if the server says it is wrong; then the member types it.
  const [askOld, setAskOld] = useState(keptOld === null);

  const schema = useMemo(
    () =>
      withConfirmation(
        z.object({
          oldPassword: askOld ? z.string().trim().min(1, t('validation.required', { field: t('auth.fields.oldPassword') })) : z.string(),
          ...passwordFields,
        }),
        t('validation.inconsistentTwice'),
      ),
    [askOld, passwordFields, t],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setPhase('sending');
    try {
      const value = await changePassword({ oldPassword: askOld ? values.oldPassword : (keptOld ?? ''), newPassword: values.newPassword, confirmNewPassword: values.confirmNewPassword });
      await finish(value, { close: onDone, goHome: true });
      await queryClient.invalidateQueries({ queryKey: ['member'] });
    } catch (error) {
      const rule = serverRuleFailure(error);
      if (rule) setError('newPassword', { message: ruleMessage(t('auth.fields.newPassword'), rule.failure) }, { shouldFocus: true });
      else if (isApiError(error, 'password.old.invalid')) {
        if (!askOld) {
          setAskOld(true);
          setFailure(errorText(error));
        } else setError('oldPassword', { message: errorText(error) }, { shouldFocus: true });
      } else if (isApiError(error, 'password.inconsistent')) setError('confirmNewPassword', { message: t('validation.inconsistentTwice') }, { shouldFocus: true });
      else if (isApiError(error, ...newPasswordErrorCodes)) setError('newPassword', { message: errorText(error) }, { shouldFocus: true });
      else setFailure(errorText(error));
    } finally {
      setPhase(null);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 flex flex-col gap-4">
      <FormAlert message={failure} />
      {askOld ? (
        <TextField
          label={t('auth.fields.oldPassword')}
          type="password"
          autoComplete="current-password"
          requiredMark
          error={errors.oldPassword?.message}
          {...register('oldPassword')}
        />
      ) : null}
      <NewPasswordFields
        password={register('newPassword')}
        confirmation={register('confirmNewPassword')}
        errors={{ password: errors.newPassword?.message, confirmation: errors.confirmNewPassword?.message }}
      />
      <p className="text-xs text-ink-400">{t('auth.changePasswordNote')}</p>
      <SubmitButton phase={phase}>{t('auth.changePasswordSubmit')}</SubmitButton>
    </form>
  );
}
