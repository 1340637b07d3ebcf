import { useCallback, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, LanguageCode } from '@lotus/contract/locales';
import { callApi, storedToken } from '../../../lib/api-client';
import { currentLanguage, offeredLanguages, setLanguage } from '../../../lib/i18n';
import { SystemStatusContext } from '../../system/hooks/use-system-status';

export interface LanguagesApi {
  current: Language;
  offered: Language[];
  /** The switcher is shown only when more than one language is offered (spec section 1). */
  showSwitcher: boolean;
  change: (code: LanguageCode) => Promise<void>;
}

/** Offered languages: in the brand's list and complete enough in our catalogs. */
export function useLanguages(): LanguagesApi {
  useTranslation();
  const status = useContext(SystemStatusContext);
  const brandLanguages = status?.info.brand.languages;
  const offered = useMemo(() => offeredLanguages(brandLanguages ?? []), [brandLanguages]);
  // useTranslation re-renders on every language change, so reading the current language here is live.
  const current = currentLanguage();

  const change = useCallback(async (code: LanguageCode) => {
    await setLanguage(code);
    // A logged-in member's language is kept on the account too (update language, spec section 4).
    if (storedToken()) await callApi('updateLanguage', { body: { language: code } }).catch(() => undefined);
  }, []);

  return { current, offered, showSwitcher: offered.length > 1, change };
}
