import type { Appointment } from '@hospital/contract';
import { useMemo, type ComponentPropsWithoutRef, type Ref } from 'react';
import styled from 'styled-components';
import type { CardHeadingLevel } from '../../Card/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { media } from '../../theme/theme.ts';
import { AppointmentChartCard } from '../AppointmentChartCard/index.ts';
import { APPOINTMENT_CHART_KINDS } from '../../shared/appointmentCharts.ts';
import { aggregateAppointments, type AppointmentForStats } from '../../shared/appointmentStats.ts';

export interface AppointmentStatsPanelProps extends ComponentPropsWithoutRef<'div'> {
  /** Every appointment to count; the panel makes no request of its own. */
  appointments: readonly (Appointment | AppointmentForStats)[];
  /** Which day is today for the 7-day trend (its UTC date). Default: the moment the panel renders. */
  now?: Date;
  /** The cards' heading level, to fit the page's outline. Default 3. */
  headingLevel?: CardHeadingLevel;
  ref?: Ref<HTMLDivElement>;
}

/** The appointment statistics panel: six chart cards, one column on small screens and two on large ones. */
export function AppointmentStatsPanel({ appointments, now, headingLevel = 3, ref, ...rest }: AppointmentStatsPanelProps) {
  // A fresh Date each render would recount on every render; the day only matters to the minute here.
  const nowTime = now?.getTime();
  const stats = useMemo(
    () => aggregateAppointments(appointments, nowTime === undefined ? new Date() : new Date(nowTime)),
    [appointments, nowTime],
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
