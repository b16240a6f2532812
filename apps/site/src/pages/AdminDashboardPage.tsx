import { lazy, Suspense, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { API_PATHS } from '@hospital/contract';
import { AdminHeader, AdminStatCards, ErrorState, LoadingText, Tab, TabList, TabPanel, Tabs, cssVar, media } from '@hospital/ui';
import { apiMutate } from '../api/client.ts';
import { useAppointments, useForgetCachedData, useStats } from '../api/admin.ts';
import { clearStoredUser, isAdminUser, useStoredUser } from '../auth/storedUser.ts';
import { SITE_NAME } from '../content/site.ts';
import { useDocumentTitle } from '../lib/useDocumentTitle.ts';
import { paths } from '../routes.ts';
import { ADMIN_TABS, TAB_PARAM, parseAdminTab, withAdminTab } from './admin/adminTabs.ts';
import { AppointmentsPanel } from './admin/AppointmentsPanel.tsx';
import { GalleryPanel } from './admin/GalleryPanel.tsx';
import { NewsEventsPanel } from './admin/NewsEventsPanel.tsx';

// The charts weigh more than the rest of the dashboard together: loaded when the Analytics tab first opens.
const AnalyticsTab = lazy(async () => ({ default: (await import('./admin/AnalyticsTab.tsx')).AnalyticsTab }));

/**
 * /admin. Shown only when the stored user is an admin, else the sign-in; the server's 401 on any
 * admin call clears the stored user and so lands here too.
 */
export function AdminDashboardPage() {
  const user = useStoredUser();
  if (!isAdminUser(user)) return <Navigate to={paths.adminLogin} replace />;
  return <Dashboard />;
}

function Dashboard() {
  useDocumentTitle('Admin Dashboard');
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseAdminTab(searchParams.get(TAB_PARAM));
  const stats = useStats();
  // Read here rather than in the tab: the analytics panel receives the same list, fetched once.
  const appointments = useAppointments();
  const forgetCachedData = useForgetCachedData();
  const [loggingOut, setLoggingOut] = useState(false);

  const logout = async () => {
    setLoggingOut(true);
    // The stored user goes whatever the server says: a failed call must not keep anyone signed in here.
    await apiMutate('POST', API_PATHS.logout).catch(() => undefined);
    clearStoredUser();
    await forgetCachedData();
    navigate(paths.adminLogin, { replace: true });
  };

  return (
    <>
      <AdminHeader siteName={SITE_NAME} homeHref={paths.home} onLogout={logout} loggingOut={loggingOut} />
      <Main id="main-content">
        <AdminStatCards stats={stats.data} isLoading={stats.isLoading} error={stats.error} onRetry={stats.onRetry} />
        <Tabs
          value={tab}
          onValueChange={(value) => setSearchParams(withAdminTab(searchParams, parseAdminTab(value)), { replace: true })}
        >
          <TabList aria-label="Admin sections">
            {ADMIN_TABS.map(({ value, label }) => (
              <Tab key={value} value={value}>
                {label}
              </Tab>
            ))}
          </TabList>
          <TabPanel value="appointments">
            <AppointmentsPanel appointments={appointments} />
          </TabPanel>
          <TabPanel value="gallery">
            <GalleryPanel />
          </TabPanel>
          <TabPanel value="news-events">
            <NewsEventsPanel />
          </TabPanel>
          <TabPanel value="analytics">
            {appointments.data ? (
              <Suspense fallback={<LoadingText>Loading analytics...</LoadingText>}>
                <AnalyticsTab appointments={appointments.data} />
              </Suspense>
            ) : appointments.error ? (
              <ErrorState title="Failed to load appointments" description="Please try again later." onRetry={appointments.onRetry} />
            ) : (
              <LoadingText>Loading appointments...</LoadingText>
            )}
          </TabPanel>
        </Tabs>
      </Main>
    </>
  );
}

const Main = styled.main`
  display: grid;
  gap: ${cssVar.space[6]};
  max-inline-size: ${cssVar.size.container};
  margin-inline: auto;
  padding: ${cssVar.space[6]} ${cssVar.space[4]} ${cssVar.space[12]};

  ${media.md} {
    padding-inline: ${cssVar.space[6]};
  }
`;
