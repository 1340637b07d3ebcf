import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldRule, RegisterField } from '@lotus/contract/system';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import type { DialogProps } from '../../../components/ui/dialog-stack-store';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import { showPopup } from '../../../components/ui/popup';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs } from '../../../components/ui/tabs';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { translateErrorCode } from '../../../lib/i18n';
import { useModuleOn } from '../../system/hooks/use-module-on';
import { registerSettingsQueryOptions } from '../api/get-register-settings';
import { defaultDialingCode } from '../api/get-countries';
import { useBrand } from '../../system/hooks/use-system-status';
import { affiliateCodeValid, registerAccount, sendRegisterCode, type SubmitPhase } from '../api/submit-auth';
import { CaptchaImage } from '../components/captcha-image';
import { FormAlert } from '../components/form-alert';
import { MobileField } from '../components/mobile-field';
import { SmsCodeButton } from '../components/sms-code-button';
import { LoginInstead } from '../components/login-instead';
import { SubmitButton } from '../components/submit-button';
import { useCaptcha } from '../hooks/use-captcha';
import { useFinishLogin } from '../hooks/use-finish-login';
import { useErrorText } from '../lib/error-text';
import { buildRegisterSchema, registerFieldsFor, type RegisterFlags, type RegisterMode } from '../lib/register-schema';
import { newPasswordErrorCodes, serverRuleFailure, useRuleMessage } from '../lib/rule-message';
import { DialogAnnouncementBanner } from '../../announcements/components/dialog-announcement-banner';

const inputTypes: Partial<Record<RegisterField, string>> = {
  password: 'password',
  confirmPassword: 'password',
  paymentPassword: 'password',
  email: 'email',
};

const autoCompletes: Partial<Record<RegisterField, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  email: 'email',
  payeeName: 'name',
  verificationCode: 'one-time-code',
};

/** Fields that share a row on wider screens when both are on the form (and follow each other). */
const pairs: [RegisterField, RegisterField][] = [
  ['password', 'confirmPassword'],
  ['affiliateCode', 'referralCode'],
  ['line', 'whatsapp'],
  ['facebook', 'wechat'],
];

function halfWidth(fields: FieldRule[]): Set<RegisterField> {
  const out = new Set<RegisterField>();
  const order = fields.map((f) => f.field);
  for (const [a, b] of pairs) {
    const i = order.indexOf(a);
    if (i >= 0 && order[i + 1] === b) out.add(a).add(b);
  }
  return out;
}

/** Server error codes that belong under one field. */
const fieldOfError: Partial<Record<string, RegisterField>> = {
  'username.taken': 'username',
  'mobile.taken': 'mobileNum',
  'mobile.invalid': 'mobileNum',
  'password.inconsistent': 'confirmPassword',
  ...Object.fromEntries(newPasswordErrorCodes.map((code) => [code, 'password' as const])),
  'sms.code.invalid': 'verificationCode',
  'captcha.invalid': 'captcha',
  'captcha.required': 'captcha',
};

/**
 * Register (spec sections 3 to 5): username mode (USERNAMEREG3) and mobile mode (MOBILENUMREG3, the
 * default when on) as tabs; fields and checks from the server's registration rules; the affiliate code
 * checked first; the SMS code with REGMOBVERF3; 18+ consent; the captcha when its rule is on. Success
 * logs the new member in and closes the dialog.
 */
export function RegisterDialog({ open, onClose, onExited, layer }: DialogProps) {
  const { t } = useTranslation();
  const settings = useQuery(registerSettingsQueryOptions());
  const usernameOn = useModuleOn('USERNAMEREG3');
  const mobileOn = useModuleOn('MOBILENUMREG3');
  const mobilePassword = useModuleOn('MOBILENUMPASSREG3');
  const mobileVerification = useModuleOn('REGMOBVERF3');
  const affiliate = useModuleOn('AFFMAN3');
  const captchaOn = useModuleOn('CAPTCHA3');
  const flags = useMemo<RegisterFlags>(
    () => ({ mobilePassword, mobileVerification, affiliate, captcha: captchaOn }),
    [mobilePassword, mobileVerification, affiliate, captchaOn],
  );
  const modes: RegisterMode[] = [...(mobileOn ? (['mobile'] as const) : []), ...(usernameOn ? (['username'] as const) : [])];
  const [chosen, setChosen] = useState<RegisterMode | null>(null);
  const mode = chosen && modes.includes(chosen) ? chosen : modes[0];

  return (
    <Modal open={open} onClose={onClose} onExited={onExited} layer={layer} title={t('auth.registerTitle')} size="md">
      <DialogAnnouncementBanner group="w_register" fallback={t('auth.registerBanner')} />
      {modes.length > 1 ? (
        <Tabs
          className="mt-5"
          label={t('auth.registerMethod')}
          value={mode!}
          onChange={(k) => setChosen(k as RegisterMode)}
          items={[
            ...(mobileOn ? [{ key: 'mobile', label: t('auth.tabs.mobile'), icon: <Icon name="phone" className="size-4" /> }] : []),
            ...(usernameOn ? [{ key: 'username', label: t('auth.tabs.username'), icon: <Icon name="user" className="size-4" /> }] : []),
          ]}
        />
      ) : null}
      {!mode ? (
        <div className="mt-5">
          <FormAlert message={translateErrorCode('function.not.available') ?? null} />
        </div>
      ) : settings.isPending ? (
        <div className="grid place-items-center py-16">
          <Spinner className="size-8" label={t('common.loading')} />
        </div>
      ) : settings.isError ? (
        <div className="mt-5 flex flex-col gap-4">
          <FormAlert message={errorMessage(settings.error)} />
          <Button variant="secondary" onClick={() => void settings.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <RegisterForm key={mode} mode={mode} rules={settings.data} flags={flags} onDone={onClose} />
      )}
      <LoginInstead prompt={t('auth.haveAccount')} onClose={onClose} />
    </Modal>
  );
}

/** Mobile mode leads with the phone and its code; the rest keep the contract's order. */
function formOrder(fields: FieldRule[], mode: RegisterMode): FieldRule[] {
  if (mode !== 'mobile') return fields;
  const first = (f: FieldRule) => (f.field === 'mobileNum' ? 0 : f.field === 'verificationCode' ? 1 : 2);
  return [...fields].sort((a, b) => first(a) - first(b));
}

function RegisterForm({ mode, rules, flags, onDone }: { mode: RegisterMode; rules: FieldRule[]; flags: RegisterFlags; onDone: () => void }) {
  const { t } = useTranslation();
  const finish = useFinishLogin();
  const ruleMessage = useRuleMessage();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const [phase, setPhase] = useState<SubmitPhase | null>(null);
  const brandDialingCode = useBrand().defaultDialingCode;
  const smsLogin = useModuleOn('MOBILEVERCODELOGIN3');
  const [dialCode, setDialCode] = useState(() => brandDialingCode || defaultDialingCode);
  const fields = useMemo(() => formOrder(registerFieldsFor(rules, mode, flags), mode), [rules, mode, flags]);
  const half = useMemo(() => halfWidth(fields), [fields]);
  const hasField = (field: string): field is RegisterField => fields.some((f) => f.field === field);
  const hasCaptcha = hasField('captcha');
  const captcha = useCaptcha(hasCaptcha);
  const fieldLabel = (field: RegisterField) => t(`auth.fields.${field}`);

  const schema = useMemo(
    () =>
      buildRegisterSchema(fields, {
        failure: (field, rule) => ruleMessage(t(`auth.fields.${field}`), rule),
        mismatch: t('validation.mismatch'),
        ageConsent: t('validation.ageConsent'),
      }),
    [fields, t, ruleMessage],
  );

  const {
    register,
    handleSubmit,
    setError,
    setValue,
    trigger,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { ...Object.fromEntries(fields.map((f) => [f.field, ''])), ageConsent: false },
  });
  const fieldErrors = errors as Partial<Record<string, { message?: string }>>;
  const fieldError = (field: string, message: string) => setError(field as never, { message }, { shouldFocus: true });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const filled = Object.fromEntries(
      Object.entries(values as Record<string, unknown>).filter(([k, v]) => k !== 'ageConsent' && typeof v === 'string' && v !== ''),
    ) as Record<string, string>;
    if (filled.mobileNum) filled.countryDialingCode = dialCode;
    try {
      // The affiliate code is checked before anything else (spec section 4).
      if (filled.affiliateCode) {
        setPhase('sending');
        if (!(await affiliateCodeValid(filled.affiliateCode))) {
          const text = translateErrorCode('affiliate.code.invalid') ?? '';
          fieldError('affiliateCode', text);
          void showPopup({ icon: 'warning', text, buttons: [{ key: 'ok', label: t('common.ok') }] });
          return;
        }
      }
      const value = await registerAccount(mode, filled, setPhase);
      await finish(value, { close: onDone });
      // A phone sign-up never typed a username: the server made one (m + dialing code + number), so say it.
      if (mode === 'mobile') {
        const hint = hasField('password') ? (smsLogin ? 'withSms' : 'withPassword') : smsLogin ? 'smsOnly' : null;
        void showPopup({
          icon: 'success',
          title: t('auth.registered.title'),
          text: (
            <>
              <span className="block">{t('auth.registered.username')}</span>
              <bdi className="my-2 block font-mono text-xl font-bold text-gold-100 select-all" dir="ltr" data-testid="new-username">
                {value.userName}
              </bdi>
              {hint ? <span className="block">{t(`auth.registered.${hint}`)}</span> : null}
            </>
          ),
          // The member must see the name once: only the button closes this.
          disableCoverClose: true,
        });
      }
    } catch (error) {
      // The server used up the captcha it checked: a failed submit needs a new one.
      if (hasCaptcha) {
        captcha.renew();
        setValue('captcha' as never, '' as never);
      }
      const rule = serverRuleFailure(error);
      const mapped = isApiError(error) ? fieldOfError[error.errorCode] : undefined;
      if (rule && hasField(rule.field)) fieldError(rule.field, ruleMessage(fieldLabel(rule.field), rule.failure));
      else if (mapped && hasField(mapped)) fieldError(mapped, errorText(error));
      else if (isApiError(error, 'affiliate.code.invalid')) {
        if (hasField('affiliateCode')) fieldError('affiliateCode', errorText(error));
        void showPopup({ icon: 'warning', text: errorText(error), buttons: [{ key: 'ok', label: t('common.ok') }] });
      } else if (isApiError(error, 'referral.code.invalid') && (hasField('referralCode') || hasField('recommenderId'))) {
        fieldError(hasField('referralCode') ? 'referralCode' : 'recommenderId', errorText(error));
      } else if (isApiError(error, 'age.not.confirmed')) fieldError('ageConsent', errorText(error));
      else setFailure(errorText(error));
    } finally {
      setPhase(null);
    }
  });

  const renderField = (rule: FieldRule) => {
    const field = rule.field;
    const common = { label: fieldLabel(field), requiredMark: rule.required, error: fieldErrors[field]?.message };
    if (field === 'mobileNum') {
      return <MobileField {...common} dialCode={dialCode} onDialCodeChange={setDialCode} maxLength={rule.maxLength + 4} {...register(field as never)} />;
    }
    const input = (
      <TextField
        {...common}
        className={field === 'captcha' || field === 'verificationCode' ? 'min-w-0 flex-1' : undefined}
        type={inputTypes[field] ?? 'text'}
        inputMode={field === 'verificationCode' ? 'numeric' : undefined}
        autoComplete={autoCompletes[field] ?? 'off'}
        maxLength={rule.maxLength}
        {...register(field as never)}
      />
    );
    if (field === 'captcha') {
      return (
        <div className="flex items-start gap-2" data-testid="captcha-box">
          {input}
          <div className="pt-7">
            <CaptchaImage captcha={captcha} />
          </div>
        </div>
      );
    }
    if (field === 'verificationCode' && mode === 'mobile') {
      return (
        <div className="flex items-start gap-2">
          {input}
          <div className="pt-7">
            <SmsCodeButton
              validate={() => trigger('mobileNum' as never)}
              send={(onPhase) => sendRegisterCode({ mobileNo: String(getValues('mobileNum' as never)).trim().replace(/[\s-]/g, ''), countryDialingCode: dialCode }, onPhase)}
            />
          </div>
        </div>
      );
    }
    return input;
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 flex flex-col gap-4">
      <FormAlert message={failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((rule) => (
          <div key={rule.field} className={clsx('min-w-0', !half.has(rule.field) && 'sm:col-span-2')}>
            {renderField(rule)}
          </div>
        ))}
      </div>
      <Checkbox label={t('auth.ageConsent')} error={fieldErrors.ageConsent?.message} {...register('ageConsent' as never)} />
      <SubmitButton phase={phase}>{t('auth.createAccount')}</SubmitButton>
    </form>
  );
}
