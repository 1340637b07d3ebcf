import { useTranslation } from 'react-i18next';
import { SectionPage } from '../../../components/ui/section-page';

export function VipPage() {
  const { t } = useTranslation();
  return <SectionPage title={t('vip.title')} subtitle={t('vip.subtitle')} icon="crown" emptyTitle={t('vip.emptyTitle')} emptyText={t('vip.emptyText')} />;
}
