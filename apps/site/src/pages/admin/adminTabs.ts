// The dashboard's tabs (Appointments the default), which of them each staff role sees, and how the selected one is
// kept in the URL (?tab=gallery), so a reload or a shared link returns to it.
import type { StaffRole } from '@hospital/contract';

/**
 * Each tab with the roles that see it. Reception (the front desk) has the appointments, the OPD day (check-in,
 * walk-ins, calling patients) and the messages to patients only (reading them; resending a failed one is an admin's): the gallery, news,
 * the home page's testimonials, doctors (their timetables, leave and the hospital's closures) and staff accounts are admins' work, and Analytics, though read-only, is the hospital's figures rather than the
 * front desk's (the server keeps `/api/stats` to admins too).
 */
export const ADMIN_TABS = [
  { value: 'appointments', label: 'Appointments', roles: ['admin', 'reception'] },
  { value: 'opd-day', label: 'OPD day', roles: ['admin', 'reception'] },
  { value: 'messages', label: 'Messages', roles: ['admin', 'reception'] },
  { value: 'gallery', label: 'Gallery', roles: ['admin'] },
  { value: 'news-events', label: 'News & Events', roles: ['admin'] },
  { value: 'testimonials', label: 'Testimonials', roles: ['admin'] },
  { value: 'doctors', label: 'Doctors', roles: ['admin'] },
  { value: 'analytics', label: 'Analytics', roles: ['admin'] },
  { value: 'staff', label: 'Staff', roles: ['admin'] },
] as const satisfies readonly { value: string; label: string; roles: readonly StaffRole[] }[];

export type AdminTabRecord = (typeof ADMIN_TABS)[number];
export type AdminTab = AdminTabRecord['value'];

export const DEFAULT_ADMIN_TAB: AdminTab = 'appointments';

/** The query parameter holding the tab. */
export const TAB_PARAM = 'tab';

/** The tabs a role sees, in the dashboard's order. */
export function adminTabsFor(role: StaffRole): AdminTabRecord[] {
  return ADMIN_TABS.filter((tab) => (tab.roles as readonly StaffRole[]).includes(role));
}

/**
 * The tab a `?tab=` value names; missing or unknown values give the default, Appointments, and so does a tab the
 * role does not see (a reception user following an admin's link to ?tab=staff).
 */
export function parseAdminTab(value: string | null | undefined, role: StaffRole = 'admin'): AdminTab {
  // ?tab=today is the OPD day tab's old name, still in bookmarks at the counters.
  const wanted = value === 'today' ? 'opd-day' : value;
  return adminTabsFor(role).find((tab) => tab.value === wanted)?.value ?? DEFAULT_ADMIN_TAB;
}

/** The query string for a tab, keeping any other parameters. */
export function withAdminTab(search: URLSearchParams, tab: AdminTab): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set(TAB_PARAM, tab);
  return next;
}
