/**
 * Every route path of the site (spec section 2) in one place, with the layout each one uses and the
 * lazy page group its chunk belongs to. Components are attached in `src/app/routes.tsx`; this file
 * stays plain data so rules (side menu, login gate) can be tested without React.
 */
export const paths = {
  root: '/',
  index: '/index',
  register: '/register',
  registerHtml: '/register.html',
  login: '/login',
  noticePage: '/noticePage',
  vip: '/vip',
  pointMall: '/pointMall',
  lottery: '/lottery',
  vnlottery: '/vnlottery',
  seaLottery: '/seaLottery',
  lottert: '/lottert',
  sealottery: '/sealottery',
  elott: '/elott',
  rng: '/rng',
  live: '/live',
  fish: '/fish',
  pvp: '/pvp',
  pp: '/pp',
  pg: '/pg',
  bgs: '/bgs',
  jl: '/jl',
  fc: '/fc',
  bng: '/bng',
  cq9: '/cq9',
  sports: '/sports',
  hot: '/hot',
  fav: '/fav',
  promotions: '/promotions',
  promoDetail: '/promoDetail',
  seamless: '/seamless',
  help: '/help',
  helpmc: '/helpmc',
  down: '/down',
  download: '/download',
  join: '/join',
  game: '/game',
  /** Development only: the codes and mails the local SMS and mail adapters "sent". */
  devInbox: '/dev/inbox',
  /** The offline stand-in payment provider's page an online deposit sends the member to. */
  localPay: '/payment/local/:id',
  /** A house studio game screen (what `/game` embeds for our own games). */
  house: '/house/:code',
  /** Provably fair verification: recomputes any house round from its revealed seeds. */
  fair: '/fair',
} as const;

export type PathKey = keyof typeof paths;
export type AppPath = (typeof paths)[PathKey];

/** full: header, main, side menu, footer; header: header only; header-footer: no side menu; none: bare page. */
export type LayoutKind = 'full' | 'header' | 'header-footer' | 'none';

/**
 * The spec's lazy page groups. Its `fish~live~pvp` and `Vip~egame` are the chunks shared by those
 * groups; the bundler forms them by itself from the components the groups have in common.
 */
export type LazyGroup =
  | 'index'
  | 'Vip'
  | 'egame'
  | 'fish'
  | 'live'
  | 'pvp'
  | 'byIframe'
  | 'download'
  | 'eaLottery'
  | 'lottery'
  | 'vnlottery'
  | 'elott'
  | 'help'
  | 'joinus'
  | 'pointMall'
  | 'promo'
  | 'promoDetail'
  | 'seamless'
  /** Not a spec group: the development inbox, kept out of every page the spec names. */
  | 'dev'
  /** Not a spec group: the stand-in payment provider's page. */
  | 'payment'
  /** Not a spec group: the house studio's game screens and the fairness verification page. */
  | 'house';

/**
 * The module of each group's chunk (src/app/chunks/<name>.ts). The router imports them by literal
 * path (routes.tsx); the build reads this table to preload the first page's chunk from the HTML.
 */
export const lazyGroupModules: Readonly<Record<LazyGroup, string>> = {
  index: 'index-group',
  Vip: 'vip',
  egame: 'egame',
  fish: 'fish',
  live: 'live',
  pvp: 'pvp',
  byIframe: 'by-iframe',
  download: 'download',
  eaLottery: 'ea-lottery',
  lottery: 'lottery',
  vnlottery: 'vnlottery',
  elott: 'elott',
  help: 'help',
  joinus: 'joinus',
  pointMall: 'point-mall',
  promo: 'promo',
  promoDetail: 'promo-detail',
  seamless: 'seamless',
  dev: 'dev',
  payment: 'payment',
  house: 'house',
};

export interface RouteEntry {
  path: AppPath;
  layout: LayoutKind;
  group: LazyGroup;
}

/** Vendor list pages (`/pp`, `/pg` ...) and the vendor code each one lists. */
export const vendorPaths = {
  '/pp': 'PP',
  '/pg': 'PG',
  '/bgs': 'BGS',
  '/jl': 'JL',
  '/fc': 'FC',
  '/bng': 'BNG',
  '/cq9': 'CQ9',
} as const satisfies Partial<Record<AppPath, string>>;

export const routeTable: readonly RouteEntry[] = [
  { path: paths.index, layout: 'full', group: 'index' },
  { path: paths.register, layout: 'full', group: 'index' },
  { path: paths.registerHtml, layout: 'full', group: 'index' },
  { path: paths.login, layout: 'full', group: 'index' },
  { path: paths.noticePage, layout: 'full', group: 'index' },
  { path: paths.vip, layout: 'full', group: 'Vip' },
  { path: paths.pointMall, layout: 'header-footer', group: 'pointMall' },
  { path: paths.lottery, layout: 'header', group: 'lottery' },
  { path: paths.lottert, layout: 'header', group: 'lottery' },
  { path: paths.vnlottery, layout: 'header', group: 'vnlottery' },
  { path: paths.seaLottery, layout: 'header', group: 'eaLottery' },
  { path: paths.sealottery, layout: 'header', group: 'eaLottery' },
  { path: paths.elott, layout: 'full', group: 'elott' },
  { path: paths.rng, layout: 'full', group: 'egame' },
  { path: paths.live, layout: 'full', group: 'live' },
  { path: paths.fish, layout: 'full', group: 'fish' },
  { path: paths.pvp, layout: 'full', group: 'pvp' },
  { path: paths.pp, layout: 'full', group: 'egame' },
  { path: paths.pg, layout: 'full', group: 'egame' },
  { path: paths.bgs, layout: 'full', group: 'egame' },
  { path: paths.jl, layout: 'full', group: 'egame' },
  { path: paths.fc, layout: 'full', group: 'egame' },
  { path: paths.bng, layout: 'full', group: 'egame' },
  { path: paths.cq9, layout: 'full', group: 'egame' },
  { path: paths.sports, layout: 'full', group: 'byIframe' },
  { path: paths.hot, layout: 'full', group: 'egame' },
  { path: paths.fav, layout: 'full', group: 'egame' },
  { path: paths.promotions, layout: 'full', group: 'promo' },
  { path: paths.promoDetail, layout: 'full', group: 'promoDetail' },
  { path: paths.seamless, layout: 'header', group: 'seamless' },
  { path: paths.help, layout: 'full', group: 'help' },
  { path: paths.helpmc, layout: 'none', group: 'help' },
  { path: paths.down, layout: 'full', group: 'download' },
  { path: paths.download, layout: 'full', group: 'download' },
  { path: paths.join, layout: 'full', group: 'joinus' },
  { path: paths.game, layout: 'header', group: 'byIframe' },
  { path: paths.devInbox, layout: 'header-footer', group: 'dev' },
  { path: paths.localPay, layout: 'header-footer', group: 'payment' },
  { path: paths.house, layout: 'none', group: 'house' },
  { path: paths.fair, layout: 'header-footer', group: 'house' },
];

/** Pages that embed a game: they start with the side menu closed (spec section 2). */
export const gamePagePaths: readonly string[] = [
  paths.lottery,
  paths.vnlottery,
  paths.seaLottery,
  paths.lottert,
  paths.sealottery,
  paths.game,
];

/** Paths a visitor may open without a session when the brand requires login for the home page. */
export const openWithoutLoginPaths: readonly string[] = [
  paths.login,
  paths.register,
  paths.registerHtml,
  paths.helpmc,
  paths.download,
];

/** Paths that open a dialog over the home page (deep-linkable dialogs). */
export const dialogPaths = {
  [paths.register]: 'register',
  [paths.registerHtml]: 'register',
  [paths.login]: 'login',
} as const satisfies Partial<Record<AppPath, string>>;

/** Paths that need a member session; a guest gets the login check instead of the page. */
export const memberOnlyPaths: readonly string[] = [paths.fav, paths.localPay];

/** Where the spec sends a user after logout. */
export const afterLogoutPath = paths.root;
