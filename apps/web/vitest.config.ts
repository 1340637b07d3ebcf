import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { localeCompleteness } from './build/locale-completeness';

export default defineConfig({
  // Paths below are relative to this package, also when run from the repository root.
  root: import.meta.dirname,
  plugins: [react(), localeCompleteness(`${import.meta.dirname}/src/locales`)],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
