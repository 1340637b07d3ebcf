import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One row of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The home page's lazy group: main.tsx preloads the page's chunk with the entry, so it is initial too. */
export const homeChunkSource = 'src/app/chunks/index-group.ts';

/** The budget of the home page's initial JavaScript, gzipped (the and the guide's figure). */
export const homeInitialBudgetBytes = 150 * 1024;

/**
 * The JavaScript files a browser fetches before the home page can paint: the entry, the home page
 * chunk and everything they import statically (the modulepreload set), each once.
 */
export function initialFiles(manifest: Manifest, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return [...seen].map((key) => manifest[key]!.file);
}

export interface InitialJs {
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
}

/** The home page's initial JavaScript in a built `dist/`, gzipped at the default level as served. */
export function measureHomeInitialJs(distDir: string): InitialJs {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  const files = initialFiles(manifest, [entry, homeChunkSource]).map((file) => ({
    file,
    gzipBytes: gzipSync(readFileSync(join(distDir, file))).length,
  }));
  return { files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}
