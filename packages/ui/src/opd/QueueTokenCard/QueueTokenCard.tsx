import { useId, type ComponentPropsWithoutRef, type Ref } from 'react';
import styled from 'styled-components';
import type { AppointmentStatus } from '@hospital/contract';
import { Status } from '../../LiveRegion/index.ts';
import { LoadingText } from '../../LoadingText/index.ts';
import { STATE_TEXTS } from '../../shared/stateTexts.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { media } from '../../theme/theme.ts';
import { useUiTexts } from '../../UiTexts/index.ts';
import { VisuallyHidden } from '../../VisuallyHidden/index.ts';
import { tokenCardMessage } from './queueTokenCard.ts';
import { QUEUE_TOKEN_CARD_TEXTS, type QueueTokenCardTexts } from './queueTokenCardTexts.ts';

export interface QueueTokenCardProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** The visit's token; without one (not checked in) the card draws nothing, or "Loading..." while `isLoading`. */
  token: number | null | undefined;
  status: AppointmentStatus;
  /** Patients the doctor sees before this one (the lookup's `ahead`): 0 in the room, null when not known. */
  ahead?: number | null | undefined;
  /** The page asks again by itself: says so under the place. */
  following?: boolean;
  /** Waiting for the first answer. */
  isLoading?: boolean;
  /** The last reading failed: the card keeps the last known place and says it is trying again. */
  error?: unknown;
  /** The heading's level, to fit the page's outline. Default 3. */
  headingLevel?: 2 | 3 | 4;
  texts?: Partial<QueueTokenCardTexts>;
  ref?: Ref<HTMLElement>;
}

/**
 * The patient's token on the day, on the manage page: the token large, and where they stand in words ("3 patients
 * before you", "It's your turn — please go to the doctor's room"). The place is a polite live region, so a screen
 * reader hears it change as the queue moves.
 */
export function QueueTokenCard({
  token,
  status,
  ahead,
  following = false,
  isLoading = false,
  error,
  headingLevel = 3,
  texts: given,
  ref,
  ...rest
}: QueueTokenCardProps) {
  const texts = { ...useUiTexts('queueTokenCard', QUEUE_TOKEN_CARD_TEXTS), ...given };
  const { loading } = useUiTexts('states', STATE_TEXTS);
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  if (token === null || token === undefined) return isLoading ? <LoadingText>{loading}</LoadingText> : null;

  const message = tokenCardMessage(status, ahead);
  const place =
    message === 'ahead' ? texts.ahead(ahead ?? 0) : message === 'turn' ? texts.turn : message === 'next' ? texts.next : texts[message];
  const failed = error !== undefined && error !== null;
  return (
    <Card {...rest} ref={ref} aria-labelledby={headingId} data-message={message}>
      <Heading id={headingId}>{texts.heading}</Heading>
      <TokenNumber>
        <VisuallyHidden>{texts.token(token)}</VisuallyHidden>
        <span aria-hidden="true">{token}</span>
      </TokenNumber>
      <Place element="p">{place}</Place>
      {following || failed ? <Note element="p">{failed ? texts.stale : texts.updating}</Note> : null}
    </Card>
  );
}

const Card = styled.section`
  display: grid;
  justify-items: start;
  gap: ${cssVar.space[2]};
  padding: ${cssVar.space[5]};
  border: ${cssVar.borderWidth.thick} solid ${cssVar.color.status.appointment.checkedIn.fg};
  border-radius: ${cssVar.radius.lg};
  background-color: ${cssVar.color.status.appointment.checkedIn.bg};
  color: ${cssVar.color.text};
  overflow-wrap: anywhere;

  &[data-message='turn'] {
    border-color: ${cssVar.color.status.appointment.inConsultation.fg};
    background-color: ${cssVar.color.status.appointment.inConsultation.bg};
  }

  &[data-message='done'],
  &[data-message='absent'],
  &[data-message='cancelled'] {
    border-color: ${cssVar.color.borderStrong};
    background-color: ${cssVar.color.surfaceMuted};
  }

  & :is(h2, h3, h4) {
    margin: 0;
    font-size: ${cssVar.font.size.lg};
    font-weight: ${cssVar.font.weight.semibold};
  }

  ${media.md} {
    padding: ${cssVar.space[6]};
  }
`;

const TokenNumber = styled.p`
  margin: 0;
  font-size: calc(${cssVar.font.size['4xl']} * 1.5);
  font-weight: ${cssVar.font.weight.bold};
  line-height: ${cssVar.font.lineHeight.tight};
  font-variant-numeric: tabular-nums;
`;

const Place = styled(Status)`
  margin: 0;
  font-size: ${cssVar.font.size.xl};
  font-weight: ${cssVar.font.weight.semibold};
  line-height: ${cssVar.font.lineHeight.body};
`;

const Note = styled(Status)`
  margin: 0;
  color: ${cssVar.color.textMuted};
  font-size: ${cssVar.font.size.md};
`;
