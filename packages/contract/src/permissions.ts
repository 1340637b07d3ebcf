/* No zod here: the console's role matrix imports this list without the contract's schemas. */

/**
 * What an operator may do, one permission per kind of action (issue 14): every `/ops` call names the
 * one it needs (`permission` in the endpoint table; `self` for an operator's own second factor and
 * sessions). Roles are sets of these; an operator holds one role, for one brand or all of them.
 */
export const operatorPermissions = [
  'dashboard.view',
  'members.view',
  'members.edit',
  'members.lock',
  'members.password',
  'members.adjust',
  'payments.view',
  'payments.decide',
  'payments.approve_large',
  'payments.configure',
  'turnover.view',
  'turnover.waive',
  'lottery.view',
  'lottery.manage',
  'lottery.results',
  'lottery.cancel',
  'games.view',
  'games.manage',
  'games.import',
  'vendors.manage',
  'brand.view',
  'brand.manage',
  'reports.view',
  'reports.export',
  // Issue 15: notices, announcements and help articles; message broadcasts; the feedback inbox and the chat desk.
  'content.view',
  'content.manage',
  'messages.send',
  'support.view',
  'support.reply',
  'audit.view',
  'operators.view',
  'operators.manage',
] as const;
export type OperatorPermission = (typeof operatorPermissions)[number];
