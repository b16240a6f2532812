export {
  AppointmentStatusBadge,
  appointmentStatusLabel,
  MilestoneStatusBadge,
  PriorityBadge,
  ProjectStatusBadge,
  TaskStatusBadge,
  priorityTone,
  statusColour,
  statusLabel,
  type PriorityBadgeProps,
  type StatusBadgeProps,
  type StatusKind,
} from './StatusBadge.tsx';
