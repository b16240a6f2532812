import type { Appointment, AppointmentCounts } from '@hospital/contract';
import { useMemo, type ComponentPropsWithoutRef, type Ref } from 'react';
import styled from 'styled-components';
import type { CardHeadingLevel } from '../../Card/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { media } from '../../theme/theme.ts';
import { AppointmentChartCard } from '../AppointmentChartCard/index.ts';
import { APPOINTMENT_CHART_KINDS } from '../../shared/appointmentCharts.ts';
import { aggregateAppointments, statsFromCounts, type AppointmentForStats } from '../../shared/appointmentStats.ts';

/** What the panel counts: the server's counts, or (stories, small lists) the appointments themselves. */
export type AppointmentStatsSource =
  | {
      /** The counts the server made (`GET /api/stats/appointments`): the panel only draws them. */
      counts: AppointmentCounts;
      appointments?: never;
      now?: never;
    }
  | {
      /** Appointments to count in the browser, with the contract's `countAppointments`. */
      appointments: readonly (Appointment | AppointmentForStats)[];
      /** Which day is today for the 7-day trend (its UTC date). Default: the moment the panel renders. */
      now?: Date;
      counts?: never;
    };

export type AppointmentStatsPanelProps = ComponentPropsWithoutRef<'div'> &
  AppointmentStatsSource & {
    /** The cards' heading level, to fit the page's outline. Default 3. */
    headingLevel?: CardHeadingLevel;
    ref?: Ref<HTMLDivElement>;
  };

/**
 * The appointment statistics panel: six chart cards, one column on small screens and two on large ones. It makes
 * no request of its own: the admin dashboard gives it the server's `counts`, which is the only way that stays fast
 * at a million appointments; `appointments` remains for stories and any small list already in hand.
 */
export function AppointmentStatsPanel({ counts, appointments, now, headingLevel = 3, ref, ...rest }: AppointmentStatsPanelProps) {
  // A fresh Date each render would recount on every render; the day only matters to the minute here.
  const nowTime = now?.getTime();
  const stats = useMemo(
    () =>
      counts !== undefined
        ? statsFromCounts(counts)
        : aggregateAppointments(appointments ?? [], nowTime === undefined ? new Date() : new Date(nowTime)),
    [counts, appointments, nowTime],
  );
  return (
    <Grid {...rest} ref={ref}>
      {APPOINTMENT_CHART_KINDS.map((kind) => (
        <AppointmentChartCard key={kind} kind={kind} stats={stats} headingLevel={headingLevel} />
      ))}
    </Grid>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${cssVar.space[6]};

  ${media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));

    & > [data-span='full'] {
      grid-column: 1 / -1;
    }
  }
`;
