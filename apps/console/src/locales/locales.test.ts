import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../lib/i18n';
import { apiErrorFor } from '../lib/api';
import { formatMoney } from '../lib/format';

const namespaces = ['translation', 'errors'] as const;
const catalog = (tag: string, ns: string) => JSON.parse(readFileSync(join(import.meta.dirname, tag, `${ns}.json`), 'utf8')) as Record<string, unknown>;

/** Every string of a catalog by its key: dotted paths in `translation`, codes as they are in `errors` (codes hold dots). */
function strings(ns: string, node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(node as object)) {
    const key = ns === 'errors' || !prefix ? k : `${prefix}.${k}`;
    if (typeof v === 'string') out.set(key, v);
    else if (v && typeof v === 'object') for (const [kk, vv] of strings(ns, v, key)) out.set(kk, vv);
    else out.set(key, String(v));
  }
  return out;
}

/** i18next's plural suffixes: a key `x_one` is one form of `x`. */
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/**
 * The keys Urdu must have: every English key, except that an English plural (`x_one`, `x_other`) asks
 * for Urdu's own plural forms of `x` (by the language's plural rules; Urdu's are the same two).
 */
function expectedKeys(en: Map<string, string>, tag: string): string[] {
  const forms = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
  const out = new Set<string>();
  for (const key of en.keys()) {
    const base = key.replace(pluralSuffix, '');
    if (base === key || !en.has(`${base}_other`)) out.add(key);
    else for (const form of forms) out.add(`${base}_${form}`);
  }
  return [...out].sort();
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*([^}\s]+)\s*}}/g)].map((m) => m[1]!).sort();

describe('the Urdu catalogs', () => {
  for (const ns of namespaces) {
    const en = strings(ns, catalog('en', ns));
    const ur = strings(ns, catalog('ur', ns));

    it(`have every English key of ${ns} and none more`, () => {
      const wanted = expectedKeys(en, 'ur');
      const have = [...ur.keys()].sort();
      expect(wanted.filter((k) => !ur.has(k)), 'missing in ur').toEqual([]);
      expect(have.filter((k) => !wanted.includes(k)), 'extra in ur').toEqual([]);
    });

    it(`keep the placeholders of each English ${ns} text`, () => {
      const differ: string[] = [];
      for (const [key, text] of ur) {
        const base = key.replace(pluralSuffix, '');
        const source = en.get(key) ?? en.get(`${base}_other`);
        if (source !== undefined && placeholders(source).join() !== placeholders(text).join()) differ.push(`${key}: ${placeholders(source).join()} / ${placeholders(text).join()}`);
      }
      expect(differ).toEqual([]);
    });

    it(`translate every ${ns} text (no empty or English copy)`, () => {
      // Codes, product names and lone placeholders may read the same in both; prose may not.
      const copies = [...ur].filter(([key, text]) => text.trim() === '' || (text === en.get(key) && /[a-z]{4,}/.test(text.replace(/{{[^}]*}}/g, ''))));
      expect(copies.map(([key]) => key)).toEqual([]);
    });
  }
});

describe('switching the console to Urdu', () => {
  it('fetches the catalogs, mirrors the page, remembers the choice and formats numbers in Urdu', async () => {
    expect(i18n.hasResourceBundle('ur', 'translation')).toBe(false);
    await setLanguage('ur');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ur');
    expect(window.localStorage.getItem('lotus.console.language')).toBe('ur');
    expect(i18n.t('signIn.submit')).toBe((catalog('ur', 'translation').signIn as Record<string, string>).submit);
    expect(apiErrorFor('operator.forbidden', 403, 'server text').message).toBe(catalog('ur', 'errors')['operator.forbidden']);
    // An inserted value is a bidi isolate in Urdu, so a date keeps its order beside Urdu letters.
    expect(i18n.t('dashboard.today', { day: '2026-11-25' })).toContain('\u20682026-11-25\u2069');
    // Intl in Urdu: a minus stays left of the digits in right-to-left text (a left-to-right mark).
    expect(formatMoney('-1234.5000')).toBe(new Intl.NumberFormat('ur', { minimumFractionDigits: 2 }).format(-1234.5));

    await setLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('signIn.submit')).toBe('Sign in');
    expect(i18n.t('dashboard.today', { day: '2026-11-25' })).toBe('Today (2026-11-25)');
  });
});
