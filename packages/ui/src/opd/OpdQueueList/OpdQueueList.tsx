import { useId, useState, type ComponentPropsWithoutRef, type Ref } from 'react';
import styled from 'styled-components';
import type { AppointmentStatus } from '@hospital/contract';
import { Badge } from '../../Badge/index.ts';
import { Button } from '../../Button/index.ts';
import { EmptyState } from '../../EmptyState/index.ts';
import { ErrorState } from '../../ErrorState/index.ts';
import { Alert, Status } from '../../LiveRegion/index.ts';
import { LoadingText } from '../../LoadingText/index.ts';
import { AppointmentStatusBadge } from '../../StatusBadge/index.ts';
import { VisuallyHidden } from '../../VisuallyHidden/index.ts';
import { loadPhase, type LoadState } from '../../shared/loadState.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { BookingReference, OpdDayProblem, PatientDetails, PatientName, PatientWho } from '../opdDayStyles.ts';
import { media } from '../../theme/theme.ts';
import { announcement, expectedRows, isLate, rowActions, servingLine, slotText, tokenRows, type OpdAction, type OpdVisit } from './opdQueueRows.ts';

export interface OpdQueueListProps<V extends OpdVisit = OpdVisit> extends Omit<ComponentPropsWithoutRef<'div'>, 'onError'>, LoadState {
  /** The doctor's OPD day (GET /api/opd-day's visits): the queue and the bookings still expected are made from it. */
  visits: readonly V[] | undefined;
  /** A row's step (PATCH status): Call, Completed, Absent, Undo. A rejection's message is shown; the row waits meanwhile. */
  onStatusChange: (visit: V, status: AppointmentStatus) => Promise<unknown>;
  /** Checks an expected booking in (POST .../check-in); the answer's token is announced. */
  onCheckIn: (visit: V) => Promise<{ token?: number | null | undefined } | unknown>;
  /** Calls the next patient to the room (POST /api/queue/next); the called visit's token is announced. */
  onCallNext?: (() => Promise<{ token?: number | null | undefined } | unknown>) | undefined;
  /** The level of the list's headings (Queue, Expected): 2 on a page of its own, 3 under a panel's heading. */
  headingLevel?: 2 | 3;
  ref?: Ref<HTMLDivElement>;
}

const tokenOf = (answer: unknown): number | undefined => {
  const token = (answer as { token?: unknown } | null | undefined)?.token;
  return typeof token === 'number' ? token : undefined;
};

/**
 * The queue of one doctor's OPD day: a "Now serving" line with Call next, the patients with a token in
 * token order (token, name, booked slot or "Walk-in", "Late" past the grace window, status, and the steps the
 * contract allows the row), and the bookings not yet arrived, each with Check in. Every control is a button in
 * reading order, so the front desk runs it by Tab and Enter; what each step did is said politely ("Token 7 called"), a
 * refusal assertively with the server's words. It holds no data: the day and every change are its caller's.
 */
export function OpdQueueList<V extends OpdVisit>({
  visits,
  isLoading,
  error,
  onRetry,
  onStatusChange,
  onCheckIn,
  onCallNext,
  headingLevel = 3,
  ref,
  ...rest
}: OpdQueueListProps<V>) {
  // The row a step is under way for (or 'next' for Call next): its buttons wait for the answer.
  const [busy, setBusy] = useState<number | 'next' | null>(null);
  const [said, setSaid] = useState('');
  const [problem, setProblem] = useState('');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const id = useId();

  // A call made elsewhere (another counter, the doctor's room) is said too, once a refresh brings it: the token in the
  // room changed since the last answer. Not on the first answer, which is the day as it stands.
  const servingToken = visits ? (servingLine(visits).serving?.token ?? null) : undefined;
  const [shownServing, setShownServing] = useState<number | null | undefined>(servingToken);
  if (servingToken !== undefined && servingToken !== shownServing) {
    setShownServing(servingToken);
    if (shownServing !== undefined && servingToken !== null) setSaid(`Token ${servingToken} called`);
  }

  const run = async (key: number | 'next', step: () => Promise<string>) => {
    setBusy(key);
    setProblem('');
    try {
      setSaid(await step());
    } catch (failure) {
      setSaid('');
      setProblem(failure instanceof Error && failure.message ? failure.message : 'That did not work. Please try again.');
    } finally {
      setBusy(null);
    }
  };

  const act = (visit: V, action: OpdAction) =>
    run(visit.id, async () => {
      await onStatusChange(visit, action.to);
      return announcement(visit, action.to);
    });
  const checkIn = (visit: V) =>
    run(visit.id, async () => {
      const token = tokenOf(await onCheckIn(visit)) ?? visit.token;
      return token ? `${visit.patientName} checked in: token ${token}` : `${visit.patientName} checked in`;
    });
  const callNext = onCallNext
    ? () =>
        run('next', async () => {
          const token = tokenOf(await onCallNext());
          return token ? `Token ${token} called` : 'Next patient called';
        })
    : undefined;

  const phase = loadPhase({ isLoading, error });
  if (phase === 'loading') {
    return (
      <Root {...rest} ref={ref} aria-busy="true">
        <LoadingText>Loading the queue...</LoadingText>
      </Root>
    );
  }
  if (phase === 'error' || !visits) {
    return (
      <Root {...rest} ref={ref}>
        <ErrorState title="Failed to load the queue" description="Please try again." onRetry={onRetry} headingLevel={headingLevel} />
      </Root>
    );
  }

  const queue = tokenRows(visits);
  const expected = expectedRows(visits);
  const { serving, next, waiting } = servingLine(visits);

  return (
    <Root {...rest} ref={ref}>
      <Top>
      <ServingBar>
        <ServingText>
          <ServingLabel>Now serving</ServingLabel>{' '}
          {serving ? (
            <>
              <TokenText>Token {serving.token}</TokenText> <Muted>{serving.patientName}</Muted>
            </>
          ) : (
            <Muted>No one yet</Muted>
          )}
          <Muted>
            {' · '}
            {next ? `Next: token ${next.token}` : 'No one waiting'}
            {waiting > 0 ? ` · ${waiting} waiting` : ''}
          </Muted>
        </ServingText>
        {callNext ? (
          <Button onClick={callNext} loading={busy === 'next'} disabled={busy !== null || waiting === 0}>
            Call next
          </Button>
        ) : null}
      </ServingBar>
      <Status visuallyHidden>{said}</Status>
      <Alert>{problem ? <OpdDayProblem>{problem}</OpdDayProblem> : null}</Alert>
      </Top>

      <Section aria-labelledby={`${id}-queue`}>
        <Heading id={`${id}-queue`}>
          Queue <Count>({queue.length})</Count>
        </Heading>
        {queue.length === 0 ? (
          <EmptyState title="No one checked in yet" description="Check in a booked patient or register a walk-in." headingLevel={headingLevel === 2 ? 3 : 4} />
        ) : (
          <Rows>
            {queue.map((visit) => (
              <Row key={visit.id} data-status={visit.status} aria-busy={busy === visit.id || undefined}>
                <Token aria-hidden="true">{visit.token}</Token>
                <PatientWho>
                  <PatientName>
                    <VisuallyHidden>Token {visit.token}: </VisuallyHidden>
                    {visit.patientName}
                  </PatientName>
                  <PatientDetails>
                    <span>{slotText(visit)}</span>
                    {isLate(visit) ? (
                      <Badge tone="warning" size="sm">
                        Late
                      </Badge>
                    ) : null}
                    <AppointmentStatusBadge status={visit.status} size="sm" />
                  </PatientDetails>
                </PatientWho>
                <Actions>
                  {rowActions(visit).map((action) => (
                    <Button
                      key={action.kind}
                      size="sm"
                      variant={action.kind === 'call' || action.kind === 'complete' ? 'secondary' : 'ghost'}
                      disabled={busy !== null}
                      onClick={() => void act(visit, action)}
                    >
                      {action.label}
                      <VisuallyHidden>
                        {' '}
                        token {visit.token}, {visit.patientName}
                      </VisuallyHidden>
                    </Button>
                  ))}
                </Actions>
              </Row>
            ))}
          </Rows>
        )}
      </Section>

      <Section aria-labelledby={`${id}-expected`}>
        <Heading id={`${id}-expected`}>
          Expected, not yet arrived <Count>({expected.length})</Count>
        </Heading>
        {expected.length === 0 ? (
          <Muted as="p">Every booking of the day has arrived or been settled.</Muted>
        ) : (
          <Rows>
            {expected.map((visit) => (
              <Row key={visit.id} data-expected aria-busy={busy === visit.id || undefined}>
                <Slot>{visit.preferredTime}</Slot>
                <PatientWho>
                  <PatientName>{visit.patientName}</PatientName>
                  <PatientDetails>
                    <BookingReference>{visit.reference}</BookingReference>
                    {!visit.doctorId ? (
                      <Badge tone="info" size="sm">
                        Department booking
                      </Badge>
                    ) : null}
                    {visit.status !== 'confirmed' ? <AppointmentStatusBadge status={visit.status} size="sm" /> : null}
                  </PatientDetails>
                </PatientWho>
                <Actions>
                  <Button size="sm" variant="secondary" disabled={busy !== null} loading={busy === visit.id} onClick={() => void checkIn(visit)}>
                    Check in<VisuallyHidden> {visit.patientName}</VisuallyHidden>
                  </Button>
                </Actions>
              </Row>
            ))}
          </Rows>
        )}
      </Section>
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${cssVar.space[5]};
  min-inline-size: 0;
`;

/* The now-serving line and, under it, a refusal; an empty alert adds no gap of the list's. */
const Top = styled.div`
  display: grid;
  gap: ${cssVar.space[2]};
`;

const ServingBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${cssVar.space[3]};
  padding: ${cssVar.space[4]};
  border-radius: ${cssVar.radius.lg};
  background-color: ${cssVar.color.brandSubtle};
`;

const ServingText = styled.p`
  margin: 0;
  font-size: ${cssVar.font.size.lg};
  line-height: ${cssVar.font.lineHeight.heading};
`;

const ServingLabel = styled.span`
  font-weight: ${cssVar.font.weight.semibold};
  color: ${cssVar.color.brand};
`;

const TokenText = styled.strong`
  font-size: ${cssVar.font.size['2xl']};
  font-variant-numeric: tabular-nums;
`;

const Muted = styled.span`
  margin: 0;
  color: ${cssVar.color.textMuted};
`;

const Section = styled.section`
  display: grid;
  gap: ${cssVar.space[3]};
  min-inline-size: 0;

  & > :is(h2, h3) {
    margin: 0;
    font-size: ${cssVar.font.size.xl};
    line-height: ${cssVar.font.lineHeight.heading};
  }
`;

const Count = styled.span`
  color: ${cssVar.color.textMuted};
  font-weight: ${cssVar.font.weight.regular};
`;

const Rows = styled.ol`
  display: grid;
  gap: ${cssVar.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${cssVar.space[2]} ${cssVar.space[4]};
  padding: ${cssVar.space[3]} ${cssVar.space[4]};
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.surface};

  &[data-status='in_consultation'] {
    border-color: ${cssVar.color.brand};
    border-inline-start-width: ${cssVar.borderWidth.focus};
  }

  &[data-status='completed'],
  &[data-status='no_show'] {
    background-color: ${cssVar.color.surfaceMuted};
  }

  &[aria-busy='true'] {
    cursor: progress;
  }

  ${media.md} {
    grid-template-columns: auto minmax(0, 1fr) auto;
  }
`;

const Token = styled.span`
  min-inline-size: ${cssVar.size.control.lg};
  font-size: ${cssVar.font.size['3xl']};
  font-weight: ${cssVar.font.weight.bold};
  font-variant-numeric: tabular-nums;
  line-height: ${cssVar.font.lineHeight.tight};
  text-align: center;
  color: ${cssVar.color.brand};
`;

const Slot = styled.span`
  min-inline-size: ${cssVar.size.control.lg};
  font-weight: ${cssVar.font.weight.semibold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${cssVar.space[2]};
  grid-column: 1 / -1;

  ${media.md} {
    grid-column: auto;
    justify-content: flex-end;
  }
`;
