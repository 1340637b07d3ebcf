import { describe, expect, it } from 'vitest';
import { initialFiles, lazyCatalogFiles, type Manifest } from './initial-js.ts';

describe('the console sign-in initial JavaScript', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js', '_ui.js'], dynamicImports: ['src/app/chunks/members.ts', 'src/app/chunks/dashboard.ts'] },
    '_react.js': { file: 'assets/react.js' },
    '_ui.js': { file: 'assets/ui.js', imports: ['_react.js'] },
    'src/app/chunks/members.ts': { file: 'assets/members.js', imports: ['_ui.js', '_table.js'] },
    '_table.js': { file: 'assets/table.js' },
    'src/app/chunks/dashboard.ts': { file: 'assets/dashboard.js', imports: ['_recharts.js'] },
    '_recharts.js': { file: 'assets/recharts.js' },
  };

  it('counts the entry and what it imports statically, each once, and no section chunk', () => {
    expect(initialFiles(manifest, ['index.html']).sort()).toEqual(['assets/index.js', 'assets/react.js', 'assets/ui.js']);
  });

  it('refuses a manifest that lost a chunk rather than measuring too little', () => {
    expect(() => initialFiles({ 'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_gone.js'] } }, ['index.html'])).toThrow(/no chunk _gone.js/);
  });

  it('finds the catalogs of languages loaded on demand, by language, and not the bundled English', () => {
    const withCatalogs: Manifest = {
      ...manifest,
      'src/locales/ur/translation.json': { file: 'assets/translation-1.js' },
      'src/locales/ur/errors.json': { file: 'assets/errors-1.js' },
      'src/locales/en/translation.json': { file: 'assets/index.js' },
    };
    expect(lazyCatalogFiles(withCatalogs)).toEqual(new Map([['ur', ['assets/translation-1.js', 'assets/errors-1.js']]]));
    expect(initialFiles(withCatalogs, ['index.html'])).not.toContain('assets/translation-1.js');
  });
});
