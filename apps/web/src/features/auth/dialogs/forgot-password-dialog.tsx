import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { patternCatalog } from '@lotus/contract/form-rules';
import type { DialogProps } from '../../../components/ui/dialog-stack-store';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import { showPopup } from '../../../components/ui/popup';
import { Tabs } from '../../../components/ui/tabs';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-client';
import { useModuleOn } from '../../system/hooks/use-module-on';
import { defaultDialingCode } from '../api/get-countries';
import { useBrand } from '../../system/hooks/use-system-status';
import { forgotPasswordByEmail, resetPasswordByPhone, sendNoLoginCode, type SubmitPhase } from '../api/submit-auth';
import { FormAlert } from '../components/form-alert';
import { NewPasswordFields } from '../components/new-password-fields';
import { MobileCodeFields } from '../components/mobile-code-fields';
import { LoginInstead } from '../components/login-instead';
import { SubmitButton } from '../components/submit-button';
import { useFinishLogin } from '../hooks/use-finish-login';
import { useErrorText } from '../lib/error-text';
import { cleanMobile, ruledText, useFieldRule } from '../lib/field-rules';
import { useNewPasswordFields, withConfirmation } from '../lib/password-schema';
import { newPasswordErrorCodes, serverRuleFailure, useRuleMessage } from '../lib/rule-message';

type Mode = 'email' | 'mobile';

/**
 * Forgot password (spec sections 4 and 5): by email (username and email; the server mails a reset
 * link; a confirmation shows and the dialog closes) and, only with CHNGPASSVERIF3, by phone (code,
 * new password, then logged in and sent to /).
 */
export function ForgotPasswordDialog({ open, onClose, onExited, layer }: DialogProps) {
  const { t } = useTranslation();
  const phoneOn = useModuleOn('CHNGPASSVERIF3');
  const [chosen, setChosen] = useState<Mode>('email');
  const mode = phoneOn ? chosen : 'email';

  return (
    <Modal open={open} onClose={onClose} onExited={onExited} layer={layer} title={t('auth.forgot.title')} size="sm">
      <p className="text-sm leading-relaxed text-ink-300">{mode === 'email' ? t('auth.forgot.emailIntro') : t('auth.forgot.mobileIntro')}</p>
      {phoneOn ? (
        <Tabs
          className="mt-4"
          label={t('auth.forgot.method')}
          value={mode}
          onChange={(k) => setChosen(k as Mode)}
          items={[
            { key: 'email', label: t('auth.fields.email'), icon: <Icon name="mail" className="size-4" /> },
            { key: 'mobile', label: t('auth.fields.mobileNum'), icon: <Icon name="phone" className="size-4" /> },
          ]}
        />
      ) : null}
      {mode === 'email' ? <EmailForm onDone={onClose} /> : <MobileForm onDone={onClose} />}
      <LoginInstead prompt={t('auth.forgot.remembered')} onClose={onClose} />
    </Modal>
  );
}

function EmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const ruleMessage = useRuleMessage();
  const usernameRule = useFieldRule('username');
  const [failure, setFailure] = useState<string | null>(null);
  const [phase, setPhase] = useState<SubmitPhase | null>(null);

  const schema = useMemo(
    () =>
      z.object({
        username: ruledText(usernameRule, (f) => ruleMessage(t('auth.fields.username'), f)),
        email: z
          .string()
          .trim()
          .min(1, t('validation.required', { field: t('auth.fields.email') }))
          .regex(new RegExp(patternCatalog.EMAIL), t('validation.email')),
      }),
    [usernameRule, ruleMessage, t],
  );
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { username: '', email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setPhase('sending');
    try {
      await forgotPasswordByEmail(values);
      onDone();
      void showPopup({ icon: 'success', title: t('auth.forgot.sentTitle'), text: t('auth.forgot.sentText', { email: values.email }) });
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setPhase(null);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 flex flex-col gap-4">
      <FormAlert message={failure} />
      <TextField label={t('auth.fields.username')} autoComplete="username" requiredMark error={errors.username?.message} {...register('username')} />
      <TextField label={t('auth.fields.email')} type="email" autoComplete="email" requiredMark error={errors.email?.message} {...register('email')} />
      <SubmitButton phase={phase}>{t('auth.forgot.sendLink')}</SubmitButton>
    </form>
  );
}

function MobileForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const finish = useFinishLogin();
  const errorText = useErrorText();
  const ruleMessage = useRuleMessage();
  const mobileRule = useFieldRule('mobileNum');
  const passwordFields = useNewPasswordFields();
  const [failure, setFailure] = useState<string | null>(null);
  const [phase, setPhase] = useState<SubmitPhase | null>(null);
  const brandDialingCode = useBrand().defaultDialingCode;
  const [dialCode, setDialCode] = useState(() => brandDialingCode || defaultDialingCode);

  const schema = useMemo(
    () =>
      withConfirmation(
        z.object({
          mobileNum: ruledText(mobileRule, (f) => ruleMessage(t('auth.fields.mobileNum'), f), cleanMobile),
          verificationCode: z
            .string()
            .trim()
            .min(1, t('validation.required', { field: t('auth.fields.verificationCode') }))
            .max(255),
          ...passwordFields,
        }),
        t('validation.inconsistentTwice'),
      ),
    [mobileRule, ruleMessage, passwordFields, t],
  );
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { mobileNum: '', verificationCode: '', newPassword: '', confirmNewPassword: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setPhase('sending');
    try {
      const value = await resetPasswordByPhone({ ...values, countryDialingCode: dialCode });
      await finish(value, { close: onDone, goHome: true });
    } catch (error) {
      const rule = serverRuleFailure(error);
      if (rule) setError('newPassword', { message: ruleMessage(t('auth.fields.newPassword'), rule.failure) }, { shouldFocus: true });
      else if (isApiError(error, 'sms.code.invalid')) setError('verificationCode', { message: errorText(error) }, { shouldFocus: true });
      else if (isApiError(error, 'mobile.invalid')) setError('mobileNum', { message: errorText(error) }, { shouldFocus: true });
      else if (isApiError(error, 'password.inconsistent')) setError('confirmNewPassword', { message: t('validation.inconsistentTwice') }, { shouldFocus: true });
      else if (isApiError(error, ...newPasswordErrorCodes)) setError('newPassword', { message: errorText(error) }, { shouldFocus: true });
      else setFailure(errorText(error));
    } finally {
      setPhase(null);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 flex flex-col gap-4">
      <FormAlert message={failure} />
      <MobileCodeFields
        dialCode={dialCode}
        onDialCodeChange={setDialCode}
        mobile={register('mobileNum')}
        code={register('verificationCode')}
        errors={{ mobile: errors.mobileNum?.message, code: errors.verificationCode?.message }}
        validateMobile={() => trigger('mobileNum')}
        sendCode={(onPhase) => sendNoLoginCode({ mobileNum: cleanMobile(getValues('mobileNum').trim()), countryDialingCode: dialCode }, onPhase)}
      />
      <NewPasswordFields
        password={register('newPassword')}
        confirmation={register('confirmNewPassword')}
        errors={{ password: errors.newPassword?.message, confirmation: errors.confirmNewPassword?.message }}
      />
      <SubmitButton phase={phase}>{t('auth.forgot.resetSubmit')}</SubmitButton>
    </form>
  );
}
