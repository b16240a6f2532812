import { describe, expect, it } from 'vitest';
import { countText, departmentOutcomeRows, doctorOutcomeRows, hasOpdFigures, rateText, waitText } from './opdOutcomeRows.ts';
import { storyOpd } from '../opdFixtures.ts';

describe('the figures in words', () => {
  it('writes a rate as a percentage to one place, and none as a dash', () => {
    expect(rateText(0.125)).toBe('12.5%');
    expect(rateText(0)).toBe('0%');
    expect(rateText(1)).toBe('100%');
    expect(rateText(null)).toBe('–');
  });
  it('writes the wait in minutes to one place', () => {
    expect(waitText(18.44)).toBe('18.4 min');
    expect(waitText(0)).toBe('0 min');
    expect(waitText(null)).toBe('–');
  });
  it('groups counts the Indian way', () => {
    expect(countText(123456)).toBe('1,23,456');
  });
});

describe('the rows', () => {
  it('names each doctor from the list, and one not in it by number', () => {
    const rows = doctorOutcomeRows(storyOpd.byDoctor, [{ id: 1, name: 'Dr. Rajesh Malhotra' }]);
    expect(rows[0]).toMatchObject({ key: 'doctor-1', name: 'Dr. Rajesh Malhotra', department: 'Cardiology', noShowRate: 0.1 });
    expect(rows.at(-1)?.name).toMatch(/^Doctor #\d+$/);
  });
  it('names departments as the API does', () => {
    expect(departmentOutcomeRows(storyOpd.byDepartment).map((row) => row.name)).toEqual(storyOpd.byDepartment.map((row) => row.department));
  });
});

describe('hasOpdFigures', () => {
  it('is false before any visit settled or was called', () => {
    expect(hasOpdFigures(undefined)).toBe(false);
    expect(
      hasOpdFigures({ overall: { attended: 0, noShows: 0, noShowRate: null, averageWaitMinutes: null }, byDoctor: [], byDepartment: [] }),
    ).toBe(false);
    expect(hasOpdFigures(storyOpd)).toBe(true);
  });
});
