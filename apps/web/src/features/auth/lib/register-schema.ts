import { z } from 'zod';
import { checkFieldRule, type RuleFailure } from '@lotus/contract/form-rules';
import type { FieldRule, RegisterField } from '@lotus/contract/system';
import { registerFields } from '@lotus/contract/system';

/**
 * Client validation of the registration form from the server's field rules (spec section 5), with
 * the contract's own check (the server runs the same one): inputs are trimmed; a required field
 * must not be empty; a filled field must match `acceptedPattern` ("*" matches anything) and lie
 * within minLength..maxLength. Messages come from the caller so they follow the interface language.
 */
export interface RuleMessages {
  /** Text for a failure: required, or the pattern text chosen by patternId with min and max filled in. */
  failure: (field: RegisterField, failure: RuleFailure) => string;
  mismatch: string;
  ageConsent: string;
}

/** Fields rendered on the form, in the contract's order: only the enabled ones. */
export function visibleFields(rules: readonly FieldRule[]): FieldRule[] {
  return registerFields.flatMap((field) => {
    const rule = rules.find((r) => r.field === field);
    return rule?.enabled ? [rule] : [];
  });
}

export type RegisterMode = 'username' | 'mobile';

/** The white-label modules that change the form (spec section 3). */
export interface RegisterFlags {
  /** MOBILENUMPASSREG3: mobile registration asks for a password too. */
  mobilePassword: boolean;
  /** REGMOBVERF3: mobile registration needs an SMS code. */
  mobileVerification: boolean;
  /** AFFMAN3: affiliate codes are taken. */
  affiliate: boolean;
  /** CAPTCHA3: the captcha rule applies. */
  captcha: boolean;
}

/**
 * The fields of one registration mode, as the server checks them (account.service.ts): username mode
 * needs username and both passwords and has no SMS code; mobile mode has no username, needs the mobile,
 * the passwords only with MOBILENUMPASSREG3 and the code only with REGMOBVERF3. The affiliate code is
 * shown only with AFFMAN3, the captcha only with CAPTCHA3. Other fields follow their own rule.
 */
export function registerFieldsFor(rules: readonly FieldRule[], mode: RegisterMode, flags: RegisterFlags): FieldRule[] {
  const forced = new Set<RegisterField>(mode === 'username' ? ['username', 'password', 'confirmPassword'] : ['mobileNum']);
  const skipped = new Set<RegisterField>();
  if (mode === 'mobile') {
    skipped.add('username');
    if (flags.mobilePassword) forced.add('password').add('confirmPassword');
    else skipped.add('password').add('confirmPassword');
    if (flags.mobileVerification) forced.add('verificationCode');
    else skipped.add('verificationCode');
  } else {
    skipped.add('verificationCode');
  }
  if (!flags.affiliate) skipped.add('affiliateCode');
  if (!flags.captcha) skipped.add('captcha');
  return registerFields.flatMap((field) => {
    if (skipped.has(field)) return [];
    const rule = rules.find((r) => r.field === field);
    if (forced.has(field)) {
      const base: FieldRule = rule ?? { field, enabled: true, required: true, acceptedPattern: '*', patternId: 'ANY', minLength: 1, maxLength: 255 };
      return [{ ...base, enabled: true, required: true }];
    }
    return rule?.enabled ? [rule] : [];
  });
}

export function buildRegisterSchema(rules: readonly FieldRule[], messages: RuleMessages) {
  const shape: Record<string, z.ZodType> = {};
  for (const rule of visibleFields(rules)) {
    shape[rule.field] = z
      .string()
      .default('')
      .transform((v) => (rule.field === 'mobileNum' ? v.trim().replace(/[\s-]/g, '') : v.trim()))
      .superRefine((value, ctx) => {
        const failure = checkFieldRule(rule, value);
        if (failure) ctx.addIssue({ code: 'custom', message: messages.failure(rule.field, failure) });
      });
  }
  shape.ageConsent = z.boolean().refine((v) => v, { message: messages.ageConsent });
  return z.object(shape).superRefine((values, ctx) => {
    const v = values as Record<string, unknown>;
    if ('confirmPassword' in shape && 'password' in shape && v.confirmPassword && v.confirmPassword !== v.password) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: messages.mismatch });
    }
  });
}

export type RegisterValues = Partial<Record<RegisterField, string>> & { ageConsent: boolean };
