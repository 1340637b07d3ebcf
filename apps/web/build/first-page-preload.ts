import type { Plugin } from 'vite';
import { defaultLanguage, languages } from '../../../packages/contract/src/locales.ts';
import { lazyGroupModules, routeTable, type LazyGroup } from '../src/config/paths.ts';
import { storageKeys } from '../src/lib/storage.ts';

/**
 * What the first-page script needs: each route's files by group, and each language's catalogs, as
 * indexes into `files` (groups share most of their files; the table is in every page's HTML).
 */
export interface FirstPageFiles {
  files: string[];
  /** [path pattern as a regular expression source, index into `groups`] in route-table order. */
  routes: [string, number][];
  groups: number[][];
  /** Catalog files by platform language code; `fallback` is the default language's code. */
  catalogs: Record<string, number[]>;
  fallback: string;
}

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports?: readonly string[];
  isEntry?: boolean;
}

/** `/house/:code` -> `^/house/[^/]+$` (the router's patterns have no other syntax). */
export function pathPattern(path: string): string {
  return `^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}$`;
}

/**
 * From the built bundle: for every route, the files of its group's chunk that the entry does not
 * already load (the chunk and everything it imports statically), and the catalog files of each
 * language. Pure, so it is tested without a build.
 */
export function firstPageFiles(bundle: Record<string, ChunkLike>): FirstPageFiles {
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: ChunkLike, into = new Set<string>()): Set<string> => {
    if (into.has(start.fileName)) return into;
    into.add(start.fileName);
    for (const name of start.imports ?? []) {
      const next = byName.get(name);
      if (next) closure(next, into);
    }
    return into;
  };
  const entry = chunks.find((c) => c.isEntry);
  if (!entry) throw new Error('the bundle has no entry chunk');
  const initial = closure(entry);
  const facade = (suffix: string) => chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(suffix));

  const files: string[] = [];
  const fileIndex = (name: string) => {
    const at = files.indexOf(name);
    return at >= 0 ? at : files.push(name) - 1;
  };
  const groupIndex = new Map<LazyGroup, number>();
  const groups: number[][] = [];
  const routes: [string, number][] = [];
  for (const route of routeTable) {
    let index = groupIndex.get(route.group);
    if (index === undefined) {
      const chunk = facade(`/src/app/chunks/${lazyGroupModules[route.group]}.ts`);
      if (!chunk) throw new Error(`no chunk for the lazy group ${route.group}`);
      index = groups.push([...closure(chunk)].filter((f) => !initial.has(f)).sort().map(fileIndex)) - 1;
      groupIndex.set(route.group, index);
    }
    routes.push([pathPattern(route.path), index]);
  }

  const catalogs: Record<string, number[]> = {};
  for (const language of languages) {
    const own = chunks.filter((c) => c.facadeModuleId?.replace(/\\/g, '/').includes(`/src/locales/${language.tag}/`)).map((c) => c.fileName);
    if (own.length > 0) catalogs[language.code] = own.sort().map(fileIndex);
  }
  return { files, routes, groups, catalogs, fallback: defaultLanguage };
}

/**
 * The script the HTML runs while it is parsed: it asks for the opened page's chunk and the
 * remembered language's catalogs at once, beside the framework, instead of after the framework has
 * downloaded and run (on a slow phone network that wait was the largest part of a first visit).
 * `/` counts as `/index`; a remembered language without catalogs falls back to the default.
 */
export function firstPageScript(files: FirstPageFiles): string {
  return `(function(d){var f=${JSON.stringify(files)},p=location.pathname,i,l;if(p==='/')p='/index';function a(n){var e=d.createElement('link');e.rel='modulepreload';e.crossOrigin='';e.href='/'+f.files[n];d.head.appendChild(e)}for(i=0;i<f.routes.length;i++)if(new RegExp(f.routes[i][0]).test(p)){f.groups[f.routes[i][1]].forEach(a);break}try{l=localStorage.getItem(${JSON.stringify(storageKeys.language)})}catch(e){}(f.catalogs[l]||f.catalogs[f.fallback]||[]).forEach(a)})(document)`;
}

export function firstPagePreload(): Plugin {
  return {
    name: 'lotus-first-page-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return undefined;
        // The page policy allows this one inline script by its hash (the server reads it from index.html).
        return [{ tag: 'script', children: firstPageScript(firstPageFiles(context.bundle as unknown as Record<string, ChunkLike>)), injectTo: 'head' }];
      },
    },
  };
}
