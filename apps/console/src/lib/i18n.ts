import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import translation from '../locales/en/translation.json';
import errors from '../locales/en/errors.json';

/**
 * The console's strings: English, complete, bundled with the app (one language, so no catalog
 * downloads). Error codes are translated from the `errors` namespace.
 */
export const i18n = i18next.createInstance();

export const i18nReady = i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation, errors } },
  ns: ['translation', 'errors'],
  defaultNS: 'translation',
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false },
  initAsync: false,
});
