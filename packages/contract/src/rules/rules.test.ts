import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../errors.ts';
import { addDays, hospitalToday, milestoneActualDate, preferredDateProblem, projectTotals, tooManySignInsMessage } from '../index.ts';
import { availabilityQuerySchema, noQuerySchema, projectItemsQuerySchema, taskDateRangeSchema, updateTaskSchema } from '../schemas.ts';

describe("the project dashboard's totals", () => {
  it('counts active and in-progress projects as under way, and completed tasks', () => {
    const projects = ['active', 'in-progress', 'on-hold', 'completed', 'cancelled'].map((status) => ({ status }));
    const tasks = ['completed', 'in-progress', 'completed', 'pending'].map((status) => ({ status }));
    expect(projectTotals(projects, tasks)).toEqual({ totalProjects: 5, activeProjects: 2, totalTasks: 4, completedTasks: 2 });
    expect(projectTotals([], [])).toEqual({ totalProjects: 0, activeProjects: 0, totalTasks: 0, completedTasks: 0 });
  });
});

describe("the hospital's today", () => {
  it('is the date in India, not in the server’s zone', () => {
    // 20:00 UTC on 25 November is already 01:30 on 26 November in India.
    expect(hospitalToday(new Date('2026-11-25T20:00:00Z'))).toBe('2026-11-26');
    expect(hospitalToday(new Date('2026-11-25T18:00:00Z'))).toBe('2026-11-25');
  });

  it('adds calendar days across months and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('which dates can be booked', () => {
  const today = '2026-11-26';
  it('refuses the past and more than 365 days ahead, and takes today and the last day', () => {
    expect(preferredDateProblem('2026-11-25', today)).toEqual({ message: 'Date cannot be in the past', code: 'date_in_past' });
    expect(preferredDateProblem(today, today)).toBeUndefined();
    expect(preferredDateProblem('2027-11-26', today)).toBeUndefined();
    expect(preferredDateProblem('2027-11-27', today)).toEqual({ message: 'Choose a date within the next 365 days', code: 'date_beyond_horizon' });
  });
});

describe('a task’s dates', () => {
  it('cannot end before they start, in a change or in the merged record', () => {
    expect(fieldErrors(updateTaskSchema.safeParse({ startDate: '2026-05-10', endDate: '2026-05-01' }).error!)).toEqual({
      endDate: 'End date must not be before the start date',
    });
    expect(updateTaskSchema.safeParse({ endDate: '2026-05-01' }).success).toBe(true);
    expect(taskDateRangeSchema.safeParse({ startDate: '2026-05-01', endDate: '2026-05-01' }).success).toBe(true);
    expect(taskDateRangeSchema.safeParse({ startDate: '2026-05-02', endDate: '2026-05-01' }).success).toBe(false);
  });
});

describe('query strings', () => {
  it('name each key a read does not take, including ones every object inherits', () => {
    const result = noQuerySchema.safeParse({ valueOf: '1', _embed: 'appointments' });
    expect(fieldErrors(result.error!)).toEqual({ valueOf: 'Not a supported parameter', _embed: 'Not a supported parameter' });
    expect(projectItemsQuerySchema.safeParse({ constructor: '1' }).success).toBe(false);
  });

  it('refuse a key given twice and read ids as numbers', () => {
    expect(projectItemsQuerySchema.safeParse({ projectId: ['1', '2'] }).success).toBe(false);
    expect(projectItemsQuerySchema.parse({ projectId: '2' })).toEqual({ projectId: 2 });
    expect(availabilityQuerySchema.safeParse({ doctorId: '3' }).success).toBe(false);
  });
});

it('says how many minutes to wait, at least one', () => {
  expect(tooManySignInsMessage(1)).toBe('Too many failed sign-in attempts. Please wait 1 minute and try again.');
  expect(tooManySignInsMessage(14 * 60_000 + 1)).toMatch(/wait 15 minutes/);
});

describe('a milestone’s actual date after a change', () => {
  const today = '2026-11-26';
  it('is today when completed, the given day when named, kept when already set, cleared when reopened', () => {
    expect(milestoneActualDate({ status: 'completed' }, null, today)).toBe(today);
    expect(milestoneActualDate({ status: 'completed' }, '2026-11-02', today)).toBe('2026-11-02');
    expect(milestoneActualDate({ status: 'completed', actualDate: '2026-11-20' }, null, today)).toBe('2026-11-20');
    expect(milestoneActualDate({ status: 'in-progress' }, '2026-11-02', today)).toBeNull();
    expect(milestoneActualDate({ name: 'x' } as never, '2026-11-02', today)).toBe('2026-11-02');
  });
});
