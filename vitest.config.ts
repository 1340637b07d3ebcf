import { defineConfig } from 'vitest/config';

// One runner for the whole repo; each workspace has its own project config beside its code.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'packages/games', 'apps/server', 'apps/web', 'apps/web/vitest.e2e.config.ts', 'apps/console', 'apps/console/vitest.e2e.config.ts'],
  },
});
