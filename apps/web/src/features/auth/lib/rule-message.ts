import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuleFailure } from '@lotus/contract/form-rules';
import { errorValue, isApiError } from '../../../lib/api-client';

/**
 * The message of a failed field rule (spec section 5): "required", or the pattern text chosen by
 * patternId with min and max filled in (one number when they are equal).
 */
export function useRuleMessage(): (fieldLabel: string, failure: Pick<RuleFailure, 'key' | 'min' | 'max' | 'exact'>) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (fieldLabel, failure) => {
      if (failure.key === 'required') return t('validation.required', { field: fieldLabel });
      const length = failure.exact ? t('validation.length.exact', { count: failure.min }) : t('validation.length.range', { min: failure.min, max: failure.max });
      // A brand's own pattern id falls back to the generic pattern text.
      const key = `validation.${failure.key}`;
      return t((i18n.exists(key) ? key : 'validation.pattern.default') as 'validation.pattern.default', { length });
    },
    [t, i18n],
  );
}

/**
 * The server's refusals of a new password itself (too weak, too common, holding the username, wrong
 * length): shown under the password field, where a person on a phone is looking, not above the form.
 */
export const newPasswordErrorCodes = ['password.weak', 'password.common', 'password.username', 'password.length'] as const;

/** The field and rule failure a server `field.rule.failed` answer carries, if that is what this error is. */
export function serverRuleFailure(error: unknown): { field: string; failure: RuleFailure } | null {
  if (!isApiError(error, 'field.rule.failed')) return null;
  const v = errorValue<{ field: string; key: string; min: number; max: number; exact: boolean }>(error);
  if (typeof v.field !== 'string' || typeof v.key !== 'string') return null;
  const min = typeof v.min === 'number' ? v.min : 0;
  const max = typeof v.max === 'number' ? v.max : 0;
  return { field: v.field, failure: { key: v.key as RuleFailure['key'], min, max, exact: v.exact ?? min === max } };
}
