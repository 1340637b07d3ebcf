import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { closeDialog, openDialog } from '../../../components/ui/dialog-stack-store';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-client';
import { submitLogin } from '../api/submit-auth';
import { FormAlert } from '../components/form-alert';
import { DialogBanner } from './dialog-banner';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  onExited: () => void;
  layer: number;
}

/** Login (the spec's loginPopupModal): username and password, both trimmed and required. */
export function LoginDialog({ open, onClose, onExited, layer }: DialogProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      z.object({
        username: z.string().trim().min(1, t('validation.required', { field: t('auth.fields.username') })),
        password: z.string().trim().min(1, t('validation.required', { field: t('auth.fields.password') })),
      }),
    [t],
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { username: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await submitLogin(values);
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  return (
    <Modal open={open} onClose={onClose} onExited={onExited} layer={layer} title={t('auth.loginTitle')} size="sm">
      <DialogBanner text={t('auth.loginBanner')} />
      <form onSubmit={onSubmit} noValidate className="mt-5 flex flex-col gap-4">
        <FormAlert message={failure} />
        <TextField
          label={t('auth.fields.username')}
          autoComplete="username"
          requiredMark
          error={errors.username?.message}
          {...register('username')}
        />
        <TextField
          label={t('auth.fields.password')}
          type="password"
          autoComplete="current-password"
          requiredMark
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" size="lg" disabled={isSubmitting} className="mt-1 w-full">
          {isSubmitting ? t('common.loading') : t('auth.login')}
        </Button>
        <p className="text-center text-sm text-ink-300">
          {t('auth.noAccount')}{' '}
          <button
            type="button"
            className="font-semibold text-gold-300 hover:text-gold-200"
            onClick={() => {
              closeDialog('login');
              openDialog('register');
            }}
          >
            {t('auth.registerNow')}
          </button>
        </p>
      </form>
    </Modal>
  );
}
