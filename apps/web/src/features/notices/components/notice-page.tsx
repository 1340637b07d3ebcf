import { useTranslation } from 'react-i18next';
import { SectionPage } from '../../../components/ui/section-page';

export function NoticePage() {
  const { t } = useTranslation();
  return <SectionPage title={t('notices.title')} subtitle={t('notices.subtitle')} icon="megaphone" emptyTitle={t('notices.emptyTitle')} emptyText={t('notices.emptyText')} />;
}
