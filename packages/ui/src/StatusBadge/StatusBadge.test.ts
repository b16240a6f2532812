import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_STATUSES,
  MILESTONE_STATUSES,
  PRIORITIES,
  PROJECT_STATUSES,
  TASK_STATUSES,
} from '@hospital/contract';
import { cssVar } from '../theme/cssVar.ts';
import { appointmentStatusLabel, priorityTone, statusColour, statusLabel, type StatusKind } from './StatusBadge.tsx';

describe('statusLabel', () => {
  it.each([
    ['pending', 'Pending'],
    ['confirmed', 'Confirmed'],
    ['in-progress', 'In Progress'],
    ['on-hold', 'On Hold'],
    ['critical', 'Critical'],
    ['due_soon', 'Due Soon'],
    ['  archived ', 'Archived'],
    ['', 'Unknown'],
    ['-', 'Unknown'],
  ])('%j -> %j', (value, label) => {
    expect(statusLabel(value)).toBe(label);
  });

  it('capitalises only the first letter of each word', () => {
    expect(statusLabel('awaiting OPD')).toBe('Awaiting OPD');
  });

  it('labels every value the contract knows', () => {
    for (const value of [...APPOINTMENT_STATUSES, ...TASK_STATUSES, ...MILESTONE_STATUSES, ...PROJECT_STATUSES, ...PRIORITIES]) {
      expect(statusLabel(value)).toMatch(/^[A-Z][a-z]*( [A-Z][a-z]*)*$/);
    }
  });
});

describe('appointmentStatusLabel', () => {
  it('says the OPD day’s statuses as the front desk does', () => {
    expect(appointmentStatusLabel('checked_in')).toBe('Checked in');
    expect(appointmentStatusLabel('in_consultation')).toBe('In consultation');
    expect(appointmentStatusLabel('no_show')).toBe('No-show');
    expect(appointmentStatusLabel('confirmed')).toBe('Confirmed');
  });

  it('labels every appointment status, and an unknown one as statusLabel would', () => {
    for (const value of APPOINTMENT_STATUSES) expect(appointmentStatusLabel(value)).toMatch(/^[A-Z][a-z]*([ -][a-z]+)*$/);
    expect(appointmentStatusLabel('rescheduled')).toBe('Rescheduled');
    expect(appointmentStatusLabel('constructor')).toBe('Constructor');
  });
});

describe('statusColour', () => {
  it('gives appointments their badge colours: confirmed green, pending yellow, cancelled red, completed blue', () => {
    expect(statusColour('appointment', 'confirmed')).toBe(cssVar.color.status.appointment.confirmed);
    expect(statusColour('appointment', 'pending')).toBe(cssVar.color.status.appointment.pending);
    expect(statusColour('appointment', 'cancelled')).toBe(cssVar.color.status.appointment.cancelled);
    expect(statusColour('appointment', 'completed')).toBe(cssVar.color.status.appointment.completed);
  });

  it('gives the OPD day’s statuses their own colours', () => {
    expect(statusColour('appointment', 'checked_in')).toBe(cssVar.color.status.appointment.checkedIn);
    expect(statusColour('appointment', 'in_consultation')).toBe(cssVar.color.status.appointment.inConsultation);
    expect(statusColour('appointment', 'no_show')).toBe(cssVar.color.status.appointment.noShow);
  });

  it('maps hyphenated values to the camelCase tokens', () => {
    expect(statusColour('task', 'in-progress')).toBe(cssVar.color.status.task.inProgress);
    expect(statusColour('milestone', 'in-progress')).toBe(cssVar.color.status.milestone.inProgress);
    expect(statusColour('project', 'on-hold')).toBe(cssVar.color.status.project.onHold);
    expect(statusColour('project', 'in-progress')).toBe(cssVar.color.status.project.inProgress);
  });

  it('gives every contract value its own colour, never the unknown grey', () => {
    const lists: [StatusKind, readonly string[]][] = [
      ['appointment', APPOINTMENT_STATUSES],
      ['task', TASK_STATUSES],
      ['milestone', MILESTONE_STATUSES],
      ['project', PROJECT_STATUSES],
    ];
    for (const [kind, values] of lists) {
      for (const value of values) expect(statusColour(kind, value)).not.toBe(cssVar.color.status.project.unknown);
    }
  });

  it('renders unknown values grey, including prototype names', () => {
    for (const value of ['archived', '', 'constructor', 'toString', 'inProgress']) {
      expect(statusColour('project', value)).toBe(cssVar.color.status.project.unknown);
    }
    expect(statusColour('appointment', 'rescheduled')).toBe(cssVar.color.status.project.unknown);
  });
});

describe('priorityTone', () => {
  it('rises from grey to red', () => {
    expect(PRIORITIES.map(priorityTone)).toEqual(['neutral', 'info', 'warning', 'danger']);
  });

  it('is neutral for an unexpected value', () => {
    expect(priorityTone('urgent')).toBe('neutral');
    expect(priorityTone('constructor')).toBe('neutral');
  });
});
