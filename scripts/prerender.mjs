// The build's second step (`npm run build` runs `vite build`, then this): every public page of the site written as
// HTML with its content and critical CSS, so a visitor sees the page before any JavaScript has run; React then
// hydrates it (docs/adr/0010-pre-rendering.md).
//
// 1. Builds apps/site/src/prerender/render.tsx for Node with the site's own Vite config (the same plugins, so the
//    same styled-components ids) into apps/site/dist-server (git-ignored, never served): the server draws the
//    public pages from its database with this same bundle (apps/api/src/http/livePages.ts, docs/adr/0015).
// 2. Reads the seed (db.json, or SEED_FILE) for the answers the data pages are drawn with.
// 3. Draws each path of the route table (sitePaths.ts) and the not-found page into apps/site/dist, beside
//    shell.html (the empty page for staff screens and for paths only the browser can draw), and writes
//    dist/prerendered.json: which file answers which path, and the files each page module needs beyond the entry,
//    for the server (apps/api/src/http/site.ts).
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { readManifest, routePages, staticClosure } from './route-chunks.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const siteDir = join(root, 'apps/site');
const dist = join(siteDir, 'dist');
const serverDir = join(siteDir, 'dist-server');
const seedFile = resolve(root, process.env.SEED_FILE ?? 'db.json');

/** The files beside the pages; prerendered.json is what the server reads (apps/api/src/http/site.ts). */
const SHELL_FILE = 'shell.html';
const NOT_FOUND_FILE = '404.html';
const PLAN_FILE = 'prerendered.json';

const started = Date.now();
// The shell as Vite wrote it; a second run starts from the saved shell, not from the home page written over it.
const shellPath = join(dist, SHELL_FILE);
if (!existsSync(shellPath)) {
  if (!existsSync(join(dist, 'index.html'))) throw new Error('apps/site/dist/index.html is missing: run `vite build` first.');
  renameSync(join(dist, 'index.html'), shellPath);
}
const shell = readFileSync(shellPath, 'utf8');

await build({
  configFile: join(siteDir, 'vite.config.ts'),
  mode: 'production',
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender/render.tsx',
    outDir: serverDir,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
    minify: false,
  },
});

const render = await import(pathToFileURL(join(serverDir, 'render.js')).href);
const answers = render.answersFromSeed(JSON.parse(readFileSync(seedFile, 'utf8')));
const plan = render.sitePlan({ doctorIds: render.doctorIdsOf(answers) });
const manifest = readManifest(join(dist, '.vite/manifest.json'));
const entryFiles = new Set(staticClosure(manifest, ['index.html']));
/** Each page module's files that the entry does not load itself: the HTML asks for them beside the entry. */
const preloads = Object.fromEntries(
  routePages(manifest).map((module) => [
    module,
    staticClosure(manifest, [module])
      .filter((file) => !entryFiles.has(file))
      .map((file) => `/${file}`),
  ]),
);
const frame = { shell, preloads };

const write = async (path, file) => {
  const { html, answers: read } = await render.drawPage(path, answers, frame);
  // A page's "Last updated" is the latest change of what it shows: what it reads must be declared (pageUpdated.ts).
  const undeclared = render.undeclaredContent(path, read);
  if (undeclared.length > 0) throw new Error(`${path} shows ${undeclared.join(', ')}, which PAGE_CONTENT in apps/site/src/pageUpdated.ts does not list for it.`);
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  writeFileSync(join(dist, file), html);
  return html.length;
};

const pages = {};
let bytes = 0;
// One at a time: each render collects its own styles, and two cores are shared with the rest of the build.
for (const path of plan.paths) {
  const file = render.pageFileOf(path);
  bytes += await write(path, file);
  pages[path] = file;
}
bytes += await write(render.NOT_FOUND_PATH, NOT_FOUND_FILE);

writeFileSync(
  join(dist, PLAN_FILE),
  `${JSON.stringify({ shell: SHELL_FILE, notFound: NOT_FOUND_FILE, pages, shellPatterns: plan.shellPatterns, queryPaths: plan.queryPaths, preloads }, null, 2)}\n`,
);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`pre-rendered ${plan.paths.length} pages and the not-found page (${Math.round(bytes / 1024)} KiB of HTML) in ${seconds} s`);
