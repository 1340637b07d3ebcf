import type { BannerGroup } from '@lotus/contract/content';
import { DialogBanner } from '../../auth/dialogs/dialog-banner';
import { useAnnouncements } from '../lib/use-announcements';
import { AnnouncementLink } from './announcement-link';
import { BannerArt } from './banner-art';

const bannerTypes = ['B'] as const;

/** The login or register dialog's banner (groups w_login, w_register); the drawn strip with `fallback` text when the operator has none. */
export function DialogAnnouncementBanner({ group, fallback }: { group: Extract<BannerGroup, 'w_login' | 'w_register'>; fallback: string }) {
  const query = useAnnouncements(bannerTypes);
  const banner = query.data?.banners.find((b) => b.groupName === group);
  if (!banner) return <DialogBanner text={fallback} />;
  return (
    <div data-testid={`banner-${group}`} className="overflow-hidden rounded-2xl ring-1 ring-white/5">
      <AnnouncementLink item={banner} className="block" label={banner.title}>
        <div className="h-24">
          <BannerArt item={banner} eager compact />
        </div>
      </AnnouncementLink>
    </div>
  );
}
