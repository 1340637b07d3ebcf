import 'i18next';
import type { en } from './locales/en';

// Typed keys: `t('missing.key')` is a compile error, so a typo cannot reach the page.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en.translation;
      errors: typeof en.errors;
    };
  }
}
