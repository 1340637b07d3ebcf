import { useTranslation } from 'react-i18next';
import { SectionPage } from '../../../components/ui/section-page';

export function HotGamesPage() {
  const { t } = useTranslation();
  return <SectionPage title={t('nav.hot')} subtitle={t('games.hotSubtitle')} icon="flame" emptyTitle={t('games.emptyTitle')} emptyText={t('games.emptyText')} />;
}
