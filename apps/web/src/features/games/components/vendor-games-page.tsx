import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { SectionPage } from '../../../components/ui/section-page';
import { vendorPaths } from '../../../config/paths';

/** One vendor's game list (/pp, /pg, /bgs, /jl, /fc, /bng, /cq9). */
export function VendorGamesPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const vendor = vendorPaths[pathname as keyof typeof vendorPaths] ?? pathname.slice(1).toUpperCase();
  return (
    <SectionPage
      title={t('games.vendorTitle', { vendor })}
      subtitle={t('categoryDescriptions.RNG')}
      icon="dice"
      emptyTitle={t('games.emptyTitle')}
      emptyText={t('games.emptyText')}
    />
  );
}
