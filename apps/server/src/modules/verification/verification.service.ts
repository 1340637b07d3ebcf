import crypto from 'node:crypto';
import type { BrandContext } from '../../platform/request-context.ts';
import { AppError } from '../../platform/errors.ts';
import type { RateLimits } from '../../platform/rate-limits.ts';
import { tooMany } from '../../platform/rate-limits.ts';
import type { SmsProvider } from '../../platform/sms.ts';
import { randomDigits } from '../../platform/tokens.ts';
import type { VerificationRepository } from './verification.repository.ts';

export type CodePurpose = 'register' | 'noLogin';

/** A phone number as one key: dialing code and national digits, no leading zero, no plus. */
export function mobileKey(dialingCode: string, mobile: string): string {
  const national = mobile.replace(/[\s-]/g, '');
  if (!/^\d{5,15}$/.test(national) || !/^\d{1,4}$/.test(dialingCode)) throw new AppError('mobile.invalid');
  return `${dialingCode}${national.replace(/^0+/, '')}`;
}

/**
 * SMS verification codes: six digits, stored hashed, valid for the brand's `smsCodeMinutes` (which
 * is also the resend countdown), single use, five wrong guesses end a code; too many requests for one
 * mobile give a five-minute cool-down.
 */
export class VerificationService {
  constructor(
    private readonly repo: VerificationRepository,
    private readonly sms: SmsProvider,
    private readonly limits: RateLimits,
    private readonly now: () => Date,
  ) {}

  #hash(brand: BrandContext, purpose: CodePurpose, key: string, code: string): string {
    return crypto.createHash('sha256').update(`${brand.id}:${purpose}:${key}:${code}`).digest('hex');
  }

  async send(brand: BrandContext, purpose: CodePurpose, key: string, ip: string): Promise<{ expiredMinutes: number }> {
    const minutes = brand.config.smsCodeMinutes;
    const now = this.now();
    const last = await this.repo.latestCreatedAt(brand.id, purpose, key);
    if (last) {
      const wait = last.created_at.getTime() + minutes * 60_000 - now.getTime();
      if (wait > 0) throw tooMany(wait); // the countdown is still running
    }
    await this.limits.consume('smsIp', `${brand.id}:${ip}`);
    await this.limits.consume('smsMobile', `${brand.id}:${key}`);
    const code = randomDigits(6);
    await this.repo.insert({
      brand_id: brand.id,
      purpose,
      mobile_key: key,
      code_hash: this.#hash(brand, purpose, key, code),
      expires_at: new Date(now.getTime() + minutes * 60_000),
      ip,
      created_at: now,
    });
    await this.sms.send(key, `${brand.config.name}: your verification code is ${code}. It expires in ${minutes} minutes.`);
    return { expiredMinutes: minutes };
  }

  /** Throws `sms.code.invalid` unless the code is the live one for this mobile; consumes it. */
  async consume(brand: BrandContext, purpose: CodePurpose, key: string, code: string | undefined): Promise<void> {
    const clean = (code ?? '').trim();
    if (!/^\d{4,8}$/.test(clean)) throw new AppError('sms.code.invalid');
    const ok = await this.repo.consume(brand.id, purpose, key, this.#hash(brand, purpose, key, clean), this.now());
    if (!ok) throw new AppError('sms.code.invalid');
  }
}
