import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { siteDataPlugins } from './build/site-data.ts';

export default defineConfig({
  // Paths below are relative to this package, also when run from the repository root.
  root: import.meta.dirname,
  plugins: [react(), siteDataPlugins()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // Whole-site tests load route and dialog chunks through real dynamic imports; on a busy two-core
    // machine the first one in a worker can pass 5 s, which is not a failure of the site.
    testTimeout: 15_000,
  },
});
