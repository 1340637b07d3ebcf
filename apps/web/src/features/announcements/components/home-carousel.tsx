import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnnouncementItem } from '@lotus/contract/content';
import { Icon } from '../../../components/ui/icon';
import { AnnouncementLink } from './announcement-link';
import { BannerArt } from './banner-art';

const advanceMs = 6000;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The home carousel: the operator's w_home banners in their order, one at a time, moving on by itself
 * (not while hovered or focused, nor for visitors who ask for less motion), with previous/next and dots.
 */
export function HomeCarousel({ banners }: { banners: AnnouncementItem[] }) {
  const { t } = useTranslation();
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;
  const at = count === 0 ? 0 : active % count;

  useEffect(() => {
    if (count < 2 || paused || prefersReducedMotion()) return;
    const timer = window.setInterval(() => setActive((i) => (i + 1) % count), advanceMs);
    return () => window.clearInterval(timer);
  }, [count, paused]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('announcements.carousel')}
      className="relative overflow-hidden rounded-3xl border border-white/10 bg-ink-900"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="aspect-[16/9] sm:aspect-[21/8]">
        {banners.map((b, i) => (
          <div
            key={b.id}
            role="group"
            aria-roledescription="slide"
            aria-label={t('announcements.slide', { index: i + 1, count })}
            hidden={i !== at}
            className="size-full animate-fade-in"
            data-testid="home-banner"
          >
            <AnnouncementLink item={b} className="block size-full" label={b.title}>
              <BannerArt item={b} eager={i === 0} />
            </AnnouncementLink>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <>
          <button type="button" onClick={() => setActive((at - 1 + count) % count)} aria-label={t('announcements.previous')} className="absolute start-2 top-1/2 grid size-9 -translate-y-1/2 place-items-center rounded-full bg-ink-950/60 text-white hover:bg-ink-950/80">
            <Icon name="chevron" className="size-5 -scale-x-100 rtl:scale-x-100" />
          </button>
          <button type="button" onClick={() => setActive((at + 1) % count)} aria-label={t('announcements.next')} className="absolute end-2 top-1/2 grid size-9 -translate-y-1/2 place-items-center rounded-full bg-ink-950/60 text-white hover:bg-ink-950/80">
            <Icon name="chevron" className="size-5 rtl:-scale-x-100" />
          </button>
          <div className="absolute inset-x-0 bottom-1.5 flex justify-center">
            {banners.map((b, i) => (
              // A finger-sized target (24 px square at the least) around the small dot it shows.
              <button
                key={b.id}
                type="button"
                onClick={() => setActive(i)}
                aria-label={t('announcements.slide', { index: i + 1, count })}
                aria-current={i === at ? 'true' : undefined}
                className="group grid h-6 min-w-6 place-items-center px-1"
              >
                <span className={clsx('h-2 rounded-full transition-all', i === at ? 'w-6 bg-gold-300' : 'w-2 bg-white/40 group-hover:bg-white/70')} />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
