import { useTranslation } from 'react-i18next';
import type { AnnouncementItem } from '@lotus/contract/content';
import { openDialog } from '../../../components/ui/dialog-stack-store';
import { Icon } from '../../../components/ui/icon';

/**
 * The marquee (announcements PL): the operator's lines running across one strip; a click opens the notices.
 * Visitors who ask for less motion get the text still (motion-reduce), wrapped instead of running.
 */
export function Marquee({ items }: { items: AnnouncementItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  const line = items.map((i) => i.content || i.title).join('   •   ');
  return (
    <button
      type="button"
      onClick={() => openDialog('notice')}
      aria-label={t('announcements.marquee')}
      className="mt-4 flex w-full items-center gap-3 overflow-hidden rounded-2xl border border-white/10 bg-ink-900/70 px-4 py-2.5 text-start text-sm text-ink-100 hover:border-gold-300/40"
    >
      <Icon name="megaphone" className="size-5 shrink-0 text-gold-300" />
      <span className="relative min-w-0 flex-1 overflow-hidden">
        <span data-testid="marquee-text" className="inline-block whitespace-nowrap [--marquee-to:-100%] motion-safe:ps-[100%] motion-safe:animate-marquee motion-reduce:whitespace-normal rtl:[--marquee-to:100%]">
          {line}
        </span>
      </span>
    </button>
  );
}
