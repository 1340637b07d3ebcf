import { z } from 'zod';
import type { FieldRule, RegisterField } from '@lotus/contract/system';
import { registerFields } from '@lotus/contract/system';

/**
 * Client validation of the registration form from the server's field rules (spec section 5):
 * inputs are trimmed; a required field must not be empty; a filled field must match
 * `acceptedPattern` ("*" matches anything) and lie within minLength..maxLength.
 * Messages come from the caller so they follow the interface language.
 */
export interface RuleMessages {
  required: (field: RegisterField) => string;
  /** The pattern text chosen by patternId, with min and max filled in (one number when equal). */
  pattern: (rule: FieldRule) => string;
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

function compilePattern(pattern: string): RegExp | null {
  if (pattern === '*' || pattern.trim() === '') return null;
  try {
    const anchored = pattern.startsWith('^') || pattern.endsWith('$') ? pattern : `^(?:${pattern})$`;
    return new RegExp(anchored, 'u');
  } catch {
    // A pattern this browser cannot compile is left to the server, which checks every rule again.
    return null;
  }
}

/** Whether a trimmed, non-empty value passes one rule. */
export function passesRule(rule: FieldRule, value: string): boolean {
  const length = [...value].length;
  if (length < rule.minLength || length > rule.maxLength) return false;
  const re = compilePattern(rule.acceptedPattern);
  return re ? re.test(value) : true;
}

export function buildRegisterSchema(rules: readonly FieldRule[], messages: RuleMessages) {
  const shape: Record<string, z.ZodType> = {};
  for (const rule of visibleFields(rules)) {
    shape[rule.field] = z
      .string()
      .default('')
      .transform((v) => v.trim())
      .superRefine((value, ctx) => {
        if (value === '') {
          if (rule.required) ctx.addIssue({ code: 'custom', message: messages.required(rule.field) });
          return;
        }
        if (!passesRule(rule, value)) ctx.addIssue({ code: 'custom', message: messages.pattern(rule) });
      });
  }
  shape.ageConsent = z.boolean().refine((v) => v, { message: messages.ageConsent });
  return z
    .object(shape)
    .superRefine((values, ctx) => {
      const v = values as Record<string, unknown>;
      if ('confirmPassword' in shape && 'password' in shape && v.confirmPassword && v.confirmPassword !== v.password) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: messages.mismatch });
      }
    });
}

export type RegisterValues = Partial<Record<RegisterField, string>> & { ageConsent: boolean };
