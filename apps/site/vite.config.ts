import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compileCatalogs } from './src/build/compileCatalogs.ts';
import { rememberedLanguage } from './src/build/rememberedLanguage.ts';
import { styledComponentIds } from './src/build/styledComponentIds.ts';

// react-router publishes a production build beside its development one, but its package exports only the
// development files (with their warnings and checks, about 3 KB gzip more on every first load). A production build
// of the site takes the production files; dev and tests keep the warnings.
const reactRouterDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
const productionReactRouter = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
];

// The API base the built site uses is decided in src/api/client.ts (VITE_API_BASE, see .env.production).
// `npm run build` builds the site, then scripts/prerender.mjs builds src/prerender/render.tsx with this same
// config for Node (isSsrBuild) and writes every public page's HTML into dist (docs/adr/0010-pre-rendering.md).
export default defineConfig(({ mode, isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), styledComponentIds(), compileCatalogs(), rememberedLanguage()],
  // The pre-render loads react-router-dom from node_modules, which imports react-router's own entry: aliasing only
  // our imports there would make two routers. The browser bundle takes the production files throughout.
  resolve: { alias: mode === 'production' && !isSsrBuild ? productionReactRouter : [] },
  // styled-components 6 has no "exports" map, so Node's ESM import would load its CommonJS build: bundle it.
  ssr: { noExternal: ['styled-components'] },
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
    // Every browser the site supports preloads modules natively; the polyfill would be dead weight on first load.
    modulePreload: { polyfill: false },
  },
}));
