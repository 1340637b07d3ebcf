import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { SectionPage } from '../../../components/ui/section-page';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { openDialog } from '../../../components/ui/dialog-stack-store';
import { isGameFrameState, safeGameUrl } from '../lib/launch';

/** A game that has not loaded after this long shows the error state (an iframe reports no failures). */
export const gameLoadTimeoutMs = 30_000;

/**
 * The embedded game page (/game, header-only layout): the launch URL arrives in router state (never
 * in the address bar, where vendor tokens would land in history and logs) and is checked again
 * here: only this site's own paths and https addresses are embedded.
 */
export function GamePage() {
  const { t } = useTranslation();
  const location = useLocation();
  const state = isGameFrameState(location.state) ? location.state : null;
  if (!state) {
    return (
      <SectionPage
        title={t('game.title')}
        icon="controller"
        emptyTitle={t('game.emptyTitle')}
        emptyText={t('game.emptyText')}
        action={
          <ButtonLink to={paths.rng} variant="primary">
            {t('game.browse')}
          </ButtonLink>
        }
      />
    );
  }
  const url = safeGameUrl(state.url, window.location.origin);
  return <GameFrame key={state.url} url={url} name={state.name} demo={state.mode === 'demo'} />;
}

type FrameStatus = 'loading' | 'loaded' | 'error';

function GameFrame({ url, name, demo }: { url: string | null; name: string; demo: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [status, setStatus] = useState<FrameStatus>(url ? 'loading' : 'error');
  const [attempt, setAttempt] = useState(0);
  const client = useQueryClient();

  // Our own studio's screens talk to the page around them (same origin only): a settled round
  // refreshes the header balance, and a screen that needs a login opens the login dialog here.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as { source?: unknown; type?: unknown } | null;
      if (!data || data.source !== 'lotus-house') return;
      if (data.type === 'balance-changed') void client.invalidateQueries({ queryKey: ['wallet'] });
      if (data.type === 'login-required') openDialog('login');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [client]);

  useEffect(() => {
    if (status !== 'loading') return;
    const timer = setTimeout(() => setStatus('error'), gameLoadTimeoutMs);
    return () => clearTimeout(timer);
  }, [status, attempt]);

  // Back to where the player came from; straight to the slots when /game was the first page of the visit.
  const back = () => void (location.key !== 'default' ? navigate(-1) : navigate(paths.rng));
  const reload = () => {
    if (!url) return;
    setStatus('loading');
    setAttempt((a) => a + 1);
  };

  return (
    <div className="flex h-[calc(100dvh-65px)] flex-col lg:h-[calc(100dvh-114px)]">
      <div className="flex h-12 shrink-0 items-center gap-1 border-b border-white/5 bg-ink-950/80 px-2 sm:gap-2 sm:px-4">
        <Button variant="ghost" size="sm" onClick={back}>
          <Icon name="chevron" className="size-4.5 rotate-180 rtl:rotate-0" />
          {t('game.back')}
        </Button>
        <h1 className="min-w-0 flex-1 truncate text-sm font-bold text-ink-50 sm:text-base">{name}</h1>
        {demo ? <span className="shrink-0 rounded-md bg-sky-400/15 px-2 py-0.5 text-xs font-bold text-sky-200 ring-1 ring-sky-300/30">{t('game.demoBadge')}</span> : null}
        {url ? (
          <Button variant="ghost" size="icon" onClick={reload} aria-label={t('game.reload')} title={t('game.reload')}>
            <Icon name="refresh" className="size-5" />
          </Button>
        ) : null}
        <Button variant="ghost" size="icon" onClick={back} aria-label={t('common.close')} title={t('common.close')}>
          <Icon name="close" className="size-5" />
        </Button>
      </div>
      <div className="relative min-h-0 flex-1 bg-black">
        {url && status !== 'error' ? (
          <iframe
            key={attempt}
            src={url}
            title={name}
            className="absolute inset-0 size-full border-0"
            allow="autoplay; fullscreen; clipboard-write"
            allowFullScreen
            // The game may run scripts and forms and open its own popups, but never navigate this page.
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-pointer-lock"
            referrerPolicy="strict-origin-when-cross-origin"
            onLoad={() => setStatus('loaded')}
          />
        ) : null}
        {status === 'loading' ? (
          <div className="absolute inset-0 grid place-items-center bg-ink-950">
            <div className="flex flex-col items-center gap-3">
              <Spinner className="size-9" label={t('game.loading')} />
              <p className="text-sm text-ink-300">{t('game.loading')}</p>
            </div>
          </div>
        ) : null}
        {status === 'error' ? (
          <div role="alert" className="absolute inset-0 grid place-items-center bg-ink-950 p-6">
            <div className="flex max-w-md flex-col items-center text-center">
              <div className="grid size-14 place-items-center rounded-full bg-rose-500/15 text-rose-300">
                <Icon name="warning" className="size-7" />
              </div>
              <h2 className="mt-4 text-lg font-bold text-ink-50">{t('game.failedTitle')}</h2>
              <p className="mt-2 text-sm leading-relaxed text-ink-300">{url ? t('game.failedText') : t('game.invalidText')}</p>
              <div className="mt-6 flex flex-wrap justify-center gap-3">
                {url ? (
                  <Button onClick={reload}>
                    <Icon name="refresh" className="size-4.5" />
                    {t('common.retry')}
                  </Button>
                ) : null}
                <Button variant="secondary" onClick={back}>
                  {t('game.back')}
                </Button>
              </div>
            </div>
          </div>
        ) : null}
      </div>
    </div>
  );
}
