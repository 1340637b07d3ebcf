import type { ComponentType, ReactNode } from 'react';
import { matchPath, Navigate, useLocation, type RouteObject } from 'react-router';
import { memberOnlyPaths, paths, routeTable, type AppPath, type LayoutKind, type LazyGroup } from '../config/paths';
import { SiteLayout } from './layouts/site-layout';
import { lazyPage, type LazyPageComponent } from './lazy-page';
import { MemberOnly } from './member-only';
import { RootRoute } from './root-route';

// Only a mistyped address shows it.
const NotFoundPage = lazyPage(() => import('./not-found-page').then((m) => m.NotFoundPage));

/** One dynamic import per lazy page group: routes of a group share its chunk. */
export const chunkLoaders: Record<LazyGroup, () => Promise<Record<string, unknown>>> = {
  index: () => import('./chunks/index-group'),
  Vip: () => import('./chunks/vip'),
  egame: () => import('./chunks/egame'),
  fish: () => import('./chunks/fish'),
  live: () => import('./chunks/live'),
  pvp: () => import('./chunks/pvp'),
  byIframe: () => import('./chunks/by-iframe'),
  download: () => import('./chunks/download'),
  eaLottery: () => import('./chunks/ea-lottery'),
  lottery: () => import('./chunks/lottery'),
  vnlottery: () => import('./chunks/vnlottery'),
  elott: () => import('./chunks/elott'),
  help: () => import('./chunks/help'),
  joinus: () => import('./chunks/joinus'),
  pointMall: () => import('./chunks/point-mall'),
  promo: () => import('./chunks/promo'),
  promoDetail: () => import('./chunks/promo-detail'),
  seamless: () => import('./chunks/seamless'),
  dev: () => import('./chunks/dev'),
  payment: () => import('./chunks/payment'),
  house: () => import('./chunks/house'),
};

type RoutedPath = Exclude<AppPath, '/'>;

/** The export of its group's chunk that renders each path. */
export const pageExports: Record<RoutedPath, string> = {
  '/index': 'HomePage',
  '/register': 'HomePage',
  '/register.html': 'HomePage',
  '/login': 'HomePage',
  '/noticePage': 'NoticePage',
  '/vip': 'VipPage',
  '/pointMall': 'PointMallPage',
  '/lottery': 'LotteryPage',
  '/lottert': 'LotteryPage',
  '/vnlottery': 'VnLotteryPage',
  '/seaLottery': 'SeaLotteryPage',
  '/sealottery': 'SeaLotteryPage',
  '/elott': 'ElottPage',
  '/rng': 'RngPage',
  '/live': 'LivePage',
  '/fish': 'FishPage',
  '/pvp': 'PvpPage',
  '/pp': 'VendorGamesPage',
  '/pg': 'VendorGamesPage',
  '/bgs': 'VendorGamesPage',
  '/jl': 'VendorGamesPage',
  '/fc': 'VendorGamesPage',
  '/bng': 'VendorGamesPage',
  '/cq9': 'VendorGamesPage',
  '/sports': 'SportsPage',
  '/hot': 'HotGamesPage',
  '/fav': 'FavouritesPage',
  '/promotions': 'PromotionsPage',
  '/promoDetail': 'PromoDetailPage',
  '/seamless': 'SeamlessPage',
  '/help': 'HelpPage',
  '/helpmc': 'HelpBarePage',
  '/down': 'DownloadPage',
  '/download': 'DownloadPage',
  '/join': 'JoinPage',
  '/game': 'GamePage',
  '/dev/inbox': 'DevInboxPage',
  '/payment/local/:id': 'LocalPayPage',
  '/house/:code': 'HouseGamePage',
  '/fair': 'FairVerifyPage',
};

export async function loadPage(group: LazyGroup, name: string): Promise<ComponentType> {
  const chunk = await chunkLoaders[group]();
  const page = chunk[name];
  if (typeof page !== 'function') throw new Error(`chunk ${group} has no page ${name}`);
  return page as ComponentType;
}

/** Lazy components are shared by paths that render the same page, so switching between them never remounts it. */
const lazyPages = new Map<string, LazyPageComponent>();
function pageFor(group: LazyGroup, name: string): LazyPageComponent {
  const key = `${group}:${name}`;
  let page = lazyPages.get(key);
  if (!page) {
    page = lazyPage(() => loadPage(group, name));
    lazyPages.set(key, page);
  }
  return page;
}

/**
 * Starts loading the chunk of the page at `pathname` (main.tsx calls it before the first render), so
 * it downloads while the app asks for the system status instead of after.
 */
export function preloadPage(pathname: string): void {
  const path = pathname === paths.root ? paths.index : pathname;
  const entry = routeTable.find((r) => matchPath({ path: r.path, caseSensitive: true }, path));
  if (entry) pageFor(entry.group, pageExports[entry.path as RoutedPath]).preload();
}

function RedirectToIndex() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: paths.index, search, hash }} replace />;
}

function routesFor(layout: LayoutKind): RouteObject[] {
  return routeTable
    .filter((r) => r.layout === layout)
    .map((r) => {
      const Page = pageFor(r.group, pageExports[r.path as RoutedPath]);
      let element: ReactNode = <Page />;
      if (memberOnlyPaths.includes(r.path)) element = <MemberOnly>{element}</MemberOnly>;
      return { path: r.path, caseSensitive: true, element };
    });
}

export function createAppRoutes(): RouteObject[] {
  const layouts: LayoutKind[] = ['full', 'header', 'header-footer', 'none'];
  return [
    {
      element: <RootRoute />,
      children: [
        { path: paths.root, element: <RedirectToIndex /> },
        ...layouts.map((kind) => ({
          element: <SiteLayout kind={kind} />,
          children: [
            ...routesFor(kind),
            // Unknown paths get the not-found page inside the full layout.
            ...(kind === 'full' ? [{ path: '*', element: <NotFoundPage /> }] : []),
          ],
        })),
      ],
    },
  ];
}
