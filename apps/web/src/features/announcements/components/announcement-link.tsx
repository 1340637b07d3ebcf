import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AnnouncementItem } from '@lotus/contract/content';
import { paths } from '../../../config/paths';
import { useLaunchGame } from '../../games/hooks/use-launch-game';

/** Where an announcement's link goes: a site path or web address (URL), a promotion (P, its id) or a game (G, its catalogue node id). */
export function linkTarget(item: Pick<AnnouncementItem, 'linkageType' | 'externalLink'>): { kind: 'path'; to: string } | { kind: 'external'; href: string } | { kind: 'game'; nodeId: number } | null {
  const link = item.externalLink?.trim();
  if (!item.linkageType || !link) return null;
  if (item.linkageType === 'P') return { kind: 'path', to: `${paths.promotions}?id=${encodeURIComponent(link)}` };
  if (item.linkageType === 'G') return /^\d+$/u.test(link) ? { kind: 'game', nodeId: Number(link) } : null;
  if (/^\/(?!\/)/u.test(link)) return { kind: 'path', to: link };
  if (/^https?:\/\//iu.test(link)) return { kind: 'external', href: link };
  return null;
}

/** Wraps an announcement in its link (none when it has none). */
export function AnnouncementLink({ item, className, label, children }: { item: AnnouncementItem; className?: string; label?: string; children: ReactNode }) {
  const launch = useLaunchGame();
  const target = linkTarget(item);
  if (!target) return <div className={className}>{children}</div>;
  if (target.kind === 'path')
    return (
      <Link to={target.to} className={className} aria-label={label}>
        {children}
      </Link>
    );
  if (target.kind === 'external')
    return (
      <a href={target.href} target="_blank" rel="noopener noreferrer" className={className} aria-label={label}>
        {children}
      </a>
    );
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      onClick={() => void launch({ nodeId: target.nodeId, gameCode: String(target.nodeId), displayName: item.title, vassalage: '', vendorName: '', gameType: 'RNG', isGame: 'GAME' })}
    >
      {children}
    </button>
  );
}
