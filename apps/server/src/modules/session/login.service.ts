import crypto from 'node:crypto';
import type { LoginValue } from '@lotus/contract/account';
import { customerTypes } from '@lotus/contract/account';
import type { z } from 'zod';
import type { loginBodySchema, loginVerificationBodySchema } from '@lotus/contract/account';
import type { BrandContext, Client, RequestContext } from '../../platform/request-context.ts';
import { AppError } from '../../platform/errors.ts';
import type { HumanCheck } from '../../platform/human-check.ts';
import { drawCaptcha } from '../../platform/captcha.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import type { RateLimits } from '../../platform/rate-limits.ts';
import { hashToken, randomCode, randomToken } from '../../platform/tokens.ts';
import type { LoginHistoryRepository } from '../member/login-history.repository.ts';
import type { MemberRepository, MemberRow } from '../member/member.repository.ts';
import type { LoginResult } from '../../db/schema.ts';
import { isWeakPassword, passwordExpired } from '../member/password-policy.ts';
import { mobileKey, type VerificationService } from '../verification/verification.service.ts';
import type { IssueOptions, SessionService } from './session.service.ts';

type LoginBody = z.output<typeof loginBodySchema>;
type VerificationBody = z.output<typeof loginVerificationBodySchema>;


const captchaMinutes = 5;

/**
 * Logging in: by username and password (human check first, captcha after failures, extra check from an
 * unknown address when LOGINIPVERF3 is on), by SMS code, by free-play trial; and the captcha itself.
 * Failures say nothing about whether the account exists, and take the same time either way.
 */
export class LoginService {
  constructor(
    private readonly members: MemberRepository,
    private readonly sessions: SessionService,
    private readonly verification: VerificationService,
    private readonly humanCheck: HumanCheck,
    private readonly limits: RateLimits,
    private readonly now: () => Date,
    private readonly history: LoginHistoryRepository,
  ) {}

  /** One line of the member's login history (what operators read), for a login that got as far as a known account. */
  #record(member: MemberRow, client: Client, loginType: string, result: LoginResult): Promise<void> {
    return this.history.record({ memberId: member.id, brandId: member.brand_id, loginType, result, ip: client.ip, userAgent: client.userAgent }, this.now());
  }

  /** Logs a member in; every way in comes here, so a locked account gets no session whichever way it came. */
  async issue(member: MemberRow, brand: BrandContext, client: Client, o: Pick<IssueOptions, 'loginType' | 'remember'> & { password?: string }): Promise<LoginValue> {
    const now = this.now();
    if (member.status !== 'active') {
      await this.#record(member, client, o.loginType, 'locked');
      throw new AppError('account.locked');
    }
    await this.members.recordLogin(member.id, client.ip, now);
    await this.members.rememberIp(member.id, client.ip);
    const value = await this.sessions.issue(member, {
      loginType: o.loginType,
      remember: o.remember,
      ip: client.ip,
      userAgent: client.userAgent,
      passwordExpired: passwordExpired(member.password_changed_at, brand, now),
      weakPassword: isWeakPassword(o.password, brand),
      forceExpiredChange: brand.modules.has('PWDEXPFORCECHANGE3'),
      mustChangePassword: member.password_must_change,
    });
    await this.#record(member, client, o.loginType, 'success');
    return value;
  }

  async login(ctx: RequestContext, client: Client, body: LoginBody): Promise<LoginValue> {
    const { brand } = ctx;
    await this.limits.consume('loginIp', `${brand.id}:${client.ip}`);
    if (body.type === 'sms') return this.#smsLogin(brand, client, body);

    const username = body.username!.toLowerCase();
    // Lock-out per account and address together, a generous cap per address, and the captcha per account
    // or address: a stranger's failures lock only themselves out, yet distributed guessing meets the captcha.
    const accountKey = `${brand.id}:u:${username}`;
    const pairKey = `${brand.id}:u:${username}:ip:${client.ip}`;
    const ipKey = `${brand.id}:ip:${client.ip}`;
    const blocked = Math.max(await this.limits.blockedFor('loginFailures', pairKey), await this.limits.blockedFor('loginFailuresIp', ipKey));
    if (blocked > 0) throw new AppError('TOO_MANY_REQUESTS', { message: `Too many failed logins, please retry after ${blocked} seconds.`, value: { retryAfterSeconds: blocked } });

    await this.humanCheck.verify(body.humanCheck);
    const failures = Math.max(
      await this.limits.used('loginFailuresAccount', accountKey),
      await this.limits.used('loginFailures', pairKey),
      await this.limits.used('loginFailuresIp', ipKey),
    );
    const captchaOn = brand.modules.has('CAPTCHA3');
    if (captchaOn && failures >= brand.config.captchaAfterFailures) {
      if (!body.captcha) throw new AppError('captcha.required', { value: { captcha: true } });
      await this.checkCaptcha(brand, client, body.captcha);
    }

    const member = await this.members.byUsername(brand.id, username);
    const ok = await verifyPassword(member?.password_hash ?? null, body.password!);
    if (!member || !ok || member.customer_type === customerTypes.trial) {
      if (member && member.customer_type !== customerTypes.trial) await this.#record(member, client, 'username', 'bad_password');
      await Promise.allSettled([this.limits.consume('loginFailures', pairKey), this.limits.consume('loginFailuresIp', ipKey), this.limits.consume('loginFailuresAccount', accountKey)]);
      const needCaptcha = captchaOn && failures + 1 >= brand.config.captchaAfterFailures;
      throw new AppError('login.credentials.invalid', needCaptcha ? { value: { captcha: true } } : {});
    }
    if (member.status !== 'active') {
      await this.#record(member, client, 'username', 'locked');
      throw new AppError('account.locked');
    }
    // The address's count stays: one's own account must not wash away guesses at others from the same place.
    await Promise.all([this.limits.reset('loginFailures', pairKey), this.limits.reset('loginFailuresAccount', accountKey)]);

    if (brand.modules.has('LOGINIPVERF3') && !(await this.members.knowsIp(member.id, client.ip))) {
      const ticket = randomToken();
      await this.members.insertTicket({ ticket_hash: hashToken(ticket), member_id: member.id, remember: body.remember, ip: client.ip, expires_at: new Date(this.now().getTime() + 10 * 60_000) });
      const methods = [...(member.mobile_key ? (['mobile'] as const) : []), ...(member.email ? (['email'] as const) : [])];
      await this.#record(member, client, 'username', 'verification_required');
      throw new AppError('login_verify_required', { value: { ticket, methods } });
    }
    return this.issue(member, brand, client, { loginType: 'username', remember: body.remember, password: body.password });
  }

  async #smsLogin(brand: BrandContext, client: Client, body: LoginBody): Promise<LoginValue> {
    if (!brand.modules.has('MOBILEVERCODELOGIN3')) throw new AppError('function.not.available');
    const key = mobileKey(body.countryDialingCode ?? brand.config.defaultDialingCode, body.mobileNum!);
    await this.verification.consume(brand, 'noLogin', key, body.verificationCode);
    const member = await this.members.byMobile(brand.id, key);
    if (!member) throw new AppError('login.credentials.invalid');
    return this.issue(member, brand, client, { loginType: 'sms', remember: body.remember });
  }

  /** The extra check for a login from an unregistered address: the member proves their mobile or email. */
  async verifyLogin(ctx: RequestContext, client: Client, body: VerificationBody): Promise<LoginValue> {
    const { brand } = ctx;
    await this.limits.consume('verifyIp', `${brand.id}:${client.ip}`);
    const ticketHash = hashToken(body.ticket);
    const ticket = await this.members.liveTicket(ticketHash, this.now());
    const member = ticket ? await this.members.byId(ticket.member_id) : undefined;
    if (!ticket || !member || member.brand_id !== brand.id) throw new AppError('login.verify.failed');
    const given = body.value.trim();
    const matches =
      body.method === 'email'
        ? member.email !== null && member.email.toLowerCase() === given.toLowerCase()
        : member.mobile_key !== null && (given.replace(/\D/g, '') === member.mobile_key || given.replace(/\D/g, '').replace(/^0+/, '') === member.mobile);
    if (!matches) {
      await this.#record(member, client, 'verification', 'verification_failed');
      await this.members.failTicket(ticketHash);
      throw new AppError('login.verify.failed');
    }
    if (!(await this.members.consumeTicket(ticketHash, this.now()))) throw new AppError('login.verify.failed');
    return this.issue(member, brand, client, { loginType: 'verification', remember: ticket.remember });
  }

  /** A free-play trial: a fresh type 4 account with the brand's demo credit. */
  async freePlay(ctx: RequestContext, client: Client): Promise<LoginValue> {
    const { brand } = ctx;
    await this.limits.consume('register', `${brand.id}:trial:${client.ip}`);
    const [units = '0', frac = ''] = brand.config.trialCredit.split('.');
    const credit = BigInt(units) * 10_000n + BigInt(frac.padEnd(4, '0'));
    const username = `trial${randomCode(8, 'abcdefghjkmnpqrstuvwxyz23456789')}`;
    const member = await this.members.insert({
      brand_id: brand.id,
      username,
      username_key: username,
      customer_type: customerTypes.trial,
      // Nobody knows this password: a trial account cannot log in again, only continue its session.
      password_hash: await hashPassword(crypto.randomBytes(24).toString('base64')),
      nickname: username,
      language: ctx.language,
      referral_code: randomCode(8),
      register_ip: client.ip,
      register_method: 'WEB',
      trial_credit: credit,
    });
    return this.issue(member, brand, client, { loginType: 'trial', remember: false });
  }

  /** A new captcha image for the requester; refreshing is throttled to once a second. */
  async captcha(ctx: RequestContext, client: Client): Promise<string> {
    const key = `${ctx.brand.id}:${client.requester}`;
    await this.limits.consume('captchaSecond', key);
    await this.limits.consume('captchaHour', key);
    const { image, answer } = drawCaptcha();
    await this.members.putCaptcha(ctx.brand.id, client.requester, hashToken(answer), new Date(this.now().getTime() + captchaMinutes * 60_000));
    return image;
  }

  /** Checks (and uses up) the requester's captcha. */
  async checkCaptcha(brand: BrandContext, client: Client, answer: string | undefined): Promise<void> {
    if (!answer) throw new AppError('captcha.required', { value: { captcha: true } });
    const stored = await this.members.takeCaptcha(brand.id, client.requester, this.now());
    if (!stored || stored !== hashToken(answer.trim().toLowerCase())) throw new AppError('captcha.invalid', { value: { captcha: true } });
  }
}
