import { join } from 'node:path';
import { lazyCatalogFiles, measureSignInJs, readManifest, signInBudgetBytes, sized } from './initial-js.ts';

// `npm test` runs this after the build: the sign-in page's first download may not grow past its budget.
const distDir = join(import.meta.dirname, '../dist');
const { files, rawBytes, gzipBytes } = measureSignInJs(distDir);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const row = (f: { file: string; rawBytes: number; gzipBytes: number }) => `  ${kb(f.gzipBytes).padStart(9)} gz ${kb(f.rawBytes).padStart(9)} raw  ${f.file}`;
for (const f of [...files].sort((a, b) => b.gzipBytes - a.gzipBytes)) console.log(row(f));
console.log(`console sign-in initial JavaScript: ${kb(gzipBytes)} gzipped, ${kb(rawBytes)} raw (budget ${kb(signInBudgetBytes)} gzipped)`);
// Other languages' catalogs must stay lazy chunks (lib/i18n.ts): one of them in the entry costs every
// operator 25 KB or more. Their cost, paid only by operators who chose the language, is shown beside.
const initialSet = new Set(files.map((f) => f.file));
const catalogs = lazyCatalogFiles(readManifest(distDir));
if (catalogs.size === 0) {
  console.error('the build manifest has no lazily loaded catalog (src/locales/<tag>/*.json): the Urdu catalogs are no longer separate chunks');
  process.exit(1);
}
for (const [tag, catalogFiles] of catalogs) {
  const bundled = catalogFiles.filter((file) => initialSet.has(file));
  if (bundled.length > 0) {
    console.error(`the ${tag} catalog is part of the sign-in page's initial JavaScript (${bundled.join(', ')}): load it with import() only when chosen`);
    process.exit(1);
  }
  const extra = catalogFiles.reduce((sum, file) => sum + sized(distDir, file).gzipBytes, 0);
  console.log(`  with ${tag} chosen: + ${kb(extra)} gzipped of catalogs, fetched after the entry (${kb(gzipBytes + extra)} in all)`);
}
if (process.argv.includes('--all')) {
  // Every chunk, largest first: what each section costs when it is first opened.
  const initial = new Set(files.map((f) => f.file));
  const lazy = [...new Set(Object.values(readManifest(distDir)).map((c) => c.file))].filter((file) => file.endsWith('.js') && !initial.has(file));
  console.log('lazy chunks:');
  for (const f of lazy.map((file) => sized(distDir, file)).sort((a, b) => b.gzipBytes - a.gzipBytes)) console.log(row(f));
}
if (gzipBytes > signInBudgetBytes) {
  console.error('over budget: keep the sections lazy (apps/console/src/app/app.tsx, src/app/chunks/) and out of the sign-in page and the shell');
  process.exit(1);
}
