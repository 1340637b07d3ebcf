import { useTranslation } from 'react-i18next';
import { openDialog } from '../../../components/ui/dialog-stack-store';

/** The foot of a dialog that offers logging in instead: closes this dialog, opens the login one. */
export function LoginInstead({ prompt, onClose }: { prompt: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <p className="mt-5 text-center text-sm text-ink-300">
      {prompt}{' '}
      <button
        type="button"
        className="font-semibold text-gold-300 hover:text-gold-200"
        onClick={() => {
          onClose();
          openDialog('login');
        }}
      >
        {t('auth.loginNow')}
      </button>
    </p>
  );
}
