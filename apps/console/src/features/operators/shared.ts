import { operatorPermissions, type OperatorPermission } from '@lotus/contract/permissions';

/** The contract's permissions in its order (grouped by area), as the matrix shows them. */
export const permissionList = operatorPermissions;

/** The translation key of a permission's name (keys cannot hold the permission's dot). */
type Underscored<S extends string> = S extends `${infer A}.${infer B}` ? `${A}_${B}` : S;
export const permissionKey = (p: OperatorPermission) => `operators.permissions.${p.replace('.', '_')}` as `operators.permissions.${Underscored<OperatorPermission>}`;

/** A brand id typed by the operator: a positive whole number, or null when empty. */
export function brandIdOf(text: string): number | null | 'invalid' {
  const v = text.trim();
  if (v === '') return null;
  return /^[1-9]\d{0,9}$/.test(v) && Number(v) <= 2_147_483_647 ? Number(v) : 'invalid';
}
