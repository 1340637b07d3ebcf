import { checkFieldRule } from '@lotus/contract/form-rules';
import type { BrandContext } from '../system/brand-context.ts';
import { AppError } from '../../platform/errors.ts';

/** Whether a member's password has passed the brand's maximum age. */
export function passwordExpired(changedAt: Date, brand: BrandContext, now: Date): boolean {
  const days = brand.config.passwordMaxAgeDays;
  return days > 0 && now.getTime() - changedAt.getTime() > days * 86_400_000;
}

/** Whether a plaintext is the brand's default weak password (handed out by agents; must be changed). */
export function isWeakPassword(plain: string | undefined, brand: BrandContext): boolean {
  return plain !== undefined && plain === brand.config.defaultPassword;
}

/**
 * A new password must pass the brand's password rule, equal its confirmation ("inconsistent twice")
 * and not be the default weak value.
 */
export function checkNewPassword(brand: BrandContext, password: string, confirmation: string | undefined): void {
  const rule = brand.registerRules.find((r) => r.field === 'password');
  const failure = rule ? checkFieldRule({ ...rule, enabled: true, required: true }, password) : password.length < 6 ? { key: 'required' } : null;
  if (failure) throw new AppError('field.rule.failed', { value: { field: 'password', ...failure } });
  if (confirmation !== undefined && confirmation !== password) throw new AppError('password.inconsistent');
  if (isWeakPassword(password, brand)) throw new AppError('password.weak');
}
