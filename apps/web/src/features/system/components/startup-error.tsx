import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { StatusScreen } from './status-screen';

/** The start-up status call failed: what happened and a retry. */
export function StartupError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusScreen art={null}>
      <h1 className="text-2xl font-extrabold text-ink-50">{t('startup.failedTitle')}</h1>
      <p role="alert" className="mt-3 text-sm text-ink-200">
        {message}
      </p>
      <Button size="lg" className="mt-8 min-w-40" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </StatusScreen>
  );
}
