import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import translation from '../locales/en/translation.json';
import errors from '../locales/en/errors.json';

/**
 * The console's languages: English, bundled with the app (the sign-in page paints with it), and Urdu,
 * right-to-left, whose catalogs are separate chunks fetched only when an operator picks it (the sign-in
 * page's JavaScript budget has no room for a second catalog). Error codes are translated from the
 * `errors` namespace. The choice is kept in this browser (localStorage), for every operator of it.
 */
export const consoleLanguages = [
  { tag: 'en', name: 'English', dir: 'ltr' },
  { tag: 'ur', name: 'اردو', dir: 'rtl' },
] as const;
export type ConsoleLanguage = (typeof consoleLanguages)[number]['tag'];

export const languageStorageKey = 'lotus.console.language';

type Catalogs = { translation: object; errors: object };
/** Catalogs of the languages not bundled; each import() is a chunk of its own. */
const lazyCatalogs: Record<Exclude<ConsoleLanguage, 'en'>, () => Promise<Catalogs>> = {
  ur: async () => {
    const [t, e] = await Promise.all([import('../locales/ur/translation.json'), import('../locales/ur/errors.json')]);
    return { translation: t.default, errors: e.default };
  },
};

export const i18n = i18next.createInstance();

function storedLanguage(): ConsoleLanguage {
  try {
    const stored = window.localStorage.getItem(languageStorageKey);
    return consoleLanguages.find((l) => l.tag === stored)?.tag ?? 'en';
  } catch {
    return 'en';
  }
}

function applyDocumentLanguage(tag: ConsoleLanguage): void {
  document.documentElement.lang = tag;
  document.documentElement.dir = consoleLanguages.find((l) => l.tag === tag)!.dir;
}

async function loadLanguage(tag: ConsoleLanguage): Promise<void> {
  if (tag === 'en' || i18n.hasResourceBundle(tag, 'translation')) return;
  const catalogs = await lazyCatalogs[tag]();
  i18n.addResourceBundle(tag, 'translation', catalogs.translation);
  i18n.addResourceBundle(tag, 'errors', catalogs.errors);
}

/** Switches the interface language (fetching its catalogs first), remembers it and mirrors the page for Urdu. */
export async function setLanguage(tag: ConsoleLanguage): Promise<void> {
  await loadLanguage(tag);
  try {
    window.localStorage.setItem(languageStorageKey, tag);
  } catch {
    // storage refused (private mode): the choice lasts this page only
  }
  await i18n.changeLanguage(tag);
  applyDocumentLanguage(tag);
}

export function currentLanguage(): ConsoleLanguage {
  return i18n.language === 'ur' ? 'ur' : 'en';
}

/**
 * Resolves once the remembered language's catalogs are in; the app renders after it. A catalog that
 * cannot be fetched leaves the console in English rather than blank.
 */
export const i18nReady: Promise<unknown> = i18n
  .use(initReactI18next)
  .init({
    lng: 'en',
    // English fills any key a lazily loaded catalog lacks (a key added since the last translation).
    fallbackLng: 'en',
    resources: { en: { translation, errors } },
    ns: ['translation', 'errors'],
    defaultNS: 'translation',
    interpolation: {
      // React escapes text itself; the escape only isolates each inserted value (a date, a name, an amount)
      // in a right-to-left language (FSI…PDI). Without it, digits after Urdu letters count as Arabic
      // numbers and "2026-11-25" reads "25-11-2026".
      escapeValue: true,
      escape: (value: string) => (i18n.dir() === 'rtl' ? `\u2068${value}\u2069` : value),
    },
    returnNull: false,
    react: { useSuspense: false },
    initAsync: false,
  })
  .then(async () => {
    const wanted = storedLanguage();
    // Mirror before the first paint: drawing a right-to-left page left-to-right and then flipping it shifts the layout.
    applyDocumentLanguage(wanted);
    if (wanted === 'en') return;
    try {
      await loadLanguage(wanted);
      await i18n.changeLanguage(wanted);
    } catch {
      applyDocumentLanguage('en');
    }
  });
