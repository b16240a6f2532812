import { lazy, Suspense } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { StaffRole, User } from '@hospital/contract';
import { AdminHeader, AdminStatCards, ErrorState, LoadingText, Tab, TabList, TabPanel, Tabs, cssVar, media } from '@hospital/ui';
import { useAppointmentCounts, useStats } from '../api/admin.ts';
import { isStaffUser, useStoredUser } from '../auth/storedUser.ts';
import { SITE_NAME } from '../content/site.ts';
import { useDocumentTitle } from '../lib/useDocumentTitle.ts';
import { paths } from '../routes.ts';
import { TAB_PARAM, adminTabsFor, parseAdminTab, withAdminTab } from './admin/adminTabs.ts';
import { AppointmentsPanel } from './admin/AppointmentsPanel.tsx';
import { DoctorsPanel } from './admin/DoctorsPanel.tsx';
import { GalleryPanel } from './admin/GalleryPanel.tsx';
import { MessagesPanel } from './admin/MessagesPanel.tsx';
import { NewsEventsPanel } from './admin/NewsEventsPanel.tsx';
import { OpdDayPanel } from './admin/OpdDayPanel.tsx';
import { StaffPanel } from './admin/StaffPanel.tsx';
import { TestimonialsPanel } from './admin/TestimonialsPanel.tsx';
import { signedInAs, useLogout } from './admin/useLogout.ts';

// The charts weigh more than the rest of the dashboard together: loaded when the Analytics tab first opens.
const AnalyticsTab = lazy(async () => ({ default: (await import('./admin/AnalyticsTab.tsx')).AnalyticsTab }));

/**
 * /admin. Shown only when the stored user is staff (admin or reception), else the sign-in; a temporary password
 * sends them to change it first. The server's 401 on any admin call clears the stored user and so lands on the
 * sign-in too, and its 403 password_change_required marks the stored user, which lands on the password page.
 */
export function AdminDashboardPage() {
  const user = useStoredUser();
  if (!isStaffUser(user)) return <Navigate to={paths.adminLogin} replace />;
  if (user.mustChangePassword) return <Navigate to={paths.adminPassword} replace />;
  return <Dashboard user={user} />;
}

function Dashboard({ user }: { user: User & { role: StaffRole } }) {
  useDocumentTitle('Admin Dashboard');
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs = adminTabsFor(user.role);
  const tab = parseAdminTab(searchParams.get(TAB_PARAM), user.role);
  const isAdmin = user.role === 'admin';
  const { logout, loggingOut } = useLogout();

  return (
    <>
      <AdminHeader
        siteName={SITE_NAME}
        homeHref={paths.home}
        signedInAs={signedInAs(user)}
        passwordHref={paths.adminPassword}
        onLogout={logout}
        loggingOut={loggingOut}
      />
      <Main id="main-content">
        {isAdmin ? <StatCards /> : null}
        <Tabs
          value={tab}
          onValueChange={(value) => setSearchParams(withAdminTab(searchParams, parseAdminTab(value, user.role)), { replace: true })}
        >
          <TabList aria-label="Admin sections">
            {tabs.map(({ value, label }) => (
              <Tab key={value} value={value}>
                {label}
              </Tab>
            ))}
          </TabList>
          <TabPanel value="appointments">
            <AppointmentsPanel mayResend={isAdmin} />
          </TabPanel>
          {/* The OPD day: both roles check in, register walk-ins and call patients. */}
          <TabPanel value="opd-day">
            <OpdDayPanel />
          </TabPanel>
          {/* Both roles read the messages to patients; only an admin sends a failed one again. */}
          <TabPanel value="messages">
            <MessagesPanel mayResend={isAdmin} />
          </TabPanel>
          {isAdmin ? <AdminOnlyPanels /> : null}
        </Tabs>
      </Main>
    </>
  );
}

/** The totals above the tabs: the hospital's figures, an admin's (the server answers /api/stats to admins only). */
function StatCards() {
  const stats = useStats();
  return <AdminStatCards stats={stats.data} isLoading={stats.isLoading} error={stats.error} onRetry={stats.onRetry} />;
}

function AdminOnlyPanels() {
  return (
    <>
      <TabPanel value="gallery">
        <GalleryPanel />
      </TabPanel>
      <TabPanel value="news-events">
        <NewsEventsPanel />
      </TabPanel>
      <TabPanel value="testimonials">
        <TestimonialsPanel />
      </TabPanel>
      <TabPanel value="doctors">
        <DoctorsPanel />
      </TabPanel>
      <TabPanel value="staff">
        <StaffPanel />
      </TabPanel>
      <TabPanel value="analytics">
        <AnalyticsPanel />
      </TabPanel>
    </>
  );
}

/**
 * The Analytics tab: the server's counts (never the appointments themselves), asked for here, as the tab opens,
 * so the request runs while the charts' chunk loads rather than after it.
 */
function AnalyticsPanel() {
  const counts = useAppointmentCounts();
  if (counts.data) {
    return (
      <Suspense fallback={<LoadingText>Loading analytics...</LoadingText>}>
        <AnalyticsTab counts={counts.data} />
      </Suspense>
    );
  }
  if (counts.error) return <ErrorState title="Failed to load analytics" description="Please try again later." onRetry={counts.onRetry} />;
  return <LoadingText>Loading analytics...</LoadingText>;
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
