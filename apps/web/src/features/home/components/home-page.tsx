import { PageContainer } from '../../../components/ui/page-container';
import { AppPromo } from './app-promo';
import { CategoryTiles } from './category-tiles';
import { HeroBanner } from './hero-banner';
import { WhyUsStrip } from './why-us-strip';

export function HomePage() {
  return (
    <PageContainer>
      <HeroBanner />
      <CategoryTiles />
      <WhyUsStrip />
      <AppPromo />
    </PageContainer>
  );
}
