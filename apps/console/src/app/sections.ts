import type { OperatorPermission } from '@lotus/contract/operators';

/**
 * The console's sections in the order of the side navigation, each with the permission that opens it.
 * Only built sections are listed: a section appears here when its pages exist (the Dashboard,
 * Members, Lottery, Games, Brand, Reports and Operators follow), never as a placeholder.
 */
export interface Section {
  key: 'dashboard' | 'members' | 'payments' | 'lottery' | 'games' | 'reports' | 'operators' | 'brand' | 'audit' | 'support' | 'messages' | 'content';
  permission: OperatorPermission;
  /**
   * A link may need a permission beyond its section's (the payment channels need payments.configure);
   * `end`: active on this address only (not on the addresses below it, e.g. Operators beside Roles).
   */
  links: {
    key: 'dashboard' | 'members' | 'deposits' | 'withdrawals' | 'bankCards' | 'channels' | 'lotteryIssues' | 'lotteryResults' | 'lotteryGames' | 'gamesCatalogue' | 'gamesHallTabs' | 'gamesVendors' | 'gamesImport' | 'reportDaily' | 'reportGgr' | 'reportBalances' | 'operators' | 'roles' | 'brand' | 'audit' | 'feedback' | 'messages' | 'contentNotices' | 'contentAnnouncements' | 'contentHelp' | 'chat';
    to: string;
    permission?: OperatorPermission;
    end?: boolean;
  }[];
}

export const sections: readonly Section[] = [
  // First: the console's home for every operator who may see it.
  { key: 'dashboard', permission: 'dashboard.view', links: [{ key: 'dashboard', to: '/dashboard' }] },
  { key: 'members', permission: 'members.view', links: [{ key: 'members', to: '/members' }] },
  {
    key: 'payments',
    permission: 'payments.view',
    links: [
      { key: 'deposits', to: '/payments/deposits' },
      { key: 'withdrawals', to: '/payments/withdrawals' },
      { key: 'bankCards', to: '/payments/bank-cards' },
      { key: 'channels', to: '/payments/channels', permission: 'payments.configure' },
    ],
  },
  {
    key: 'lottery',
    permission: 'lottery.view',
    links: [
      { key: 'lotteryIssues', to: '/lottery/issues' },
      { key: 'lotteryResults', to: '/lottery/results' },
      { key: 'lotteryGames', to: '/lottery/games' },
    ],
  },
  {
    key: 'games',
    permission: 'games.view',
    links: [
      { key: 'gamesCatalogue', to: '/games/catalogue' },
      { key: 'gamesHallTabs', to: '/games/hall-tabs' },
      { key: 'gamesVendors', to: '/games/vendors' },
      { key: 'gamesImport', to: '/games/import' },
    ],
  },
  {
    key: 'reports',
    permission: 'reports.view',
    links: [
      { key: 'reportDaily', to: '/reports/daily' },
      { key: 'reportGgr', to: '/reports/ggr' },
      { key: 'reportBalances', to: '/reports/balances' },
    ],
  },
  // Support: the feedback inbox and the live chat desk (issue 15).
  {
    key: 'support',
    permission: 'support.view',
    links: [
      { key: 'feedback', to: '/support/feedback' },
      { key: 'chat', to: '/support/chat' },
    ],
  },
  { key: 'messages', permission: 'messages.send', links: [{ key: 'messages', to: '/messages' }] },
  {
    key: 'content',
    permission: 'content.view',
    links: [
      { key: 'contentNotices', to: '/content/notices' },
      { key: 'contentAnnouncements', to: '/content/announcements' },
      { key: 'contentHelp', to: '/content/help' },
    ],
  },
  {
    key: 'operators',
    permission: 'operators.view',
    links: [
      { key: 'operators', to: '/operators', end: true },
      { key: 'roles', to: '/operators/roles' },
    ],
  },
  { key: 'brand', permission: 'brand.view', links: [{ key: 'brand', to: '/brand' }] },
  { key: 'audit', permission: 'audit.view', links: [{ key: 'audit', to: '/audit' }] },
];

/** The sections `permissions` open, in navigation order. */
export function visibleSections(permissions: readonly string[]): Section[] {
  return sections
    .filter((s) => permissions.includes(s.permission))
    .map((s) => ({ ...s, links: s.links.filter((l) => !l.permission || permissions.includes(l.permission)) }));
}

/** Where a signed-in operator lands: the first section they may open, else their account page. */
export function homePath(permissions: readonly string[]): string {
  return visibleSections(permissions)[0]?.links[0]?.to ?? '/account';
}
