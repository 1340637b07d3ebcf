import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each file opens its own databases (PGlite in memory; a fresh PostgreSQL database when TEST_DATABASE_URL is set).
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
