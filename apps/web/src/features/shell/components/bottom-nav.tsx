import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Icon, type IconName } from '../../../components/ui/icon';
import { paths } from '../../../config/paths';
import { useLobbyPath } from '../../games/hooks/use-lobby-path';
import { defaultMemberCentrePage } from '../../member/config/member-centre-menu';
import { useOpenMemberCentre } from '../../member/hooks/use-open-member-centre';

const base = 'flex flex-1 flex-col items-center justify-center gap-1 py-2 text-[11px] font-semibold transition';

function Item({ to, icon, label }: { to: string; icon: IconName; label: string }) {
  return (
    <NavLink to={to} className={({ isActive }) => clsx(base, isActive ? 'text-gold-300' : 'text-ink-300 hover:text-white')}>
      <Icon name={icon} className="size-6" />
      {label}
    </NavLink>
  );
}

/** Phone bottom navigation (< 768 px): home, games (while the brand has any), promotions, deposit and account. */
export function BottomNav() {
  const { t } = useTranslation();
  const openMemberCentre = useOpenMemberCentre();
  const lobby = useLobbyPath();
  return (
    <nav
      aria-label={t('bottomNav.label')}
      // A fixed height (--bottom-nav-height plus the safe-area inset) that the footer pads itself by.
      className="fixed inset-x-0 bottom-0 z-40 flex h-[calc(var(--bottom-nav-height)+env(safe-area-inset-bottom))] border-t border-white/10 bg-ink-950/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-xl md:hidden"
    >
      <Item to={paths.index} icon="home" label={t('bottomNav.home')} />
      {lobby ? <Item to={lobby} icon="dice" label={t('bottomNav.games')} /> : null}
      <Item to={paths.promotions} icon="gift" label={t('bottomNav.promotions')} />
      <button type="button" onClick={() => openMemberCentre('depositv2')} className={clsx(base, 'text-gold-300 hover:text-gold-200')}>
        <span className="grid size-7 place-items-center rounded-full bg-gradient-to-b from-gold-300 to-gold-500 text-ink-950">
          <Icon name="deposit" className="size-5" />
        </span>
        {t('bottomNav.deposit')}
      </button>
      <button type="button" onClick={() => openMemberCentre(defaultMemberCentrePage)} className={clsx(base, 'text-ink-300 hover:text-white')}>
        <Icon name="user" className="size-6" />
        {t('bottomNav.account')}
      </button>
    </nav>
  );
}
