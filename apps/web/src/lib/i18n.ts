import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import completeness from 'virtual:locale-completeness';
import {
  defaultLanguage,
  findLanguage,
  languages,
  type Language,
  type LanguageCode,
} from '@lotus/contract/locales';
import { readStored, storageKeys, writeStored } from './storage';

/** A language is offered only when at least this share of the English keys is translated. */
export const completenessThreshold = 0.95;

/** Share of English keys a language translates, 0..1; measured from its files at build time, never declared. */
export const languageCompleteness: Readonly<Record<LanguageCode, number>> = Object.fromEntries(
  languages.map((l) => [l.code, completeness[l.tag] ?? 0]),
) as Record<LanguageCode, number>;

export function isLanguageComplete(code: LanguageCode): boolean {
  return languageCompleteness[code] >= completenessThreshold;
}

/** The brand's languages whose catalogs are complete, in the brand's order. */
export function offeredLanguages(brandLanguages: readonly LanguageCode[]): Language[] {
  const out: Language[] = [];
  for (const code of brandLanguages) {
    const lang = findLanguage(code);
    if (lang && isLanguageComplete(lang.code) && !out.includes(lang)) out.push(lang);
  }
  return out;
}

function initialLanguage(): Language {
  const stored = findLanguage(readStored(storageKeys.language));
  if (stored && isLanguageComplete(stored.code)) return stored;
  return findLanguage(defaultLanguage)!;
}

/**
 * One file per language and namespace (src/locales/<tag>/<namespace>.json), each its own chunk:
 * a visitor downloads only the language in use.
 */
const catalogFiles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default' });

const catalogBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(tag: string, namespace: string, done: ReadCallback) {
    const load = catalogFiles[`../locales/${tag}/${namespace}.json`];
    if (!load) return done(null, {});
    load().then(
      (catalog) => done(null, catalog),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

/** Resolves once the first language's catalogs are loaded; the start-up gate waits for it. */
export const i18nReady: Promise<unknown> = i18n
  .use(catalogBackend)
  .use(initReactI18next)
  .init({
    lng: initialLanguage().tag,
    // English fills the gaps of a language that is offered but not fully translated; a complete
    // language never downloads English.
    fallbackLng: (tag: string) => ((completeness[tag] ?? 0) < 1 ? ['en'] : []),
    supportedLngs: languages.map((l) => l.tag),
    load: 'currentOnly',
    ns: ['translation', 'errors'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });

export function currentLanguage(): Language {
  return languages.find((l) => l.tag === i18n.language) ?? findLanguage(defaultLanguage)!;
}

/** The platform code for the `Language` header. */
export function currentLanguageCode(): LanguageCode {
  return currentLanguage().code;
}

export function applyDocumentLanguage(lang: Language = currentLanguage()): void {
  document.documentElement.lang = lang.tag;
  document.documentElement.dir = lang.dir;
}

/** Switches the interface language, remembers it and mirrors the document for right-to-left scripts. */
export async function setLanguage(code: LanguageCode): Promise<void> {
  const lang = findLanguage(code);
  if (!lang) return;
  writeStored(storageKeys.language, lang.code);
  await i18n.changeLanguage(lang.tag);
  applyDocumentLanguage(lang);
}

/**
 * After the brand is known: keep the visitor's language if the brand offers it, otherwise fall back
 * to the brand default (or its first offered language). The stored choice is left alone so a
 * language the brand turns back on later is picked up again.
 */
export async function reconcileLanguage(brandLanguages: readonly LanguageCode[], brandDefault: LanguageCode): Promise<void> {
  const offered = offeredLanguages(brandLanguages);
  const current = currentLanguage();
  const stored = findLanguage(readStored(storageKeys.language));
  const wanted = stored ?? findLanguage(brandDefault);
  const target =
    offered.find((l) => l.code === wanted?.code) ??
    offered.find((l) => l.code === brandDefault) ??
    offered[0] ??
    findLanguage(defaultLanguage)!;
  if (target.tag !== current.tag) await i18n.changeLanguage(target.tag);
  applyDocumentLanguage(target);
}

/** The translated text of an error code, or undefined when the catalogs do not know it. */
export function translateErrorCode(code: string): string | undefined {
  if (!i18n.exists(code, { ns: 'errors', keySeparator: false })) return undefined;
  return i18n.t(code as never, { ns: 'errors', keySeparator: false }) as string;
}

// Mirror the page for the remembered language before anything renders: waiting for its catalog
// first drew a right-to-left page left-to-right and then flipped it (a layout shift).
applyDocumentLanguage(initialLanguage());
