import { useQuery } from '@tanstack/react-query';
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
import { formatMoney } from '../../../lib/format';
import { lazyPart } from '../../../lib/lazy-part';
import { defaultMemberCentrePage } from '../../member/config/member-centre-menu';
import { useOpenMemberCentre } from '../../member/hooks/use-open-member-centre';
import { avatarQueryOptions } from '../../session/api/get-member-info';
import { useLogout } from '../../session/hooks/use-logout';
import { useBalance, useBalanceMask } from '../../wallet/hooks/use-balance';
import { useSessionStore } from '../../session/stores/session-store';
import { InboxButton } from '../../messages/components/inbox-button';
import { useBrand } from '../../system/hooks/use-system-status';
import { useIsPhone } from '../hooks/use-is-phone';
import { SiteLogo } from './site-logo';

// The drawn avatars show only to a member, so a visitor's first download does not carry them.
const Avatar = lazyPart(() => import('../../member/components/avatar').then((m) => m.Avatar), { loading: <span className="size-8 rounded-full bg-ink-800" /> });

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
  const isPhone = useIsPhone();

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
        {/* The mark gives way to the buttons beside it: a long brand name is drawn smaller, never pushed off the screen. */}
        <Link to={paths.index} className="min-w-0 rounded-lg focus-visible:outline-2 focus-visible:outline-gold-300" aria-label={t('nav.brandHome', { brand: brand.name })}>
          {/* A logged-in phone header also carries the balance: the mark alone leaves it room. */}
          <SiteLogo brand={brand} compact={isLogin && isPhone} className="h-7 max-w-full sm:h-8" />
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

/**
 * The logged-in corner (spec section 2 "Header"): the balance (a click hides it as stars; a refresh
 * link), the account name with its avatar opening the member centre, and logout with confirmation.
 */
function HeaderAccount() {
  const { t } = useTranslation();
  const brand = useBrand();
  const token = useSessionStore((s) => s.token);
  const account = useSessionStore((s) => s.account || s.username || s.nickname);
  const isTrial = useSessionStore((s) => s.isTrial);
  const avatar = useQuery(avatarQueryOptions(token));
  const balance = useBalance();
  const masked = useBalanceMask((s) => s.masked);
  const toggleMask = useBalanceMask((s) => s.toggle);
  const openMemberCentre = useOpenMemberCentre();
  const logout = useLogout();

  const amount = masked ? '****' : balance.sumBalance !== null ? formatMoney(balance.sumBalance) : '—';
  return (
    <>
      <div className="flex h-10 items-center gap-0.5 rounded-xl border border-white/10 bg-ink-900/80 ps-2.5 pe-1 sm:ps-3" data-testid="header-balance">
        <span className="hidden text-xs font-semibold text-ink-300 lg:inline">{t('session.balance')}</span>
        <span className="flex items-baseline gap-1 text-sm font-bold text-gold-200 tabular-nums lg:ms-2" title={balance.isError ? t('session.balanceFailed') : undefined}>
          <span className="text-xs text-gold-300/80">{balance.currencySymbol ?? brand.currencySymbol}</span>
          <span aria-live="polite" dir="ltr">
            {amount}
          </span>
        </span>
        <button
          type="button"
          onClick={toggleMask}
          aria-pressed={masked}
          aria-label={masked ? t('session.showBalance') : t('session.hideBalance')}
          className="grid size-8 place-items-center rounded-lg text-ink-300 transition hover:bg-white/5 hover:text-white"
        >
          <Icon name={masked ? 'eyeOff' : 'eye'} className="size-4.5" />
        </button>
        <button
          type="button"
          onClick={balance.refresh}
          disabled={balance.isFetching}
          aria-label={t('session.refreshBalance')}
          title={t('session.refreshBalance')}
          className="hidden size-8 place-items-center rounded-lg text-ink-300 transition hover:bg-white/5 hover:text-white disabled:cursor-wait sm:grid"
        >
          <Icon name="refresh" className={clsx('size-4.5', balance.isFetching && 'animate-spin')} />
        </button>
      </div>
      <InboxButton />
      <button
        type="button"
        onClick={() => openMemberCentre(defaultMemberCentrePage)}
        className="flex h-10 max-w-44 items-center gap-2 rounded-xl px-1 text-sm font-semibold text-ink-100 transition hover:bg-white/5 hover:text-white sm:bg-white/5 sm:pe-3"
        aria-label={t('session.openAccount', { account: account || t('session.member') })}
      >
        <Avatar avatar={avatar.data?.avatar} avatarType={avatar.data?.avatarType} className="size-8" />
        <span className="hidden min-w-0 flex-col items-start leading-tight sm:flex">
          <span className="max-w-28 truncate" data-testid="header-account">
            {account || t('session.member')}
          </span>
          {isTrial ? <span className="text-[10px] font-bold tracking-wide text-gold-300 uppercase">{t('session.trialBadge')}</span> : null}
        </span>
      </button>
      <Button variant="ghost" size="sm" className="px-2 sm:px-3.5" onClick={() => void logout()} aria-label={t('session.logout')}>
        <Icon name="logout" className="size-5 rtl:-scale-x-100" />
        <span className="hidden xl:inline">{t('session.logout')}</span>
      </Button>
    </>
  );
}
