import { MILESTONE_WARNING_DAYS, type Milestone } from '@hospital/contract';
import { parseDayNumber } from '../../shared/calendarDays.ts';

/** How the time text is coloured: green early, red late or overdue, orange soon (7 days or fewer), grey otherwise. */
export type MilestoneTimeTone = 'early' | 'late' | 'overdue' | 'soon' | 'later';

export interface MilestoneTime {
  text: string;
  tone: MilestoneTimeTone;
}

/**
 * The milestone table's Time Status text, on calendar days (day numbers, so no zone or daylight-saving shift):
 * with an actual date "Completed N days early" (N at or below zero shown as its absolute value) or "Completed N
 * days late"; without one "N days overdue", "Due today" or "N days remaining". Unreadable dates give the dash.
 */
export function milestoneTime(targetDate: string, actualDate: string | null | undefined, today: number): MilestoneTime {
  const target = parseDayNumber(targetDate);
  if (Number.isNaN(target)) return { text: '-', tone: 'later' };
  const actual = parseDayNumber(actualDate);
  if (!Number.isNaN(actual)) {
    const lateBy = actual - target;
    return lateBy <= 0
      ? { text: `Completed ${Math.abs(lateBy)} days early`, tone: 'early' }
      : { text: `Completed ${lateBy} days late`, tone: 'late' };
  }
  const remaining = target - today;
  if (remaining < 0) return { text: `${-remaining} days overdue`, tone: 'overdue' };
  if (remaining === 0) return { text: 'Due today', tone: 'soon' };
  return { text: `${remaining} days remaining`, tone: remaining <= MILESTONE_WARNING_DAYS ? 'soon' : 'later' };
}

/** Overdue when the target date has passed and the milestone is not completed. */
export function isMilestoneOverdue(milestone: Pick<Milestone, 'targetDate' | 'status'>, today: number): boolean {
  if (milestone.status === 'completed') return false;
  const target = parseDayNumber(milestone.targetDate);
  return !Number.isNaN(target) && target < today;
}

export interface MilestoneSummary {
  total: number;
  completed: number;
  inProgress: number;
  overdue: number;
}

/** The four summary cards: Total, Completed, In Progress, Overdue (by the rule above, not the stored status). */
export function milestoneSummary(milestones: readonly Milestone[], today: number): MilestoneSummary {
  let completed = 0;
  let inProgress = 0;
  let overdue = 0;
  for (const milestone of milestones) {
    if (milestone.status === 'completed') completed += 1;
    if (milestone.status === 'in-progress') inProgress += 1;
    if (isMilestoneOverdue(milestone, today)) overdue += 1;
  }
  return { total: milestones.length, completed, inProgress, overdue };
}

/** Which row-menu actions apply: Mark Complete unless completed, Mark In Progress unless in progress. */
export function milestoneActions(status: Milestone['status']): { canComplete: boolean; canStart: boolean } {
  return { canComplete: status !== 'completed', canStart: status !== 'in-progress' };
}
