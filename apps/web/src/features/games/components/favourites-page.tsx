import { useTranslation } from 'react-i18next';
import { SectionPage } from '../../../components/ui/section-page';

/** Favourites: members only (the route runs the login check for guests). */
export function FavouritesPage() {
  const { t } = useTranslation();
  return <SectionPage title={t('nav.fav')} subtitle={t('games.favSubtitle')} icon="heart" emptyTitle={t('games.favEmptyTitle')} emptyText={t('games.favEmptyText')} />;
}
