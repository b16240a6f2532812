import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import { Skeleton } from '../Skeleton/index.ts';
import { cssVar } from '../theme/cssVar.ts';

export type StatTrendDirection = 'up' | 'down' | 'flat';
/** Whether the change is good news: more cancellations are up and bad, more patients up and good. */
export type StatTrendSentiment = 'positive' | 'negative' | 'neutral';

export interface StatTrend {
  direction: StatTrendDirection;
  /** The change in words, which carry the meaning: "12% more than last week". The arrow and colour only support them. */
  text: string;
  /** Default `neutral`. */
  sentiment?: StatTrendSentiment;
}

export interface StatCardProps extends ComponentPropsWithoutRef<'div'> {
  /** What is counted: "Total Appointments". */
  label: ReactNode;
  /** The figure, shown large: `128`, `'2.45L+'`, `'4.9/5'`. Format it before passing it in. */
  value: ReactNode;
  /** A decorative picture beside the figure. */
  icon?: ReactNode;
  /** A quiet line under the figure: "Last 7 days". */
  hint?: ReactNode;
  trend?: StatTrend;
  /** Shows a skeleton in place of the figure, and says "Loading" to screen readers. */
  loading?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * One figure with its label, for the admin dashboard and the home page's highlights.
 *
 * The label and value are a `<dt>`/`<dd>` pair, in that order, so a screen reader reads "Total Appointments, 128"
 * as one item, whatever the visual sizes.
 */
export function StatCard({ label, value, icon, hint, trend, loading = false, ref, ...rest }: StatCardProps) {
  return (
    <Root {...rest} ref={ref} {...(loading ? { 'aria-busy': true } : {})}>
      <Pair>
        <Label>{label}</Label>
        <Value>
          {loading ? (
            <>
              <Skeleton width="5ch" height="1em" />
              <VisuallyHidden>Loading</VisuallyHidden>
            </>
          ) : (
            value
          )}
        </Value>
        {hint !== undefined && !loading ? <Hint>{hint}</Hint> : null}
        {trend !== undefined && !loading ? (
          <Trend data-sentiment={trend.sentiment ?? 'neutral'}>
            <TrendArrow direction={trend.direction} />
            <span>{trend.text}</span>
          </Trend>
        ) : null}
      </Pair>
      {icon !== undefined ? (
        <IconFrame aria-hidden="true" data-part="icon">
          {icon}
        </IconFrame>
      ) : null}
    </Root>
  );
}

function TrendArrow({ direction }: { direction: StatTrendDirection }) {
  const path = { up: 'M12 19V5m-6 6 6-6 6 6', down: 'M12 5v14m-6-6 6 6 6-6', flat: 'M5 12h14m-6-6 6 6-6 6' }[direction];
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={path} />
    </svg>
  );
}

const Root = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${cssVar.space[4]};
  min-inline-size: 0;
  padding: ${cssVar.space[5]};
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  border-radius: ${cssVar.radius.lg};
  background-color: ${cssVar.color.surface};
  box-shadow: ${cssVar.shadow.sm};
  color: ${cssVar.color.text};
`;

const Pair = styled.dl`
  display: grid;
  gap: ${cssVar.space[1]};
  min-inline-size: 0;
  margin: 0;
`;

const Label = styled.dt`
  color: ${cssVar.color.textMuted};
  font-size: ${cssVar.font.size.md};
  font-weight: ${cssVar.font.weight.medium};
  overflow-wrap: anywhere;
`;

const Value = styled.dd`
  margin: 0;
  color: ${cssVar.color.text};
  font-size: ${cssVar.font.size['3xl']};
  font-weight: ${cssVar.font.weight.bold};
  line-height: ${cssVar.font.lineHeight.tight};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

const Hint = styled.dd`
  margin: 0;
  color: ${cssVar.color.textMuted};
  font-size: ${cssVar.font.size.md};
`;

const Trend = styled.dd`
  display: flex;
  align-items: center;
  gap: ${cssVar.space[1]};
  margin: 0;
  font-size: ${cssVar.font.size.md};
  font-weight: ${cssVar.font.weight.medium};
  color: ${cssVar.color.textMuted};

  & > svg {
    flex: none;
    inline-size: ${cssVar.size.icon.sm};
    block-size: ${cssVar.size.icon.sm};
  }

  /* The status text colours: at least 6:1 on white. */
  &[data-sentiment='positive'] {
    color: ${cssVar.color.status.appointment.confirmed.fg};
  }

  &[data-sentiment='negative'] {
    color: ${cssVar.color.status.appointment.cancelled.fg};
  }
`;

const IconFrame = styled.div`
  display: grid;
  flex: none;
  place-items: center;
  inline-size: ${cssVar.space[12]};
  block-size: ${cssVar.space[12]};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.brandSubtle};
  color: ${cssVar.color.brand};

  & > svg {
    inline-size: ${cssVar.size.icon.lg};
    block-size: ${cssVar.size.icon.lg};
  }
`;
