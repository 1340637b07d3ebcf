import { defineConfig } from 'vitest/config';

// Browser journeys against the built site and the real server; slow by nature, so long time-outs.
export default defineConfig({
  // Paths below are relative to this package, also when run from the repository root.
  root: import.meta.dirname,
  test: {
    name: 'web-e2e',
    environment: 'node',
    include: ['e2e/**/*.e2e.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
