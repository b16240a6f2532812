import type { ComponentPropsWithoutRef, Ref } from 'react';
import styled from 'styled-components';
import type { Stats } from '@hospital/contract';
import { Button } from '../../Button/index.ts';
import { StatCard } from '../../StatCard/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { media } from '../../theme/theme.ts';

/** The four figures of the dashboard, in the spec's order, with the stats field each reads. */
export const ADMIN_STAT_CARDS = [
  { label: 'Total Appointments', field: 'totalAppointments' },
  { label: 'Pending', field: 'pendingAppointments' },
  { label: 'Confirmed', field: 'confirmedAppointments' },
  { label: 'Departments', field: 'totalDepartments' },
] as const satisfies readonly { label: string; field: keyof Stats }[];

const numberFormat = new Intl.NumberFormat('en-IN');

export interface AdminStatCardsProps extends ComponentPropsWithoutRef<'section'> {
  stats: Stats | undefined;
  loading?: boolean;
  /** The figures failed to load: the cards show a dash and the message says so. */
  error?: boolean;
  onRetry?: () => void;
  ref?: Ref<HTMLElement>;
}

/** Total Appointments, Pending, Confirmed and Departments from `GET /api/stats`: four across on wide screens, two on phones. */
export function AdminStatCards({ stats, loading = false, error = false, onRetry, ref, ...rest }: AdminStatCardsProps) {
  return (
    <section aria-label="Overview" {...rest} ref={ref}>
      <Grid>
        {ADMIN_STAT_CARDS.map(({ label, field }) => (
          <StatCard
            key={field}
            label={label}
            loading={loading && !error}
            value={stats && !error ? numberFormat.format(stats[field]) : '—'}
          />
        ))}
      </Grid>
      {error ? (
        <Failure role="alert">
          <span>The figures could not be loaded.</span>
          {onRetry ? (
            <Button variant="ghost" size="sm" onClick={onRetry}>
              Try again
            </Button>
          ) : null}
        </Failure>
      ) : null}
    </section>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${cssVar.space[3]};

  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${cssVar.space[4]};
  }
`;

const Failure = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${cssVar.space[3]};
  margin: ${cssVar.space[3]} 0 0;
  color: ${cssVar.color.danger};
`;
