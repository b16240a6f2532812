import { describe, expect, it } from 'vitest';
import type { Timetable } from '@hospital/contract';
import { consultationHoursRows, dayMonthText, weekdayName, weeklyGroups, type ConsultationHoursWords } from './consultationHours.ts';

const words: ConsultationHoursWords = { closed: 'Closed', range: (first, last) => `${first} - ${last}`, onLeave: 'On leave' };

const session = (weekday: Timetable['weekly'][number]['weekday'], start: string, end: string): Timetable['weekly'][number] => ({
  weekday,
  start,
  end,
  slotMinutes: 30,
  capacity: 1,
});

/** The seed's standard week: Mon-Fri with a lunch break, Saturday mornings, Sunday closed. */
const standard: Timetable['weekly'] = [
  ...([1, 2, 3, 4, 5] as const).flatMap((day) => [session(day, '09:00', '12:00'), session(day, '14:00', '17:30')]),
  session(6, '09:00', '14:00'),
];

describe('consultationHoursRows', () => {
  it('groups the weekdays with the same sessions and closes Sunday', () => {
    expect(consultationHoursRows({ weekly: standard, leave: [] }, 'en-US', words)).toEqual([
      { label: 'Monday - Friday', hours: '9:00 AM - 12:00 PM, 2:00 PM - 5:30 PM' },
      { label: 'Saturday', hours: '9:00 AM - 2:00 PM' },
      { label: 'Sunday', hours: 'Closed', closed: true },
    ]);
  });

  it('keeps week order for a visiting consultant: days apart are not grouped', () => {
    const visiting = [session(4, '10:00', '13:00'), session(2, '10:00', '13:00')];
    expect(consultationHoursRows({ weekly: visiting, leave: [] }, 'en-US', words).map((row) => `${row.label}: ${row.hours}`)).toEqual([
      'Monday: Closed',
      'Tuesday: 10:00 AM - 1:00 PM',
      'Wednesday: Closed',
      'Thursday: 10:00 AM - 1:00 PM',
      'Friday - Sunday: Closed',
    ]);
  });

  it('says a week without sessions is closed every day', () => {
    expect(consultationHoursRows({ weekly: [], leave: [] }, 'en-US', words)).toEqual([{ label: 'Monday - Sunday', hours: 'Closed', closed: true }]);
  });

  it('lists the coming leave after the week, by first day, at most three', () => {
    const leave = [
      { id: 2, from: '2027-01-04', to: '2027-01-04' },
      { id: 1, from: '2026-12-14', to: '2026-12-18' },
      { id: 3, from: '2027-02-01', to: '2027-02-02' },
      { id: 4, from: '2027-03-01', to: '2027-03-02' },
    ];
    const rows = consultationHoursRows({ weekly: standard, leave }, 'en-US', words).slice(3);
    expect(rows).toEqual([
      { label: 'On leave', hours: '14 Dec - 18 Dec', closed: true },
      { label: 'On leave', hours: '4 Jan', closed: true },
      { label: 'On leave', hours: '1 Feb - 2 Feb', closed: true },
    ]);
  });

  it('writes the days and hours in Hindi on a Hindi page', () => {
    const rows = consultationHoursRows({ weekly: standard, leave: [{ id: 1, from: '2026-12-14', to: '2026-12-18' }] }, 'hi-IN', { ...words, closed: 'बंद', onLeave: 'छुट्टी पर' });
    expect(rows[0]?.label).toBe(`${weekdayName(1, 'hi-IN')} - ${weekdayName(5, 'hi-IN')}`);
    expect(rows[0]?.label).toContain('सोमवार');
    expect(rows[0]?.hours).toMatch(/सुबह 9:00/);
    expect(rows[2]).toEqual({ label: 'रविवार', hours: 'बंद', closed: true });
    expect(rows[3]?.hours).toBe(`${dayMonthText('2026-12-14', 'hi-IN')} - ${dayMonthText('2026-12-18', 'hi-IN')}`);
  });
});

describe('weeklyGroups', () => {
  it('sorts sessions given in any order', () => {
    const groups = weeklyGroups([session(1, '14:00', '17:00'), session(1, '09:00', '12:00')], 'en-US');
    expect(groups[0]).toEqual({ first: 1, last: 1, hours: '9:00 AM - 12:00 PM, 2:00 PM - 5:00 PM' });
  });
});
