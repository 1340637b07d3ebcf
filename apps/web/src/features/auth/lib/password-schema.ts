import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ruledText, useFieldRule } from './field-rules';
import { useRuleMessage } from './rule-message';

/**
 * New password and its confirmation (spec section 5): the new one required and matching the brand's
 * password rule; the confirmation required and equal to it ("inconsistent twice").
 */
export function useNewPasswordFields() {
  const { t } = useTranslation();
  const rule = useFieldRule('password');
  const ruleMessage = useRuleMessage();
  return useMemo(
    () => ({
      newPassword: ruledText(rule, (f) => ruleMessage(t('auth.fields.newPassword'), f)),
      confirmNewPassword: z
        .string()
        .trim()
        .min(1, t('validation.required', { field: t('auth.fields.confirmNewPassword') })),
    }),
    [rule, ruleMessage, t],
  );
}

/** Adds the "inconsistent twice" check to a schema with newPassword and confirmNewPassword. */
export function withConfirmation<T extends z.ZodType<{ newPassword: string; confirmNewPassword: string }>>(schema: T, message: string) {
  return schema.superRefine((v, ctx) => {
    if (v.confirmNewPassword && v.confirmNewPassword !== v.newPassword) ctx.addIssue({ code: 'custom', path: ['confirmNewPassword'], message });
  });
}
