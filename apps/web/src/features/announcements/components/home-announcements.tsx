import { useAnnouncements } from '../lib/use-announcements';
import { HomeCarousel } from './home-carousel';
import { Marquee } from './marquee';
import type { ReactNode } from 'react';

const homeTypes = ['B', 'PL'] as const;

/**
 * The top of the home page from the operator's announcements: the w_home banners as a carousel (the drawn
 * hero, `fallback`, while they load and when there are none) and the marquee under it.
 */
export function HomeAnnouncements({ fallback }: { fallback: ReactNode }) {
  const query = useAnnouncements(homeTypes);
  const banners = (query.data?.banners ?? []).filter((b) => b.groupName === 'w_home');
  return (
    <>
      {banners.length > 0 ? <HomeCarousel banners={banners} /> : fallback}
      <Marquee items={query.data?.player ?? []} />
    </>
  );
}
