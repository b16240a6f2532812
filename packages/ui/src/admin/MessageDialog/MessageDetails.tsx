import styled from 'styled-components';
import type { Message } from '@hospital/contract';
import { cssVar } from '../../theme/cssVar.ts';
import { MESSAGE_CHANNEL_LABELS, MESSAGE_KIND_LABELS, MessageStatusBadge, hospitalTimeText } from '../MessageStatusBadge/index.ts';

const LANGUAGE_NAMES = { en: 'English', hi: 'Hindi' } as const;

/**
 * One message as staff read it: its facts (status, who, when, tries, the last error) and the text as the patient
 * reads it, subject first for an e-mail. The text is marked with its own language (a Hindi booking's is Hindi).
 */
export function MessageDetails({ message }: { message: Message }) {
  return (
    <Root>
      <Facts>
        <dt>Status</dt>
        <dd>
          <MessageStatusBadge status={message.status} />
        </dd>
        <dt>Kind</dt>
        <dd>
          {MESSAGE_KIND_LABELS[message.kind]}, {MESSAGE_CHANNEL_LABELS[message.channel]}
        </dd>
        <dt>To</dt>
        <dd>{message.recipient}</dd>
        <dt>Booking</dt>
        <dd>{message.reference}</dd>
        <dt>Language</dt>
        <dd>{LANGUAGE_NAMES[message.language]}</dd>
        <dt>Due (IST)</dt>
        <dd>{hospitalTimeText(message.dueAt)}</dd>
        <dt>Sent (IST)</dt>
        <dd>{message.sentAt ? hospitalTimeText(message.sentAt) : 'Not sent'}</dd>
        <dt>Tries</dt>
        <dd>{message.attempts}</dd>
        {message.lastError ? (
          <>
            <dt>Last error</dt>
            <ErrorText>{message.lastError}</ErrorText>
          </>
        ) : null}
      </Facts>
      <Letter aria-label="What the patient reads" lang={message.language}>
        {message.subject ? <Subject>{message.subject}</Subject> : null}
        <Text>{message.text}</Text>
      </Letter>
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${cssVar.space[4]};
  min-inline-size: 0;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${cssVar.space[2]} ${cssVar.space[4]};
  margin: 0;

  & dt {
    color: ${cssVar.color.textMuted};
    font-weight: ${cssVar.font.weight.medium};
  }

  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const ErrorText = styled.dd`
  && {
    color: ${cssVar.color.danger};
  }
`;

/* The message itself, set apart like a letter on the desk: its line breaks kept, long words wrapped. */
const Letter = styled.section`
  display: grid;
  gap: ${cssVar.space[2]};
  padding: ${cssVar.space[4]};
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.surfaceMuted};
`;

const Subject = styled.p`
  margin: 0;
  font-weight: ${cssVar.font.weight.semibold};
  overflow-wrap: anywhere;
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: ${cssVar.font.lineHeight.body};
`;
