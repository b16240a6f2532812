import { Fragment, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { HospitalThemeProvider, LinkProvider, ToastProvider } from '@hospital/ui';
import { ROUTE_RECORDS, routeRecordFor, type RouteRecord } from './routes.ts';
import { SiteLayout } from './components/SiteLayout.tsx';
import { BareLayout } from './components/BareLayout.tsx';
import { RouterLink } from './components/RouterLink.tsx';
import { LOCALE_BUNDLES } from './i18n/loadLocale.ts';
import { LOCALES, localeOfPath, localizedRoutePattern, type Locale } from './i18n/locales.ts';

interface RoutePage {
  Page: ComponentType;
  /** Fetches the page's code and its content in `locale`; afterwards the page renders without a Suspense round. */
  load: (locale?: Locale) => Promise<void>;
}

/** A page module: the page, exported under its module's name, and for a page with Hindi content modules their loader. */
interface PageModule {
  loadContent?: (locale: Locale) => Promise<unknown>;
  [exported: string]: unknown;
}

/**
 * The page modules the route table names (`page` in routes.ts), each its own chunk fetched on first visit to its
 * route, so no page's code weighs on another's first paint. Found by their names here rather than imported by the
 * table, which every page imports for its links; pages.test.ts proves every name has its module and export.
 */
const PAGE_MODULES = import.meta.glob<PageModule>('./*Page.tsx', { base: './pages' });

/** A route's page, loaded on first visit. */
function lazyPage({ page }: RouteRecord): RoutePage {
  const importModule = PAGE_MODULES[`./${page}.tsx`]!;
  let loaded: ComponentType | undefined;
  let pageModule: PageModule | undefined;
  const load = async () => {
    pageModule ??= await importModule();
    loaded ??= pageModule[page] as ComponentType;
    return { default: loaded };
  };
  const LazyPage = lazy(load);
  function Page() {
    // Chosen once per mount, so a page first drawn through `LazyPage` is never remounted when its code arrives.
    const [Component] = useState<ComponentType>(() => loaded ?? LazyPage);
    return <Component />;
  }
  const loadWithContent = async (locale: Locale = 'en') => {
    await load();
    await pageModule?.loadContent?.(locale);
  };
  return { Page, load: loadWithContent };
}

/** Each record's page, by the record: made from the whole table, so every record finds its page. */
const PAGES = new Map(ROUTE_RECORDS.map((route) => [route, lazyPage(route)]));

function routesOf(routes: readonly RouteRecord[], locale: Locale = 'en') {
  return routes.map((route) => {
    const { Page } = PAGES.get(route)!;
    return <Route key={route.name} path={localizedRoutePattern(route.path, locale)} element={<Page />} />;
  });
}

/**
 * The public routes in one language, under that language's frame. The staff tools have no Hindi pages: a hand-typed
 * "/hi/projects" is the Hindi not-found page, and links to them keep their English path (i18n/locales.ts).
 */
function localeRoutes(locale: Locale) {
  const pages = ROUTE_RECORDS.filter((route) => route.frame === 'site' && (locale === 'en' || route.hindi));
  return (
    <Route key={locale} element={<SiteLayout locale={locale} />}>
      {routesOf(pages, locale)}
    </Route>
  );
}

/**
 * Fetches the code of the page at `pathname` before the first render, so the first paint is the whole page rather
 * than the shell with "Loading..." (which React then keeps up for at least 300 ms). The home page's code is already
 * on its way (index.html preloads it); a slow or failed fetch gives up after `timeoutMs`, and the page then loads
 * lazily as on any later navigation.
 */
export function loadPageFor(pathname: string, timeoutMs = 3000): Promise<void> {
  const locale = localeOfPath(pathname);
  const page = Promise.all([PAGES.get(routeRecordFor(pathname))!.load(locale), LOCALE_BUNDLES.load(locale)]).then(
    () => undefined,
    () => undefined,
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const givenUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
  // The timer goes with the page: a server drawing pages all day keeps none of them waiting.
  return Promise.race([page, givenUp]).finally(() => clearTimeout(timer));
}

/** The module that draws `pathname` ("src/pages/DoctorsPage.tsx"): the pre-render preloads its chunk. */
export function pageModuleFor(pathname: string): string {
  return `src/pages/${routeRecordFor(pathname).page}.tsx`;
}

export interface AppProps {
  /** The router around the routes: the browser's history, or a static router when pre-rendering a path. */
  router?: ComponentType<{ children: ReactNode }>;
}

export function App({ router: Router = BrowserRouter }: AppProps) {
  return (
    <HospitalThemeProvider>
      <ToastProvider>
        <Router>
          <LinkProvider component={RouterLink}>
            <Routes>
              {LOCALES.map(localeRoutes)}
              <Route element={<BareLayout />}>
                {routesOf(ROUTE_RECORDS.filter((route) => route.frame === 'staff'))}
                {/* The waiting hall's boards: bare too, in each language; the page gives itself its language's words. */}
                {LOCALES.map((locale) => (
                  <Fragment key={locale}>{routesOf(ROUTE_RECORDS.filter((route) => route.frame === 'board'), locale)}</Fragment>
                ))}
              </Route>
            </Routes>
          </LinkProvider>
        </Router>
      </ToastProvider>
    </HospitalThemeProvider>
  );
}
