import { describe, expect, it } from 'vitest';
import type { Milestone } from '@hospital/contract';
import { parseDayNumber } from '../../shared/calendarDays.ts';
import { isMilestoneOverdue, milestoneActions, milestoneSummary, milestoneTime } from './milestoneTime.ts';

const today = parseDayNumber('2026-11-25');

describe('milestoneTime', () => {
  it('says how early or late a completed milestone was, early for zero', () => {
    expect(milestoneTime('2026-08-10', '2026-08-07', today)).toEqual({ text: 'Completed 3 days early', tone: 'early' });
    expect(milestoneTime('2026-08-10', '2026-08-10', today)).toEqual({ text: 'Completed 0 days early', tone: 'early' });
    expect(milestoneTime('2026-08-10', '2026-08-12', today)).toEqual({ text: 'Completed 2 days late', tone: 'late' });
  });

  it('without an actual date: overdue, due today, or days remaining', () => {
    expect(milestoneTime('2026-11-20', null, today)).toEqual({ text: '5 days overdue', tone: 'overdue' });
    expect(milestoneTime('2026-11-25', null, today)).toEqual({ text: 'Due today', tone: 'soon' });
    expect(milestoneTime('2026-11-26', undefined, today)).toEqual({ text: '1 days remaining', tone: 'soon' });
  });

  it('is orange at 7 days or fewer and grey beyond', () => {
    expect(milestoneTime('2026-12-02', null, today)).toEqual({ text: '7 days remaining', tone: 'soon' });
    expect(milestoneTime('2026-12-03', null, today)).toEqual({ text: '8 days remaining', tone: 'later' });
  });

  it('counts calendar days across a month, a year and a leap day', () => {
    expect(milestoneTime('2027-01-01', null, parseDayNumber('2026-12-31')).text).toBe('1 days remaining');
    expect(milestoneTime('2028-03-01', null, parseDayNumber('2028-02-28')).text).toBe('2 days remaining');
  });

  it('shows the dash for a target date it cannot read', () => {
    expect(milestoneTime('soon', null, today).text).toBe('-');
  });
});

describe('overdue rule and summary', () => {
  const milestone = (status: Milestone['status'], targetDate: string): Milestone => ({
    id: 1,
    projectId: 1,
    name: 'Structure topped out',
    targetDate,
    status,
    createdAt: '2026-05-20T05:30:00.000Z',
  });

  it('is overdue when the target has passed and it is not completed', () => {
    expect(isMilestoneOverdue(milestone('pending', '2026-11-24'), today)).toBe(true);
    expect(isMilestoneOverdue(milestone('in-progress', '2026-11-24'), today)).toBe(true);
    expect(isMilestoneOverdue(milestone('completed', '2026-11-24'), today)).toBe(false);
    expect(isMilestoneOverdue(milestone('pending', '2026-11-25'), today)).toBe(false);
  });

  it('counts total, completed, in progress and overdue', () => {
    const list = [
      milestone('completed', '2026-08-10'),
      milestone('overdue', '2026-11-20'),
      milestone('in-progress', '2026-12-15'),
      milestone('in-progress', '2026-11-01'),
      milestone('pending', '2027-02-01'),
    ];
    expect(milestoneSummary(list, today)).toEqual({ total: 5, completed: 1, inProgress: 2, overdue: 2 });
    expect(milestoneSummary([], today)).toEqual({ total: 0, completed: 0, inProgress: 0, overdue: 0 });
  });

  it('offers Mark Complete unless completed and Mark In Progress unless in progress', () => {
    expect(milestoneActions('completed')).toEqual({ canComplete: false, canStart: true });
    expect(milestoneActions('in-progress')).toEqual({ canComplete: true, canStart: false });
    expect(milestoneActions('pending')).toEqual({ canComplete: true, canStart: true });
  });
});
