import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { siteDataPlugins } from './build/site-data';

export default defineConfig({
  // Paths below are relative to this package, also when run from the repository root.
  root: import.meta.dirname,
  plugins: [react(), siteDataPlugins()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
