import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { operatorRoutesPlugin } from './build/operator-routes.ts';

export default defineConfig({
  // Paths below are relative to this package, also when run from the repository root.
  root: import.meta.dirname,
  plugins: [react(), operatorRoutesPlugin()],
  test: {
    name: 'console',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 15_000,
  },
});
