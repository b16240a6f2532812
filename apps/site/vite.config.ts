import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API base the built site uses is decided in src/api/client.ts (VITE_API_BASE, see .env.production).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  server: {
    port: 5173,
    strictPort: true,
  },
  preview: {
    port: 4173,
    strictPort: true,
    // A production build calls its own origin: let `vite preview` pass API calls to the mock API.
    proxy: { '/api': 'http://localhost:5000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .size-limit.js reads the manifest to find what the home route loads first (scripts/route-chunks.mjs).
    manifest: true,
  },
});
