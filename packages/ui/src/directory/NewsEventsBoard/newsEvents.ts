// The rules of the public News & Events page: upcoming or past, dates, empty texts. Pure: unit-tested beside.
import { HOSPITAL_TIME_ZONE, hospitalToday, type NewsEvent } from '@hospital/contract';
import { formatDate, formatLongDate } from '../../shared/localeFormat.ts';

export type EventTiming = 'upcoming' | 'today' | 'past';

/**
 * Where an event falls against today, by the hospital's calendar day in India (not by the hour, and not by the
 * visitor's or the build machine's zone, so the pre-render and the browser agree): a later day is upcoming, an
 * earlier one past, and any hour of today is today, which neither section shows. Undefined without a valid date.
 */
export function eventTiming(eventDate: string | null | undefined, now: Date): EventTiming | undefined {
  if (!eventDate) return undefined;
  const date = new Date(eventDate);
  if (Number.isNaN(date.getTime())) return undefined;
  // The hospital's calendar, wherever the visitor (or the build) is: "YYYY-MM-DD" strings compare as days.
  const day = hospitalToday(date);
  const today = hospitalToday(now);
  if (day > today) return 'upcoming';
  if (day < today) return 'past';
  return 'today';
}

export interface NewsEventSections<T> {
  /** Events on a later day, soonest first. */
  upcoming: T[];
  /** Items of type news, newest first. */
  news: T[];
  /** Events on an earlier day, most recent first. */
  past: T[];
}

const time = (value: string | null | undefined) => (value ? new Date(value).getTime() : 0);

/** Splits a list into the page's three sections; an event dated today, or without a date, is in none. */
export function sectionNewsEvents<T extends Pick<NewsEvent, 'type' | 'eventDate' | 'createdAt'>>(
  items: readonly T[],
  now: Date,
): NewsEventSections<T> {
  const sections: NewsEventSections<T> = { upcoming: [], news: [], past: [] };
  for (const item of items) {
    if (item.type === 'news') {
      sections.news.push(item);
      continue;
    }
    const timing = eventTiming(item.eventDate, now);
    if (timing === 'upcoming') sections.upcoming.push(item);
    else if (timing === 'past') sections.past.push(item);
  }
  sections.upcoming.sort((a, b) => time(a.eventDate) - time(b.eventDate));
  sections.past.sort((a, b) => time(b.eventDate) - time(a.eventDate));
  sections.news.sort((a, b) => time(b.createdAt) - time(a.createdAt));
  return sections;
}

/** An event's date in India, weekday first: "Sunday, December 13, 2026" (the default, US English); "रविवार, 13 दिसंबर 2026". */
export function formatEventDate(value: string, locale = 'en-US'): string {
  return formatLongDate(value, locale, HOSPITAL_TIME_ZONE);
}

/** A news item's date in India: "November 20, 2026" (the default, US English); "20 नवंबर 2026". */
export function formatNewsDate(value: string, locale = 'en-US'): string {
  return formatDate(value, locale, HOSPITAL_TIME_ZONE);
}

/** The empty page's sentence for the chosen type, or for none. */
export function emptyNewsDescription(type: string): string {
  return type === '' ? 'No news or events available at the moment.' : `No ${type} updates available at the moment.`;
}
