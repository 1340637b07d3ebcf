import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { openDialog } from '../../../components/ui/dialog-stack-store';
import { Icon } from '../../../components/ui/icon';
import { showPopup } from '../../../components/ui/popup';
import { errorMessage } from '../../../lib/api-client';
import { startFreePlay } from '../../auth/api/submit-auth';
import { useFinishLogin } from '../../auth/hooks/use-finish-login';
import { useModuleOn } from '../../system/hooks/use-module-on';

/** An invitation for visitors to log in, register or try free play (playing needs an account; browsing does not). */
export function VisitorCallout() {
  const { t } = useTranslation();
  const freePlayOn = useModuleOn('FREEPLAY3');
  const finish = useFinishLogin();
  const [busy, setBusy] = useState(false);

  const freePlay = async () => {
    setBusy(true);
    try {
      await finish(await startFreePlay(), { close: () => undefined });
    } catch (error) {
      void showPopup({ icon: 'error', text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="flex flex-col gap-4 rounded-2xl border border-gold-300/20 bg-gradient-to-br from-gold-400/15 via-ink-900 to-ink-900 p-5 sm:flex-row sm:items-center sm:p-6">
      <div className="grid size-12 shrink-0 place-items-center rounded-xl bg-gold-400/15 text-gold-300 ring-1 ring-gold-300/30">
        <Icon name="lock" className="size-6" />
      </div>
      <div className="min-w-0 flex-1">
        <h2 className="text-lg font-bold text-ink-50">{t('games.visitorTitle')}</h2>
        <p className="mt-1 text-sm leading-relaxed text-ink-300">{t('games.visitorText')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => openDialog('login')}>{t('auth.login')}</Button>
        <Button variant="outline" onClick={() => openDialog('register')}>
          {t('auth.register')}
        </Button>
        {freePlayOn ? (
          <Button variant="secondary" disabled={busy} aria-busy={busy || undefined} onClick={() => void freePlay()}>
            <Icon name="play" className="size-4.5" />
            {t('auth.freePlay')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
