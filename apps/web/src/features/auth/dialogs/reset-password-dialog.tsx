import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { openDialog, type DialogProps } from '../../../components/ui/dialog-stack-store';
import { Modal } from '../../../components/ui/modal';
import { isApiError } from '../../../lib/api-client';
import { resetPasswordByToken, type SubmitPhase } from '../api/submit-auth';
import { FormAlert } from '../components/form-alert';
import { NewPasswordFields } from '../components/new-password-fields';
import { SubmitButton } from '../components/submit-button';
import { useFinishLogin } from '../hooks/use-finish-login';
import { useErrorText } from '../lib/error-text';
import { useNewPasswordFields, withConfirmation } from '../lib/password-schema';
import { newPasswordErrorCodes, serverRuleFailure, useRuleMessage } from '../lib/rule-message';

/**
 * "Set a new password" from the emailed link (`/index?resetToken=...`): new password twice, then the
 * member is logged in and sent to /.
 */
export function ResetPasswordDialog({ open, onClose, onExited, layer, props }: DialogProps) {
  const { t } = useTranslation();
  const token = typeof props?.token === 'string' ? props.token : '';
  const finish = useFinishLogin();
  const errorText = useErrorText();
  const ruleMessage = useRuleMessage();
  const passwordFields = useNewPasswordFields();
  const [failure, setFailure] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [phase, setPhase] = useState<SubmitPhase | null>(null);

  const schema = useMemo(() => withConfirmation(z.object(passwordFields), t('validation.inconsistentTwice')), [passwordFields, t]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { newPassword: '', confirmNewPassword: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setPhase('sending');
    try {
      await finish(await resetPasswordByToken({ token, ...values }), { close: onClose, goHome: true });
    } catch (error) {
      const rule = serverRuleFailure(error);
      if (rule) setError('newPassword', { message: ruleMessage(t('auth.fields.newPassword'), rule.failure) }, { shouldFocus: true });
      else if (isApiError(error, 'password.inconsistent')) setError('confirmNewPassword', { message: t('validation.inconsistentTwice') }, { shouldFocus: true });
      else if (isApiError(error, ...newPasswordErrorCodes)) setError('newPassword', { message: errorText(error) }, { shouldFocus: true });
      else {
        if (isApiError(error, 'reset.token.invalid')) setExpired(true);
        setFailure(errorText(error));
      }
    } finally {
      setPhase(null);
    }
  });

  return (
    <Modal open={open} onClose={onClose} onExited={onExited} layer={layer} title={t('auth.reset.title')} size="sm">
      <p className="text-sm leading-relaxed text-ink-300">{t('auth.reset.intro')}</p>
      <form onSubmit={onSubmit} noValidate className="mt-5 flex flex-col gap-4">
        <FormAlert message={failure} />
        {expired ? (
          <button
            type="button"
            className="text-start text-sm font-semibold text-gold-300 hover:text-gold-200"
            onClick={() => {
              onClose();
              openDialog('forgotPassword');
            }}
          >
            {t('auth.reset.requestNew')}
          </button>
        ) : null}
        <NewPasswordFields
          password={register('newPassword')}
          confirmation={register('confirmNewPassword')}
          errors={{ password: errors.newPassword?.message, confirmation: errors.confirmNewPassword?.message }}
        />
        <SubmitButton phase={phase}>{t('auth.reset.submit')}</SubmitButton>
      </form>
    </Modal>
  );
}
