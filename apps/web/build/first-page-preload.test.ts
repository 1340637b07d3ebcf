import { describe, expect, it } from 'vitest';
import { lazyGroupModules, routeTable } from '../src/config/paths';
import { firstPageFiles, firstPageScript, pathPattern } from './first-page-preload.ts';

const chunk = (fileName: string, facade: string | null, imports: string[] = [], isEntry = false) => ({ type: 'chunk' as const, fileName, facadeModuleId: facade, imports, isEntry });

/** A bundle with every lazy group (each importing a shared chunk and the first screen's app chunk) and two languages. */
function bundle() {
  const out: Record<string, ReturnType<typeof chunk>> = {
    'assets/index.js': chunk('assets/index.js', '/w/src/main.tsx', ['assets/framework.js', 'assets/app.js'], true),
    'assets/framework.js': chunk('assets/framework.js', null),
    'assets/app.js': chunk('assets/app.js', null, ['assets/framework.js']),
    'assets/modal.js': chunk('assets/modal.js', null, ['assets/app.js']),
    'assets/workspace.js': chunk('assets/workspace.js', null, ['assets/modal.js']),
    'assets/translation-en.js': chunk('assets/translation-en.js', '/w/src/locales/en/translation.json'),
    'assets/errors-en.js': chunk('assets/errors-en.js', '/w/src/locales/en/errors.json'),
    'assets/translation-ur.js': chunk('assets/translation-ur.js', '/w/src/locales/ur/translation.json'),
    'assets/errors-ur.js': chunk('assets/errors-ur.js', '/w/src/locales/ur/errors.json'),
  };
  for (const [group, name] of Object.entries(lazyGroupModules)) {
    const imports = group === 'lottery' ? ['assets/workspace.js', 'assets/app.js'] : ['assets/modal.js'];
    out[`assets/${name}.js`] = chunk(`assets/${name}.js`, `/w/src/app/chunks/${name}.ts`, imports);
  }
  return out;
}

/** Runs the script against a stand-in document; returns the hrefs it asked the browser to preload. */
function run(pathname: string, stored: string | null): string[] {
  const preloads: string[] = [];
  const document = { createElement: () => ({}) as Record<string, string>, head: { appendChild: (link: Record<string, string>) => preloads.push(`${link.rel} ${link.href}`) } };
  const localStorage = { getItem: () => stored };
  new Function('document', 'location', 'localStorage', firstPageScript(firstPageFiles(bundle())))(document, { pathname }, localStorage);
  return preloads;
}

describe('first-page preloads', () => {
  it('turns the router\'s patterns into anchored expressions', () => {
    expect(new RegExp(pathPattern('/house/:code')).test('/house/dice')).toBe(true);
    expect(new RegExp(pathPattern('/house/:code')).test('/house/dice/more')).toBe(false);
    expect(new RegExp(pathPattern('/register.html')).test('/registerxhtml')).toBe(false);
  });

  it('lists, for every route, its group\'s chunk and what it imports beyond the first screen\'s files', () => {
    const files = firstPageFiles(bundle());
    expect(files.routes).toHaveLength(routeTable.length);
    const lottery = files.routes.find(([pattern]) => new RegExp(pattern).test('/lottery'))!;
    expect(files.groups[lottery[1]]!.map((i) => files.files[i]).sort()).toEqual(['assets/lottery.js', 'assets/modal.js', 'assets/workspace.js']);
    expect(files.catalogs).toEqual({ EN: expect.any(Array), UR: expect.any(Array) });
  });

  it('asks for the opened page\'s chunks and the remembered language\'s catalogs, the default language otherwise', () => {
    expect(run('/lottery', 'UR').sort()).toEqual(
      ['modulepreload /assets/errors-ur.js', 'modulepreload /assets/lottery.js', 'modulepreload /assets/modal.js', 'modulepreload /assets/translation-ur.js', 'modulepreload /assets/workspace.js'].sort(),
    );
    // `/` is the home page; a language without catalogs falls back to English.
    expect(run('/', 'KO').sort()).toEqual(['modulepreload /assets/errors-en.js', 'modulepreload /assets/index-group.js', 'modulepreload /assets/modal.js', 'modulepreload /assets/translation-en.js'].sort());
    // An unknown path preloads only the catalogs; a parameter route matches.
    expect(run('/no/such/page', null)).toHaveLength(2);
    expect(run('/house/dice', 'EN')).toContain('modulepreload /assets/house.js');
  });
});
