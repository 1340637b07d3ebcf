import { describe, expect, it } from 'vitest';
import { errorCodes } from '@lotus/contract/errors';
import { languages } from '@lotus/contract/locales';
import { clientErrorCodes } from './api-client';
import { catalogKeys, i18n, languageCompleteness, offeredLanguages, translateErrorCode } from './i18n';
import { catalogs } from './locales/catalogs';
import { en } from './locales/en';
import { ur } from './locales/ur';

describe('catalogs', () => {
  it('has every English key in Urdu and every Urdu key in English', () => {
    const enKeys = catalogKeys(en).sort();
    const urKeys = catalogKeys(ur).sort();
    expect(urKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
    expect(enKeys.filter((k) => !urKeys.includes(k))).toEqual([]);
  });

  it('keeps the same placeholders in both languages', () => {
    const placeholders = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    const flat = (node: unknown, prefix = ''): [string, string][] =>
      typeof node === 'string'
        ? [[prefix, node]]
        : Object.entries(node as object).flatMap(([k, v]) => flat(v, prefix ? `${prefix}.${k}` : k));
    const urMap = new Map(flat(ur.translation));
    for (const [key, text] of flat(en.translation)) expect(placeholders(urMap.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('has an English and an Urdu message for every error code of the contract and the client', () => {
    for (const code of [...Object.keys(errorCodes), ...clientErrorCodes]) {
      expect(en.errors[code as keyof typeof en.errors], code).toBeTruthy();
      expect(ur.errors[code as keyof typeof ur.errors], code).toBeTruthy();
    }
  });

  it('translates error codes in the current language and not the server text', async () => {
    expect(translateErrorCode('function.not.available')).toBe('This function is not available.');
    await i18n.changeLanguage('ur');
    expect(translateErrorCode('function.not.available')).toBe('یہ سہولت دستیاب نہیں ہے۔');
    expect(translateErrorCode('no.such.code')).toBeUndefined();
  });

  it('measures completeness from the catalogs and registers every language of the registry', () => {
    for (const l of languages) expect(catalogs[l.code], l.code).toBeDefined();
    expect(languageCompleteness.EN).toBe(1);
    expect(languageCompleteness.UR).toBe(1);
    expect(languageCompleteness.FR).toBe(0);
    expect(Object.keys(languageCompleteness)).toHaveLength(languages.length);
  });

  it('offers only brand languages with a complete catalog, in the brand order', () => {
    expect(offeredLanguages(['UR', 'CN', 'EN']).map((l) => l.code)).toEqual(['UR', 'EN']);
    expect(offeredLanguages(['EN']).map((l) => l.code)).toEqual(['EN']);
  });
});
