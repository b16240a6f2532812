import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../Button/index.ts';
import { Card, type CardProps } from '../../Card/index.ts';
import { DataTable, type DataTableColumn } from '../../DataTable/index.ts';
import { EmptyState, type EmptyStateHeadingLevel } from '../../EmptyState/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { VisuallyHidden } from '../../VisuallyHidden/index.ts';
import { EChart } from '../EChart/index.ts';
import type { AppointmentStats } from '../../shared/appointmentStats.ts';
import { appointmentChart, countFormat, type AppointmentChartKind, type ChartDataRow } from '../../shared/appointmentCharts.ts';

export interface AppointmentChartCardProps extends Omit<CardProps, 'title' | 'actions' | 'footer' | 'children'> {
  /** Which of the statistics panel's six charts. */
  kind: AppointmentChartKind;
  /** From `aggregateAppointments`: the card only draws, it counts nothing. */
  stats: AppointmentStats;
}

/**
 * One card of the appointment statistics panel: its heading, the chart as an image named by a summary of its
 * numbers, and a "Show data" table, so keyboard and screen-reader users get the figures a tooltip would show.
 */
export function AppointmentChartCard({ kind, stats, headingLevel = 3, ...rest }: AppointmentChartCardProps) {
  const chart = useMemo(() => appointmentChart(kind, stats), [kind, stats]);
  const [showData, setShowData] = useState(false);
  const tableId = useId();
  const withPercent = chart.rows.some((row) => row.percent !== undefined);

  const columns = useMemo<DataTableColumn<ChartDataRow>[]>(
    () => [
      { key: 'label', header: chart.labelHeader, cell: (row) => row.label, rowHeader: true },
      { key: 'value', header: 'Appointments', cell: (row) => countFormat.format(row.value), align: 'end' },
      ...(withPercent
        ? [{ key: 'percent', header: 'Share', cell: (row: ChartDataRow) => `${row.percent ?? 0}%`, align: 'end' as const }]
        : []),
    ],
    [chart.labelHeader, withPercent],
  );

  return (
    <Card
      {...rest}
      title={chart.title}
      headingLevel={headingLevel}
      data-span={chart.fullWidth ? 'full' : undefined}
      actions={
        chart.isEmpty ? undefined : (
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={showData}
            aria-controls={showData ? tableId : undefined}
            onClick={() => setShowData((shown) => !shown)}
          >
            {showData ? 'Hide data' : 'Show data'}
            <VisuallyHidden> for {chart.title}</VisuallyHidden>
          </Button>
        )
      }
    >
      {chart.isEmpty ? (
        <EmptyState
          title="No data to show"
          description={chart.emptyText}
          headingLevel={Math.min(headingLevel + 1, 6) as EmptyStateHeadingLevel}
        />
      ) : (
        <>
          <EChart option={chart.option} summary={chart.summary} heightPx={chart.heightPx} />
          {chart.legend ? (
            <Legend aria-label={`${chart.title} legend`}>
              {chart.rows.map((row) => (
                <li key={row.label}>
                  <Swatch aria-hidden="true" $colour={row.colour ?? cssVar.color.border} />
                  <span>{row.label}</span>
                  <Count>{chart.legend === 'count' ? countFormat.format(row.value) : `${row.percent ?? 0}%`}</Count>
                </li>
              ))}
            </Legend>
          ) : null}
          {showData ? (
            <DataRegion>
              <DataTable
                id={tableId}
                caption={`${chart.title}: the numbers`}
                hideCaption
                columns={columns}
                rows={chart.rows}
                rowKey={(row) => row.label}
              />
            </DataRegion>
          ) : null}
        </>
      )}
    </Card>
  );
}

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${cssVar.space[2]} ${cssVar.space[5]};
  margin: ${cssVar.space[3]} 0 0;
  padding: 0;
  list-style: none;
  font-size: ${cssVar.font.size.md};

  li {
    display: inline-flex;
    align-items: center;
    gap: ${cssVar.space[2]};
  }
`;

const Swatch = styled.span<{ $colour: string }>`
  inline-size: ${cssVar.space[3]};
  block-size: ${cssVar.space[3]};
  border-radius: ${cssVar.radius.pill};
  background-color: ${({ $colour }) => $colour};
`;

const Count = styled.span`
  color: ${cssVar.color.textMuted};
  font-weight: ${cssVar.font.weight.semibold};
  font-variant-numeric: tabular-nums;
`;

const DataRegion = styled.div`
  margin-block-start: ${cssVar.space[4]};
`;
