import { join } from 'node:path';
import { homeInitialBudgetBytes, measureHomeInitialJs } from './initial-js.ts';

// `npm test` runs this after the build: the home page's first download may not grow past its budget.
const distDir = join(import.meta.dirname, '../dist');
const { files, gzipBytes } = measureHomeInitialJs(distDir);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
for (const f of [...files].sort((a, b) => b.gzipBytes - a.gzipBytes)) console.log(`  ${kb(f.gzipBytes).padStart(9)}  ${f.file}`);
console.log(`home page initial JavaScript: ${kb(gzipBytes)} gzipped (budget ${kb(homeInitialBudgetBytes)})`);
if (gzipBytes > homeInitialBudgetBytes) {
  console.error('over budget: load what the first screen does not need lazily (see apps/web/README.md, "Speed")');
  process.exit(1);
}
