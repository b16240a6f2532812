// Choosing a day on the booking dialog's and the manage page's month grid (packages/ui DayPicker), which replaces the
// date input once a doctor is chosen: the grid opens on the doctor's first open day; "Next month" pages on, up to the
// booking horizon, until the day's button is there, and the site reads each month's days as it is shown. Each day
// button is named by its full date in the page's language, then "Fully booked" or "Not available" when it is, or
// "Loading" while its month's days are on their way (the grid is busy until they come).
import { expect, type Locator } from '@playwright/test';

/** The day's button name as the grid writes it: "Tuesday, December 1, 2026" (en-US), "मंगलवार, 1 दिसंबर 2026" (hi-IN). */
export function dayButtonName(date: string, locale = 'en-US'): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day, 12)),
  );
}

/** The months from today's to the booking horizon's (a year ahead): the most "Next month" can page. */
const MONTHS_TO_THE_HORIZON = 13;

/** The day's button in `scope` (a dialog, the page's main), paging months forward until it is shown and its month read. */
export async function dayButton(scope: Locator, date: string, { locale = 'en-US', nextMonth = 'Next month' } = {}): Promise<Locator> {
  const name = dayButtonName(date, locale);
  const grid = scope.getByRole('grid');
  const button = grid.getByRole('button', { name: new RegExp(`^${name}(,|$)`) });
  for (let page = 0; page < MONTHS_TO_THE_HORIZON && (await button.count()) === 0; page += 1) await scope.getByRole('button', { name: nextMonth }).click();
  await expect(grid).not.toHaveAttribute('aria-busy', 'true');
  return button;
}

/** Chooses an open day on the grid. */
export async function chooseDay(scope: Locator, date: string, options: { locale?: string; nextMonth?: string } = {}): Promise<void> {
  await (await dayButton(scope, date, options)).click();
}
