import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { GameCategory } from '@lotus/contract/navigation';
import { SectionPage } from '../../../components/ui/section-page';
import { categoryIcons } from '../lib/categories';

/** A game category page (live, fish, pvp, rng, sports, e-lottery). The catalogue fills it in the Games issue. */
export function CategoryPage({ category }: { category: GameCategory }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const vendor = params.get('vendor');
  return (
    <SectionPage
      title={t(`categories.${category}`)}
      subtitle={vendor ? t('games.vendorFilter', { vendor }) : t(`categoryDescriptions.${category}`)}
      icon={categoryIcons[category]}
      emptyTitle={t('games.emptyTitle')}
      emptyText={t('games.emptyText')}
    />
  );
}

export function LivePage() {
  return <CategoryPage category="LIVE" />;
}
export function FishPage() {
  return <CategoryPage category="FISH" />;
}
export function PvpPage() {
  return <CategoryPage category="PVP" />;
}
export function RngPage() {
  return <CategoryPage category="RNG" />;
}
export function SportsPage() {
  return <CategoryPage category="SPORTS" />;
}
export function ElottPage() {
  return <CategoryPage category="ELOTT" />;
}
