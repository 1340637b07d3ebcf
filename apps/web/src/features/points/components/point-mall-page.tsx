import { useTranslation } from 'react-i18next';
import { SectionPage } from '../../../components/ui/section-page';

export function PointMallPage() {
  const { t } = useTranslation();
  return <SectionPage title={t('pointMall.title')} subtitle={t('pointMall.subtitle')} icon="star" emptyTitle={t('pointMall.emptyTitle')} emptyText={t('pointMall.emptyText')} />;
}
