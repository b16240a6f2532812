import type { MessageStatus } from '@hospital/contract';
import { Badge, type BadgeProps } from '../../Badge/index.ts';
import { MESSAGE_STATUS_LABELS, MESSAGE_STATUS_TONES } from './messageLabels.ts';

export interface MessageStatusBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  status: MessageStatus;
}

/**
 * A message's state in the outbox as a badge: Queued, Sending, Sent, Failed, Cancelled, Not configured. The word says it;
 * the theme's tone only repeats it.
 */
export function MessageStatusBadge({ status, size = 'sm', ...rest }: MessageStatusBadgeProps) {
  return (
    <Badge {...rest} size={size} tone={MESSAGE_STATUS_TONES[status]} data-status={status}>
      {MESSAGE_STATUS_LABELS[status]}
    </Badge>
  );
}
