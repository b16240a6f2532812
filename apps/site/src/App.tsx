import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { HospitalThemeProvider, ToastProvider } from '@hospital/ui';
import { ROUTES, ROUTE_TABLE, type RouteName } from './routes.ts';
import { SiteLayout } from './components/SiteLayout.tsx';
import { BareLayout } from './components/BareLayout.tsx';

/** A page module loaded on first visit to its route, so no page's code weighs on another's first paint. */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const PAGES: Record<RouteName, LazyExoticComponent<ComponentType>> = {
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
    const Page = PAGES[name];
    return <Route key={name} path={ROUTES[name]} element={<Page />} />;
  });
}

export function App() {
  return (
    <HospitalThemeProvider>
      <ToastProvider>
        <BrowserRouter>
          <Routes>
            <Route element={<SiteLayout />}>{routesOf(ROUTE_TABLE.filter((name) => !STAFF_ROUTES.has(name)))}</Route>
            <Route element={<BareLayout />}>{routesOf(ROUTE_TABLE.filter((name) => STAFF_ROUTES.has(name)))}</Route>
          </Routes>
        </BrowserRouter>
      </ToastProvider>
    </HospitalThemeProvider>
  );
}
