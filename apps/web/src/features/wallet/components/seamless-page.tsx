import { useTranslation } from 'react-i18next';
import { SectionPage } from '../../../components/ui/section-page';

export function SeamlessPage() {
  const { t } = useTranslation();
  return <SectionPage title={t('seamless.title')} subtitle={t('seamless.subtitle')} icon="wallet" emptyTitle={t('seamless.emptyTitle')} emptyText={t('seamless.emptyText')} />;
}
