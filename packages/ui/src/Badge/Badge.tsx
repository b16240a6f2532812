import type { ComponentPropsWithoutRef, Ref } from 'react';
import styled from 'styled-components';
import { cssVar } from '../theme/cssVar.ts';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'info';
export type BadgeSize = 'sm' | 'md';

export interface BadgeProps extends ComponentPropsWithoutRef<'span'> {
  /**
   * - `neutral`: grey, for facts without a judgement (a category, "15 Years Experience").
   * - `brand`: the teal tint, for the hospital's own labels (a department).
   * - `success`, `warning`, `danger`, `info`: green, yellow, red, blue.
   *
   * Every tone is dark text on a light tint, at least 6:1. Colour is never the only signal: say it in the text.
   */
  tone?: BadgeTone;
  /** `sm` (14px) for dense staff tables, `md` (16px) where patients read. */
  size?: BadgeSize;
  ref?: Ref<HTMLSpanElement>;
}

/** A short label in a pill: a category, a count, a state. Not interactive. */
export function Badge({ tone = 'neutral', size = 'md', ref, children, ...rest }: BadgeProps) {
  return (
    <Root {...rest} ref={ref} data-tone={tone} data-size={size}>
      {children}
    </Root>
  );
}

// The theme has no generic tone pairs, so the tones borrow the status pairs, each already checked for AA:
// success is "confirmed" green, warning "pending" yellow, danger "cancelled" red, info "completed" blue.
const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${cssVar.space[1]};
  max-inline-size: 100%;
  border: ${cssVar.borderWidth.thin} solid transparent;
  border-radius: ${cssVar.radius.pill};
  font-weight: ${cssVar.font.weight.semibold};
  line-height: ${cssVar.font.lineHeight.tight};
  vertical-align: middle;
  overflow-wrap: anywhere;

  &[data-size='sm'] {
    padding: ${cssVar.space[1]} ${cssVar.space[2]};
    font-size: ${cssVar.font.size.sm};
  }

  &[data-size='md'] {
    padding: ${cssVar.space[1]} ${cssVar.space[3]};
    font-size: ${cssVar.font.size.md};
  }

  &[data-tone='neutral'] {
    background-color: ${cssVar.color.surfaceMuted};
    border-color: ${cssVar.color.border};
    color: ${cssVar.color.textMuted};
  }

  &[data-tone='brand'] {
    background-color: ${cssVar.color.brandSubtle};
    color: ${cssVar.color.brand};
  }

  &[data-tone='success'] {
    background-color: ${cssVar.color.status.appointment.confirmed.bg};
    color: ${cssVar.color.status.appointment.confirmed.fg};
  }

  &[data-tone='warning'] {
    background-color: ${cssVar.color.status.appointment.pending.bg};
    color: ${cssVar.color.status.appointment.pending.fg};
  }

  &[data-tone='danger'] {
    background-color: ${cssVar.color.status.appointment.cancelled.bg};
    color: ${cssVar.color.status.appointment.cancelled.fg};
  }

  &[data-tone='info'] {
    background-color: ${cssVar.color.status.appointment.completed.bg};
    color: ${cssVar.color.status.appointment.completed.fg};
  }
`;
