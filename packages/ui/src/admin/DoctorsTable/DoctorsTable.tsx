import { useState, type ComponentPropsWithoutRef, type Ref } from 'react';
import styled from 'styled-components';
import { HOME_DOCTOR_COUNT, homeDoctors, type Closure, type Department, type Doctor, type TimetableImpact, type Timetable } from '@hospital/contract';
import { Badge } from '../../Badge/index.ts';
import { Button } from '../../Button/index.ts';
import { DataTable, type DataTableColumn } from '../../DataTable/index.ts';
import { loadPhase, type LoadState } from '../../shared/loadState.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { TimetableChangeDialog, useTimetableChange } from '../TimetableChangeDialog/index.ts';
import { nextSession, nextSessionText, sortDoctors, weeklyDaysText } from './doctorRows.ts';

export interface DoctorsTableProps extends Omit<ComponentPropsWithoutRef<'div'>, 'onError'>, LoadState {
  /** The doctors as the API lists them; undefined until loaded. */
  doctors: readonly Doctor[] | undefined;
  /** For the department column's names. */
  departments?: readonly Department[] | undefined;
  /** Each doctor's timetable by id, as it arrives; a doctor without one yet shows a dash for the next session. */
  timetables?: ReadonlyMap<number, Timetable> | undefined;
  /** The hospital's closures, which the next session skips. */
  closures?: readonly Closure[] | undefined;
  /** The doctor whose timetable is open below the table: the row says so. */
  selectedId?: number | undefined;
  /** The clock the next sessions are read against (stories fix it). */
  now?: Date;
  onAdd: () => void;
  onEdit: (doctor: Doctor) => void;
  /** Opens the doctor's timetable and leave. */
  onTimetable: (doctor: Doctor) => void;
  /** Which coming bookings retiring the doctor strands (`DELETE ?preview=1`). */
  onRetirePreview: (doctor: Doctor) => Promise<TimetableImpact>;
  /** Retires the doctor; the caller reports how it went and rejects on a failure. */
  onRetire: (doctor: Doctor) => Promise<unknown>;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The Doctors tab's list: each doctor's name, specialization, department, languages and next session, with
 * Timetable, Edit and Retire. Retiring asks the server first which coming bookings it strands and lists them. The
 * doctors the home page shows are marked, with the rule that chose them (the contract's homeDoctors).
 */
export function DoctorsTable({
  doctors,
  departments,
  timetables,
  closures,
  selectedId,
  now = new Date(),
  isLoading,
  error,
  onRetry,
  onAdd,
  onEdit,
  onTimetable,
  onRetirePreview,
  onRetire,
  ref,
  ...rest
}: DoctorsTableProps) {
  const [retiring, setRetiring] = useState<Doctor>();
  const change = useTimetableChange<Doctor>({ preview: onRetirePreview, commit: onRetire, confirmWhenNone: true });
  const departmentName = (id: number | null | undefined) => departments?.find((department) => department.id === id)?.name;
  const onHomePage = new Set(homeDoctors(doctors ?? []).map((doctor) => doctor.id));

  const columns: DataTableColumn<Doctor>[] = [
    {
      key: 'name',
      header: 'Doctor',
      rowHeader: true,
      width: '13rem',
      cell: (doctor) => (
        <>
          <Name>
            {doctor.name}
            {doctor.retired ? <Badge tone="neutral">Retired</Badge> : null}
            {doctor.featured ? <Badge tone="brand">Featured</Badge> : null}
            {onHomePage.has(doctor.id) ? <Badge tone="success">On home page</Badge> : null}
            {doctor.id === selectedId ? <Badge tone="brand">Timetable open</Badge> : null}
          </Name>
          <DataTable.SecondaryText>
            {doctor.qualifications} · {doctor.experience} {doctor.experience === 1 ? 'year' : 'years'}
          </DataTable.SecondaryText>
        </>
      ),
    },
    { key: 'specialization', header: 'Specialization', width: '9.5rem', cell: (doctor) => doctor.specialization },
    {
      key: 'department',
      header: 'Department',
      width: '9.5rem',
      cell: (doctor) => departmentName(doctor.departmentId) ?? <Muted>None</Muted>,
    },
    {
      key: 'languages',
      header: 'Languages',
      width: '9rem',
      cell: (doctor) => (doctor.languages?.length ? doctor.languages.join(', ') : <Muted>Not given</Muted>),
    },
    {
      key: 'next',
      header: 'Next session',
      width: '12rem',
      cell: (doctor) => {
        const timetable = timetables?.get(doctor.id);
        if (doctor.retired) return <Muted>None</Muted>;
        if (!timetable) return <Muted>-</Muted>;
        if (timetable.weekly.length === 0) return <Muted>{weeklyDaysText(timetable.weekly)}</Muted>;
        return (
          <>
            {nextSessionText(nextSession({ weekly: timetable.weekly, leave: timetable.leave, closures: closures ?? [] }, now), now)}
            <DataTable.SecondaryText>{weeklyDaysText(timetable.weekly)}</DataTable.SecondaryText>
          </>
        );
      },
    },
    {
      key: 'actions',
      header: 'Actions',
      // Wide enough for the three buttons on one line.
      width: '16rem',
      cell: (doctor) =>
        doctor.retired ? null : (
          <Actions>
            <Button size="sm" variant="ghost" aria-label={`Timetable of ${doctor.name}`} aria-pressed={doctor.id === selectedId} onClick={() => onTimetable(doctor)}>
              Timetable
            </Button>
            <Button size="sm" variant="ghost" aria-label={`Edit ${doctor.name}`} onClick={() => onEdit(doctor)}>
              Edit
            </Button>
            <Button
              size="sm"
              variant="danger"
              aria-label={`Retire ${doctor.name}`}
              onClick={() => {
                setRetiring(doctor);
                void change.ask(doctor);
              }}
            >
              Retire
            </Button>
          </Actions>
        ),
    },
  ];
  const ready = loadPhase({ isLoading, error }) === 'ready';

  return (
    <Root {...rest} ref={ref}>
      <Toolbar>
        <HomePageRule>
          The home page shows {HOME_DOCTOR_COUNT} doctors: those marked Featured first, then the most experienced.
        </HomePageRule>
        <Button onClick={onAdd} disabled={!ready}>
          Add doctor
        </Button>
      </Toolbar>
      <DataTable
        caption="Doctors"
        hideCaption
        columns={columns}
        rows={sortDoctors(doctors ?? [])}
        rowKey={(doctor) => doctor.id}
        isLoading={isLoading}
        loadingText="Loading doctors..."
        skeletonRows={4}
        emptyText="No doctors yet"
        error={error}
        errorText="Failed to load doctors. Please try again later."
        onRetry={onRetry}
        maxHeight="none"
      />
      <TimetableChangeDialog
        {...change.dialog}
        tone="danger"
        title={retiring ? `Retire ${retiring.name}?` : 'Retire doctor?'}
        description="They leave the public lists and pages and can no longer be booked; their bookings are kept."
        confirmLabel="Retire doctor"
      />
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${cssVar.space[4]};
  min-inline-size: 0;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${cssVar.space[3]};
`;

const HomePageRule = styled.p`
  margin: 0;
  color: ${cssVar.color.textMuted};
`;

const Name = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${cssVar.space[2]};
  font-weight: ${cssVar.font.weight.semibold};
`;

const Actions = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${cssVar.space[1]};
`;

const Muted = styled.span`
  color: ${cssVar.color.textMuted};
`;
