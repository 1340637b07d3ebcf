import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorCodes } from '@lotus/contract/errors';
import { languages } from '@lotus/contract/locales';
import { catalogKeys } from '../../build/catalog-keys';
import { measureCompleteness } from '../../build/locale-completeness';
import { clientErrorCodes } from './api-client';
import { i18n, languageCompleteness, offeredLanguages, translateErrorCode } from './i18n';

const localesDir = join(import.meta.dirname, '../locales');
const file = (tag: string, ns: string) => JSON.parse(readFileSync(join(localesDir, tag, `${ns}.json`), 'utf8')) as Record<string, unknown>;
const keys = (tag: string) => [...catalogKeys('translation', file(tag, 'translation')), ...catalogKeys('errors', file(tag, 'errors'))].sort();

describe('catalogs', () => {
  it('has every English key in Urdu and every Urdu key in English', () => {
    const enKeys = keys('en');
    const urKeys = keys('ur');
    expect(urKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
    expect(enKeys.filter((k) => !urKeys.includes(k))).toEqual([]);
  });

  it('keeps the same placeholders in both languages', () => {
    const placeholders = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    const flat = (node: unknown, prefix = ''): [string, string][] =>
      typeof node === 'string'
        ? [[prefix, node]]
        : Object.entries(node as object).flatMap(([k, v]) => flat(v, prefix ? `${prefix}.${k}` : k));
    for (const ns of ['translation', 'errors']) {
      const urMap = new Map(flat(file('ur', ns)));
      for (const [key, text] of flat(file('en', ns))) expect(placeholders(urMap.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('has an English and an Urdu message for every error code of the contract and the client', () => {
    for (const tag of ['en', 'ur']) {
      const errors = file(tag, 'errors');
      for (const code of [...Object.keys(errorCodes), ...clientErrorCodes]) expect(errors[code], `${tag} ${code}`).toBeTruthy();
    }
  });

  it('loads a language on demand and translates error codes in it, not the server text', async () => {
    expect(translateErrorCode('function.not.available')).toBe('This function is not available.');
    expect(i18n.hasResourceBundle('ur', 'translation')).toBe(false);
    await i18n.changeLanguage('ur');
    expect(translateErrorCode('function.not.available')).toBe('یہ سہولت دستیاب نہیں ہے۔');
    expect(translateErrorCode('no.such.code')).toBeUndefined();
    // Urdu is complete, so English is not its fallback; nothing else was fetched.
    expect(i18n.languages).toEqual(['ur']);
  });

  it('measures completeness from the files, for every language of the registry', () => {
    expect(languageCompleteness.EN).toBe(1);
    expect(languageCompleteness.UR).toBe(1);
    expect(languageCompleteness.FR).toBe(0);
    expect(Object.keys(languageCompleteness)).toHaveLength(languages.length);
    expect(measureCompleteness(localesDir)).toEqual({ en: 1, ur: 1 });
  });

  it('offers only brand languages with a complete catalog, in the brand order', () => {
    expect(offeredLanguages(['UR', 'CN', 'EN']).map((l) => l.code)).toEqual(['UR', 'EN']);
    expect(offeredLanguages(['EN']).map((l) => l.code)).toEqual(['EN']);
  });
});
