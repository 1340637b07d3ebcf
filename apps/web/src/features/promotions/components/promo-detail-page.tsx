import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { SectionPage } from '../../../components/ui/section-page';

export function PromoDetailPage() {
  const { t } = useTranslation();
  return (
    <SectionPage
      title={t('promotions.detailTitle')}
      icon="gift"
      emptyTitle={t('promotions.detailEmptyTitle')}
      emptyText={t('promotions.detailEmptyText')}
      action={
        <ButtonLink to="/promotions" variant="secondary">
          {t('promotions.backToList')}
        </ButtonLink>
      }
    />
  );
}
