import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { SectionPage } from '../../../components/ui/section-page';
import { useCustomerService } from '../../customer-service/hooks/use-customer-service';

/** The join (agent recruitment) page: partners reach the team through customer service. */
export function JoinPage() {
  const { t } = useTranslation();
  const customerService = useCustomerService();
  return (
    <SectionPage
      title={t('join.title')}
      subtitle={t('join.subtitle')}
      icon="share"
      emptyTitle={t('join.emptyTitle')}
      emptyText={t('join.emptyText')}
      action={
        <Button onClick={customerService.open}>
          <Icon name="headset" />
          {t('common.contactUs')}
        </Button>
      }
    />
  );
}
