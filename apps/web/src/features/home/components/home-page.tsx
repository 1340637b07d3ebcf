import { PageContainer } from '../../../components/ui/page-container';
import { HomeAnnouncements } from '../../announcements/components/home-announcements';
import { AppPromo } from './app-promo';
import { CategoryTiles } from './category-tiles';
import { HeroBanner } from './hero-banner';
import { WhyUsStrip } from './why-us-strip';

export function HomePage() {
  return (
    <PageContainer>
      <HomeAnnouncements fallback={<HeroBanner />} />
      <CategoryTiles />
      <WhyUsStrip />
      <AppPromo />
    </PageContainer>
  );
}
