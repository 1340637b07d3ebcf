import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { systemStatusCodes } from '@lotus/contract/system';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { errorMessage } from '../lib/api-client';
import { reconcileLanguage } from '../lib/i18n';
import { useMemberInfoLoader } from '../features/session/hooks/use-member-info-loader';
import { IpRestrictionPage } from '../features/system/components/ip-restriction-page';
import { MaintenancePage } from '../features/system/components/maintenance-page';
import { StatusScreen } from '../features/system/components/status-screen';
import { systemStatusQueryOptions } from '../features/system/api/get-system-status';
import { SystemStatusContext } from '../features/system/hooks/use-system-status';
import { SiteLogo } from '../features/shell/components/site-logo';

function Splash() {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-dvh place-items-center bg-ink-950">
      <div className="flex flex-col items-center gap-6">
        <SiteLogo className="h-10 animate-pulse" />
        <Spinner className="size-8" label={t('common.loading')} />
      </div>
    </div>
  );
}

function StartupError({ message, onRetry }: { message: string; onRetry: () => void }) {
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
    if (brand) void reconcileLanguage(brand.languages, brand.defaultLanguage);
  }, [brand]);

  if (query.isPending || !ready) return <Splash />;
  if (query.isError) return <StartupError message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;

  const status = query.data;
  let view: ReactNode = null;
  if (status.status === systemStatusCodes.normal) view = <NormalApp>{children}</NormalApp>;
  else if (status.status === systemStatusCodes.maintenance) view = <MaintenancePage />;
  else if (status.status === systemStatusCodes.regionRestricted) view = <IpRestrictionPage />;
  return <SystemStatusContext value={status}>{view}</SystemStatusContext>;
}
