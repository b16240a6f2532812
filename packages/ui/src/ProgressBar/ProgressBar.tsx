import { useId, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { PROGRESS_RANGE } from '@hospital/contract';
import { cssVar } from '../theme/cssVar.ts';

export type ProgressBarTone = 'brand' | 'success' | 'warning' | 'danger';
export type ProgressBarSize = 'sm' | 'md';

/** A number for the bar: clamped to 0..100, and 0 for NaN (spec: progress falls back to 0). */
export function clampProgress(value: number): number {
  if (Number.isNaN(value)) return PROGRESS_RANGE.min;
  return Math.min(PROGRESS_RANGE.max, Math.max(PROGRESS_RANGE.min, value));
}

export interface ProgressBarProps extends Omit<ComponentPropsWithoutRef<'div'>, 'role'> {
  /** Percent done, 0 to 100; values outside are clamped. */
  value: number;
  /**
   * The visible name above the bar, e.g. "Step 1 of 2". Without it, name the bar with `aria-label` or
   * `aria-labelledby` (axe fails a story whose bar has no name). A union type would enforce this, but
   * Storybook cannot type stories of union props.
   */
  label?: ReactNode;
  /** Shows the rounded percentage beside the label. */
  showValue?: boolean;
  /** `brand` by default; `success`, `warning`, `danger` for a bar that also means a state. */
  tone?: ProgressBarTone;
  /** `sm` is a thin bar for cards and table rows. */
  size?: ProgressBarSize;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A determinate progress bar (`role="progressbar"`, 0 to 100) with a name, such as the booking form's "Step 1 of 2"
 * at 60% or a project's progress. The fill has at least 3:1 against its track in every tone.
 */
export function ProgressBar({
  value,
  label,
  showValue = false,
  tone = 'brand',
  size = 'md',
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ref,
  ...rest
}: ProgressBarProps) {
  const labelId = useId();
  const percent = clampProgress(value);
  const text = `${Math.round(percent)}%`;
  const hasHeader = label !== undefined || showValue;
  return (
    <Root {...rest} ref={ref}>
      {hasHeader ? (
        <Header>
          {label !== undefined ? <Label id={labelId}>{label}</Label> : null}
          {/* Hidden from assistive technology: the progressbar already says its value. */}
          {showValue ? <Value aria-hidden="true">{text}</Value> : null}
        </Header>
      ) : null}
      <Track
        role="progressbar"
        aria-valuemin={PROGRESS_RANGE.min}
        aria-valuemax={PROGRESS_RANGE.max}
        aria-valuenow={percent}
        aria-valuetext={text}
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy ?? (label !== undefined && ariaLabel === undefined ? labelId : undefined)}
        data-tone={tone}
        data-size={size}
      >
        <Fill style={{ inlineSize: `${percent}%` }} />
      </Track>
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${cssVar.space[2]};
  min-inline-size: 0;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${cssVar.space[2]};
`;

const Label = styled.span`
  min-inline-size: 0;
  color: ${cssVar.color.text};
  overflow-wrap: anywhere;
`;

const Value = styled.span`
  margin-inline-start: auto;
  color: ${cssVar.color.textMuted};
  font-variant-numeric: tabular-nums;
  font-weight: ${cssVar.font.weight.semibold};
`;

const Track = styled.div`
  overflow: hidden;
  border-radius: ${cssVar.radius.pill};
  background-color: ${cssVar.color.surfaceMuted};
  box-shadow: inset 0 0 0 ${cssVar.borderWidth.thin} ${cssVar.color.border};
  color: ${cssVar.color.brand};

  &[data-size='sm'] {
    block-size: ${cssVar.space[2]};
  }

  &[data-size='md'] {
    block-size: ${cssVar.space[3]};
  }

  /* Status text colours, not the lighter chart colours: each is at least 6:1 on the track (WCAG 1.4.11 asks 3:1). */
  &[data-tone='success'] {
    color: ${cssVar.color.status.appointment.confirmed.fg};
  }

  &[data-tone='warning'] {
    color: ${cssVar.color.status.appointment.pending.fg};
  }

  &[data-tone='danger'] {
    color: ${cssVar.color.status.appointment.cancelled.fg};
  }
`;

const Fill = styled.div`
  block-size: 100%;
  max-inline-size: 100%;
  border-radius: inherit;
  background-color: currentColor;
  transition: inline-size ${cssVar.motion.duration.normal} ${cssVar.motion.easing.standard};

  /* Windows High Contrast drops background colours: keep the fill visible. */
  @media (forced-colors: active) {
    background-color: CanvasText;
  }
`;
