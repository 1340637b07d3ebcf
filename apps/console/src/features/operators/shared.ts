import type { OperatorPermission } from '@lotus/contract/operators';

/**
 * The contract's permissions in its order (grouped by area), as the matrix shows them. A copy, since
 * the console bundles no zod module; a unit test holds it equal to the contract's list.
 */
export const permissionList = [
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
  'audit.view',
  'operators.view',
  'operators.manage',
] as const satisfies readonly OperatorPermission[];

/** The translation key of a permission's name (keys cannot hold the permission's dot). */
type Underscored<S extends string> = S extends `${infer A}.${infer B}` ? `${A}_${B}` : S;
export const permissionKey = (p: OperatorPermission) => `operators.permissions.${p.replace('.', '_')}` as `operators.permissions.${Underscored<OperatorPermission>}`;

/** A brand id typed by the operator: a positive whole number, or null when empty. */
export function brandIdOf(text: string): number | null | 'invalid' {
  const v = text.trim();
  if (v === '') return null;
  return /^[1-9]\d{0,9}$/.test(v) && Number(v) <= 2_147_483_647 ? Number(v) : 'invalid';
}
