import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';

/** The new password and its confirmation, as every password-setting dialog asks for them. */
export function NewPasswordFields({
  password,
  confirmation,
  errors,
}: {
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  errors: { password?: string | undefined; confirmation?: string | undefined };
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField label={t('auth.fields.newPassword')} type="password" autoComplete="new-password" requiredMark error={errors.password} {...password} />
      <TextField label={t('auth.fields.confirmNewPassword')} type="password" autoComplete="new-password" requiredMark error={errors.confirmation} {...confirmation} />
    </>
  );
}
