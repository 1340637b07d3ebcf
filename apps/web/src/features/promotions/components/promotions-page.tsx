import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageContainer } from '../../../components/ui/page-container';
import { PageHeader } from '../../../components/ui/page-header';
import { PromotionCards } from '../../announcements/components/promotion-cards';

/** The promotions page: the operator's promotion announcements (PR), or a calm empty state. */
export function PromotionsPage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageHeader title={t('promotions.title')} subtitle={t('promotions.subtitle')} icon="gift" />
      <PromotionCards empty={<EmptyState icon="gift" title={t('promotions.emptyTitle')} description={t('promotions.emptyText')} />} />
    </PageContainer>
  );
}
