import crypto from 'node:crypto';
import type { z } from 'zod';
import {
  type LoginValue,
  type MemberInfo,
  type changePasswordBodySchema,
  type registerBodySchema,
  type resetByPhoneBodySchema,
  type resetByTokenBodySchema,
  customerTypes,
  isAgentType,
  isTrialType,
  maskEmail,
  maskMobile,
} from '@lotus/contract/account';
import { checkFieldRule } from '@lotus/contract/form-rules';
import { findLanguage, type LanguageCode } from '@lotus/contract/locales';
import type { Principal } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { HumanCheck } from '../../platform/human-check.ts';
import type { Mailer } from '../../platform/mail.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import type { RateLimits } from '../../platform/rate-limits.ts';
import type { BrandContext, Client, RequestContext } from '../../platform/request-context.ts';
import { hashToken, randomCode, randomToken } from '../../platform/tokens.ts';
import { mobileKey, type VerificationService } from '../verification/verification.service.ts';
import { uniqueViolation, type MemberRepository, type MemberRow } from './member.repository.ts';
import { checkNewPassword } from './password-policy.ts';
import type { AccountNotices } from '../messaging/inbox-events.ts';
import type { SecretGuard } from './secret-attempts.ts';

type RegisterBody = z.output<typeof registerBodySchema>;
export type RegisterMode = 'username' | 'mobile';

const resetMinutes = 30;

/**
 * What accounts need of the session module (its LoginService and SessionService): a new or reset member is
 * logged straight in, a registration may ask for the login captcha, a password change ends every session.
 * Declared here because session builds on member (it reads members to log them in), not the other way round.
 */
export interface MemberLogins {
  issue(member: MemberRow, brand: BrandContext, client: Client, o: { loginType: 'register' | 'sms' | 'reset'; remember: boolean }): Promise<LoginValue>;
  checkCaptcha(brand: BrandContext, client: Client, answer: string | undefined): Promise<void>;
}
export interface MemberSessions {
  revokeAll(memberId: number): Promise<void>;
}

/** Registration, passwords and the member's own data. */
export class AccountService {
  constructor(
    private readonly members: MemberRepository,
    private readonly secrets: SecretGuard,
    private readonly sessions: MemberSessions,
    private readonly logins: MemberLogins,
    private readonly verification: VerificationService,
    private readonly humanCheck: HumanCheck,
    private readonly mailer: Mailer,
    private readonly limits: RateLimits,
    private readonly now: () => Date,
    /** The member's inbox message once a password changed (never fails the change). */
    private readonly notices: AccountNotices | null = null,
  ) {}

  /**
   * Registers in username mode (USERNAMEREG3) or mobile mode (MOBILENUMREG3): fields shown and required
   * per the brand's rules, affiliate code first, captcha when enabled, SMS code when REGMOBVERF3; the new
   * member is logged in at once. Two registrations of one name at once: the unique index lets one win.
   */
  async register(ctx: RequestContext, client: Client, body: RegisterBody, mode: RegisterMode): Promise<LoginValue> {
    const { brand } = ctx;
    if (mode === 'username' && !brand.modules.has('USERNAMEREG3')) throw new AppError('function.not.available');
    await this.limits.consume('register', `${brand.id}:${client.ip}`);
    await this.humanCheck.verify(body.humanCheck);

    // Affiliate code first (spec section 4): an unknown code stops everything else.
    let uplineId: number | null = null;
    const affiliateRule = brand.registerRules.find((r) => r.field === 'affiliateCode');
    if (body.affiliateCode && affiliateRule?.enabled) {
      uplineId = await this.#affiliateAgent(brand, body.affiliateCode, body.domain);
      if (uplineId === null) throw new AppError('affiliate.code.invalid');
    }

    const required = new Set<string>(mode === 'username' ? ['username', 'password', 'confirmPassword'] : ['mobileNum']);
    if (mode === 'mobile' && brand.modules.has('MOBILENUMPASSREG3')) required.add('password').add('confirmPassword');
    if (mode === 'mobile' && brand.modules.has('REGMOBVERF3')) required.add('verificationCode');
    const skip = new Set<string>(['captcha', ...(mode === 'mobile' ? ['username'] : []), ...(brand.modules.has('AFFMAN3') ? [] : ['affiliateCode'])]);
    if (mode === 'mobile' && !required.has('password')) skip.add('password').add('confirmPassword');
    if (mode === 'username' || !brand.modules.has('REGMOBVERF3')) skip.add('verificationCode');
    // The platform's password rule first: its answers say more than the brand's generic pattern text.
    if (required.has('password') && body.password) {
      const mobileName = `m${body.countryDialingCode ?? brand.config.defaultDialingCode}${(body.mobileNum ?? '').replace(/\D/g, '').replace(/^0+/, '')}`;
      checkNewPassword(brand, body.password, body.confirmPassword, mode === 'username' ? body.username : mobileName);
    }
    for (const rule of brand.registerRules) {
      if (skip.has(rule.field)) continue;
      const value = body[rule.field];
      const effective = { ...rule, enabled: rule.enabled || required.has(rule.field), required: rule.required || required.has(rule.field) };
      const failure = checkFieldRule(effective, value);
      if (failure) throw new AppError('field.rule.failed', { value: { field: rule.field, ...failure } });
    }
    const captchaRule = brand.registerRules.find((r) => r.field === 'captcha');
    if (captchaRule?.enabled && brand.modules.has('CAPTCHA3')) await this.logins.checkCaptcha(brand, client, body.captcha);

    let key: string | null = null;
    if (body.mobileNum) key = mobileKey(body.countryDialingCode ?? brand.config.defaultDialingCode, body.mobileNum);
    if (mode === 'mobile' && brand.modules.has('REGMOBVERF3')) await this.verification.consume(brand, 'register', key!, body.verificationCode);

    let referrerId: number | null = null;
    if (body.referralCode) {
      referrerId = (await this.members.byReferralCode(brand.id, body.referralCode))?.id ?? null;
      if (referrerId === null) throw new AppError('referral.code.invalid');
    } else if (body.recommenderId) {
      referrerId = (await this.members.byUsername(brand.id, body.recommenderId))?.id ?? null;
      if (referrerId === null) throw new AppError('referral.code.invalid');
    }

    const username = mode === 'username' ? body.username! : `m${key}`;
    const password = body.password ?? crypto.randomBytes(24).toString('base64');
    const nullable = (v: string | undefined) => (v === undefined || v === '' ? null : v);
    let member: MemberRow;
    try {
      member = await this.members.insert({
        brand_id: brand.id,
        username,
        username_key: username.toLowerCase(),
        customer_type: customerTypes.member,
        password_hash: await hashPassword(password),
        payment_password_hash: body.paymentPassword ? await hashPassword(body.paymentPassword) : null,
        nickname: body.payeeName ?? username,
        language: ctx.language,
        country_dialing_code: key ? (body.countryDialingCode ?? brand.config.defaultDialingCode) : null,
        mobile: key ? body.mobileNum!.replace(/[\s-]/g, '').replace(/^0+/, '') : null,
        mobile_key: key,
        email: nullable(body.email),
        payee_name: nullable(body.payeeName),
        qq_num: nullable(body.qqNum),
        line: nullable(body.line),
        whatsapp: nullable(body.whatsapp),
        facebook: nullable(body.facebook),
        wechat: nullable(body.wechat),
        id_number: nullable(body.idNumber),
        upline_id: uplineId,
        referrer_id: referrerId,
        referral_code: randomCode(8),
        affiliate_code_used: nullable(body.affiliateCode),
        register_domain: nullable(body.domain),
        register_url: nullable(body.registerUrl),
        register_ip: client.ip,
        register_method: body.registerMethod,
      });
    } catch (error) {
      const index = uniqueViolation(error);
      if (index?.includes('mobile')) throw new AppError('mobile.taken');
      if (index?.includes('username')) throw new AppError('username.taken');
      throw error;
    }
    return this.logins.issue(member, brand, client, { loginType: mode === 'username' ? 'register' : 'sms', remember: body.remember });
  }

  async #affiliateAgent(brand: BrandContext, code: string, domain: string | undefined): Promise<number | null> {
    const row = await this.members.affiliate(brand.id, code.trim());
    if (!row) return null;
    if (row.domain && domain && row.domain.toLowerCase() !== domain.toLowerCase()) return null;
    return row.agent_id;
  }

  async affiliateValid(ctx: RequestContext, code: string, domain: string | undefined): Promise<boolean> {
    return (await this.#affiliateAgent(ctx.brand, code, domain)) !== null;
  }

  async info(principal: Principal): Promise<MemberInfo> {
    const m = await this.members.withUpline(principal.memberId);
    if (!m) throw new AppError('login.not.session');
    return {
      id: m.id,
      account: m.username,
      nickname: m.nickname,
      type: m.customer_type,
      isAgent: isAgentType(m.customer_type),
      isTrial: isTrialType(m.customer_type),
      toUpline: m.upline_username,
      clubLabel: { labelName: m.club_label_name, rankLevel: m.club_rank_level },
      memberLabel: m.member_labels,
      regDate: m.created_at.toISOString(),
      mobile: m.mobile ? `+${m.country_dialing_code} ${maskMobile(m.mobile)}` : null,
      email: m.email ? maskEmail(m.email) : null,
      language: (findLanguage(m.language)?.code ?? 'EN') as LanguageCode,
      referralCode: m.referral_code,
      firstTimeLogin: m.first_login_at === null,
    };
  }

  async #member(principal: Principal): Promise<MemberRow> {
    const m = await this.members.byId(principal.memberId);
    if (!m) throw new AppError('login.not.session');
    return m;
  }

  async firstLogin(principal: Principal): Promise<{ firstTimeLogin: false }> {
    await this.members.markFirstLogin(principal.memberId, this.now());
    return { firstTimeLogin: false };
  }

  /** Changes the password, ends every session of the member, and logs this client in again. */
  async changePassword(ctx: RequestContext, client: Client, principal: Principal, body: z.output<typeof changePasswordBodySchema>): Promise<LoginValue> {
    const m = await this.#member(principal);
    // Counted with set-payment-password's check: a stolen session cannot test login passwords freely.
    await this.secrets.guard(m.id, 'login', this.now(), () => verifyPassword(m.password_hash, body.oldPassword));
    checkNewPassword(ctx.brand, body.newPassword, body.confirmNewPassword, m.username);
    return this.#setPasswordAndLogin(ctx.brand, client, m, body.newPassword, principal.remember);
  }

  async #setPasswordAndLogin(brand: BrandContext, client: Client, m: MemberRow, password: string, remember: boolean): Promise<LoginValue> {
    await this.members.setPassword(m.id, await hashPassword(password), this.now());
    await this.sessions.revokeAll(m.id);
    this.notices?.passwordChanged({ brandId: m.brand_id, memberId: m.id, at: this.now(), timeZone: brand.config.timeZone });
    const fresh = (await this.members.byId(m.id))!;
    return this.logins.issue(fresh, brand, client, { loginType: 'reset', remember });
  }

  /**
   * Forgot password by email: when the username and email match, a reset link valid for 30 minutes goes
   * to that address. A mismatch answers USER_NOT_EXIST, the spec's message; both are throttled.
   */
  async forgotByEmail(ctx: RequestContext, client: Client, origin: string, username: string, email: string): Promise<{ sent: true }> {
    const { brand } = ctx;
    await this.limits.consume('forgotIp', `${brand.id}:${client.ip}`);
    await this.limits.consume('forgotAccount', `${brand.id}:${username.toLowerCase()}`);
    const m = await this.members.byUsername(brand.id, username);
    if (!m || !m.email || m.email.toLowerCase() !== email.trim().toLowerCase() || isTrialType(m.customer_type)) throw new AppError('USER_NOT_EXIST');
    const token = randomToken();
    await this.members.insertReset(hashToken(token), m.id, new Date(this.now().getTime() + resetMinutes * 60_000));
    const link = `${origin}/index?resetToken=${encodeURIComponent(token)}`;
    await this.mailer.send({
      to: m.email,
      subject: `${brand.config.name}: reset your password`,
      text: `Hello ${m.username},\n\nOpen this link within ${resetMinutes} minutes to choose a new password:\n${link}\n\nIf you did not ask for this, ignore this message; your password stays as it is.\n`,
    });
    return { sent: true };
  }

  async resetByToken(ctx: RequestContext, client: Client, body: z.output<typeof resetByTokenBodySchema>): Promise<LoginValue> {
    // The password is checked before the single-use token is spent, so a refused one can be corrected.
    const holder = await this.members.liveResetMember(hashToken(body.token), this.now());
    const owner = holder === null ? undefined : await this.members.byId(holder);
    if (!owner || owner.brand_id !== ctx.brand.id) throw new AppError('reset.token.invalid');
    checkNewPassword(ctx.brand, body.newPassword, body.confirmNewPassword, owner.username);
    const memberId = await this.members.consumeReset(hashToken(body.token), this.now());
    const m = memberId === null ? undefined : await this.members.byId(memberId);
    if (!m || m.brand_id !== ctx.brand.id) throw new AppError('reset.token.invalid');
    return this.#setPasswordAndLogin(ctx.brand, client, m, body.newPassword, false);
  }

  /** Reset by phone (CHNGPASSVERIF3): code, new password, and the member is logged in. */
  async resetByPhone(ctx: RequestContext, client: Client, body: z.output<typeof resetByPhoneBodySchema>): Promise<LoginValue> {
    checkNewPassword(ctx.brand, body.newPassword, body.confirmNewPassword);
    const key = mobileKey(body.countryDialingCode, body.mobileNum);
    await this.verification.consume(ctx.brand, 'noLogin', key, body.verificationCode);
    const m = await this.members.byMobile(ctx.brand.id, key);
    if (!m) throw new AppError('sms.code.invalid');
    // The username rule only after the code: before it, the answer would tell who owns the number.
    checkNewPassword(ctx.brand, body.newPassword, body.confirmNewPassword, m.username);
    return this.#setPasswordAndLogin(ctx.brand, client, m, body.newPassword, false);
  }

  async avatar(principal: Principal) {
    const m = await this.#member(principal);
    return { avatar: m.avatar_icon, avatarType: 'STATIC' as const };
  }

  async setIcon(principal: Principal, icon: string) {
    await this.members.setIcon(principal.memberId, icon);
    return { avatar: icon, avatarType: 'STATIC' as const };
  }

  async setLanguage(ctx: RequestContext, principal: Principal, language: LanguageCode) {
    if (!ctx.brand.config.languages.includes(language)) throw new AppError('language.not.supported');
    await this.members.setLanguage(principal.memberId, language);
    return { language };
  }
}
