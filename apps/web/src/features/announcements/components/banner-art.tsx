import { clsx } from 'clsx';
import type { AnnouncementItem } from '@lotus/contract/content';

/**
 * One banner: the operator's image when it has one (lazy unless it is the first on screen), else a drawn
 * gradient card with its title and text, so a banner entered without artwork still looks finished.
 */
export function BannerArt({ item, eager = false, compact = false }: { item: AnnouncementItem; eager?: boolean; compact?: boolean }) {
  if (item.url)
    return (
      <img
        src={item.url}
        alt={item.title}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(eager ? { fetchPriority: 'high' as const } : {})}
        className="block size-full object-cover"
      />
    );
  return (
    <div className={clsx('relative flex size-full flex-col justify-center overflow-hidden bg-[linear-gradient(135deg,#141d3b_0%,#0e1530_45%,#1c1233_100%)]', compact ? 'gap-1 px-5 py-4' : 'gap-3 px-12 py-8 sm:px-16')}>
      <div aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(30rem_16rem_at_0%_0%,rgba(99,102,241,.25),transparent_60%),radial-gradient(24rem_16rem_at_100%_100%,rgba(245,183,0,.2),transparent_60%)]" />
      <svg viewBox="0 0 120 60" aria-hidden="true" className={clsx('absolute -end-2 top-1/2 w-auto -translate-y-1/2 opacity-40 rtl:-scale-x-100', compact ? 'h-20' : 'h-40 sm:h-56')}>
        <path d="M60 6c9 10 12 21 0 40-12-19-9-30 0-40z" fill="#f59e0b" opacity=".6" />
        <path d="M32 22c13 0 22 7 27 22-15 2-25-6-27-22zM88 22c-13 0-22 7-27 22 15 2 25-6 27-22z" fill="#fcd34d" opacity=".45" />
      </svg>
      <p className={clsx('relative max-w-xl font-extrabold tracking-tight text-white', compact ? 'pe-20 text-sm' : 'pe-16 text-2xl leading-tight sm:text-4xl')}>{item.title}</p>
      {item.content ? <p className={clsx('relative max-w-lg text-ink-200', compact ? 'pe-20 text-xs' : 'pe-16 text-sm sm:text-base')}>{item.content.replace(/<[^>]*>/gu, '')}</p> : null}
    </div>
  );
}
