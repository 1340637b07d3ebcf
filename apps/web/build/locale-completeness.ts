import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { catalogKeys } from './catalog-keys.ts';

const moduleId = 'virtual:locale-completeness';

/**
 * Share of the English keys each language's files translate, 0..1, keyed by language tag (the
 * folder name under src/locales). Measured from the files at build time, so adding a language is
 * adding its files, and the site learns which languages are complete without downloading them.
 */
export function measureCompleteness(localesDir: string): Record<string, number> {
  const keysOf = (tag: string) =>
    readdirSync(join(localesDir, tag))
      .filter((f) => f.endsWith('.json'))
      .flatMap((f) => catalogKeys(f.slice(0, -'.json'.length), JSON.parse(readFileSync(join(localesDir, tag, f), 'utf8'))));
  const english = keysOf('en');
  const out: Record<string, number> = {};
  for (const tag of readdirSync(localesDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)) {
    const own = new Set(keysOf(tag));
    out[tag] = english.length === 0 ? 0 : english.filter((k) => own.has(k)).length / english.length;
  }
  return out;
}

export function localeCompleteness(localesDir: string): Plugin {
  return {
    name: 'lotus-locale-completeness',
    resolveId: (id) => (id === moduleId ? `\0${moduleId}` : null),
    load(id) {
      if (id !== `\0${moduleId}`) return null;
      // Rebuild (and reload in dev) when a catalog file changes.
      for (const tag of readdirSync(localesDir)) for (const f of readdirSync(join(localesDir, tag))) this.addWatchFile(join(localesDir, tag, f));
      return `export default ${JSON.stringify(measureCompleteness(localesDir))};`;
    },
  };
}
