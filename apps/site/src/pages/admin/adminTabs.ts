// The dashboard's tabs (Appointments the default) and how the selected one is kept in the URL (?tab=gallery),
// so a reload or a shared link returns to it.

export const ADMIN_TABS = [
  { value: 'appointments', label: 'Appointments' },
  { value: 'gallery', label: 'Gallery' },
  { value: 'news-events', label: 'News & Events' },
  { value: 'analytics', label: 'Analytics' },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]['value'];

export const DEFAULT_ADMIN_TAB: AdminTab = 'appointments';

/** The query parameter holding the tab. */
export const TAB_PARAM = 'tab';

/** The tab a `?tab=` value names; missing or unknown values give the default, Appointments. */
export function parseAdminTab(value: string | null | undefined): AdminTab {
  return ADMIN_TABS.find((tab) => tab.value === value)?.value ?? DEFAULT_ADMIN_TAB;
}

/** The query string for a tab, keeping any other parameters. */
export function withAdminTab(search: URLSearchParams, tab: AdminTab): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set(TAB_PARAM, tab);
  return next;
}
