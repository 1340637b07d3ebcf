import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldRule, RegisterField } from '@lotus/contract/system';
import { Button } from '../../../components/ui/button';
import { closeDialog, openDialog } from '../../../components/ui/dialog-stack-store';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { registerSettingsQueryOptions } from '../api/get-register-settings';
import { submitRegister } from '../api/submit-auth';
import { CaptchaImage } from '../components/captcha-image';
import { FormAlert } from '../components/form-alert';
import { buildRegisterSchema, visibleFields } from '../lib/register-schema';
import { DialogBanner } from './dialog-banner';
import type { DialogProps } from './login-dialog';

const inputTypes: Partial<Record<RegisterField, string>> = {
  password: 'password',
  confirmPassword: 'password',
  paymentPassword: 'password',
  email: 'email',
  mobileNum: 'tel',
};

const autoCompletes: Partial<Record<RegisterField, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  email: 'email',
  mobileNum: 'tel',
  payeeName: 'name',
};

/** Register: the fields and their checks come from the server's registration rules. */
export function RegisterDialog({ open, onClose, onExited, layer }: DialogProps) {
  const { t } = useTranslation();
  const settings = useQuery(registerSettingsQueryOptions());

  return (
    <Modal open={open} onClose={onClose} onExited={onExited} layer={layer} title={t('auth.registerTitle')} size="md">
      <DialogBanner text={t('auth.registerBanner')} />
      {settings.isPending ? (
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
        <RegisterForm rules={settings.data} onDone={onClose} />
      )}
    </Modal>
  );
}

function RegisterForm({ rules, onDone }: { rules: FieldRule[]; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const fields = useMemo(() => visibleFields(rules), [rules]);
  const fieldLabel = (field: RegisterField) => t(`auth.fields.${field}`);

  const schema = useMemo(
    () =>
      buildRegisterSchema(rules, {
        failure: (field, rule) => {
          if (rule.key === 'required') return t('validation.required', { field: t(`auth.fields.${field}`) });
          const length = rule.exact
            ? t('validation.length.exact', { count: rule.min })
            : t('validation.length.range', { min: rule.min, max: rule.max });
          // A brand's own pattern id falls back to the generic pattern text.
          const key = `validation.${rule.key}`;
          return t((i18n.exists(key) ? key : 'validation.pattern.default') as 'validation.pattern.default', { length });
        },
        mismatch: t('validation.mismatch'),
        ageConsent: t('validation.ageConsent'),
      }),
    [rules, t, i18n],
  );

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { ...Object.fromEntries(fields.map((f) => [f.field, ''])), ageConsent: false },
  });
  const fieldErrors = errors as Partial<Record<string, { message?: string }>>;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await submitRegister(values as Record<string, unknown>);
      onDone();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 flex flex-col gap-4">
      <FormAlert message={failure} />
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((rule) => {
          const field = (
            <TextField
              key={rule.field}
              className={rule.field === 'captcha' ? 'min-w-0 flex-1' : rule.field === 'username' || rule.field === 'email' ? 'sm:col-span-2' : undefined}
              label={fieldLabel(rule.field)}
              type={inputTypes[rule.field] ?? 'text'}
              autoComplete={autoCompletes[rule.field] ?? 'off'}
              requiredMark={rule.required}
              maxLength={rule.maxLength}
              error={fieldErrors[rule.field]?.message}
              {...register(rule.field as never)}
            />
          );
          if (rule.field !== 'captcha') return field;
          return (
            <div key={rule.field} className="flex items-start gap-2 sm:col-span-2">
              {field}
              <div className="pt-7">
                <CaptchaImage />
              </div>
            </div>
          );
        })}
      </div>
      <label className="flex items-start gap-3 text-sm text-ink-200">
        <input
          type="checkbox"
          className="mt-0.5 size-4.5 shrink-0 rounded accent-gold-400"
          aria-invalid={fieldErrors.ageConsent ? true : undefined}
          {...register('ageConsent' as never)}
        />
        <span>{t('auth.ageConsent')}</span>
      </label>
      {fieldErrors.ageConsent?.message ? <p className="-mt-2 text-xs text-rose-300">{fieldErrors.ageConsent.message}</p> : null}
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? t('common.loading') : t('auth.createAccount')}
      </Button>
      <p className="text-center text-sm text-ink-300">
        {t('auth.haveAccount')}{' '}
        <button
          type="button"
          className="font-semibold text-gold-300 hover:text-gold-200"
          onClick={() => {
            closeDialog('register');
            openDialog('login');
          }}
        >
          {t('auth.loginNow')}
        </button>
      </p>
    </form>
  );
}
