import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '@lotus/contract/locales';
import { currentLanguageCode } from '../../../lib/i18n';

/** The interface language as a platform code (EN, UR, ...); re-renders when it changes. */
export function useLanguageCode(): LanguageCode {
  useTranslation();
  return currentLanguageCode();
}
