import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { ChatRoomHost } from '../../chat/components/chat-room-host';
import { useCustomerService } from '../../customer-service/hooks/use-customer-service';
import { useSystemStatus } from '../hooks/use-system-status';
import { BrandTime, ZoneNote } from './brand-time';
import { MaintenanceArt, StatusScreen } from './status-screen';

/** Status 1: the site is closed for maintenance; the window is shown in the brand's time zone, with the operator's message when there is one. */
export function MaintenancePage() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const brand = status.info.brand;
  const customerService = useCustomerService();
  const maintenanceWindow = status.maintenance;

  return (
    <StatusScreen art={<MaintenanceArt />} brand={brand}>
      <p className="text-xs font-bold tracking-[0.25em] text-gold-300 uppercase">{t('maintenance.subtitle')}</p>
      <h1 className="mt-2 text-3xl font-extrabold text-ink-50">{t('maintenance.title')}</h1>
      <p className="mt-4 text-sm leading-relaxed text-ink-200">{t('maintenance.text')}</p>
      {/* The operator's own note for this window, already in the visitor's language (brand content, like help articles). */}
      {maintenanceWindow?.message ? <p className="mt-3 text-sm leading-relaxed whitespace-pre-line text-ink-50">{maintenanceWindow.message}</p> : null}
      {maintenanceWindow ? (
        <dl className="mt-6 grid w-full gap-2 rounded-2xl border border-white/5 bg-ink-950/60 p-4 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <dt className="text-ink-400">{t('maintenance.from')}</dt>
            <dd className="font-semibold text-ink-50">
              <BrandTime value={maintenanceWindow.from} />
            </dd>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <dt className="text-ink-400">{t('maintenance.to')}</dt>
            <dd className="font-semibold text-ink-50">
              <BrandTime value={maintenanceWindow.to} />
            </dd>
          </div>
          <ZoneNote className="justify-center pt-1" />
        </dl>
      ) : null}
      <Button size="lg" className="mt-8 min-w-48" onClick={customerService.open}>
        <Icon name="headset" />
        {t('common.contactUs')}
      </Button>
      <ChatRoomHost />
    </StatusScreen>
  );
}
