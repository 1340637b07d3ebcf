import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  defaultLanguage,
  findLanguage,
  languages,
  type Language,
  type LanguageCode,
} from '@lotus/contract/locales';
import { catalogs, type PartialCatalog } from './locales/catalogs';
import { readStored, storageKeys, writeStored } from './storage';

/** A language is offered only when at least this share of the English keys is translated. */
export const completenessThreshold = 0.95;

/** Dotted key paths of every string leaf; the errors namespace is prefixed `errors:`. */
export function catalogKeys(catalog: PartialCatalog): string[] {
  const out: string[] = [];
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === 'string') {
      if (node.trim() !== '') out.push(prefix);
      return;
    }
    if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) walk(v, prefix ? `${prefix}.${k}` : k);
    }
  };
  walk(catalog.translation ?? {}, '');
  for (const [code, message] of Object.entries(catalog.errors ?? {})) {
    if (typeof message === 'string' && message.trim() !== '') out.push(`errors:${code}`);
  }
  return out;
}

const englishKeys = catalogKeys(catalogs.EN);

/** Share of English keys a language translates, 0..1; measured from the catalogs, never declared. */
export const languageCompleteness: Readonly<Record<LanguageCode, number>> = Object.fromEntries(
  languages.map((l) => {
    const own = new Set(catalogKeys(catalogs[l.code]));
    const done = englishKeys.filter((k) => own.has(k)).length;
    return [l.code, englishKeys.length === 0 ? 0 : done / englishKeys.length];
  }),
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

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(languages.map((l) => [l.tag, catalogs[l.code]])) as Resource,
  lng: initialLanguage().tag,
  fallbackLng: 'en',
  supportedLngs: languages.map((l) => l.tag),
  ns: ['translation', 'errors'],
  defaultNS: 'translation',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
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
  return i18n.t(code as keyof typeof catalogs.EN.errors & string, { ns: 'errors', keySeparator: false }) as string;
}

applyDocumentLanguage();
