import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { orderNavItems } from '@lotus/contract/navigation';
import { Button } from '../../../components/ui/button';
import { openDialog } from '../../../components/ui/dialog-stack-store';
import { Icon, type IconName } from '../../../components/ui/icon';
import { paths } from '../../../config/paths';
import { categoryIcons, isLotteryCategory, navItemHref, navItemKey } from '../../games/lib/categories';
import { useNavLabel } from '../../games/hooks/use-nav-label';
import { LanguageSwitcher } from '../../language/components/language-switcher';
import { useLogout } from '../../session/hooks/use-logout';
import { useSessionStore } from '../../session/stores/session-store';
import { useBrand } from '../../system/hooks/use-system-status';
import { SiteLogo } from './site-logo';

interface HeaderProps {
  onMenu: () => void;
  menuExpanded: boolean;
}

interface HeaderNavEntry {
  key: string;
  to: string;
  label: string;
  icon: IconName;
  lottery?: boolean;
}

function navClass(active: boolean, lottery?: boolean) {
  return clsx(
    'flex h-9 shrink-0 items-center gap-2 rounded-lg px-3 text-sm font-semibold whitespace-nowrap transition',
    lottery
      ? active
        ? 'bg-gold-400 text-ink-950'
        : 'bg-gold-400/10 text-gold-200 ring-1 ring-gold-300/30 hover:bg-gold-400/20'
      : active
        ? 'bg-white/10 text-white'
        : 'text-ink-200 hover:bg-white/5 hover:text-white',
  );
}

export function Header({ onMenu, menuExpanded }: HeaderProps) {
  const { t } = useTranslation();
  const brand = useBrand();
  const navLabel = useNavLabel();
  const isLogin = useSessionStore((s) => s.isLogin);

  const entries: HeaderNavEntry[] = [
    { key: 'hot', to: paths.hot, label: t('nav.hot'), icon: 'flame' },
    { key: 'fav', to: paths.fav, label: t('nav.fav'), icon: 'heart' },
    ...orderNavItems(brand.navigation).map((item) => ({
      key: navItemKey(item),
      to: navItemHref(item),
      label: navLabel(item),
      icon: categoryIcons[item.gameType],
      lottery: isLotteryCategory(item.gameType),
    })),
  ];

  return (
    <header className="sticky top-0 z-40 border-b border-white/5 bg-ink-950/85 backdrop-blur-xl">
      <div className="flex h-16 items-center gap-2 px-3 sm:gap-3 sm:px-5">
        <button
          type="button"
          onClick={onMenu}
          aria-label={t('common.menu')}
          aria-expanded={menuExpanded}
          className="grid size-10 shrink-0 place-items-center rounded-xl text-ink-100 transition hover:bg-white/5 hover:text-white"
        >
          <Icon name="menu" className="size-6" />
        </button>
        <Link to={paths.index} className="shrink-0 rounded-lg focus-visible:outline-2 focus-visible:outline-gold-300" aria-label={t('nav.home')}>
          <SiteLogo label={brand.name} className="h-7 sm:h-8" />
        </Link>
        <div className="ms-auto flex shrink-0 items-center gap-2">
          <LanguageSwitcher className="hidden md:block" />
          {isLogin ? <HeaderAccount /> : <GuestActions />}
        </div>
      </div>
      {/* Wide screens get the game categories on a row of their own, so every entry fits. */}
      <nav aria-label={t('nav.label')} className="hidden border-t border-white/5 lg:block">
        <div className="no-scrollbar flex h-12 items-center gap-1 overflow-x-auto px-5">
          {entries.map((e) => (
            <NavLink key={e.key} to={e.to} className={({ isActive }) => navClass(isActive, e.lottery)}>
              <Icon name={e.icon} className="size-4.5" />
              {e.label}
            </NavLink>
          ))}
        </div>
      </nav>
    </header>
  );
}

function GuestActions() {
  const { t } = useTranslation();
  return (
    <>
      <Button variant="outline" size="sm" className="sm:h-10 sm:px-4" onClick={() => openDialog('register')}>
        {t('auth.register')}
      </Button>
      <Button variant="primary" size="sm" className="sm:h-10 sm:px-4" onClick={() => openDialog('login')}>
        {t('auth.login')}
      </Button>
    </>
  );
}

/** The logged-in corner; balance and the member centre panel arrive with the Accounts and Wallet issues. */
function HeaderAccount() {
  const { t } = useTranslation();
  const account = useSessionStore((s) => s.nickname || s.account || s.username);
  const logout = useLogout();
  return (
    <>
      <span className="hidden max-w-40 items-center gap-2 truncate rounded-xl bg-white/5 px-3 py-2 text-sm font-semibold text-ink-100 sm:flex">
        <Icon name="user" className="size-4.5 text-gold-300" />
        <span className="truncate">{account || t('session.member')}</span>
      </span>
      <Button variant="ghost" size="sm" onClick={() => void logout()} aria-label={t('session.logout')}>
        <Icon name="logout" className="size-5 rtl:-scale-x-100" />
        <span className="hidden sm:inline">{t('session.logout')}</span>
      </Button>
    </>
  );
}
