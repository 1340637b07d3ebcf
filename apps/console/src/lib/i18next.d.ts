import 'i18next';
import type translation from '../locales/en/translation.json';
import type errors from '../locales/en/errors.json';

// Typed keys from the English files: `t('missing.key')` is a compile error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof translation;
      errors: typeof errors;
    };
  }
}
