import { useTranslation } from 'react-i18next';
import { SectionPage } from '../../../components/ui/section-page';

export function PromotionsPage() {
  const { t } = useTranslation();
  return <SectionPage title={t('promotions.title')} subtitle={t('promotions.subtitle')} icon="gift" emptyTitle={t('promotions.emptyTitle')} emptyText={t('promotions.emptyText')} />;
}
