import type { ComponentPropsWithoutRef, Ref } from 'react';
import styled from 'styled-components';
import type { Stats } from '@hospital/contract';
import { Button } from '../../Button/index.ts';
import { Status } from '../../LiveRegion/index.ts';
import { loadPhase, type LoadState } from '../../shared/loadState.ts';
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

/** While loading, the cards are busy placeholders; when the load failed, they show a dash and a message says so. */
export interface AdminStatCardsProps extends ComponentPropsWithoutRef<'section'>, LoadState {
  stats: Stats | undefined;
  ref?: Ref<HTMLElement>;
}

/** Total Appointments, Pending, Confirmed and Departments from `GET /api/stats`: four across on wide screens, two on phones. */
export function AdminStatCards({ stats, isLoading, error, onRetry, ref, ...rest }: AdminStatCardsProps) {
  const phase = loadPhase({ isLoading, error });
  return (
    <section aria-label="Overview" {...rest} ref={ref}>
      {/* Beside the busy cards, not inside them, where a screen reader might hold the news back. */}
      {phase === 'loading' ? <Status visuallyHidden>Loading the figures...</Status> : null}
      <Grid>
        {ADMIN_STAT_CARDS.map(({ label, field }) => (
          <StatCard
            key={field}
            label={label}
            loading={phase === 'loading'}
            value={stats && phase === 'ready' ? numberFormat.format(stats[field]) : '—'}
          />
        ))}
      </Grid>
      {phase === 'error' ? (
        <Failure>
          <Status element="span">The figures could not be loaded.</Status>
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

const Failure = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${cssVar.space[3]};
  margin: ${cssVar.space[3]} 0 0;
  color: ${cssVar.color.danger};
`;
