import { z } from 'zod';
import { str, text } from './text.ts';
import { languageCodes } from './locales.ts';
import { registerFields } from './system.ts';

/**
 * Account types (spec section 4, "isAgent"): 0 an ordinary member, 1, 2, 41 and 42 agents, 4 a
 * free-play trial account.
 */
export const customerTypes = { member: 0, trial: 4 } as const;
export const agentTypes = [1, 2, 41, 42] as const;
export const isAgentType = (type: number) => (agentTypes as readonly number[]).includes(type);
export const isTrialType = (type: number) => type === customerTypes.trial;

/** Passwords are not trimmed (a space may be part of one) but are bounded. */
const password = str().max(128);
const dialingCode = str().trim().regex(/^\+?\d{1,4}$/, 'digits only').transform((v) => v.replace(/^\+/, ''));

export const loginTypes = ['username', 'sms'] as const;

export const loginBodySchema = z
  .object({
    type: z.enum(loginTypes).default('username'),
    username: text(64).optional(),
    password: password.optional(),
    captcha: text(16).optional(),
    mobileNum: text(20).optional(),
    countryDialingCode: dialingCode.optional(),
    verificationCode: text(255).optional(),
    /** The self-hosted proof-of-work human check (ALTCHA payload, base64). Not used for SMS login. */
    humanCheck: str().max(8000).optional(),
    loginDeviceId: text(64).optional(),
    /** Keep the session for a day of inactivity instead of half an hour. */
    remember: z.boolean().default(false),
  })
  .strict()
  .superRefine((b, ctx) => {
    const need = (field: keyof typeof b) => {
      if (!b[field]) ctx.addIssue({ code: 'custom', path: [field], message: 'required' });
    };
    if (b.type === 'username') {
      need('username');
      need('password');
    } else {
      need('mobileNum');
      need('verificationCode');
    }
  });
export type LoginBody = z.input<typeof loginBodySchema>;

/** What a successful login, registration, trial login or phone reset answers. */
export const loginValueSchema = z.object({
  token: str(),
  id: z.number(),
  userName: str(),
  nickname: str(),
  customerType: z.number(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** The password equals the brand's default weak value: the web forces a change. */
  weakPassword: z.boolean(),
  /** Whether the web must open the forced change-password dialog (never after an SMS login). */
  forceChangePassword: z.boolean(),
  remember: z.boolean(),
  expiresAt: str(),
});
export type LoginValue = z.infer<typeof loginValueSchema>;

/** The value that comes with `login_verify_required`: a ticket and the ways the member can prove it is them. */
export const loginVerifyValueSchema = z.object({ ticket: str(), methods: z.array(z.enum(['mobile', 'email'])) });

export const loginVerificationBodySchema = z
  .object({
    ticket: text(128).min(1),
    method: z.enum(['mobile', 'email']),
    value: text(128).min(1),
    remember: z.boolean().default(false),
  })
  .strict();

export const freePlayBodySchema = z.object({ os: text(32).optional(), platform: text(8).optional() }).strict();

const registerFieldShape = Object.fromEntries(registerFields.map((f) => [f, text(255).optional()])) as Record<
  (typeof registerFields)[number],
  z.ZodOptional<z.ZodString>
>;

export const registerBodySchema = z
  .object({
    ...registerFieldShape,
    password: password.optional(),
    confirmPassword: password.optional(),
    paymentPassword: password.optional(),
    countryDialingCode: dialingCode.optional(),
    /** The visitor confirmed being at least 18 (spec section 5: age 18). */
    ageConfirmed: z.literal(true, { message: 'required' }),
    login: z.boolean().default(true),
    registerUrl: text(500).optional(),
    registerMethod: z.enum(['WEB', 'H5', 'APP']).default('WEB'),
    domain: text(253).optional(),
    humanCheck: str().max(8000).optional(),
    remember: z.boolean().default(false),
  })
  .strict();
export type RegisterBody = z.input<typeof registerBodySchema>;

export const smsNoLoginBodySchema = z
  .object({ mobileNum: text(20).min(1), countryDialingCode: dialingCode, humanCheck: str().max(8000).optional() })
  .strict();
export const smsRegisterBodySchema = z
  .object({ mobileNo: text(20).min(1), countryDialingCode: dialingCode, humanCheck: str().max(8000).optional() })
  .strict();
export const smsValueSchema = z.object({ expiredMinutes: z.number() });

export const changePasswordBodySchema = z
  .object({ oldPassword: password.min(1), newPassword: password.min(1), confirmNewPassword: password.min(1) })
  .strict();

export const resetByPhoneBodySchema = z
  .object({
    newPassword: password.min(1),
    confirmNewPassword: password.optional(),
    mobileNum: text(20).min(1),
    countryDialingCode: dialingCode,
    verificationCode: text(255).min(1),
  })
  .strict();

export const resetByTokenBodySchema = z
  .object({ token: text(128).min(1), newPassword: password.min(1), confirmNewPassword: password.min(1) })
  .strict();

export const forgotPasswordEmailBodySchema = z.object({ username: text(64).min(1), email: text(254).min(1) }).strict();

export const memberInfoSchema = z.object({
  id: z.number(),
  account: str(),
  nickname: str(),
  type: z.number(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  toUpline: str().nullable(),
  clubLabel: z.object({ labelName: str(), rankLevel: z.number() }),
  memberLabel: z.array(str()),
  regDate: str(),
  /** Masked: only the last digits show. */
  mobile: str().nullable(),
  email: str().nullable(),
  language: z.enum(languageCodes),
  referralCode: str(),
  firstTimeLogin: z.boolean(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

/** Drawn avatar icons a member can pick (the art lives in the web). */
export const avatarIcons = ['lotus', 'tiger', 'dragon', 'phoenix', 'koi', 'crane', 'panda', 'fox', 'owl', 'wolf', 'eagle', 'lion'] as const;
export const avatarValueSchema = z.object({ avatar: str(), avatarType: z.enum(['CUSTOM', 'STATIC']) });

/** A message the local SMS and mail adapters kept for the development inbox. */
export const devMessageSchema = z.object({
  id: z.number(),
  channel: z.enum(['sms', 'mail']),
  recipient: str(),
  subject: str(),
  body: str(),
  createdAt: str(),
});

/** Masks all but the last `keep` characters of a phone number, and the local part of an email. */
export function maskMobile(mobile: string, keep = 4): string {
  return mobile.length <= keep ? mobile : '*'.repeat(mobile.length - keep) + mobile.slice(-keep);
}
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
