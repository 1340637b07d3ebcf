import { clsx } from 'clsx';
import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { AnnouncementItem } from '@lotus/contract/content';
import { SafeHtml } from '../../../components/ui/safe-html';
import { useAnnouncements } from '../lib/use-announcements';
import { AnnouncementLink } from './announcement-link';
import { BannerArt } from './banner-art';

const promotionTypes = ['PR'] as const;

/**
 * The operator's promotion announcements (PR) as cards on the promotions page; `?id=` (a banner's P link)
 * brings that one into view and marks it. Renders `empty` when there are none.
 */
export function PromotionCards({ empty }: { empty: ReactNode }) {
  const query = useAnnouncements(promotionTypes);
  const [params] = useSearchParams();
  const wanted = Number(params.get('id'));
  const data = query.data;
  useEffect(() => {
    if (wanted && data?.promotion.some((i) => i.id === wanted)) document.getElementById(`promotion-${wanted}`)?.scrollIntoView?.({ block: 'center' });
  }, [wanted, data]);
  const items: AnnouncementItem[] = data?.promotion ?? [];
  if (query.isPending) return null;
  if (items.length === 0) return <>{empty}</>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {items.map((p) => (
        <li key={p.id} id={`promotion-${p.id}`} className={clsx('overflow-hidden rounded-2xl border bg-ink-900/70', p.id === wanted ? 'border-gold-300/70 ring-2 ring-gold-300/40' : 'border-white/10')}>
          <article aria-labelledby={`promotion-title-${p.id}`}>
            {p.url ? (
              <AnnouncementLink item={p} className="block aspect-[16/7]" label={p.title}>
                <BannerArt item={p} />
              </AnnouncementLink>
            ) : null}
            <div className="p-5">
              <h2 id={`promotion-title-${p.id}`} className="text-lg font-bold text-white">
                {p.title}
              </h2>
              <SafeHtml html={p.content} className="prose-lotus mt-2" />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
