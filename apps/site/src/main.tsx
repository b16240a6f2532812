import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@hospital/ui/fonts';
import { App, loadPageFor } from './App.tsx';
import { BuildDataProvider, pageBuildData } from './prerender/buildData.ts';
import { PRERENDERED_PATH_ATTRIBUTE } from './prerender/htmlPage.ts';

// The pages' Content-Security-Policy refuses eval, and zod tries `new Function` on its first parse to see whether
// it may compile its checks; the refusal is reported as a violation (Lighthouse's best practices count it). zod
// reads its settings from this global, which `z.config` writes: set here, the entry need not import zod.
Object.assign(((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig ??= {}), { jitless: true });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const buildData = pageBuildData(document);

/** The site, marking #root once React has taken the page over, so an end-to-end test acts on a live page. */
function Site() {
  useEffect(() => {
    container?.setAttribute('data-react-ready', '');
  }, []);
  // One child, as in the pre-render's tree: a sibling here would change every useId below it.
  return (
    <BuildDataProvider value={buildData}>
      <App />
    </BuildDataProvider>
  );
}

const app = (
  <StrictMode>
    <Site />
  </StrictMode>
);

// The page's code (and its language's texts) is fetched before the first render, as loadPageFor says; the HTML of a
// pre-rendered page has asked for it beside the entry. As a transition the first render yields to the browser
// every few milliseconds instead of holding the main thread for the whole page, so a slow phone stays responsive
// while the site starts (Lighthouse's total blocking time).
const prerendered = container.getAttribute(PRERENDERED_PATH_ATTRIBUTE) === window.location.pathname;
void loadPageFor(window.location.pathname).then(() => {
  startTransition(() => {
    // This path's pre-rendered page is already painted: React takes over its HTML. The shell, or a page drawn for
    // another path (the not-found page answers any unknown path), is drawn afresh; its HTML stays up until then.
    if (prerendered) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
});
