// The "Next available" line's words, as a plain function (nextAvailable.test.ts).

/** A day and slot as the line writes them: "Tue 1 Dec, 9:30 AM" (English), "मंगल 1 दिस॰, सुबह 9:30" (hi-IN). */
export function nextAvailableWhen(slot: { date: string; time: string }, locale: string, timeText: (slot: string, locale: string) => string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(slot.date);
  if (!match) return `${slot.date}, ${timeText(slot.time, locale)}`;
  // Noon UTC of that day, written in UTC: no time zone moves it to another day.
  const moment = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  const parts = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}, ${timeText(slot.time, locale)}`;
}
