import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, errorValue, isApiError } from '../../../lib/api-client';

/** The display text of a failed account call: TOO_MANY_REQUESTS names the seconds to wait. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback(
    (error) => {
      if (isApiError(error, 'TOO_MANY_REQUESTS')) {
        const seconds = errorValue<{ retryAfterSeconds: number }>(error).retryAfterSeconds;
        if (typeof seconds === 'number') return t('auth.retryAfter', { seconds });
      }
      return errorMessage(error);
    },
    [t],
  );
}
