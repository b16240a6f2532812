import { describe, expect, it } from 'vitest';
import { ADMIN_TABS, adminTabsFor, parseAdminTab, withAdminTab } from './adminTabs.ts';

describe('admin tabs', () => {
  it('each survive the trip through the URL, and a missing tab opens the first', () => {
    for (const { value } of ADMIN_TABS) {
      expect(parseAdminTab(withAdminTab(new URLSearchParams(), value).get('tab'))).toBe(value);
    }
    expect(parseAdminTab(new URLSearchParams().get('tab'))).toBe(ADMIN_TABS[0].value);
  });

  it('read the tab from the URL, defaulting to appointments', () => {
    expect(parseAdminTab('news-events')).toBe('news-events');
    expect(parseAdminTab('analytics')).toBe('analytics');
    expect(parseAdminTab('staff')).toBe('staff');
    expect(parseAdminTab('doctors')).toBe('doctors');
    expect(parseAdminTab('opd-day')).toBe('opd-day');
    expect(parseAdminTab('today')).toBe('opd-day');
    expect(parseAdminTab(null)).toBe('appointments');
    expect(parseAdminTab('settings')).toBe('appointments');
    expect(parseAdminTab('Gallery')).toBe('appointments');
  });

  it('write the tab into the query, keeping other parameters', () => {
    expect(withAdminTab(new URLSearchParams('tab=gallery&x=1'), 'analytics').toString()).toBe('tab=analytics&x=1');
    expect(withAdminTab(new URLSearchParams(''), 'gallery').toString()).toBe('tab=gallery');
  });

  it('show admins every tab, and reception the appointments, the OPD day and messages only, whatever the URL says', () => {
    expect(adminTabsFor('admin').map((tab) => tab.value)).toEqual(['appointments', 'opd-day', 'messages', 'gallery', 'news-events', 'testimonials', 'doctors', 'analytics', 'staff']);
    expect(adminTabsFor('reception').map((tab) => tab.value)).toEqual(['appointments', 'opd-day', 'messages']);
    expect(parseAdminTab('messages', 'reception')).toBe('messages');
    expect(parseAdminTab('opd-day', 'reception')).toBe('opd-day');
    expect(parseAdminTab('staff', 'reception')).toBe('appointments');
    expect(parseAdminTab('gallery', 'reception')).toBe('appointments');
    expect(parseAdminTab('doctors', 'reception')).toBe('appointments');
    expect(parseAdminTab('appointments', 'reception')).toBe('appointments');
  });
});
