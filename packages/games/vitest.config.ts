import { defineConfig } from 'vitest/config';

// Exact property checks enumerate whole outcome spaces (100,000 SSC draws per sample): seconds each on
// a loaded CI machine, so the default 5 s per test is too tight.
export default defineConfig({ test: { name: 'games', include: ['src/**/*.test.ts'], passWithNoTests: true, testTimeout: 60_000 } });
