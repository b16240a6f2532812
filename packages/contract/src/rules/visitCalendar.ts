// The .ics file of a booked visit (RFC 5545): the confirmation page offers it, and the confirmation e-mail carries
// it, so the patient's own calendar holds the visit and reminds them the day before.
import { HOSPITAL_TIME_ZONE } from '../constants.ts';
import { addDays } from './calendar.ts';

/** A visit is booked as a half-hour slot. */
export const VISIT_MINUTES = 30;

/** Stable across downloads of the same booking, so a second download updates the entry instead of adding one. */
export function visitUid(reference: string): string {
  return `${reference}@citycarehospital`;
}

/** What goes into the calendar entry; every text already in the patient's language. */
export interface VisitEvent {
  reference: string;
  /** `YYYY-MM-DD`, a day on the hospital's calendar. */
  date: string;
  /** One of the hospital's slots, e.g. `10:30 AM`. */
  slot: string;
  summary: string;
  location: string;
  /** Several lines are fine: they become `\n` in the file. */
  description: string;
  /** What the reminder a day before says. */
  alarm: string;
  /** `TENTATIVE` while the hospital has not confirmed, `CONFIRMED` once it has, `CANCELLED` to take it away. */
  status?: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
}

/**
 * A visit's status as a calendar keeps it: tentative until the hospital confirms, cancelled when it will not happen
 * (cancelled, or missed), confirmed from then on (the patient came, or comes).
 */
export function visitCalendarStatus(status: string): NonNullable<VisitEvent['status']> {
  if (status === 'pending') return 'TENTATIVE';
  if (status === 'cancelled' || status === 'no_show') return 'CANCELLED';
  return 'CONFIRMED';
}

/** Minutes after midnight of a slot written "10:30 AM" (or "14:00"); undefined when it is not a time. */
export function slotMinutes(slot: string): number | undefined {
  const twelveHour = /^\s*(\d{1,2}):(\d{2})\s*([AP])\.?M\.?\s*$/i.exec(slot);
  if (twelveHour) {
    const [, hourText = '', minuteText = '', half = ''] = twelveHour;
    const hour = Number(hourText);
    const minute = Number(minuteText);
    if (hour < 1 || hour > 12 || minute > 59) return undefined;
    return ((hour % 12) + (half.toUpperCase() === 'P' ? 12 : 0)) * 60 + minute;
  }
  const twentyFourHour = /^\s*(\d{1,2}):(\d{2})\s*$/.exec(slot);
  if (twentyFourHour) {
    const hour = Number(twentyFourHour[1]);
    const minute = Number(twentyFourHour[2]);
    return hour > 23 || minute > 59 ? undefined : hour * 60 + minute;
  }
  return undefined;
}

const pad2 = (value: number) => String(value).padStart(2, '0');
/** A real day (2026-02-30 is not one, though Date.parse rolls it into March). */
const isCalendarDate = (date: string) => {
  const time = Date.parse(`${date}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(date);
};

/** A local date-time of the hospital's zone, `20261201T103000`, `minutes` after the start of `date`. */
function localDateTime(date: string, minutes: number): string {
  const day = addDays(date, Math.floor(minutes / 1440));
  const inDay = minutes % 1440;
  return `${day.replaceAll('-', '')}T${pad2(Math.floor(inDay / 60))}${pad2(inDay % 60)}00`;
}

/** A UTC time stamp, `20261126T043000Z`. */
function utcStamp(time: Date): string {
  return time.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma escaped, line breaks as `\n`. */
export function escapeText(text: string): string {
  return text.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r\n|\r|\n/g, '\\n');
}

/** The octets a character takes in UTF-8. */
function utf8Octets(character: string): number {
  const point = character.codePointAt(0) ?? 0;
  return point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
}

/**
 * One content line folded to at most 75 octets a line (RFC 5545 3.1): each continuation starts with a space, which
 * counts towards its 75. Folds fall between characters, never inside one (Hindi letters are three octets each).
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8Octets(character);
    if (octets + size > 75) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/**
 * Asia/Kolkata as its own definition: India keeps +05:30 all year, with no daylight saving, so one STANDARD part
 * says everything. Calendars that know the zone by name use theirs; the rest read this.
 */
const KOLKATA_TIME_ZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${HOSPITAL_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'TZNAME:IST',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/**
 * The calendar file of one visit: a VCALENDAR with the hospital's time zone and one VEVENT from the slot's start
 * to 30 minutes later, in Asia/Kolkata whatever zone the patient's device is in, with a reminder a day before.
 * CRLF line ends, long lines folded, texts escaped. `now` is the file's time stamp (DTSTAMP).
 */
export function visitCalendarFile(event: VisitEvent, now: Date): string {
  const start = slotMinutes(event.slot);
  if (start === undefined || !isCalendarDate(event.date)) {
    throw new Error(`Not a visit time: ${event.date} ${event.slot}`);
  }
  const zone = `TZID=${HOSPITAL_TIME_ZONE}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//City Care Hospital//Appointments//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...KOLKATA_TIME_ZONE,
    'BEGIN:VEVENT',
    `UID:${visitUid(event.reference)}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;${zone}:${localDateTime(event.date, start)}`,
    `DTEND;${zone}:${localDateTime(event.date, start + VISIT_MINUTES)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `STATUS:${event.status ?? 'TENTATIVE'}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(event.alarm)}`,
    'TRIGGER:-P1D',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** `CCH-7K4Q-M2XD.ics` */
export function calendarFileName(reference: string): string {
  return `${reference}.ics`;
}
