import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { MobileField } from './mobile-field';
import { SmsCodeButton } from './sms-code-button';

type SmsCodeButtonProps = Parameters<typeof SmsCodeButton>[0];

/** A mobile number with its country code, and the SMS code field with its get-code button (SMS login, reset by phone). */
export function MobileCodeFields({
  dialCode,
  onDialCodeChange,
  mobile,
  code,
  errors,
  validateMobile,
  sendCode,
}: {
  dialCode: string;
  onDialCodeChange: (code: string) => void;
  mobile: UseFormRegisterReturn;
  code: UseFormRegisterReturn;
  errors: { mobile?: string | undefined; code?: string | undefined };
  validateMobile: SmsCodeButtonProps['validate'];
  sendCode: SmsCodeButtonProps['send'];
}) {
  const { t } = useTranslation();
  return (
    <>
      <MobileField label={t('auth.fields.mobileNum')} dialCode={dialCode} onDialCodeChange={onDialCodeChange} requiredMark error={errors.mobile} {...mobile} />
      <div className="flex items-start gap-2">
        <TextField
          className="min-w-0 flex-1"
          label={t('auth.fields.verificationCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          requiredMark
          error={errors.code}
          {...code}
        />
        <div className="pt-7">
          <SmsCodeButton validate={validateMobile} send={sendCode} />
        </div>
      </div>
    </>
  );
}
