import { useId, useState, type ComponentPropsWithoutRef, type Ref } from 'react';
import styled from 'styled-components';
import type { Appointment } from '@hospital/contract';
import { Badge } from '../../Badge/index.ts';
import { Button } from '../../Button/index.ts';
import { ErrorState } from '../../ErrorState/index.ts';
import { Field } from '../../Field/index.ts';
import { Input } from '../../Input/index.ts';
import { Alert, Status } from '../../LiveRegion/index.ts';
import { LoadingText } from '../../LoadingText/index.ts';
import { Select } from '../../Select/index.ts';
import { AppointmentStatusBadge } from '../../StatusBadge/index.ts';
import { VisuallyHidden } from '../../VisuallyHidden/index.ts';
import { loadPhase, type LoadState } from '../../shared/loadState.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { BookingReference, OpdDayProblem, PatientDetails, PatientName, PatientWho, TokenGiven, TokenGivenNumber } from '../opdDayStyles.ts';
import { theme } from '../../theme/theme.ts';
import { canCheckIn, searchKind, searchVisits, type CheckInSearchVisit } from './checkInSearch.ts';

export type CheckInVisit = CheckInSearchVisit & Pick<Appointment, 'id' | 'preferredTime'> & Partial<Pick<Appointment, 'doctorId' | 'token' | 'walkIn'>>;

export interface CheckInDoctor {
  id: number;
  name: string;
}

export interface CheckInFormProps<V extends CheckInVisit = CheckInVisit> extends Omit<ComponentPropsWithoutRef<'div'>, 'onError'>, LoadState {
  /** The OPD day's visits (GET /api/opd-day's): the box searches these, never the server. */
  visits: readonly V[] | undefined;
  /**
   * Checks a booking in: with the doctor chosen for a booking made for a department alone, else undefined. Answers
   * the visit with its token, shown big; a rejection's message is shown under the box.
   */
  onCheckIn: (visit: V, doctorId: number | undefined) => Promise<{ token?: number | null | undefined } | unknown>;
  /** The doctors a department booking may be sent to (the department's); the first is chosen unless `defaultDoctorId`. */
  doctors?: readonly CheckInDoctor[] | undefined;
  /** The doctor whose OPD day this is: chosen first for a department booking. */
  defaultDoctorId?: number | undefined;
  ref?: Ref<HTMLDivElement>;
}

const tokenOf = (answer: unknown): number | undefined => {
  const token = (answer as { token?: unknown } | null | undefined)?.token;
  return typeof token === 'number' ? token : undefined;
};

/**
 * Check-in at the counter: one search box for a booking reference, a phone number or part of a name, matched as it
 * is typed against the day's visits (checkInSearch.ts); each match that can be checked in has Check in, and a
 * booking made for a department alone asks which doctor first. The token it gets is shown big, for the front desk
 * to write on the slip, and said politely. It holds no data: the visits and the check-in are its caller's.
 */
export function CheckInForm<V extends CheckInVisit>({
  visits,
  isLoading,
  error,
  onRetry,
  onCheckIn,
  doctors = [],
  defaultDoctorId,
  ref,
  ...rest
}: CheckInFormProps<V>) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState<number | null>(null);
  const [problem, setProblem] = useState('');
  const [done, setDone] = useState<{ name: string; token: number | undefined } | null>(null);
  // The doctor chosen for each department booking, by visit id.
  const [chosen, setChosen] = useState<ReadonlyMap<number, number>>(new Map());
  const firstDoctor = doctors.find((doctor) => doctor.id === defaultDoctorId)?.id ?? doctors[0]?.id;

  const phase = loadPhase({ isLoading, error });
  const results = searchVisits(visits ?? [], query);
  const kind = searchKind(query);

  const checkIn = async (visit: V) => {
    const doctorId = visit.doctorId ? undefined : (chosen.get(visit.id) ?? firstDoctor);
    setBusy(visit.id);
    setProblem('');
    setDone(null);
    try {
      const answer = await onCheckIn(visit, doctorId);
      setDone({ name: visit.patientName, token: tokenOf(answer) });
    } catch (failure) {
      setProblem(failure instanceof Error && failure.message ? failure.message : 'The check-in did not go through. Please try again.');
    } finally {
      setBusy(null);
    }
  };

  const summary =
    kind === 'none' ? '' : results.length === 0 ? 'No booking today matches.' : results.length === 1 ? '1 booking matches.' : `${results.length} bookings match.`;

  return (
    <Root {...rest} ref={ref}>
      <form role="search" aria-label="Check in a booked patient" onSubmit={(event) => event.preventDefault()}>
        <Field label="Find a booking" hint="A booking reference, a phone number or part of a name">
          {(controlProps) => (
            <Input
              {...controlProps}
              type="search"
              autoComplete="off"
              spellCheck={false}
              value={query}
              disabled={phase !== 'ready'}
              onChange={(event) => setQuery(event.target.value)}
            />
          )}
        </Field>
      </form>
      {phase === 'loading' ? <LoadingText>Loading the day&apos;s bookings...</LoadingText> : null}
      {phase === 'error' ? <ErrorState title="Failed to load the day's bookings" description="Please try again." onRetry={onRetry} headingLevel={4} /> : null}
      <Status visuallyHidden>{done ? `${done.name} checked in${done.token ? `: token ${done.token}` : ''}` : summary}</Status>
      <Alert>{problem ? <OpdDayProblem>{problem}</OpdDayProblem> : null}</Alert>
      {done?.token ? (
        <TokenGiven>
          <span>{done.name}</span>
          <TokenGivenNumber>Token {done.token}</TokenGivenNumber>
        </TokenGiven>
      ) : null}
      {phase === 'ready' && kind !== 'none' ? (
        results.length === 0 ? (
          <Muted>No booking today matches. A patient without one can be registered as a walk-in.</Muted>
        ) : (
          <Results aria-label="Matching bookings">
            {results.map((visit) => {
              const departmentOnly = !visit.doctorId;
              const doctorSelectId = `${id}-doctor-${visit.id}`;
              return (
                <Result key={visit.id}>
                  <PatientWho>
                    <PatientName>{visit.patientName}</PatientName>
                    <PatientDetails>
                      <span>{visit.walkIn ? 'Walk-in' : visit.preferredTime}</span>
                      <BookingReference>{visit.reference}</BookingReference>
                      <span>{visit.phone}</span>
                      {visit.status === 'confirmed' || visit.status === 'pending' ? null : <AppointmentStatusBadge status={visit.status} size="sm" />}
                      {visit.token ? <Badge size="sm">Token {visit.token}</Badge> : null}
                    </PatientDetails>
                  </PatientWho>
                  {canCheckIn(visit) ? (
                    <Actions>
                      {departmentOnly && doctors.length > 0 ? (
                        <DoctorChoice>
                          <label htmlFor={doctorSelectId}>
                            Doctor<VisuallyHidden> for {visit.patientName}</VisuallyHidden>
                          </label>
                          <Select
                            id={doctorSelectId}
                            options={doctors.map((doctor) => ({ value: String(doctor.id), label: doctor.name }))}
                            value={String(chosen.get(visit.id) ?? firstDoctor ?? '')}
                            onChange={(event) => setChosen((current) => new Map(current).set(visit.id, Number(event.target.value)))}
                          />
                        </DoctorChoice>
                      ) : null}
                      <Button loading={busy === visit.id} disabled={busy !== null || (departmentOnly && firstDoctor === undefined)} onClick={() => void checkIn(visit)}>
                        Check in<VisuallyHidden> {visit.patientName}</VisuallyHidden>
                      </Button>
                    </Actions>
                  ) : null}
                </Result>
              );
            })}
          </Results>
        )
      ) : null}
    </Root>
  );
}

/* A result's actions beside it once the form itself is wide (the OPD day screen's side column is narrow). */
const wide = `@container check-in-form (min-width: ${theme.breakpoint.md})`;

const Root = styled.div`
  display: grid;
  gap: ${cssVar.space[3]};
  min-inline-size: 0;
  container: check-in-form / inline-size;

  & > form {
    margin: 0;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${cssVar.color.textMuted};
`;

const Results = styled.ul`
  display: grid;
  gap: ${cssVar.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Result = styled.li`
  display: grid;
  gap: ${cssVar.space[3]};
  padding: ${cssVar.space[3]} ${cssVar.space[4]};
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.surface};

  ${wide} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${cssVar.space[2]};
`;

const DoctorChoice = styled.div`
  display: grid;
  gap: ${cssVar.space[1]};
  min-inline-size: 12rem;
  font-size: ${cssVar.font.size.sm};
  font-weight: ${cssVar.font.weight.medium};
`;
