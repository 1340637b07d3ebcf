import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The API server runs beside the dev server; both API prefixes go to it so the browser sees one origin.
const apiTarget = process.env.LOTUS_API ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
    emptyOutDir: true,
    // Page chunks are the spec's lazy groups; a generous limit keeps the vendor chunk from warning.
    chunkSizeWarningLimit: 700,
  },
});
