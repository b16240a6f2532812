import { useId, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import { OPD_QUEUE } from '@hospital/contract';
import { Button } from '../../Button/index.ts';
import { STATE_TEXTS } from '../../shared/stateTexts.ts';
import { MEDICAL_TERM_TEXTS, useIntlLocale, useLangOf, useUiTexts } from '../../UiTexts/index.ts';
import { DepartmentRows } from './DepartmentRows.tsx';
import { DoctorQueue } from './DoctorQueue.tsx';
import { queueBoardState, type QueueBoardDoctor, type QueueBoardState } from './queueBoard.ts';
import { Connection, Corner, Footer, Header, Message, Root, Stack, Subtitle, Titles, Updated } from './queueBoardStyles.ts';
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

/** The time of day in the hospital's zone, as the page's language writes it: "10:42 am". */
function timeText(at: Date, locale: string): string {
  return at.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
}
