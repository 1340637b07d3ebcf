import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { operatorRoutesPlugin } from './build/operator-routes.ts';

// The API server runs beside the dev server; operator calls go to it so the browser sees one origin.
const apiTarget = process.env.LOTUS_API ?? 'http://localhost:8080';

/**
 * The pages' Content-Security-Policy allows no eval; zod (should a contract module bring it in) tries
 * `new Function` unless it is jitless, so the flag goes at the top of any chunk that holds it.
 */
const zodJitless: Plugin = {
  name: 'lotus-zod-jitless',
  apply: 'build',
  renderChunk(code, chunk) {
    if (!chunk.moduleIds.some((id) => /[\\/]node_modules[\\/]zod[\\/]/.test(id))) return null;
    return { code: `globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };\n${code}`, map: null };
  },
};

/** The operator console: its own bundle, served by the API server under /console (apps/server/src/app.ts). */
export default defineConfig({
  base: '/console/',
  plugins: [
    react(),
    tailwindcss(),
    operatorRoutesPlugin(),
    zodJitless,
    // Brotli and gzip twins of every text file over 1 KB, sent by the server (@fastify/static preCompressed).
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|svg|json)$/, threshold: 1024, logLevel: 'silent' }),
  ],
  server: {
    proxy: { '/ops': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The budget check (build/check-budget.ts) reads which chunks the sign-in page loads first from it.
    manifest: true,
    modulePreload: { polyfill: false },
  },
});
