import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One row of Vite's build manifest (dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The budget of what the sign-in page downloads, gzipped: the entry and what it imports statically.
 * At the split by section (2026-11) it was 152.5 KB, nearly all libraries every page runs: react-dom
 * about 68 KB, React Router 31, the English strings 22, i18next 18, TanStack Query 10.5; the console's
 * own sign-in, shell, routes and API client about 10. Every section is a lazy chunk (src/app/chunks/);
 * a page imported statically by app.tsx or the shell again, or the table and CSV code (20 KB) or zod
 * (25 KB) pulled into them, takes the entry past this.
 */
export const signInBudgetBytes = 160 * 1024;

/**
 * The JavaScript files a browser fetches before the sign-in page can paint: the entry and everything
 * it imports statically (the modulepreload set), each once; lazy chunks are not followed.
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

/**
 * The catalog chunks of each language fetched on demand (src/locales/<tag>/*.json, every language but
 * the bundled English), by language tag: what the sign-in page adds when an operator has chosen it.
 */
export function lazyCatalogFiles(manifest: Manifest): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest)) {
    const tag = /^src\/locales\/([^/]+)\/[^/]+\.json$/.exec(key)?.[1];
    if (!tag || tag === 'en') continue;
    out.set(tag, [...(out.get(tag) ?? []), chunk.file]);
  }
  return out;
}

export interface SizedFile {
  file: string;
  rawBytes: number;
  gzipBytes: number;
}

/** A built file's size as written and gzipped at the default level (as the build's .gz twin is). */
export function sized(distDir: string, file: string): SizedFile {
  const content = readFileSync(join(distDir, file));
  return { file, rawBytes: content.length, gzipBytes: gzipSync(content).length };
}

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The sign-in page's initial JavaScript in a built console `dist/`. */
export function measureSignInJs(distDir: string): { files: SizedFile[]; rawBytes: number; gzipBytes: number } {
  const manifest = readManifest(distDir);
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (entries.length !== 1) throw new Error(`the build manifest has ${entries.length} entries, expected index.html alone`);
  const files = initialFiles(manifest, entries).map((file) => sized(distDir, file));
  return { files, rawBytes: files.reduce((sum, f) => sum + f.rawBytes, 0), gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}
