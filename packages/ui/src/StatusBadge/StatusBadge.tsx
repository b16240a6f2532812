import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import type { AppointmentStatus, MilestoneStatus, Priority, ProjectStatus, TaskStatus } from '@hospital/contract';
import { Badge, type BadgeProps, type BadgeTone } from '../Badge/index.ts';
import { cssVar } from '../theme/cssVar.ts';

/** `'in-progress'` -> `'In Progress'`, `'on-hold'` -> `'On Hold'`, `'pending'` -> `'Pending'`; blank -> `'Unknown'`. */
export function statusLabel(value: string): string {
  const words = value.split(/[\s_-]+/).filter((word) => word !== '');
  if (words.length === 0) return 'Unknown';
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

/**
 * An appointment status in the front desk's words: "Checked in", "In consultation", "No-show" (the OPD day),
 * and the booking's own statuses as `statusLabel` writes them ("Pending"). Any other value as `statusLabel`.
 */
export function appointmentStatusLabel(value: string): string {
  return Object.hasOwn(APPOINTMENT_STATUS_LABELS, value) ? APPOINTMENT_STATUS_LABELS[value as AppointmentStatus] : statusLabel(value);
}

const APPOINTMENT_STATUS_LABELS: Readonly<Record<AppointmentStatus, string>> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  completed: 'Completed',
  checked_in: 'Checked in',
  in_consultation: 'In consultation',
  no_show: 'No-show',
};

type StatusColourRef = { readonly fg: string; readonly bg: string };

const status = cssVar.color.status;

// `satisfies Record<Status, …>`: a status added to the contract does not compile until it has a colour.
const statusColours = {
  // Badges, unlike the charts (pending amber): confirmed green, pending yellow, cancelled red, completed blue.
  appointment: {
    pending: status.appointment.pending,
    confirmed: status.appointment.confirmed,
    cancelled: status.appointment.cancelled,
    completed: status.appointment.completed,
    checked_in: status.appointment.checkedIn,
    in_consultation: status.appointment.inConsultation,
    no_show: status.appointment.noShow,
  } satisfies Record<AppointmentStatus, StatusColourRef>,
  task: {
    pending: status.task.pending,
    'in-progress': status.task.inProgress,
    completed: status.task.completed,
    cancelled: status.task.cancelled,
  } satisfies Record<TaskStatus, StatusColourRef>,
  milestone: {
    pending: status.milestone.pending,
    'in-progress': status.milestone.inProgress,
    completed: status.milestone.completed,
    overdue: status.milestone.overdue,
  } satisfies Record<MilestoneStatus, StatusColourRef>,
  project: {
    active: status.project.active,
    'in-progress': status.project.inProgress,
    completed: status.project.completed,
    'on-hold': status.project.onHold,
    cancelled: status.project.cancelled,
  } satisfies Record<ProjectStatus, StatusColourRef>,
} as const;

export type StatusKind = keyof typeof statusColours;

/** The theme's colour pair for a status; any value the table does not know is grey (spec: "other values render grey"). */
export function statusColour(kind: StatusKind, value: string): StatusColourRef {
  const table: Readonly<Record<string, StatusColourRef>> = statusColours[kind];
  // `Object.hasOwn`, so a value such as "constructor" is unknown rather than a prototype member.
  return Object.hasOwn(table, value) ? table[value]! : status.project.unknown;
}

const priorityTones = {
  low: 'neutral',
  medium: 'info',
  high: 'warning',
  critical: 'danger',
} as const satisfies Record<Priority, BadgeTone>;

/** The Badge tone of a priority; an unexpected value is neutral. */
export function priorityTone(priority: string): BadgeTone {
  return Object.hasOwn(priorityTones, priority) ? priorityTones[priority as Priority] : 'neutral';
}

/**
 * One rule per known value, keyed on `data-status`, plus grey for anything else. `&&` doubles the class so these
 * rules outrank Badge's own tone rules whatever order the two style sheets load in.
 */
function coloursByStatus(table: Readonly<Record<string, StatusColourRef>>) {
  return css`
    && {
      background-color: ${status.project.unknown.bg};
      border-color: transparent;
      color: ${status.project.unknown.fg};
    }

    ${Object.entries(table).map(
      ([value, colour]) => css`
        &&[data-status='${value}'] {
          background-color: ${colour.bg};
          color: ${colour.fg};
        }
      `,
    )}
  `;
}

const AppointmentRoot = styled(Badge)`
  ${coloursByStatus(statusColours.appointment)}
`;
const TaskRoot = styled(Badge)`
  ${coloursByStatus(statusColours.task)}
`;
const MilestoneRoot = styled(Badge)`
  ${coloursByStatus(statusColours.milestone)}
`;
const ProjectRoot = styled(Badge)`
  ${coloursByStatus(statusColours.project)}
`;

export interface StatusBadgeProps<S extends string> extends Omit<BadgeProps, 'tone' | 'children'> {
  /** The value as the API sends it, e.g. `'in-progress'`. */
  status: S;
  /** Replaces the generated label, e.g. a Hindi translation. Default: `statusLabel(status)`. */
  children?: ReactNode;
}

/**
 * Appointment status: pending yellow, confirmed green, cancelled red, completed blue; on the OPD day checked in
 * teal, in consultation purple, no-show grey. Labelled by `appointmentStatusLabel` ("In consultation").
 */
export function AppointmentStatusBadge({ status: value, children, ...rest }: StatusBadgeProps<AppointmentStatus>) {
  return (
    <AppointmentRoot {...rest} data-status={value}>
      {children ?? appointmentStatusLabel(value)}
    </AppointmentRoot>
  );
}

/** Task status, as on the Kanban columns: pending grey, in progress blue, completed green, cancelled red. */
export function TaskStatusBadge({ status: value, children, ...rest }: StatusBadgeProps<TaskStatus>) {
  return (
    <TaskRoot {...rest} data-status={value}>
      {children ?? statusLabel(value)}
    </TaskRoot>
  );
}

/** Milestone status: pending grey, in progress blue, completed green, overdue red. */
export function MilestoneStatusBadge({ status: value, children, ...rest }: StatusBadgeProps<MilestoneStatus>) {
  return (
    <MilestoneRoot {...rest} data-status={value}>
      {children ?? statusLabel(value)}
    </MilestoneRoot>
  );
}

/**
 * Project status: active green, in progress teal, completed blue, on hold yellow, cancelled red. The API has sent
 * other values too, so any string is accepted and an unknown one is grey with its own words as the label.
 */
export function ProjectStatusBadge({
  status: value,
  children,
  ...rest
}: StatusBadgeProps<ProjectStatus | (string & {})>) {
  return (
    <ProjectRoot {...rest} data-status={value}>
      {children ?? statusLabel(value)}
    </ProjectRoot>
  );
}

export interface PriorityBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  priority: Priority;
  /** Replaces the generated label. Default: `statusLabel(priority)`. */
  children?: ReactNode;
}

/**
 * Task or project priority: low grey, medium blue, high yellow, critical red. A card read aloud says only "High"
 * otherwise, so a visually hidden "Priority:" comes first.
 */
export function PriorityBadge({ priority, children, ...rest }: PriorityBadgeProps) {
  return (
    <Badge {...rest} tone={priorityTone(priority)} data-priority={priority}>
      <VisuallyHidden>Priority: </VisuallyHidden>
      <span>{children ?? statusLabel(priority)}</span>
    </Badge>
  );
}
