import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { sessionToJoin, type Appointment, type AppointmentStatus, type Department, type Doctor } from '@hospital/contract';
import { CheckInForm, EmptyState, ErrorState, Field, Input, LoadingText, OpdQueueList, Select, WalkInForm, cssVar, media, type WalkInValues } from '@hospital/ui';
import { useAdminDepartments, useAdminDoctors } from '../../api/admin.ts';
import { useOpdDay, useOpdDayActions } from '../../api/opdDay.ts';
import { DOCTOR_PARAM, parseDoctorParam, withDoctorParam } from './doctorParam.ts';
import { isOpdDayToday, sessionsText } from './opdDay.ts';

/**
 * The OPD day tab (admin and reception): one doctor's OPD day. Choose the doctor (kept in the URL, as the Doctors
 * tab keeps it) and the day (today unless changed); the day is read again every few seconds, so a check-in or a
 * call made at another counter shows here. The queue list calls and settles patients, the search checks
 * booked patients in, and the walk-in form registers those without a booking; every refusal is the server's
 * sentence.
 */
export function OpdDayPanel() {
  const [searchParams, setSearchParams] = useSearchParams();
  const doctorId = parseDoctorParam(searchParams.get(DOCTOR_PARAM));
  const [date, setDate] = useState('');
  const doctors = useAdminDoctors();
  const departments = useAdminDepartments();
  const opdDay = useOpdDay(doctorId, date);
  const actions = useOpdDayActions();

  const active = useMemo(() => (doctors.data ?? []).filter((doctor) => !doctor.retired), [doctors.data]);
  const doctor = active.find((candidate) => candidate.id === doctorId);
  const departmentOf = useCallback(
    (candidate: Doctor | undefined) => (departments.data ?? []).find((department: Department) => department.id === candidate?.departmentId)?.name ?? '',
    [departments.data],
  );
  const department = departmentOf(doctor);
  const departmentDoctors = useMemo(
    () => active.filter((candidate) => department !== '' && departmentOf(candidate) === department).map(({ id, name }) => ({ id, name })),
    [active, department, departmentOf],
  );

  const chooseDoctor = (value: string) => setSearchParams((current) => withDoctorParam(current, parseDoctorParam(value)), { replace: true });

  // Stale answers of another doctor never show: keepPreviousData holds the last doctor's day while the next loads.
  const day = opdDay.data && opdDay.data.doctorId === doctorId ? opdDay.data : undefined;
  // The server's clock decides what today is and which session is under way (a demo's clock may differ from ours).
  const serverNow = day ? new Date(day.now) : new Date();
  const isToday = isOpdDayToday(date, serverNow);
  const session = day && isToday ? sessionToJoin(day.sessions, serverNow) : undefined;

  const onStatusChange = (visit: Appointment, status: AppointmentStatus) => actions.changeStatus(visit, status);
  const onCheckIn = (visit: Appointment, chosen?: number) => actions.checkIn(visit, visit.doctorId ? undefined : (chosen ?? doctorId ?? undefined));
  const onCallNext = doctorId === null ? undefined : () => actions.callNext(doctorId);
  const onWalkIn = (values: WalkInValues) => actions.registerWalkIn({ ...values, doctorId: doctorId! });

  return (
    <Root aria-labelledby="opd-day-heading">
      <Heading id="opd-day-heading">OPD day</Heading>
      <Controls>
        <Field label="Doctor">
          {(props) => (
            <Select
              {...props}
              placeholder={doctors.isLoading ? 'Loading doctors...' : 'Choose a doctor'}
              options={active.map((candidate) => ({ value: String(candidate.id), label: `${candidate.name}${departmentOf(candidate) ? ` (${departmentOf(candidate)})` : ''}` }))}
              value={doctorId === null ? '' : String(doctorId)}
              onChange={(event) => chooseDoctor(event.target.value)}
            />
          )}
        </Field>
        <Field label="Day" hint="Today unless you choose another">
          {(props) => <Input {...props} type="date" value={date || day?.date || ''} onChange={(event) => setDate(event.target.value)} />}
        </Field>
      </Controls>
      {doctors.error ? <ErrorState title="Failed to load the doctors" description="Please try again." onRetry={doctors.onRetry} headingLevel={3} /> : null}
      {doctorId === null ? (
        <EmptyState title="Choose a doctor" description="Their day's bookings, queue and walk-ins show here." headingLevel={3} />
      ) : (
        <>
          {day ? <Sessions>{sessionsText(day.sessions)}</Sessions> : null}
          <Columns>
            <section aria-label="Queue">
              <OpdQueueList
                visits={day?.visits}
                isLoading={!day && opdDay.isLoading}
                error={day ? undefined : opdDay.error}
                onRetry={opdDay.onRetry}
                onStatusChange={onStatusChange}
                onCheckIn={(visit) => onCheckIn(visit)}
                onCallNext={isToday ? onCallNext : undefined}
              />
            </section>
            <Side>
              <Panel aria-labelledby="check-in-heading">
                <PanelHeading id="check-in-heading">Check in</PanelHeading>
                <CheckInForm
                  visits={day?.visits}
                  isLoading={!day && opdDay.isLoading}
                  error={day ? undefined : opdDay.error}
                  onRetry={opdDay.onRetry}
                  doctors={departmentDoctors}
                  defaultDoctorId={doctorId}
                  onCheckIn={onCheckIn}
                />
              </Panel>
              <Panel aria-labelledby="walk-in-heading">
                <PanelHeading id="walk-in-heading">Walk-in</PanelHeading>
                {!doctor || !day ? (
                  <LoadingText>Loading the doctor...</LoadingText>
                ) : (
                  <WalkInForm
                    doctorName={doctor.name}
                    department={department}
                    places={session ? { allowed: session.walkInsAllowed, taken: session.walkInsTaken } : undefined}
                    unavailable={!isToday ? 'Walk-ins are registered on the day only.' : session ? undefined : `${doctor.name} has no session left today.`}
                    onSubmit={onWalkIn}
                  />
                )}
              </Panel>
            </Side>
          </Columns>
        </>
      )}
    </Root>
  );
}

const Root = styled.section`
  display: grid;
  gap: ${cssVar.space[4]};
  min-inline-size: 0;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${cssVar.font.size['2xl']};
  line-height: ${cssVar.font.lineHeight.heading};
`;

const Controls = styled.div`
  display: grid;
  gap: ${cssVar.space[4]};

  ${media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    max-inline-size: 48rem;
  }
`;

const Sessions = styled.p`
  margin: 0;
  color: ${cssVar.color.textMuted};
`;

const Columns = styled.div`
  display: grid;
  gap: ${cssVar.space[6]};
  min-inline-size: 0;

  ${media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Side = styled.div`
  display: grid;
  gap: ${cssVar.space[6]};
  min-inline-size: 0;
`;

const Panel = styled.section`
  display: grid;
  gap: ${cssVar.space[3]};
  padding: ${cssVar.space[4]};
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  border-radius: ${cssVar.radius.lg};
  background-color: ${cssVar.color.surface};
`;

const PanelHeading = styled.h3`
  margin: 0;
  font-size: ${cssVar.font.size.xl};
  line-height: ${cssVar.font.lineHeight.heading};
`;
