import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { PageContainer } from '../../../components/ui/page-container';
import { PageHeader } from '../../../components/ui/page-header';
import { useBrand, useSystemStatus } from '../../system/hooks/use-system-status';
import { appResources } from '../lib/app-resources';
import { AppQrCard } from './app-qr-card';

/** App download (/down, /download): a QR code and a link per app the brand offers. */
export function DownloadPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const resources = appResources(useSystemStatus().info.resources);
  const steps = ['scan', 'install', 'play'] as const;
  return (
    <PageContainer>
      <PageHeader title={t('download.title', { brand: brand.name })} subtitle={t('download.subtitle')} icon="download" />
      {resources.length === 0 ? (
        <EmptyState icon="phone" title={t('download.emptyTitle')} description={t('download.emptyText')} />
      ) : (
        <>
          <div className="flex flex-wrap justify-center gap-5 lg:justify-start">
            {resources.map((r) => (
              <AppQrCard key={r.resourceType} resource={r} />
            ))}
          </div>
          <ol className="mt-10 grid gap-4 md:grid-cols-3">
            {steps.map((step, i) => (
              <li key={step} className="flex gap-4 rounded-2xl border border-white/5 bg-ink-900/70 p-5">
                <span className="grid size-10 shrink-0 place-items-center rounded-full bg-gold-400 text-base font-extrabold text-ink-950">{i + 1}</span>
                <div>
                  <h2 className="font-bold text-ink-50">{t(`download.steps.${step}.title`)}</h2>
                  <p className="mt-1 text-sm leading-relaxed text-ink-300">{t(`download.steps.${step}.text`)}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="mt-6 flex items-center gap-2 text-xs text-ink-400">
            <Icon name="shield" className="size-4 text-emerald-300" />
            {t('download.safety')}
          </p>
        </>
      )}
    </PageContainer>
  );
}
