import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { formatRegion } from '../../../lib/format';
import { ChatRoomHost } from '../../chat/components/chat-room-host';
import { useCustomerService } from '../../customer-service/hooks/use-customer-service';
import { useSystemStatus } from '../hooks/use-system-status';
import { RestrictionArt, StatusScreen } from './status-screen';

/** Status 2: the visitor's location or IP may not use the site. */
export function IpRestrictionPage() {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const customerService = useCustomerService();
  return (
    <StatusScreen art={<RestrictionArt />} brand={status.info.brand}>
      <h1 className="text-3xl font-extrabold text-ink-50">{t('ipRestriction.title')}</h1>
      <p className="mt-4 text-sm leading-relaxed text-ink-200">{t('ipRestriction.text')}</p>
      <dl className="mt-6 grid w-full gap-2 rounded-2xl border border-white/5 bg-ink-950/60 p-4 text-sm">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <dt className="text-ink-400">{t('ipRestriction.ip')}</dt>
          <dd className="font-semibold text-ink-50 tabular-nums" dir="ltr">
            {status.location.ip}
          </dd>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <dt className="text-ink-400">{t('ipRestriction.country')}</dt>
          <dd className="font-semibold text-ink-50">{status.location.country ? formatRegion(status.location.country) : t('ipRestriction.unknownCountry')}</dd>
        </div>
      </dl>
      <Button size="lg" className="mt-8 min-w-48" onClick={customerService.open}>
        <Icon name="headset" />
        {t('common.contactUs')}
      </Button>
      <ChatRoomHost />
    </StatusScreen>
  );
}
