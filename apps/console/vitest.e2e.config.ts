import { defineConfig } from 'vitest/config';

// The console's browser journey against the built console and the real server; slow by nature.
export default defineConfig({
  // Paths below are relative to this package, also when run from the repository root.
  root: import.meta.dirname,
  test: {
    name: 'console-e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
