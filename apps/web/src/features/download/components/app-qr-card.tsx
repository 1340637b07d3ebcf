import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { Resource } from '@lotus/contract/brand';
import { Icon } from '../../../components/ui/icon';
import { LazyImage } from '../../../components/ui/lazy-image';
import { QrCode, qrDefaults } from '../../../components/ui/qr-code';
import { appResourceMeta } from '../lib/app-resources';

/**
 * One app resource: its QR code (the brand's own QR image when it has one, else drawn from the URL)
 * and a direct link for visitors already on the phone.
 */
export function AppQrCard({ resource, compact }: { resource: Resource; compact?: boolean }) {
  const { t } = useTranslation();
  const meta = appResourceMeta[resource.resourceType];
  const label = t(meta.labelKey as 'download.ios');
  const qrLabel = t('download.qrLabel', { app: label });
  return (
    <div className={clsx('flex flex-col items-center gap-3 rounded-2xl border border-white/5 bg-ink-850 text-center', compact ? 'p-3' : 'p-5')}>
      <div className="flex items-center gap-2 text-sm font-bold text-ink-50">
        <Icon name={meta.icon} className="size-5 text-gold-300" />
        {label}
      </div>
      <div className="overflow-hidden rounded-xl bg-white" style={{ width: qrDefaults.size, height: qrDefaults.size }}>
        {resource.qrCodeUrl ? (
          <LazyImage src={resource.qrCodeUrl} alt={qrLabel} className="size-full" imgClassName="object-contain" />
        ) : (
          <QrCode value={resource.url} label={qrLabel} />
        )}
      </div>
      {!compact ? <p className="max-w-56 text-xs leading-relaxed text-ink-300">{t(meta.hintKey as 'download.iosHint')}</p> : null}
      <a
        href={resource.url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-gold-300 hover:text-gold-200"
      >
        {t('download.open', { app: label })}
        <Icon name="arrow" className="size-4 rtl:-scale-x-100" />
      </a>
    </div>
  );
}
