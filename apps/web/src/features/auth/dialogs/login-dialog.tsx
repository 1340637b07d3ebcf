import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { openDialog, type DialogProps } from '../../../components/ui/dialog-stack-store';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import { Tabs } from '../../../components/ui/tabs';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage, errorValue, isApiError } from '../../../lib/api-client';
import { useModuleOn } from '../../system/hooks/use-module-on';
import { loginWithPassword, loginWithSms, sendNoLoginCode, startFreePlay, type SubmitPhase } from '../api/submit-auth';
import { defaultDialingCode } from '../api/get-countries';
import { useBrand } from '../../system/hooks/use-system-status';
import { CaptchaImage } from '../components/captcha-image';
import { FormAlert } from '../components/form-alert';
import { MobileCodeFields } from '../components/mobile-code-fields';
import { SubmitButton } from '../components/submit-button';
import { useCaptcha } from '../hooks/use-captcha';
import { useFinishLogin } from '../hooks/use-finish-login';
import { cleanMobile, ruledText, useFieldRule } from '../lib/field-rules';
import { useRuleMessage } from '../lib/rule-message';
import { useErrorText } from '../lib/error-text';
import { DialogAnnouncementBanner } from '../../announcements/components/dialog-announcement-banner';

export type { DialogProps };

type LoginTab = 'password' | 'sms';

/**
 * Login (the spec's loginPopupModal): password login with the human check and, after failures, the
 * captcha; SMS-code login (MOBILEVERCODELOGIN3); free play (FREEPLAY3); links to register and to
 * forgot password.
 */
export function LoginDialog({ open, onClose, onExited, layer }: DialogProps) {
  const { t } = useTranslation();
  const smsOn = useModuleOn('MOBILEVERCODELOGIN3');
  const freePlayOn = useModuleOn('FREEPLAY3');
  const [tab, setTab] = useState<LoginTab>('password');
  const switchTo = (name: string) => {
    onClose();
    openDialog(name);
  };

  return (
    <Modal open={open} onClose={onClose} onExited={onExited} layer={layer} title={t('auth.loginTitle')} size="sm">
      <DialogAnnouncementBanner group="w_login" fallback={t('auth.loginBanner')} />
      {smsOn ? (
        <Tabs
          className="mt-5"
          label={t('auth.loginMethod')}
          value={tab}
          onChange={(k) => setTab(k as LoginTab)}
          items={[
            { key: 'password', label: t('auth.tabs.password'), icon: <Icon name="lock" className="size-4" /> },
            { key: 'sms', label: t('auth.tabs.sms'), icon: <Icon name="message" className="size-4" /> },
          ]}
        />
      ) : null}
      {tab === 'sms' && smsOn ? <SmsLoginForm onDone={onClose} /> : <PasswordLoginForm onDone={onClose} onForgot={() => switchTo('forgotPassword')} />}
      {freePlayOn ? <FreePlay onDone={onClose} /> : null}
      <p className="mt-5 text-center text-sm text-ink-300">
        {t('auth.noAccount')}{' '}
        <button type="button" className="font-semibold text-gold-300 hover:text-gold-200" onClick={() => switchTo('register')}>
          {t('auth.registerNow')}
        </button>
      </p>
    </Modal>
  );
}

function PasswordLoginForm({ onDone, onForgot }: { onDone: () => void; onForgot: () => void }) {
  const { t } = useTranslation();
  const finish = useFinishLogin();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const [phase, setPhase] = useState<SubmitPhase | null>(null);
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha(captchaShown);

  const schema = useMemo(
    () =>
      z.object({
        username: z.string().trim().min(1, t('validation.required', { field: t('auth.fields.username') })),
        password: z.string().trim().min(1, t('validation.required', { field: t('auth.fields.password') })),
        captcha: captchaShown ? z.string().trim().min(1, t('validation.required', { field: t('auth.fields.captcha') })) : z.string().trim(),
        remember: z.boolean(),
      }),
    [t, captchaShown],
  );
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { username: '', password: '', captcha: '', remember: false } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const value = await loginWithPassword(values, setPhase);
      await finish(value, { close: onDone, oldPassword: values.password });
    } catch (error) {
      if (isApiError(error, 'login_verify_required')) {
        const v = errorValue<{ ticket: string; methods: ('mobile' | 'email')[] }>(error);
        onDone();
        openDialog('loginVerification', { props: { ticket: v.ticket, methods: v.methods ?? [], remember: values.remember, password: values.password } });
        return;
      }
      // The server asks for a captcha from now on (and has used up the one it checked).
      if (errorValue<{ captcha: boolean }>(error).captcha === true) {
        if (captchaShown) captcha.renew();
        else setCaptchaShown(true);
        setValue('captcha', '');
      }
      if (captchaShown && isApiError(error, 'captcha.invalid', 'captcha.required')) setError('captcha', { message: errorText(error) }, { shouldFocus: true });
      else setFailure(errorText(error));
    } finally {
      setPhase(null);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 flex flex-col gap-4">
      <FormAlert message={failure} />
      <TextField label={t('auth.fields.username')} autoComplete="username" requiredMark error={errors.username?.message} {...register('username')} />
      <TextField
        label={t('auth.fields.password')}
        type="password"
        autoComplete="current-password"
        requiredMark
        error={errors.password?.message}
        {...register('password')}
      />
      {captchaShown ? (
        <div className="flex items-start gap-2" data-testid="captcha-box">
          <TextField
            className="min-w-0 flex-1"
            label={t('auth.fields.captcha')}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            requiredMark
            maxLength={16}
            error={errors.captcha?.message}
            {...register('captcha')}
          />
          <div className="pt-7">
            <CaptchaImage captcha={captcha} />
          </div>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Checkbox label={t('auth.rememberMe')} {...register('remember')} />
        <button type="button" onClick={onForgot} className="text-sm font-semibold text-gold-300 hover:text-gold-200">
          {t('auth.forgotPassword')}
        </button>
      </div>
      <SubmitButton phase={phase} className="mt-1">
        {t('auth.login')}
      </SubmitButton>
    </form>
  );
}

function SmsLoginForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const finish = useFinishLogin();
  const errorText = useErrorText();
  const ruleMessage = useRuleMessage();
  const mobileRule = useFieldRule('mobileNum');
  const [failure, setFailure] = useState<string | null>(null);
  const [phase, setPhase] = useState<SubmitPhase | null>(null);
  const brandDialingCode = useBrand().defaultDialingCode;
  const [dialCode, setDialCode] = useState(() => brandDialingCode || defaultDialingCode);

  const schema = useMemo(
    () =>
      z.object({
        mobileNum: ruledText(mobileRule, (f) => ruleMessage(t('auth.fields.mobileNum'), f), cleanMobile),
        verificationCode: z
          .string()
          .trim()
          .min(1, t('validation.required', { field: t('auth.fields.verificationCode') }))
          .max(255),
        remember: z.boolean(),
      }),
    [t, mobileRule, ruleMessage],
  );
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { mobileNum: '', verificationCode: '', remember: false } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const value = await loginWithSms({ ...values, countryDialingCode: dialCode }, setPhase);
      await finish(value, { close: onDone });
    } catch (error) {
      if (isApiError(error, 'sms.code.invalid')) setError('verificationCode', { message: errorText(error) }, { shouldFocus: true });
      else if (isApiError(error, 'mobile.invalid')) setError('mobileNum', { message: errorText(error) }, { shouldFocus: true });
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
      <Checkbox label={t('auth.rememberMe')} {...register('remember')} />
      <SubmitButton phase={phase} className="mt-1">
        {t('auth.login')}
      </SubmitButton>
    </form>
  );
}

/** Free play (FREEPLAY3): a trial account (type 4) with demo credit, logged in at once. */
function FreePlay({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const finish = useFinishLogin();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const start = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await finish(await startFreePlay(), { close: onDone });
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-4 flex flex-col gap-3">
      <div className="flex items-center gap-3 text-xs font-semibold text-ink-400 uppercase">
        <span className="h-px flex-1 bg-white/10" />
        {t('auth.or')}
        <span className="h-px flex-1 bg-white/10" />
      </div>
      <FormAlert message={failure} />
      <Button variant="outline" size="lg" className="w-full" disabled={busy} aria-busy={busy || undefined} onClick={() => void start()}>
        <Icon name="play" className="size-5" />
        {busy ? t('auth.pleaseWait') : t('auth.freePlay')}
      </Button>
      <p className="text-center text-xs text-ink-400">{t('auth.freePlayHint')}</p>
    </div>
  );
}
