import { checkFieldRule } from '@lotus/contract/form-rules';
import type { BrandContext } from '../../platform/request-context.ts';
import type { ErrorCode } from '@lotus/contract/errors';
import { AppError } from '../../platform/errors.ts';
import { isCommonPassword } from './common-passwords.ts';

/** NIST 800-63B: at least 8 characters, long passphrases welcome (the wire schema caps at 128). */
export const passwordMinLength = 8;
export const passwordMaxLength = 128;

/** Whether a member's password has passed the brand's maximum age. */
export function passwordExpired(changedAt: Date, brand: BrandContext, now: Date): boolean {
  const days = brand.config.passwordMaxAgeDays;
  return days > 0 && now.getTime() - changedAt.getTime() > days * 86_400_000;
}

/** Whether a plaintext is the brand's default weak password (handed out by agents; must be changed). */
export function isWeakPassword(plain: string | undefined, brand: BrandContext): boolean {
  return plain !== undefined && plain === brand.config.defaultPassword;
}

/** One character repeated, or a run like 12345678 / abcdefgh / 87654321: guessed first by any attacker. */
function isTrivialRun(password: string): boolean {
  const points = [...password].map((c) => c.codePointAt(0)!);
  const steps = new Set(points.slice(1).map((p, i) => p - points[i]!));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0]!);
}

/**
 * The platform's own password rule, whatever the brand adds (NIST 800-63B, OWASP ASVS 2.1): 8 to 128
 * characters of any kind (spaces, symbols and any script), no control characters, not the brand's
 * default password, not containing the username, not a common password or a trivial run. No
 * composition rules. Returns the error code, or null when the password is acceptable.
 */
export function passwordProblem(password: string, brand: BrandContext, username?: string): ErrorCode | null {
  if (isWeakPassword(password, brand)) return 'password.weak';
  const length = [...password].length;
  if (length < passwordMinLength || length > passwordMaxLength) return 'password.length';
  if (/\p{Cc}/u.test(password)) return 'password.characters';
  const name = username?.trim().toLowerCase();
  if (name && name.length >= 3 && password.toLowerCase().includes(name)) return 'password.username';
  if (isCommonPassword(password) || isCommonPassword(password.trim()) || isTrivialRun(password)) return 'password.common';
  return null;
}

/**
 * A new password must pass the platform's rule, the brand's password field rule (brands may ask for
 * more), and equal its confirmation ("inconsistent twice"). The server is the authority: the web only
 * mirrors the brand rule and shows these answers.
 */
export function checkNewPassword(brand: BrandContext, password: string, confirmation: string | undefined, username?: string): void {
  const problem = passwordProblem(password, brand, username);
  if (problem) throw new AppError(problem);
  const rule = brand.registerRules.find((r) => r.field === 'password');
  const failure = rule ? checkFieldRule({ ...rule, enabled: true, required: true }, password) : null;
  if (failure) throw new AppError('field.rule.failed', { value: { field: 'password', ...failure } });
  if (confirmation !== undefined && confirmation !== password) throw new AppError('password.inconsistent');
}
