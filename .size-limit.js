// `npx size-limit`: the budgets of the built site's JavaScript, gzipped (docs/adr/0005). Build first
// (`npm run build`). The files are found in Vite's build manifest by scripts/route-chunks.mjs, so the checks
// follow the real chunk graph instead of a hand-kept list.
//
// The home route's initial JavaScript: the aim was 100 kB. Measured on 2026-11-26: 114.4 kB (size-limit's
// kB are 1,000 bytes), down from 144.8 kB, of which the libraries the stack chose take about 97 kB (react-dom 68,
// react-router 12, styled-components with stylis 11, react 3, scheduler and Radix's Slot 3) and our code about
// 18 kB (site shell, theme, home page and its content). Toasts and everything else not needed for the first
// paint load later. The limit is the figure reached, so it cannot
// grow unnoticed; docs/adr/0005-initial-javascript-budget.md says why 100 KB is out of reach with this stack.
//
// Hindi and English were allowed to add 3 kB to the English home route: 118 kB. Its share, measured on one tree
// with and without it on 2026-11-26: +2.98 kB (116.36 -> 119.34 kB; the language switch, the /hi routes, the
// English catalog and its small reader; Lingui itself loads only on Hindi pages), docs/adr/0009. With the rest of
// that day's work (hydrating the pre-rendered page, the booking journey's links, the fonts' measured fallbacks) the
// route reached 120.3 kB. It was won back by giving the home page below its hero a chunk of its own
// (pages/HomeSections.tsx, 3.9 kB gzip, asked for when the home page's code runs and hydrated when it arrives;
// the pre-rendered HTML shows those sections meanwhile): 114.8 kB. The limit was the original 115 kB.
//
// Issue 21 (measured on one tree with and without each part, 2026-11-26) added 1.3 kB to reach 116.16 kB: every
// public page's "Last updated" date (GIGW 3.0: the footer's <time>, the table of what each route shows, its date
// formatting) 0.33 kB; the booking button and the header's menus working before the scripts arrive (a form that
// opens the booking dialog from its address, the navigation's no-script fallback) 0.34 kB; and the contract's
// constants module, which the first paint carries for the toasts, grew with the staff roles and the content
// paths by 0.6 kB. The limit was 116.5 kB: what was reached, and no more.
//
// Issue 25 (the OPD's day; measured with this tree's build and main's before it, 2026-11-27) added 0.25 kB: 116.47
// -> 116.72 kB. The waiting hall's boards are two public routes in English and Hindi (their route records and lazy
// page entry, 0.1 kB), the visit states grew the first paint's constants (0.05 kB), and the bundler moved a helper
// shared with the board into react-dom's chunk (0.08 kB). Kept out: the board's words (in its own chunk, not the
// catalogs) and the OPD's settings (a contract module of their own). The limit was 116.75 kB.
//
// Issue 26 (speed; measured against main's build of the same morning) added 0.11 kB: 116.72 -> 116.83 kB. The
// language switch names its own face, so an English page draws "हिन्दी" from 2 kB of font rather than the 29 kB cut
// (0.04 kB); the theme names the cut's family (0.03 kB); a time of day's formatter is made once per language rather
// than per card (0.04 kB: eighteen doctors' cards made thirty-six formatters). Kept out: the short day's formatter
// (a module of its own, in the chunks that write it) and the lead picture's props (in the listings' chunks). The
// limit was 116.85 kB.
//
// Issue 26's second part (the main thread while a page starts; measured commit by commit, 2026-11-27) added 0.22 kB:
// 116.84 -> 117.06 kB. The theme's global CSS is a style sheet React keeps rather than a styled-components global
// style compiled in the browser (14 ms of a laptop's main thread on every start): its text as the browser reads it,
// and the few lines that write it, 0.15 kB. The document's language and its alternates are written only when they
// differ from the page's (writing the same language took 45-70 ms while React took the page over): 0.07 kB. The
// limit is 117.08 kB.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { readManifest, routeInitialChunks, routePages, routesLoadingFeatureEarly, staticClosure } from './scripts/route-chunks.mjs';

const dist = fileURLToPath(new URL('./apps/site/dist/', import.meta.url));
const manifest = readManifest(join(dist, '.vite/manifest.json'));

// The analytics chunk (ECharts and the statistics panel, nearly 200 kB) must be absent from every route's initial
// load, including the admin dashboard's own: it loads when the Analytics tab opens.
const ANALYTICS = 'src/pages/admin/AnalyticsTab.tsx';
const leaks = routesLoadingFeatureEarly(manifest, ANALYTICS);
if (leaks.length > 0) {
  throw new Error(
    `The analytics chunk is in the initial load of: ${leaks.map(({ page }) => page).join(', ')}. Import ${ANALYTICS} lazily.`,
  );
}

// zod, with every schema the contract builds from it when its module runs, is for forms: about 20 ms of a laptop's
// main thread while a page starts (80 ms on Lighthouse's slowed phone). A page that shows no form must not load it
// before it paints; the contract's codes and rules that such pages read are modules without zod (errorCodes.ts).
// zod's files are found by what any build of zod keeps in its text, the name of its error class.
const FORM_PAGES = ['AdminDashboardPage', 'AdminLoginPage', 'ChangePasswordPage', 'ManageBookingPage', 'ProjectsPage'];
const loadsZod = (file) => readFileSync(join(dist, file), 'utf8').includes('ZodError');
const zodLeaks = routePages(manifest).filter(
  (page) => !FORM_PAGES.some((name) => page === `src/pages/${name}.tsx`) && routeInitialChunks(manifest, page).some(loadsZod),
);
if (zodLeaks.length > 0) {
  throw new Error(`zod is in the initial load of ${zodLeaks.join(', ')}, which show no form: import the contract's codes and rules, not its schemas.`);
}

export default [
  {
    name: 'home route: initial JS (entry + HomePage, static imports)',
    path: routeInitialChunks(manifest, 'src/pages/HomePage.tsx').map((file) => join(dist, file)),
    gzip: true,
    limit: '117.08 kB',
  },
  {
    // Its own file only: the chunks it shares are already loaded by the dashboard. Measured on 2026-11-26: 194.2 kB.
    name: 'analytics chunk (loaded when the Analytics tab opens)',
    path: staticClosure(manifest, [ANALYTICS]).slice(0, 1).map((file) => join(dist, file)),
    gzip: true,
    limit: '200 kB',
  },
];
