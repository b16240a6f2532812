// Which JavaScript files a route loads before it can paint, read from Vite's build manifest
// (apps/site/dist/.vite/manifest.json, written because apps/site/vite.config.ts sets build.manifest).
// A route's initial JS is the static-import closure of the HTML entry plus that of the route's lazily
// loaded page module: dynamic imports (other pages, the booking dialog) are not followed, because
// they load later or never.
import { readFileSync } from 'node:fs';

/** The manifest as JSON; a clear error when the site has not been built. */
export function readManifest(manifestFile) {
  try {
    return JSON.parse(readFileSync(manifestFile, 'utf8'));
  } catch (error) {
    throw new Error(`Cannot read ${manifestFile}: run \`npm run build\` first (${error.code ?? error.message}).`, { cause: error });
  }
}

/**
 * The JS files (paths relative to the build's outDir) that the given manifest keys load statically,
 * in first-visit order, each once. Throws for a key the manifest does not have.
 */
export function staticClosure(manifest, keys) {
  const files = [];
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk "${key}".`);
    seen.add(key);
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/** The initial JS of a route: the HTML entry's closure plus its page module's. */
export function routeInitialChunks(manifest, pageModule, entry = 'index.html') {
  return staticClosure(manifest, [entry, pageModule]);
}

/** The manifest keys of the route pages: the modules App.tsx loads lazily, one per route (src/pages/*.tsx). */
export function routePages(manifest) {
  return Object.keys(manifest).filter((key) => /^src\/pages\/[^/]+\.tsx$/.test(key));
}

/**
 * The routes that would load a lazily split feature (its own chunk, e.g. the analytics panel) before they can
 * paint, as `{ page, file }` pairs; empty when the feature stays out of every route's initial load.
 */
export function routesLoadingFeatureEarly(manifest, featureKey) {
  const feature = manifest[featureKey];
  if (!feature) throw new Error(`The build manifest has no chunk "${featureKey}".`);
  return routePages(manifest)
    .filter((page) => routeInitialChunks(manifest, page).includes(feature.file))
    .map((page) => ({ page, file: feature.file }));
}
