import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { useMemo, type ReactNode } from 'react';
import type { ValueOf } from '@lotus/contract/endpoints';
import type { IconName } from '../../../components/ui/icon';
import { LazyImage } from '../../../components/ui/lazy-image';
import { PageContainer } from '../../../components/ui/page-container';
import { PageHeader } from '../../../components/ui/page-header';
import { gameVendorsQuery, vassGameTypeQuery } from '../api/games-queries';
import { useLanguageCode } from '../hooks/use-language-code';
import { monogram } from './game-art';
import { RecentGamesStrip } from './recent-games-strip';
import { VendorGamesDialog } from './vendor-games-dialog';

export interface Choice {
  key: string;
  label: string;
}

export type Lane = ValueOf<'gameVendors'>['data']['lanes'][number];

/** A lobby page: title, the member's recent games, the content, and the VASSALAGE popup. */
export function LobbyFrame({ title, subtitle, icon, children }: { title: ReactNode; subtitle?: ReactNode; icon: IconName; children: ReactNode }) {
  return (
    <PageContainer>
      <PageHeader title={title} subtitle={subtitle} icon={icon} />
      <RecentGamesStrip />
      {children}
      <VendorGamesDialog />
    </PageContainer>
  );
}

/** Vendor lanes per category (public: visitors browse them too). */
export function useLanes(): { lanes: Lane[]; pending: boolean } {
  const language = useLanguageCode();
  const query = useQuery(gameVendorsQuery(language));
  return { lanes: query.data?.data.lanes ?? [], pending: query.isPending };
}

export function laneClassifyChoices(lane: Lane | undefined): Choice[] {
  return (lane?.gameClassify ?? []).map((c) => ({ key: c.key, label: c.displayName }));
}

/** A vendor's classify tags (in one game type, or in all of them), named as the lanes name them. */
export function useVendorClassifyChoices(vendor: string | undefined, gameType: string | undefined, lanes: readonly Lane[]): Choice[] {
  const query = useQuery(vassGameTypeQuery(vendor ?? '', Boolean(vendor)));
  const content = query.data?.content;
  return useMemo(() => {
    if (!vendor || !content) return [];
    const names = new Map(lanes.flatMap((l) => l.gameClassify.map((c) => [c.key, c.displayName] as const)));
    const keys = new Set<string>();
    for (const [type, byVendor] of Object.entries(content)) {
      if (gameType && type !== gameType) continue;
      for (const key of byVendor[vendor] ?? []) keys.add(key);
    }
    return [...keys].map((key) => ({ key, label: names.get(key) ?? key }));
  }, [vendor, gameType, content, lanes]);
}

/** A vendor's icon in a tab, with its initials drawn when the icon is missing. */
export function VendorTabIcon({ src, name, active }: { src: string; name: string; active?: boolean }) {
  return (
    <LazyImage
      src={src}
      alt=""
      className={clsx('size-5 shrink-0 rounded-md', active ? 'bg-ink-950/20' : 'bg-white/5')}
      fallback={
        <span aria-hidden="true" className="font-sans text-[9px] font-black" dir="ltr">
          {monogram(name)}
        </span>
      }
    />
  );
}
