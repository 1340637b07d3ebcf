import { z } from 'zod';
import { checkFieldRule, type RuleFailure } from '@lotus/contract/form-rules';
import type { FieldRule, RegisterField } from '@lotus/contract/system';
import { useSystemStatus } from '../../system/hooks/use-system-status';

/** The brand's rule for one field (status `info.register`), if it has one. */
export function useFieldRule(field: RegisterField): FieldRule | undefined {
  return useSystemStatus().info.register.find((r) => r.field === field);
}

/**
 * A trimmed, required text checked against a brand rule (treated as enabled and required here: the
 * forms that use it need the value). Without a rule only "required" applies.
 */
export function ruledText(rule: FieldRule | undefined, message: (failure: RuleFailure) => string, clean: (value: string) => string = (v) => v) {
  return z
    .string()
    .transform((v) => clean(v.trim()))
    .superRefine((value, ctx) => {
      const failure = rule
        ? checkFieldRule({ ...rule, enabled: true, required: true }, value)
        : value === ''
          ? ({ key: 'required', min: 0, max: 0, exact: true } as const)
          : null;
      if (failure) ctx.addIssue({ code: 'custom', message: message(failure) });
    });
}

/** Strips spaces and dashes a visitor may type in a phone number. */
export function cleanMobile(value: string): string {
  return value.replace(/[\s-]/g, '');
}
