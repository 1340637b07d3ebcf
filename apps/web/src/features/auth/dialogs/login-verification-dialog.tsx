import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { patternCatalog } from '@lotus/contract/form-rules';
import type { DialogProps } from '../../../components/ui/dialog-stack-store';
import { Icon } from '../../../components/ui/icon';
import { Modal } from '../../../components/ui/modal';
import { Tabs } from '../../../components/ui/tabs';
import { TextField } from '../../../components/ui/text-field';
import { translateErrorCode } from '../../../lib/i18n';
import { defaultDialingCode } from '../api/get-countries';
import { useBrand } from '../../system/hooks/use-system-status';
import { verifyLogin, type SubmitPhase } from '../api/submit-auth';
import { FormAlert } from '../components/form-alert';
import { MobileField } from '../components/mobile-field';
import { SubmitButton } from '../components/submit-button';
import { useFinishLogin } from '../hooks/use-finish-login';
import { useErrorText } from '../lib/error-text';
import { cleanMobile } from '../lib/field-rules';

type Method = 'mobile' | 'email';

/**
 * The extra check for a login from an unregistered address (spec section 6, LOGINIPVERF3): the
 * member picks one of the ways the server offers and types the full mobile number or email of the
 * account; the ticket from the login answer ties it to that login.
 */
export function LoginVerificationDialog({ open, onClose, onExited, layer, props }: DialogProps) {
  const { t } = useTranslation();
  const ticket = typeof props?.ticket === 'string' ? props.ticket : '';
  const methods = (Array.isArray(props?.methods) ? props.methods : []).filter((m): m is Method => m === 'mobile' || m === 'email');
  const [chosen, setChosen] = useState<Method | null>(null);
  const method = chosen ?? methods[0];

  return (
    <Modal open={open} onClose={onClose} onExited={onExited} layer={layer} title={t('auth.verify.title')} size="sm">
      <div className="flex items-start gap-3 rounded-xl border border-sky-300/25 bg-sky-400/10 px-3.5 py-3 text-sm text-sky-100">
        <Icon name="shield" className="mt-0.5 size-5 shrink-0 text-sky-300" />
        <p>{t('auth.verify.text')}</p>
      </div>
      {methods.length > 1 ? (
        <Tabs
          className="mt-5"
          label={t('auth.verify.method')}
          value={method!}
          onChange={(k) => setChosen(k as Method)}
          items={methods.map((m) => ({ key: m, label: m === 'mobile' ? t('auth.fields.mobileNum') : t('auth.fields.email') }))}
        />
      ) : null}
      {method ? (
        <VerificationForm key={method} ticket={ticket} method={method} remember={props?.remember === true} password={typeof props?.password === 'string' ? props.password : undefined} onDone={onClose} />
      ) : (
        <div className="mt-5">
          <FormAlert message={t('auth.verify.noMethod')} />
        </div>
      )}
    </Modal>
  );
}

function VerificationForm({ ticket, method, remember, password, onDone }: { ticket: string; method: Method; remember: boolean; password?: string; onDone: () => void }) {
  const { t } = useTranslation();
  const finish = useFinishLogin();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const [phase, setPhase] = useState<SubmitPhase | null>(null);
  const brandDialingCode = useBrand().defaultDialingCode;
  const [dialCode, setDialCode] = useState(() => brandDialingCode || defaultDialingCode);
  const label = method === 'mobile' ? t('auth.fields.mobileNum') : t('auth.fields.email');

  const schema = useMemo(() => {
    const required = t('validation.required', { field: label });
    const value =
      method === 'email'
        ? z.string().trim().min(1, required).regex(new RegExp(patternCatalog.EMAIL), t('validation.email'))
        : z
            .string()
            .trim()
            .min(1, required)
            .transform(cleanMobile)
            .refine((v) => /^\d{5,15}$/.test(v), translateErrorCode('mobile.invalid') ?? '');
    return z.object({ value });
  }, [label, method, t]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { value: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setPhase('sending');
    try {
      // The server takes the number with its country code (leading zeros of the national part dropped).
      const value = method === 'mobile' ? `${dialCode}${values.value.replace(/^0+/, '')}` : values.value;
      await finish(await verifyLogin({ ticket, method, value, remember }), { close: onDone, oldPassword: password });
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setPhase(null);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 flex flex-col gap-4">
      <FormAlert message={failure} />
      {method === 'mobile' ? (
        <MobileField label={label} dialCode={dialCode} onDialCodeChange={setDialCode} requiredMark error={errors.value?.message} {...register('value')} />
      ) : (
        <TextField label={label} type="email" autoComplete="email" requiredMark error={errors.value?.message} {...register('value')} />
      )}
      <p className="text-xs text-ink-400">{method === 'mobile' ? t('auth.verify.mobileHint') : t('auth.verify.emailHint')}</p>
      <SubmitButton phase={phase}>{t('auth.verify.submit')}</SubmitButton>
    </form>
  );
}
