import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { siteDataPlugins } from './build/site-data.ts';
import { pureContract } from './build/pure-contract.ts';
import { firstPagePreload } from './build/first-page-preload.ts';

// The API server runs beside the dev server; both API prefixes go to it so the browser sees one origin.
const apiTarget = process.env.LOTUS_API ?? 'http://localhost:8080';

/**
 * zod tries `new Function` when a schema is built (to compile a fast parser) unless it is jitless.
 * The site's Content-Security-Policy allows no eval, so the try is reported as a violation on every
 * page. The flag has to be set before zod's own module runs, so it goes at the top of the built
 * chunk that holds zod (every chunk building schemas imports that one, so it runs first).
 */
const zodJitless: Plugin = {
  name: 'lotus-zod-jitless',
  apply: 'build',
  renderChunk(code, chunk) {
    if (!chunk.moduleIds.some((id) => /[\\/]node_modules[\\/]zod[\\/]/.test(id))) return null;
    return { code: `globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };\n${code}`, map: null };
  },
};

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    zodJitless,
    siteDataPlugins(),
    pureContract(),
    firstPagePreload(),
    // Brotli and gzip twins of every text file over 1 KB (public/ too), written once at build time;
    // the server sends them to browsers that accept them (@fastify/static preCompressed).
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|mjs|css|html|svg|json|txt|map)$/, threshold: 1024, logLevel: 'silent' }),
  ],
  server: {
    proxy: {
      '/wps': { target: apiTarget, changeOrigin: true },
      '/lgw': { target: apiTarget, changeOrigin: true },
      '/lotto': { target: apiTarget, changeOrigin: true },
      '/lotto-vn': { target: apiTarget, changeOrigin: true },
      // Lottery results are pushed over this websocket.
      '/ws': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    // The budget check (build/check-budget.ts) reads which chunks the home page loads first from it.
    manifest: true,
    // Every browser the site supports preloads modules itself; the polyfill would be dead weight.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page runs (React, the router, i18next, TanStack Query) travel as one
          // file, and the site's own modules that the first screen runs as another ('$initial': what
          // the entry imports statically): two requests instead of some twenty small shared chunks,
          // each of which costs a phone on a slow network a round trip of its own. Dependencies are not
          // pulled in with them, so schemas the first screen tree-shakes away (and zod) stay out.
          groups: [
            { name: 'framework', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack|use-sync-external-store|zustand|clsx)[\\/]/ },
            { name: 'app', tags: ['$initial'], includeDependenciesRecursively: false, test: (id) => !/[\\/]node_modules[\\/]/.test(id) && !/[\\/]src[\\/]main\.tsx$/.test(id) },
          ],
        },
      },
    },
    emptyOutDir: true,
    // Page chunks are the spec's lazy groups; a generous limit keeps the vendor chunk from warning.
    chunkSizeWarningLimit: 700,
  },
});
