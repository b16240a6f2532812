import { useMemo } from 'react';
import styled from 'styled-components';
import type { Doctor } from '@hospital/contract';
import { Card, type CardProps } from '../../Card/index.ts';
import { DataTable, type DataTableColumn } from '../../DataTable/index.ts';
import { EmptyState, type EmptyStateHeadingLevel } from '../../EmptyState/index.ts';
import { ErrorState } from '../../ErrorState/index.ts';
import { LoadingText } from '../../LoadingText/index.ts';
import { loadPhase, type LoadState } from '../../shared/loadState.ts';
import { StatCard } from '../../StatCard/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { media } from '../../theme/theme.ts';
import {
  countText,
  departmentOutcomeRows,
  doctorOutcomeRows,
  hasOpdFigures,
  rateText,
  waitText,
  type OpdFigures,
  type OpdOutcomeRow,
} from './opdOutcomeRows.ts';

export interface OpdOutcomesCardProps extends Omit<CardProps, 'title' | 'actions' | 'footer' | 'children'>, LoadState {
  /** `opd` of GET /api/stats/appointments: the figures overall, by doctor and by department. */
  opd: OpdFigures | undefined;
  /** To name the doctors' rows; undefined while they load (rows then say "Doctor #id"). */
  doctors?: readonly Pick<Doctor, 'id' | 'name'>[] | undefined;
}

const TITLE = 'No-shows and waiting time';

/**
 * The OPD day in figures: how many booked patients never came (the no-show rate) and how long patients
 * waited from check-in to the doctor's call, overall and per doctor and department, in sortable tables. Tables
 * rather than a chart: each figure is read exactly, and a rate with nothing behind it says so ("–").
 */
export function OpdOutcomesCard({ opd, doctors, isLoading, error, onRetry, headingLevel = 3, ...rest }: OpdOutcomesCardProps) {
  const phase = loadPhase({ isLoading, error });
  const doctorRows = useMemo(() => (opd ? doctorOutcomeRows(opd.byDoctor, doctors) : []), [opd, doctors]);
  const departmentRows = useMemo(() => (opd ? departmentOutcomeRows(opd.byDepartment) : []), [opd]);
  const doctorColumns = useMemo(() => columnsFor('Doctor', true), []);
  const departmentColumns = useMemo(() => columnsFor('Department', false), []);
  const inner = Math.min(headingLevel + 1, 6) as EmptyStateHeadingLevel;

  return (
    <Card {...rest} title={TITLE} headingLevel={headingLevel} data-span="full">
      {phase === 'loading' ? (
        <LoadingText>Loading the OPD figures...</LoadingText>
      ) : phase === 'error' ? (
        <ErrorState title="Unable to load the OPD figures" onRetry={onRetry} headingLevel={inner} />
      ) : !opd || !hasOpdFigures(opd) ? (
        <EmptyState
          title="No OPD figures yet"
          description="They appear once the front desk checks patients in: no-shows count booked visits nobody checked in after their session, the wait runs from check-in to the doctor's call."
          headingLevel={inner}
        />
      ) : (
        <Body>
          <Figures>
            <StatCard label="No-show rate" value={rateText(opd.overall.noShowRate)} hint="Booked visits nobody checked in" />
            <StatCard label="Average wait" value={waitText(opd.overall.averageWaitMinutes)} hint="From check-in to the doctor's call" />
            <StatCard label="Booked patients who came" value={countText(opd.overall.attended)} />
            <StatCard label="No-shows" value={countText(opd.overall.noShows)} />
          </Figures>
          <DataTable
            caption="By doctor"
            columns={doctorColumns}
            rows={doctorRows}
            rowKey={(row) => row.key}
            defaultSort={{ key: 'noShowRate', direction: 'descending' }}
            emptyText="No doctor has OPD figures yet."
          />
          <DataTable
            caption="By department"
            columns={departmentColumns}
            rows={departmentRows}
            rowKey={(row) => row.key}
            defaultSort={{ key: 'noShowRate', direction: 'descending' }}
            emptyText="No department has OPD figures yet."
          />
        </Body>
      )}
    </Card>
  );
}

function columnsFor(who: 'Doctor' | 'Department', withDepartment: boolean): DataTableColumn<OpdOutcomeRow>[] {
  return [
    { key: 'name', header: who, cell: (row) => row.name, sortValue: (row) => row.name, rowHeader: true },
    ...(withDepartment
      ? [{ key: 'department', header: 'Department', cell: (row: OpdOutcomeRow) => row.department ?? '', sortValue: (row: OpdOutcomeRow) => row.department ?? '' }]
      : []),
    { key: 'attended', header: 'Came', cell: (row) => countText(row.attended), sortValue: (row) => row.attended, align: 'end' },
    { key: 'noShows', header: 'No-shows', cell: (row) => countText(row.noShows), sortValue: (row) => row.noShows, align: 'end' },
    { key: 'noShowRate', header: 'No-show rate', cell: (row) => rateText(row.noShowRate), sortValue: (row) => row.noShowRate, align: 'end' },
    {
      key: 'averageWaitMinutes',
      header: 'Average wait',
      cell: (row) => waitText(row.averageWaitMinutes),
      sortValue: (row) => row.averageWaitMinutes,
      align: 'end',
    },
  ];
}

const Body = styled.div`
  display: grid;
  gap: ${cssVar.space[6]};
  min-inline-size: 0;
`;

const Figures = styled.div`
  display: grid;
  gap: ${cssVar.space[4]};
  grid-template-columns: minmax(0, 1fr);

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;
