import { lazy, useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { HospitalThemeProvider, LinkProvider, ToastProvider } from '@hospital/ui';
import { ROUTES, ROUTE_TABLE, routeFor, type RouteName } from './routes.ts';
import { SiteLayout } from './components/SiteLayout.tsx';
import { BareLayout } from './components/BareLayout.tsx';
import { RouterLink } from './components/RouterLink.tsx';
import { LOCALE_BUNDLES } from './i18n/loadLocale.ts';
import { ENGLISH_ONLY_ROUTES, LOCALES, localeOfPath, localizedRoutePattern, type Locale } from './i18n/locales.ts';

interface RoutePage {
  Page: ComponentType;
  /** Fetches the page's code and its content in `locale`; afterwards the page renders without a Suspense round. */
  load: (locale?: Locale) => Promise<void>;
  /** The page's export name, which is also its module's name under src/pages (the pre-render preloads it). */
  name: string;
}

/** What a page module may export beside its page: its content's loader, for a language (the Hindi content modules). */
interface PageContent {
  loadContent?: (locale: Locale) => Promise<unknown>;
}

/** A page module loaded on first visit to its route, so no page's code weighs on another's first paint. */
function lazyPage<K extends string>(importModule: () => Promise<Record<K, ComponentType> & PageContent>, name: K): RoutePage {
  let loaded: ComponentType | undefined;
  let pageModule: (Record<K, ComponentType> & PageContent) | undefined;
  const load = async () => {
    pageModule ??= await importModule();
    loaded ??= pageModule[name];
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
  return { Page, load: loadWithContent, name };
}

const PAGES: Record<RouteName, RoutePage> = {
  projects: lazyPage(() => import('./pages/ProjectsPage.tsx'), 'ProjectsPage'),
  admin: lazyPage(() => import('./pages/AdminDashboardPage.tsx'), 'AdminDashboardPage'),
  adminLogin: lazyPage(() => import('./pages/AdminLoginPage.tsx'), 'AdminLoginPage'),
  department: lazyPage(() => import('./pages/DepartmentPage.tsx'), 'DepartmentPage'),
  doctors: lazyPage(() => import('./pages/DoctorsPage.tsx'), 'DoctorsPage'),
  doctor: lazyPage(() => import('./pages/DoctorProfilePage.tsx'), 'DoctorProfilePage'),
  gallery: lazyPage(() => import('./pages/GalleryPage.tsx'), 'GalleryPage'),
  newsEvents: lazyPage(() => import('./pages/NewsEventsPage.tsx'), 'NewsEventsPage'),
  facility: lazyPage(() => import('./pages/FacilityPage.tsx'), 'FacilityPage'),
  privacy: lazyPage(() => import('./pages/PrivacyPage.tsx'), 'PrivacyPage'),
  manageBooking: lazyPage(() => import('./pages/ManageBookingPage.tsx'), 'ManageBookingPage'),
  home: lazyPage(() => import('./pages/HomePage.tsx'), 'HomePage'),
  notFound: lazyPage(() => import('./pages/NotFoundPage.tsx'), 'NotFoundPage'),
};

/** Staff screens, drawn without the public site's header and footer. */
const STAFF_ROUTES: ReadonlySet<RouteName> = new Set(['admin', 'adminLogin']);

function routesOf(names: readonly RouteName[], locale: Locale = 'en') {
  return names.map((name) => {
    const { Page } = PAGES[name];
    return <Route key={name} path={localizedRoutePattern(ROUTES[name], locale)} element={<Page />} />;
  });
}

/**
 * The public routes in one language, under that language's frame. The staff tools have no Hindi pages: a hand-typed
 * "/hi/projects" is the Hindi not-found page, and links to them keep their English path (i18n/locales.ts).
 */
function localeRoutes(locale: Locale) {
  const pages = ROUTE_TABLE.filter((name) => !STAFF_ROUTES.has(name) && (locale === 'en' || !ENGLISH_ONLY_ROUTES.has(name)));
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
  const page = Promise.all([PAGES[routeFor(pathname)].load(locale), LOCALE_BUNDLES.load(locale)]).then(
    () => undefined,
    () => undefined,
  );
  return Promise.race([page, new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))]);
}

/** The module that draws `pathname` ("src/pages/DoctorsPage.tsx"): the pre-render preloads its chunk. */
export function pageModuleFor(pathname: string): string {
  return `src/pages/${PAGES[routeFor(pathname)].name}.tsx`;
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
              <Route element={<BareLayout />}>{routesOf(ROUTE_TABLE.filter((name) => STAFF_ROUTES.has(name)))}</Route>
            </Routes>
          </LinkProvider>
        </Router>
      </ToastProvider>
    </HospitalThemeProvider>
  );
}
