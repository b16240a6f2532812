import type { AppointmentCounts } from '@hospital/contract';
import { AppointmentStatsPanel, cssVar, OpdOutcomesCard } from '@hospital/ui';
import styled from 'styled-components';
import { useAdminDoctors } from '../../api/admin.ts';

export interface AnalyticsTabProps {
  /** The server's counts (`GET /api/stats/appointments`), already loaded by the dashboard: the panel only draws. */
  counts: AppointmentCounts;
}

/**
 * The admin dashboard's Analytics tab. The dashboard imports it lazily, so ECharts (the bulk of this chunk)
 * loads only when the tab opens.
 */
export function AnalyticsTab({ counts }: AnalyticsTabProps) {
  // The doctors' names for the OPD figures' rows (the counts name doctors by id); the same list the Doctors tab reads.
  const doctors = useAdminDoctors();
  return (
    <section aria-labelledby="analytics-dashboard-title">
      <Header>
        <Title id="analytics-dashboard-title">Analytics Dashboard</Title>
        <Subtitle>Visual insights into hospital appointment data and trends</Subtitle>
      </Header>
      <AppointmentStatsPanel counts={counts} headingLevel={3} />
      <OpdCard opd={counts.opd} doctors={doctors.data} headingLevel={3} />
    </section>
  );
}

const Header = styled.header`
  margin-block-end: ${cssVar.space[6]};
`;

const Title = styled.h2`
  margin: 0;
  color: ${cssVar.color.text};
  font-size: ${cssVar.font.size['2xl']};
  font-weight: ${cssVar.font.weight.bold};
`;

const OpdCard = styled(OpdOutcomesCard)`
  margin-block-start: ${cssVar.space[6]};
`;

const Subtitle = styled.p`
  margin: ${cssVar.space[1]} 0 0;
  color: ${cssVar.color.textMuted};
`;
