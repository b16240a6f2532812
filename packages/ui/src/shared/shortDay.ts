// A short day, "Tue 1 Dec": its own module, so the pages that write no such day (the home page) do not carry it.
import { perLocale } from './localeFormat.ts';

const shortDayFormat = perLocale((locale) => new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }));

/** A calendar day (YYYY-MM-DD) short, as a card or a notice writes it: "Tue 1 Dec" (English), "मंगल 1 दिस॰" (hi-IN). */
export function formatShortDay(date: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  // Noon UTC of that day, written in UTC: no time zone moves it to another day.
  const moment = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  const parts = shortDayFormat(locale).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}
