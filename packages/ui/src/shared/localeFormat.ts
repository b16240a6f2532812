// Dates, times and numbers in the page's language, through Intl only. "hi-IN" writes Latin digits (as Indian
// sites do) with lakh grouping, and times with the part of the day instead of AM/PM: "सुबह 9:00".

type DateValue = Date | string | number;

const toDate = (value: DateValue) => (value instanceof Date ? value : new Date(value));

/**
 * One formatter per locale, made when first asked for: making an Intl formatter costs far more than using one (a
 * list of eighteen doctors' next slots made thirty-six, about 8 ms of a phone's main thread).
 */
export function perLocale<T>(make: (locale: string) => T): (locale: string) => T {
  const made = new Map<string, T>();
  return (locale) => {
    let formatter = made.get(locale);
    if (formatter === undefined) made.set(locale, (formatter = make(locale)));
    return formatter;
  };
}

function isHindi(locale: string): boolean {
  return new Intl.Locale(locale).language === 'hi';
}

/** "Tuesday, December 1, 2026" (en-US); "मंगलवार, 1 दिसंबर 2026" (hi-IN); the day in `timeZone` when given. */
export function formatLongDate(value: DateValue, locale: string, timeZone?: string): string {
  return toDate(value).toLocaleDateString(locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', ...(timeZone ? { timeZone } : {}) });
}

/** "December 1, 2026" (en-US); "1 दिसंबर 2026" (hi-IN); the day in `timeZone` when given. */
export function formatDate(value: DateValue, locale: string, timeZone?: string): string {
  return toDate(value).toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric', ...(timeZone ? { timeZone } : {}) });
}

/** "HH:MM" on the 24-hour clock, as the hospital's data and the contract write times. */
function clockParts(time: string): [number, number] {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || hours > 23 || minutes > 59) throw new RangeError(`Not a time of day: "${time}"`);
  return [hours, minutes];
}

const timeFormat = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
      ...(isHindi(locale) ? { dayPeriod: 'short' as const } : {}),
    }),
);

/** A time of day, "09:00" or "20:30": "9:00 AM" (en-US); "सुबह 9:00", "रात 8:30" (hi-IN). */
export function formatTime(time: string, locale: string): string {
  const [hours, minutes] = clockParts(time);
  // Any day will do: only the time is written. UTC, so no clock change moves it.
  return timeFormat(locale).format(new Date(Date.UTC(2026, 0, 1, hours, minutes)));
}


/** Opening hours, "08:00" to "20:00": "8:00 AM - 8:00 PM" (en-US); "सुबह 8:00 - रात 8:00" (hi-IN). */
export function formatTimeRange(from: string, to: string, locale: string): string {
  return `${formatTime(from, locale)} - ${formatTime(to, locale)}`;
}

/** 1234567 as "1,234,567" (en-US); "12,34,567" (hi-IN, lakh grouping, Latin digits). */
export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** A large round figure as people say it: 245000 as "2.45 लाख" (hi-IN), 15000 as "15 हज़ार"; "245K" in en-US. */
export function formatCompactNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 2 }).format(value);
}
