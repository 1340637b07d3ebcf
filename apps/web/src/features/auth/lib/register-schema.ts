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

export function buildRegisterSchema(rules: readonly FieldRule[], messages: RuleMessages) {
  const shape: Record<string, z.ZodType> = {};
  for (const rule of visibleFields(rules)) {
    shape[rule.field] = z
      .string()
      .default('')
      .transform((v) => v.trim())
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
