import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { dialogPaths, paths, type LayoutKind } from '../../config/paths';
import { lazyPart } from '../../lib/lazy-part';
import { BottomNav } from '../../features/shell/components/bottom-nav';
import { Header } from '../../features/shell/components/header';
import { DockedSideMenu, SideMenuDrawer } from '../../features/shell/components/side-menu';
import { useIsPhone, useMediaQuery, wideQuery } from '../../features/shell/hooks/use-is-phone';
import { useSideMenuStore } from '../../features/shell/stores/side-menu-store';

// The footer sits below the first screen; its links and badges load after it.
// The desktop right bar floats over the page (fixed), so it can arrive after the first paint without moving anything.
const RightBar = lazyPart(() => import('../../features/shell/components/right-bar').then((m) => m.RightBar));
const Footer = lazyPart(() => import('../../features/shell/components/footer').then((m) => m.Footer));

/** Set once the visit's first page is on screen. */
let firstPageShown = false;

/**
 * The page fades in when the visitor moves to another page, not on the visit's first page: that one
 * follows the start-up splash, and fading it in from transparent would hide it for the fade's length
 * (and a browser counts an element revealed by a compositor fade as painted only when it next
 * repaints, so the first page's largest paint was reported up to a second late).
 */
function usePageFade(pageKey: string): string | undefined {
  const [firstKey] = useState(() => (firstPageShown ? null : pageKey));
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    firstPageShown = true;
  }, []);
  if (firstKey !== null && !moved && pageKey !== firstKey) setMoved(true);
  return firstKey === null || moved || pageKey !== firstKey ? 'animate-fade-in' : undefined;
}

/**
 * The four layouts of spec section 2: full (header, main, side menu, footer), header only,
 * header and footer (no side menu), and none.
 */
export function SiteLayout({ kind }: { kind: LayoutKind }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isPhone = useIsPhone();
  // The right bar exists on wide screens only: elsewhere it is not even rendered (its QR codes cost a phone real work).
  const wide = useMediaQuery(wideQuery);
  const docked = kind === 'full';
  const menuOpen = useSideMenuStore((s) => s.open);
  const drawerOpen = useSideMenuStore((s) => s.drawerOpen);
  const toggle = useSideMenuStore((s) => s.toggle);
  const toggleDrawer = useSideMenuStore((s) => s.toggleDrawer);

  // Dialog paths show the home page: keep one key so the fade does not replay under the dialog.
  const fadeKey = pathname in dialogPaths ? paths.index : pathname;
  const fade = usePageFade(fadeKey);

  if (kind === 'none') {
    return (
      <main id="main" key={fadeKey} className={fade}>
        <Outlet />
      </main>
    );
  }

  const useDrawer = isPhone || !docked;
  const withBottomNav = kind !== 'header';
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-gold-400 px-4 py-2 font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
      >
        {t('common.skipToContent')}
      </a>
      <Header onMenu={useDrawer ? toggleDrawer : toggle} menuExpanded={useDrawer ? drawerOpen : menuOpen} />
      <div className="flex flex-1">
        {docked ? <DockedSideMenu /> : null}
        <div className={clsx('flex min-w-0 flex-1 flex-col', docked && 'xl:pe-24')}>
          {/* At least a screen tall: the footer (a lazy chunk) then always arrives below the first screen, never
              inside it to be pushed down when the page renders. */}
          <main id="main" key={fadeKey} className={clsx('min-h-dvh flex-1', fade)}>
            <Outlet />
          </main>
          {/* On phones the footer (the page's last block, with the responsible-gaming line) ends clear of the fixed bottom navigation. */}
          {kind !== 'header' ? <Footer className={clsx(withBottomNav && 'pb-[calc(var(--bottom-nav-height)+env(safe-area-inset-bottom))] md:pb-0')} /> : null}
        </div>
      </div>
      {docked && wide ? <RightBar /> : null}
      {withBottomNav ? <BottomNav /> : null}
      <SideMenuDrawer />
    </div>
  );
}
