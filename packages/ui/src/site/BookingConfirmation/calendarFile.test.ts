import { describe, expect, it } from 'vitest';
import { bookingVisitEvent, BOOKING_CONFIRMATION_TEXTS, type HospitalContact } from './confirmationContent.ts';
import { calendarFileName, escapeText, foldLine, slotMinutes, visitCalendarFile, visitUid, type VisitEvent } from './calendarFile.ts';

// ---- a small reader of what a calendar program reads: unfolded lines, properties, parameters, components ----

interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}

/** RFC 5545 3.1: a CRLF followed by one space or tab continues the line before it. */
function unfold(text: string): string[] {
  return text.replace(/\r\n[ \t]/g, '').split('\r\n').filter((line) => line !== '');
}

function readProperty(line: string): Property {
  const colon = line.indexOf(':');
  const [name = '', ...params] = line.slice(0, colon).split(';');
  return {
    name,
    params: Object.fromEntries(params.map((param) => param.split('=') as [string, string])),
    value: line.slice(colon + 1),
  };
}

function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, character: string) => (character.toLowerCase() === 'n' ? '\n' : character));
}

interface Component {
  name: string;
  properties: Property[];
  children: Component[];
}

/** The file as a tree of components (VCALENDAR > VTIMEZONE, VEVENT > VALARM). */
function readCalendar(text: string): Component {
  const root: Component = { name: '', properties: [], children: [] };
  const stack = [root];
  for (const line of unfold(text)) {
    const property = readProperty(line);
    const current = stack.at(-1)!;
    if (property.name === 'BEGIN') {
      const child = { name: property.value, properties: [], children: [] };
      current.children.push(child);
      stack.push(child);
    } else if (property.name === 'END') {
      expect(current.name).toBe(property.value);
      stack.pop();
    } else {
      current.properties.push(property);
    }
  }
  expect(stack).toHaveLength(1);
  return root;
}

const one = (component: Component, name: string) => {
  const found = component.properties.filter((property) => property.name === name);
  expect(found, name).toHaveLength(1);
  return found[0]!;
};
const children = (component: Component, name: string) => component.children.filter((child) => child.name === name);

/** A local time of a zone with a fixed offset ("+0530") as the instant it names. */
function instantOf(local: string, offset: string): number {
  const [, y, mo, d, h, mi, s] = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})$/.exec(local)!.map(Number);
  const sign = offset.startsWith('-') ? -1 : 1;
  const offsetMinutes = sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(3, 5)));
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, s!) - offsetMinutes * 60_000;
}

// ---- fixtures ----

const hospital: HospitalContact = {
  name: 'City Care Hospital',
  address: '14 Shahnajaf Road, Hazratganj, Lucknow, Uttar Pradesh 226001',
  phone: { display: '+91 522 400 1010', tel: '+915224001010' },
  emergencyNumber: '101',
};

const appointment = {
  reference: 'CCH-7K4Q-M2XD',
  department: 'Cardiology',
  preferredDate: '2026-12-01',
  preferredTime: '10:30 AM',
  status: 'pending',
} as const;

const now = new Date(Date.UTC(2026, 10, 26, 4, 30, 15));
const file = visitCalendarFile(bookingVisitEvent(appointment, 'Dr. Rajesh Malhotra', hospital), now);

describe('visitCalendarFile', () => {
  it('is one calendar with a version, a product id, the Kolkata zone and exactly one event', () => {
    const root = readCalendar(file);
    expect(root.children.map((child) => child.name)).toEqual(['VCALENDAR']);
    const calendar = root.children[0]!;
    expect(one(calendar, 'VERSION').value).toBe('2.0');
    expect(one(calendar, 'PRODID').value).toMatch(/^-\/\/City Care Hospital\/\//);
    expect(children(calendar, 'VEVENT')).toHaveLength(1);
    const [zone] = children(calendar, 'VTIMEZONE');
    expect(one(zone!, 'TZID').value).toBe('Asia/Kolkata');
    // India keeps one offset all year: a STANDARD part and no DAYLIGHT one.
    expect(zone!.children.map((part) => part.name)).toEqual(['STANDARD']);
    expect(one(zone!.children[0]!, 'TZOFFSETFROM').value).toBe('+0530');
    expect(one(zone!.children[0]!, 'TZOFFSETTO').value).toBe('+0530');
  });

  it('starts at the slot in Asia/Kolkata and lasts 30 minutes', () => {
    const calendar = readCalendar(file).children[0]!;
    const event = children(calendar, 'VEVENT')[0]!;
    const offset = one(children(calendar, 'VTIMEZONE')[0]!.children[0]!, 'TZOFFSETTO').value;
    const start = one(event, 'DTSTART');
    const end = one(event, 'DTEND');
    expect(start.params).toEqual({ TZID: 'Asia/Kolkata' });
    expect(end.params).toEqual({ TZID: 'Asia/Kolkata' });
    expect(start.value).toBe('20261201T103000');
    // 10:30 in Lucknow is 05:00 UTC, whatever zone the test machine is in.
    expect(new Date(instantOf(start.value, offset)).toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(instantOf(end.value, offset) - instantOf(start.value, offset)).toBe(30 * 60_000);
    const inKolkata = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', dateStyle: 'full', timeStyle: 'short' });
    expect(inKolkata.format(instantOf(start.value, offset))).toMatch(/Tuesday,? 1 December 2026 at 10:30/);
  });

  it('has a stable id from the reference, a UTC time stamp and a reminder a day before', () => {
    const event = children(readCalendar(file).children[0]!, 'VEVENT')[0]!;
    expect(one(event, 'UID').value).toBe('CCH-7K4Q-M2XD@citycarehospital');
    expect(one(event, 'DTSTAMP').value).toBe('20261126T043015Z');
    const alarms = children(event, 'VALARM');
    expect(alarms).toHaveLength(1);
    expect(one(alarms[0]!, 'TRIGGER').value).toBe('-P1D');
    expect(one(alarms[0]!, 'ACTION').value).toBe('DISPLAY');
    expect(unescapeText(one(alarms[0]!, 'DESCRIPTION').value)).toBe('Tomorrow: your appointment at City Care Hospital');
    // A later download of the same booking names the same event.
    const again = visitCalendarFile(bookingVisitEvent(appointment, 'Dr. Rajesh Malhotra', hospital), new Date());
    expect(one(children(readCalendar(again).children[0]!, 'VEVENT')[0]!, 'UID').value).toBe(visitUid('CCH-7K4Q-M2XD'));
  });

  it('names the place, and describes the reference, doctor, department and what to bring', () => {
    const event = children(readCalendar(file).children[0]!, 'VEVENT')[0]!;
    expect(unescapeText(one(event, 'SUMMARY').value)).toBe('Cardiology appointment, City Care Hospital');
    expect(unescapeText(one(event, 'LOCATION').value)).toBe(
      'City Care Hospital, 14 Shahnajaf Road, Hazratganj, Lucknow, Uttar Pradesh 226001',
    );
    expect(unescapeText(one(event, 'DESCRIPTION').value).split('\n')).toEqual([
      'Your booking reference: CCH-7K4Q-M2XD',
      'Doctor: Dr. Rajesh Malhotra',
      'Department: Cardiology',
      'Status: Pending confirmation',
      `What to bring: ${BOOKING_CONFIRMATION_TEXTS.whatToBring.join('; ')}`,
      'Phone: +91 522 400 1010',
    ]);
    expect(one(event, 'STATUS').value).toBe('TENTATIVE');
  });

  it('ends every line with CRLF and folds none longer than 75 octets', () => {
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = file.split('\r\n').slice(0, -1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    // The address and the description are longer than one line, so they were folded.
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
  });

  it('a slot after noon, and a Hindi description folded between letters, never inside one', () => {
    const event: VisitEvent = {
      reference: 'CCH-0000-0001',
      date: '2026-12-31',
      slot: '5:00 PM',
      summary: 'हृदय रोग विभाग में अपॉइंटमेंट, सिटी केयर अस्पताल',
      location: 'सिटी केयर अस्पताल, 14 शाहनजफ़ रोड, हज़रतगंज, लखनऊ',
      description: 'साथ लाएँ: पहचान पत्र; पुरानी रिपोर्ट, दवाओं की सूची',
      alarm: 'कल: आपकी अपॉइंटमेंट',
    };
    const text = visitCalendarFile(event, now);
    const decoder = new TextDecoder('utf-8', { fatal: true });
    for (const line of text.split('\r\n')) {
      const bytes = new TextEncoder().encode(line);
      expect(bytes.length).toBeLessThanOrEqual(75);
      expect(() => decoder.decode(bytes)).not.toThrow();
    }
    const parsed = children(readCalendar(text).children[0]!, 'VEVENT')[0]!;
    expect(unescapeText(one(parsed, 'SUMMARY').value)).toBe(event.summary);
    expect(unescapeText(one(parsed, 'DESCRIPTION').value)).toBe(event.description);
    expect(one(parsed, 'DTSTART').value).toBe('20261231T170000');
    expect(one(parsed, 'DTEND').value).toBe('20261231T173000');
  });

  it('refuses a visit without a readable date or slot', () => {
    expect(() => visitCalendarFile({ ...bookingVisitEvent(appointment, 'x', hospital), slot: 'noonish' }, now)).toThrow(/Not a visit time/);
    expect(() => visitCalendarFile({ ...bookingVisitEvent(appointment, 'x', hospital), date: '2026-02-30' }, now)).toThrow(/Not a visit time/);
  });
});

describe('the parts', () => {
  it('escapes backslashes, semicolons, commas and line breaks, and leaves colons', () => {
    expect(escapeText('a\\b; c, d\ne\r\nf: g')).toBe('a\\\\b\\; c\\, d\\ne\\nf: g');
  });

  it('folds at 75 octets with a leading space on each continuation', () => {
    const folded = foldLine(`DESCRIPTION:${'x'.repeat(200)}`);
    const lines = folded.split('\r\n');
    expect(lines.map((line) => line.length)).toEqual([75, 75, 64]);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'x'.repeat(200)}`);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('reads the hospital slots as minutes after midnight', () => {
    expect(slotMinutes('9:00 AM')).toBe(540);
    expect(slotMinutes('11:30 AM')).toBe(690);
    expect(slotMinutes('12:00 PM')).toBe(720);
    expect(slotMinutes('2:30 PM')).toBe(870);
    expect(slotMinutes('12:15 AM')).toBe(15);
    expect(slotMinutes('14:00')).toBe(840);
    expect(slotMinutes('13:00 PM')).toBeUndefined();
    expect(slotMinutes('')).toBeUndefined();
  });

  it('names the file after the reference', () => {
    expect(calendarFileName('CCH-7K4Q-M2XD')).toBe('CCH-7K4Q-M2XD.ics');
  });
});
