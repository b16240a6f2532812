import { useId, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { OPD_QUEUE } from '@hospital/contract';
import { Button } from '../../Button/index.ts';
import { Status } from '../../LiveRegion/index.ts';
import { STATE_TEXTS } from '../../shared/stateTexts.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { media } from '../../theme/theme.ts';
import { MEDICAL_TERM_TEXTS, useIntlLocale, useLangOf, useUiTexts } from '../../UiTexts/index.ts';
import { VisuallyHidden } from '../../VisuallyHidden/index.ts';
import { moreWaiting, nextTokens, queueBoardState, type QueueBoardDoctor, type QueueBoardState } from './queueBoard.ts';
import { QUEUE_BOARD_TEXTS, type QueueBoardTexts } from './queueBoardTexts.ts';

export interface QueueBoardProps extends ComponentPropsWithoutRef<'section'> {
  /** The doctor of a doctor's board, or every doctor of a department's board, each with their queue once read. */
  doctors: readonly QueueBoardDoctor[];
  /** A department's board (its name, in English as the API writes it): one row per doctor. Without it, a doctor's. */
  department?: string | undefined;
  /** Nothing read yet. */
  isLoading?: boolean;
  /** The last reading failed: the last known queue stays with "Reconnecting…", or "Connection lost" without one. */
  error?: unknown;
  /** Asks again now (the page also asks by itself every few seconds). */
  onRetry?: (() => void) | undefined;
  /** How many tokens to show as next; OPD_QUEUE.boardNext by default. */
  nextCount?: number;
  /** When the queue was last read, shown small in the corner. */
  updatedAt?: Date | undefined;
  /** The board's heading level: 1 on its own page (default). */
  headingLevel?: 1 | 2;
  ref?: Ref<HTMLElement>;
}

/**
 * The waiting hall's token board, for a TV across the hall: "Now serving" with the token in the doctor's room, the
 * next tokens to be called, and the doctor's name and department. Tokens only, never a patient's name. A
 * department's board has a row per doctor. Light text on the darkest surface, large enough to read from the back of
 * the hall; while the connection is lost it keeps the last known queue and says it is reconnecting.
 */
export function QueueBoard({
  doctors,
  department,
  isLoading = false,
  error,
  onRetry,
  nextCount = OPD_QUEUE.boardNext,
  updatedAt,
  headingLevel = 1,
  ref,
  ...rest
}: QueueBoardProps) {
  const texts = useUiTexts('queueBoard', QUEUE_BOARD_TEXTS);
  const { term } = useUiTexts('medicalTerms', MEDICAL_TERM_TEXTS);
  const { tryAgain } = useUiTexts('states', STATE_TEXTS);
  const locale = useIntlLocale();
  const english = useLangOf('en');
  const headingId = useId();
  const state = queueBoardState(doctors, isLoading, error !== undefined && error !== null);
  const single = department === undefined ? doctors[0] : undefined;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const heading =
    department !== undefined ? (
      <Heading id={headingId}>{texts.departmentHeading(term(department))}</Heading>
    ) : (
      <Heading id={headingId} lang={english}>
        {single?.name ?? ''}
      </Heading>
    );

  return (
    <Root {...rest} ref={ref} aria-labelledby={headingId} aria-busy={state === 'loading'} data-state={state}>
      <Header>
        <Titles>
          {heading}
          {single?.department ? <Subtitle>{term(single.department)}</Subtitle> : null}
        </Titles>
        <Corner>
          {updatedAt && state !== 'loading' ? <Updated>{texts.updatedAt(timeText(updatedAt, locale))}</Updated> : null}
          <Connection element="p" data-lost={state === 'reconnecting' || state === 'error' ? '' : undefined}>
            {state === 'reconnecting' ? texts.reconnecting : state === 'error' ? texts.connectionLost : ''}
          </Connection>
        </Corner>
      </Header>

      <Body state={state} texts={texts} tryAgain={tryAgain} onRetry={onRetry}>
        {department !== undefined ? (
          <DepartmentRows doctors={doctors} nextCount={nextCount} texts={texts} english={english} />
        ) : single ? (
          <DoctorQueue doctor={single} nextCount={nextCount} texts={texts} />
        ) : null}
      </Body>

      <Footer>{texts.pleaseWait}</Footer>
    </Root>
  );
}

function Body({
  state,
  texts,
  tryAgain,
  onRetry,
  children,
}: {
  state: QueueBoardState;
  texts: QueueBoardTexts;
  tryAgain: string;
  onRetry: (() => void) | undefined;
  children: ReactNode;
}) {
  if (state === 'loading') return <Message element="p">{texts.loading}</Message>;
  if (state === 'error')
    return (
      <Stack>
        <Message element="p">{`${texts.connectionLost}. ${texts.reconnecting}`}</Message>
        {onRetry ? (
          <div>
            <Button variant="secondary" onClick={onRetry}>
              {tryAgain}
            </Button>
          </div>
        ) : null}
      </Stack>
    );
  return <>{children}</>;
}

/** A token read as "Token 14" and shown as "14". */
function Token({ token, texts }: { token: number; texts: QueueBoardTexts }) {
  return (
    <>
      <VisuallyHidden>{texts.token(token)}</VisuallyHidden>
      <span aria-hidden="true">{token}</span>
    </>
  );
}

function DoctorQueue({ doctor, nextCount, texts }: { doctor: QueueBoardDoctor; nextCount: number; texts: QueueBoardTexts }) {
  const serving = doctor.queue?.nowServing ?? null;
  const next = nextTokens(doctor.queue, nextCount);
  const more = moreWaiting(doctor.queue, nextCount);
  return (
    <Columns>
      <ServingPanel>
        <Label>{texts.nowServing}</Label>
        <Status element="p">
          {serving === null ? <NoneCalled>{texts.noneCalled}</NoneCalled> : <BigToken><Token token={serving} texts={texts} /></BigToken>}
        </Status>
      </ServingPanel>
      <NextPanel>
        <Label>{texts.next}</Label>
        {next.length === 0 ? (
          <NoneWaiting>{texts.noneWaiting}</NoneWaiting>
        ) : (
          <NextList>
            {next.map((token) => (
              <li key={token}>
                <Token token={token} texts={texts} />
              </li>
            ))}
          </NextList>
        )}
        {more > 0 ? <More>{texts.moreWaiting(more)}</More> : null}
      </NextPanel>
    </Columns>
  );
}

function DepartmentRows({
  doctors,
  nextCount,
  texts,
  english,
}: {
  doctors: readonly QueueBoardDoctor[];
  nextCount: number;
  texts: QueueBoardTexts;
  english: string | undefined;
}) {
  if (doctors.length === 0) return <Message element="p">{texts.noDoctors}</Message>;
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">{texts.doctor}</th>
          <th scope="col">{texts.nowServing}</th>
          <th scope="col">{texts.next}</th>
        </tr>
      </thead>
      <tbody>
        {doctors.map((doctor) => {
          const serving = doctor.queue?.nowServing ?? null;
          const next = nextTokens(doctor.queue, nextCount);
          const more = moreWaiting(doctor.queue, nextCount);
          return (
            <tr key={doctor.id}>
              <th scope="row" lang={english}>
                {doctor.name}
              </th>
              <td>
                <Status element="span">
                  {serving === null ? <NoneCalled>{texts.noneCalled}</NoneCalled> : <RowToken><Token token={serving} texts={texts} /></RowToken>}
                </Status>
              </td>
              <td>
                {next.length === 0 ? (
                  <NoneWaiting>{texts.noneWaiting}</NoneWaiting>
                ) : (
                  <NextList data-compact="">
                    {next.map((token) => (
                      <li key={token}>
                        <Token token={token} texts={texts} />
                      </li>
                    ))}
                  </NextList>
                )}
                {more > 0 ? <More>{texts.moreWaiting(more)}</More> : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

/** The time of day in the hospital's zone, as the page's language writes it: "10:42 am". */
function timeText(at: Date, locale: string): string {
  return at.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
}

/* The board's type grows with the screen: a phone's, a desk monitor's, a hall TV's (1920 px and over). */
const Root = styled.section`
  --board-token: calc(${cssVar.font.size['4xl']} * 2.5);
  --board-next: calc(${cssVar.font.size['4xl']} * 1.1);
  --board-label: ${cssVar.font.size['2xl']};
  --board-heading: ${cssVar.font.size['2xl']};
  display: grid;
  grid-template-rows: auto 1fr auto;
  gap: ${cssVar.space[6]};
  min-block-size: 100%;
  box-sizing: border-box;
  padding: ${cssVar.space[4]};
  background-color: ${cssVar.color.text};
  color: ${cssVar.color.surface};
  font-family: ${cssVar.font.family.body};
  line-height: ${cssVar.font.lineHeight.tight};
  overflow-wrap: anywhere;

  ${media.md} {
    --board-token: calc(${cssVar.font.size['4xl']} * 4);
    --board-next: calc(${cssVar.font.size['4xl']} * 1.5);
    --board-label: ${cssVar.font.size['3xl']};
    --board-heading: ${cssVar.font.size['4xl']};
    padding: ${cssVar.space[8]};
  }

  ${media.xl} {
    --board-token: calc(${cssVar.font.size['4xl']} * 8);
    --board-next: calc(${cssVar.font.size['4xl']} * 2);
    --board-label: ${cssVar.font.size['4xl']};
    --board-heading: calc(${cssVar.font.size['4xl']} * 1.4);
    padding: ${cssVar.space[12]};
  }

  & :is(h1, h2) {
    margin: 0;
    font-size: var(--board-heading);
    font-weight: ${cssVar.font.weight.bold};
    line-height: ${cssVar.font.lineHeight.heading};
  }
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${cssVar.space[4]};
  padding-block-end: ${cssVar.space[4]};
  border-block-end: ${cssVar.borderWidth.thick} solid ${cssVar.color.borderStrong};
`;

const Titles = styled.div`
  display: grid;
  gap: ${cssVar.space[1]};
  min-inline-size: 0;
`;

const Subtitle = styled.p`
  margin: 0;
  font-size: var(--board-label);
  color: ${cssVar.color.brandSubtle};
`;

const Corner = styled.div`
  display: grid;
  justify-items: end;
  gap: ${cssVar.space[2]};
  font-size: ${cssVar.font.size.lg};
`;

const Updated = styled.p`
  margin: 0;
  color: ${cssVar.color.border};
`;

/* Said in words and shown on the accent, never by colour alone. */
const Connection = styled(Status)`
  margin: 0;

  &[data-lost] {
    padding: ${cssVar.space[2]} ${cssVar.space[4]};
    border-radius: ${cssVar.radius.md};
    background-color: ${cssVar.color.accent};
    color: ${cssVar.color.accentContrast};
    font-weight: ${cssVar.font.weight.bold};
  }
`;

const Message = styled(Status)`
  margin: 0;
  align-self: center;
  justify-self: center;
  font-size: var(--board-label);
  text-align: center;
`;

const Stack = styled.div`
  display: grid;
  align-content: center;
  justify-items: center;
  gap: ${cssVar.space[6]};
`;

const Columns = styled.div`
  display: grid;
  gap: ${cssVar.space[6]};
  align-items: stretch;

  ${media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Panel = styled.div`
  display: grid;
  align-content: start;
  gap: ${cssVar.space[4]};
  padding: ${cssVar.space[6]};
  border-radius: ${cssVar.radius.xl};
`;

const ServingPanel = styled(Panel)`
  align-content: center;
  background-color: ${cssVar.color.brand};
  color: ${cssVar.color.brandContrast};
  justify-items: center;
  text-align: center;

  & > p {
    margin: 0;
  }
`;

const NextPanel = styled(Panel)`
  border: ${cssVar.borderWidth.thick} solid ${cssVar.color.borderStrong};
`;

const Label = styled.p`
  margin: 0;
  font-size: var(--board-label);
  font-weight: ${cssVar.font.weight.semibold};
`;

const BigToken = styled.span`
  display: block;
  font-size: var(--board-token);
  font-weight: ${cssVar.font.weight.bold};
  line-height: ${cssVar.font.lineHeight.tight};
  font-variant-numeric: tabular-nums;
`;

const RowToken = styled.span`
  font-size: var(--board-next);
  font-weight: ${cssVar.font.weight.bold};
  color: ${cssVar.color.accent};
  font-variant-numeric: tabular-nums;
`;

const NoneCalled = styled.span`
  display: block;
  font-size: var(--board-label);
  font-weight: ${cssVar.font.weight.medium};
`;

const NoneWaiting = styled.p`
  margin: 0;
  font-size: var(--board-label);
`;

const NextList = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${cssVar.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    padding: ${cssVar.space[2]} ${cssVar.space[4]};
    border-radius: ${cssVar.radius.lg};
    background-color: ${cssVar.color.surface};
    color: ${cssVar.color.text};
    font-size: var(--board-next);
    font-weight: ${cssVar.font.weight.bold};
    text-align: center;
    font-variant-numeric: tabular-nums;
  }

  &[data-compact] > li {
    font-size: var(--board-label);
    padding: ${cssVar.space[1]} ${cssVar.space[3]};
  }
`;

const More = styled.p`
  margin: 0;
  font-size: var(--board-label);
  color: ${cssVar.color.border};
`;

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  align-self: start;

  & th,
  & td {
    padding: ${cssVar.space[3]} ${cssVar.space[2]};
    border-block-end: ${cssVar.borderWidth.thin} solid ${cssVar.color.borderStrong};
    text-align: start;
    vertical-align: middle;
  }

  & thead th {
    font-size: ${cssVar.font.size.lg};
    font-weight: ${cssVar.font.weight.semibold};
    color: ${cssVar.color.border};
  }

  & tbody th {
    font-size: var(--board-label);
    font-weight: ${cssVar.font.weight.bold};
  }

  & td > p,
  & td > ol {
    margin-block: ${cssVar.space[1]};
  }
`;

const Footer = styled.p`
  margin: 0;
  font-size: var(--board-label);
  color: ${cssVar.color.brandSubtle};
  text-align: center;
`;
