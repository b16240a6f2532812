import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compileCatalogs } from './src/build/compileCatalogs.ts';
import { devanagariFaces } from './src/build/devanagariFaces.ts';
import { precompressedAssets } from './src/build/precompressedAssets.ts';
import { LANGUAGE_NAMES } from './src/i18n/languages.ts';
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
  plugins: [
    react(),
    styledComponentIds(),
    compileCatalogs(),
    rememberedLanguage(),
    // The Devanagari the site's texts use, cut from the sources of both the site and the design system.
    devanagariFaces({
      roots: [fileURLToPath(new URL('src', import.meta.url)), fileURLToPath(new URL('../../packages/ui/src', import.meta.url))],
      languageNames: Object.values(LANGUAGE_NAMES),
    }),
    precompressedAssets(),
  ],
  // A production build takes react-router's production files throughout, in the browser bundle and in the render
  // bundle, which carries its own copy of every library (below), so the aliases reach react-router-dom's imports too.
  resolve: { alias: mode === 'production' ? productionReactRouter : [] },
  // The render bundle (the pre-render, and apps/api drawing pages per request) bundles every library with
  // NODE_ENV fixed at "production": left to node_modules, React, its server renderer and react-router would load
  // their development builds whenever the server runs without NODE_ENV=production (the demo), drawing each page
  // two to three times slower. (styled-components 6 has no "exports" map, so it is bundled in any case.)
  ssr: { noExternal: mode === 'production' ? true : ['styled-components'] },
  define: isSsrBuild && mode === 'production' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
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
