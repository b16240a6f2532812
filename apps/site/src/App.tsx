import { lazy, useState, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { HospitalThemeProvider, LinkProvider, ToastProvider } from '@hospital/ui';
import { ROUTES, ROUTE_TABLE, routeFor, type RouteName } from './routes.ts';
import { SiteLayout } from './components/SiteLayout.tsx';
import { BareLayout } from './components/BareLayout.tsx';
import { RouterLink } from './components/RouterLink.tsx';

interface RoutePage {
  Page: ComponentType;
  /** Fetches the page's code; afterwards the page renders without a Suspense round. */
  load: () => Promise<void>;
}

/** A page module loaded on first visit to its route, so no page's code weighs on another's first paint. */
function lazyPage<K extends string>(importModule: () => Promise<Record<K, ComponentType>>, name: K): RoutePage {
  let loaded: ComponentType | undefined;
  const load = async () => {
    loaded ??= (await importModule())[name];
    return { default: loaded };
  };
  const LazyPage = lazy(load);
  function Page() {
    // Chosen once per mount, so a page first drawn through `LazyPage` is never remounted when its code arrives.
    const [Component] = useState<ComponentType>(() => loaded ?? LazyPage);
    return <Component />;
  }
  return { Page, load: async () => void (await load()) };
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
  home: lazyPage(() => import('./pages/HomePage.tsx'), 'HomePage'),
  notFound: lazyPage(() => import('./pages/NotFoundPage.tsx'), 'NotFoundPage'),
};

/** Staff screens, drawn without the public site's header and footer. */
const STAFF_ROUTES: ReadonlySet<RouteName> = new Set(['admin', 'adminLogin']);

function routesOf(names: readonly RouteName[]) {
  return names.map((name) => {
    const { Page } = PAGES[name];
    return <Route key={name} path={ROUTES[name]} element={<Page />} />;
  });
}

/**
 * Fetches the code of the page at `pathname` before the first render, so the first paint is the whole page rather
 * than the shell with "Loading..." (which React then keeps up for at least 300 ms). The home page's code is already
 * on its way (index.html preloads it); a slow or failed fetch gives up after `timeoutMs`, and the page then loads
 * lazily as on any later navigation.
 */
export function loadPageFor(pathname: string, timeoutMs = 3000): Promise<void> {
  const page = PAGES[routeFor(pathname)].load().catch(() => undefined);
  return Promise.race([page, new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))]);
}

export function App() {
  return (
    <HospitalThemeProvider>
      <ToastProvider>
        <BrowserRouter>
          <LinkProvider component={RouterLink}>
            <Routes>
              <Route element={<SiteLayout />}>{routesOf(ROUTE_TABLE.filter((name) => !STAFF_ROUTES.has(name)))}</Route>
              <Route element={<BareLayout />}>{routesOf(ROUTE_TABLE.filter((name) => STAFF_ROUTES.has(name)))}</Route>
            </Routes>
          </LinkProvider>
        </BrowserRouter>
      </ToastProvider>
    </HospitalThemeProvider>
  );
}
