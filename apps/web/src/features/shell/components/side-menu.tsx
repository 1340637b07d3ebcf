import { clsx } from 'clsx';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { orderNavItems } from '@lotus/contract/navigation';
import { Icon, type IconName } from '../../../components/ui/icon';
import { paths } from '../../../config/paths';
import { useCustomerService } from '../../customer-service/hooks/use-customer-service';
import { navItemHref, navItemKey, categoryIcons } from '../../games/lib/categories';
import { useNavLabel } from '../../games/hooks/use-nav-label';
import { LanguageList } from '../../language/components/language-list';
import { useLanguages } from '../../language/hooks/use-languages';
import { memberCentreMenu } from '../../member/config/member-centre-menu';
import { useOpenMemberCentre } from '../../member/hooks/use-open-member-centre';
import { useLoginCheck } from '../../session/hooks/use-login-check';
import { useLogout } from '../../session/hooks/use-logout';
import { openDialog, useDialogStack } from '../../../components/ui/dialog-stack-store';
import { useSessionStore } from '../../session/stores/session-store';
import { UnreadBadge } from '../../messages/components/unread-badge';
import { useModuleOn } from '../../system/hooks/use-module-on';
import { useBrand, useSystemStatus } from '../../system/hooks/use-system-status';
import { isModuleOn } from '../../system/lib/whitelabel';
import { useSideMenuStore } from '../stores/side-menu-store';

const itemClass =
  'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-start text-sm font-medium text-ink-100 transition hover:bg-white/5 hover:text-white';

function MenuButton({ icon, label, onClick, badge }: { icon: IconName; label: string; onClick: () => void; badge?: ReactNode }) {
  return (
    <button type="button" className={itemClass} onClick={onClick}>
      <Icon name={icon} className="size-5 shrink-0 text-gold-300" />
      <span className="truncate">{label}</span>
      {badge ? <span className="ms-auto">{badge}</span> : null}
    </button>
  );
}

function MenuLink({ icon, label, to, onNavigate }: { icon: IconName; label: string; to: string; onNavigate?: () => void }) {
  return (
    <NavLink
      to={to}
      onClick={onNavigate}
      className={({ isActive }) => clsx(itemClass, isActive && 'bg-gold-400/10 text-gold-100 ring-1 ring-gold-300/25')}
    >
      <Icon name={icon} className="size-5 shrink-0 text-gold-300" />
      <span className="truncate">{label}</span>
    </NavLink>
  );
}

function Section({ title, children, collapsible, defaultOpen = true }: { title: string; children: ReactNode; collapsible?: boolean; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <section className="border-t border-white/5 pt-3">
      {collapsible ? (
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center justify-between px-3 pb-2 text-xs font-bold tracking-wider text-ink-400 uppercase hover:text-ink-200"
        >
          {title}
          <Icon name="chevronDown" className={clsx('size-4 transition', open && 'rotate-180')} />
        </button>
      ) : (
        <h3 className="px-3 pb-2 text-xs font-bold tracking-wider text-ink-400 uppercase">{title}</h3>
      )}
      {open ? <div className="flex flex-col gap-0.5 pb-3">{children}</div> : null}
    </section>
  );
}

/** The side menu's content (spec section 2), shared by the docked menu and the phone drawer. */
export function SideMenuContent({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const brand = useBrand();
  const whitelabel = useSystemStatus().info.whitelabel;
  const navLabel = useNavLabel();
  const openMemberCentre = useOpenMemberCentre();
  const customerService = useCustomerService();
  const { showSwitcher } = useLanguages();
  const isLogin = useSessionStore((s) => s.isLogin);
  const logout = useLogout();
  const loginCheck = useLoginCheck();
  const cashbackOn = useModuleOn('MANPLAYREB3');
  const feedbackOn = useModuleOn('FEEDBACK3');

  const quick: { icon: IconName; label: string; onClick: () => void }[] = [
    { icon: 'deposit', label: t('menu.deposit'), onClick: () => openMemberCentre('depositv2') },
    { icon: 'withdraw', label: t('menu.withdraw'), onClick: () => openMemberCentre('withdraw') },
    {
      icon: 'gift',
      label: t('menu.promotions'),
      onClick: () => {
        onNavigate?.();
        void navigate(paths.promotions);
      },
    },
    { icon: 'share', label: t('menu.share'), onClick: () => openMemberCentre('referral') },
    { icon: 'trophy', label: t('menu.rewardCentre'), onClick: () => openMemberCentre('rewardCenter') },
    ...(cashbackOn ? [{ icon: 'coins' as const, label: t('menu.cashback'), onClick: () => openMemberCentre('manualRebate') }] : []),
  ];

  return (
    <div className="flex flex-col gap-3 p-3">
      <div className="grid grid-cols-3 gap-2">
        {quick.map((q) => (
          <button
            key={q.label}
            type="button"
            onClick={q.onClick}
            className="flex flex-col items-center gap-1.5 rounded-xl border border-white/5 bg-ink-800/70 px-1 py-3 text-center text-xs font-semibold text-ink-100 transition hover:border-gold-300/40 hover:bg-ink-700"
          >
            <span className="grid size-9 place-items-center rounded-lg bg-gradient-to-br from-gold-300/25 to-gold-500/10 text-gold-300">
              <Icon name={q.icon} className="size-5" />
            </span>
            <span className="line-clamp-2 leading-tight">{q.label}</span>
          </button>
        ))}
      </div>

      <Section title={t('menu.gameCentre')}>
        <MenuLink icon="flame" label={t('nav.hot')} to={paths.hot} onNavigate={onNavigate} />
        <MenuLink icon="heart" label={t('nav.fav')} to={paths.fav} onNavigate={onNavigate} />
        {orderNavItems(brand.navigation).map((item) => (
          <MenuLink key={navItemKey(item)} icon={categoryIcons[item.gameType]} label={navLabel(item)} to={navItemHref(item)} onNavigate={onNavigate} />
        ))}
      </Section>

      <Section title={t('menu.memberCentre')} collapsible defaultOpen={false}>
        {memberCentreMenu
          .filter((entry) => !entry.flag || isModuleOn(whitelabel, entry.flag))
          .map((entry) => (
            <MenuButton
              key={entry.page}
              icon={entry.icon}
              label={t(entry.labelKey as 'memberCentre.myAccount')}
              onClick={() => openMemberCentre(entry.page)}
              badge={entry.page === 'messageV2' ? <UnreadBadge /> : undefined}
            />
          ))}
        <MenuButton icon="crown" label={t('memberCentre.playerRank')} onClick={() => openMemberCentre('playerRank')} />
      </Section>

      <Section title={t('menu.support')}>
        <MenuButton icon="headset" label={t('customerService.title')} onClick={customerService.open} />
        <MenuLink icon="help" label={t('menu.help')} to={paths.help} onNavigate={onNavigate} />
        {feedbackOn ? <MenuButton icon="edit" label={t('feedback.title')} onClick={() => openDialog('feedback')} /> : null}
        <MenuLink icon="download" label={t('menu.download')} to={paths.down} onNavigate={onNavigate} />
      </Section>

      {showSwitcher ? (
        <Section title={t('language.title')}>
          <div className="px-1">
            <LanguageList />
          </div>
        </Section>
      ) : null}

      {isLogin ? (
        <div className="flex flex-col gap-0.5 border-t border-white/5 pt-3">
          <MenuButton
            icon="key"
            label={t('auth.changePasswordTitle')}
            onClick={() => {
              if (loginCheck()) openDialog('changePassword');
            }}
          />
          <MenuButton icon="logout" label={t('session.logout')} onClick={() => void logout()} />
        </div>
      ) : null}
    </div>
  );
}

/** Docked side menu for wide screens, in the full layout. */
export function DockedSideMenu() {
  const { t } = useTranslation();
  const open = useSideMenuStore((s) => s.open);
  if (!open) return null;
  return (
    <aside
      aria-label={t('menu.label')}
      className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-64 lg:top-28 lg:h-[calc(100dvh-7rem)] shrink-0 overflow-y-auto border-e border-white/5 bg-ink-950/60 md:block"
    >
      <SideMenuContent />
    </aside>
  );
}

/** Off-canvas drawer: phones, and layouts without a docked menu. Closes on navigation (see the store) and when a dialog opens. */
export function SideMenuDrawer() {
  const { t } = useTranslation();
  const drawerOpen = useSideMenuStore((s) => s.drawerOpen);
  const closeDrawer = useSideMenuStore((s) => s.closeDrawer);

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') closeDrawer();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen, closeDrawer]);

  // Any dialog opening while the drawer is open (the chat room, the member centre, feedback, the login check's
  // dialog...) takes its place: the drawer closes rather than stay open behind it and reappear when it closes.
  useEffect(() => {
    if (!drawerOpen) return;
    const openDialogs = (s: { stack: readonly { open: boolean }[] }) => s.stack.filter((d) => d.open).length;
    return useDialogStack.subscribe((now, before) => {
      if (openDialogs(now) > openDialogs(before)) closeDrawer();
    });
  }, [drawerOpen, closeDrawer]);

  if (!drawerOpen) return null;
  return (
    <div className="fixed inset-0 z-50">
      <div className="absolute inset-0 animate-fade-in bg-ink-950/70 backdrop-blur-sm" onClick={closeDrawer} aria-hidden="true" />
      <aside
        aria-label={t('menu.label')}
        className="absolute inset-y-0 start-0 flex w-[min(20rem,86vw)] animate-drawer-in flex-col border-e border-white/10 bg-ink-900 shadow-2xl shadow-black/60"
      >
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-white/5 px-4">
          <span className="text-sm font-bold tracking-wider text-ink-300 uppercase">{t('menu.label')}</span>
          <button
            type="button"
            onClick={closeDrawer}
            aria-label={t('common.closeMenu')}
            className="grid size-10 place-items-center rounded-xl text-ink-200 hover:bg-white/5 hover:text-white"
          >
            <Icon name="close" />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto">
          <SideMenuContent onNavigate={closeDrawer} />
        </div>
      </aside>
    </div>
  );
}
