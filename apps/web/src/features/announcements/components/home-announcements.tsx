import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../lib/use-announcements';
import { HomeCarousel } from './home-carousel';
import { Marquee } from './marquee';

const homeTypes = ['B', 'PL'] as const;

/**
 * The top of the home page from the operator's announcements: the w_home banners as a carousel (the drawn
 * hero, `fallback`, while they load and when there are none) and the marquee under it.
 */
export function HomeAnnouncements({ fallback }: { fallback: ReactNode }) {
  const { t } = useTranslation();
  const query = useAnnouncements(homeTypes);
  const banners = (query.data?.banners ?? []).filter((b) => b.groupName === 'w_home');
  return (
    <>
      {banners.length > 0 ? (
        <>
          {/* The page keeps its heading (the hero's, which the carousel takes the place of) for screen readers and outlines. */}
          <h1 className="sr-only">
            {t('home.heroTitle')} {t('home.heroHighlight')}
          </h1>
          <HomeCarousel banners={banners} />
        </>
      ) : (
        fallback
      )}
      <Marquee items={query.data?.player ?? []} />
    </>
  );
}
