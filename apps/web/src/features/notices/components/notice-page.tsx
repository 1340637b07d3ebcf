import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/ui/page-container';
import { PageHeader } from '../../../components/ui/page-header';
import { NoticeBrowser } from './notice-browser';

/** /noticePage: the notices as a page (the same browser as the notice dialog). */
export function NoticePage() {
  const { t } = useTranslation();
  return (
    <PageContainer>
      <PageHeader title={t('notices.title')} subtitle={t('notices.subtitle')} icon="megaphone" />
      <NoticeBrowser />
    </PageContainer>
  );
}
