import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { systemStatusCodes } from '@lotus/contract/system';
import { Spinner } from '../components/ui/spinner';
import { errorMessage } from '../lib/api-client';
import { reconcileLanguage } from '../lib/i18n';
import { useMemberInfoLoader } from '../features/session/hooks/use-member-info-loader';
import { systemStatusQueryOptions } from '../features/system/api/get-system-status';
import { SystemStatusContext } from '../features/system/hooks/use-system-status';
import { applyBrandDocument } from '../features/system/lib/brand-document';
// Static: when the start-up call fails the network is likely gone, and a lazy chunk could not load either.
import { StartupError } from '../features/system/components/startup-error';
import { lazyPart } from '../lib/lazy-part';

// Shown only when the brand is down or the visitor's region is refused: not part of the normal first
// download (the status call answered, so the network is there to fetch them).
const MaintenancePage = lazyPart(() => import('../features/system/components/maintenance-page').then((m) => m.MaintenancePage), { loading: <Splash /> });
const IpRestrictionPage = lazyPart(() => import('../features/system/components/ip-restriction-page').then((m) => m.IpRestrictionPage), { loading: <Splash /> });

function Splash() {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-dvh place-items-center bg-ink-950">
      <div className="flex flex-col items-center gap-6">
        {/* The brand is not known yet, so no mark: the room it takes keeps the spinner where index.html painted it. */}
        <div aria-hidden="true" className="h-10" />
        <Spinner className="size-8" label={t('common.loading')} />
      </div>
    </div>
  );
}

function NormalApp({ children }: { children: ReactNode }) {
  useMemberInfoLoader();
  return children;
}

/**
 * The startup view of spec section 2, chosen by system status: 0 the app, 1 the maintenance page,
 * 2 the IP-restriction page, anything else nothing at all.
 */
export function StartupGate({ children }: { children: ReactNode }) {
  const query = useQuery(systemStatusQueryOptions());
  // The language's catalog files load beside the status call; nothing is shown untranslated.
  const { ready } = useTranslation(['translation', 'errors']);
  const brand = query.data?.info.brand;

  useEffect(() => {
    if (!brand) return;
    void reconcileLanguage(brand.languages, brand.defaultLanguage);
    applyBrandDocument(brand);
  }, [brand]);

  // The whole site renders once the status and the language are in. Deferring that value makes the
  // render a transition: React builds the site in short slices behind the splash, so a phone's main
  // thread is never blocked for long (a plain update would build it in one blocking stretch).
  const shown = useDeferredValue(ready ? query.data : undefined);

  // A failed re-read (the tab refocused offline) keeps the site that is showing; only a start that
  // never got the status shows the error.
  if (query.isError && !query.data) {
    return <StartupError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }

  if (!shown) return <Splash />;
  const status = shown;
  let view: ReactNode = null;
  if (status.status === systemStatusCodes.normal) view = <NormalApp>{children}</NormalApp>;
  else if (status.status === systemStatusCodes.maintenance) view = <MaintenancePage />;
  else if (status.status === systemStatusCodes.regionRestricted) view = <IpRestrictionPage />;
  return (
    <SystemStatusContext value={status}>
      {view}
    </SystemStatusContext>
  );
}
