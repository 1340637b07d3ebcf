import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { paths } from '../../../config/paths';
import { useCustomerService } from '../../customer-service/hooks/use-customer-service';
import { AppQrCard } from '../../download/components/app-qr-card';
import { appResources } from '../../download/lib/app-resources';
import { useSystemStatus } from '../../system/hooks/use-system-status';

const itemClass =
  'flex w-16 flex-col items-center gap-1 rounded-xl px-1 py-2.5 text-[11px] leading-tight font-semibold text-ink-200 transition hover:bg-white/5 hover:text-white focus-visible:outline-2 focus-visible:outline-gold-300';

/** Desktop right bar: customer service and app download (QR codes on hover, /down on click). */
export function RightBar() {
  const { t } = useTranslation();
  const resources = appResources(useSystemStatus().info.resources);
  const customerService = useCustomerService();

  return (
    <aside
      aria-label={t('rightBar.label')}
      className="fixed end-3 top-1/2 z-30 hidden -translate-y-1/2 flex-col gap-1 rounded-2xl border border-white/10 bg-ink-900/90 p-1.5 shadow-xl shadow-black/40 backdrop-blur xl:flex"
    >
      <button type="button" className={itemClass} onClick={customerService.open}>
        <Icon name="headset" className="size-6 text-gold-300" />
        {t('rightBar.service')}
      </button>
      <div className="group relative">
        <Link to={paths.down} className={itemClass}>
          <Icon name="download" className="size-6 text-gold-300" />
          {t('rightBar.download')}
        </Link>
        {resources.length > 0 ? (
          <div className="invisible absolute end-full top-1/2 me-3 -translate-y-1/2 opacity-0 transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
            <div className="flex gap-3 rounded-2xl border border-white/10 bg-ink-900 p-3 shadow-2xl shadow-black/60">
              {resources.map((r) => (
                <AppQrCard key={r.resourceType} resource={r} compact />
              ))}
            </div>
          </div>
        ) : null}
      </div>
    </aside>
  );
}
