import { useId, useState, type ComponentPropsWithoutRef, type Ref } from 'react';
import styled from 'styled-components';
import type { Message } from '@hospital/contract';
import { Button } from '../../Button/index.ts';
import { Dialog } from '../../Dialog/index.ts';
import { ErrorState } from '../../ErrorState/index.ts';
import { Alert, Status } from '../../LiveRegion/index.ts';
import { EmailText } from '../../shared/EmailText.tsx';
import { loadPhase, type LoadState } from '../../shared/loadState.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { MessageDetails, useResend } from '../MessageDialog/index.ts';
import { MessageStatusBadge, canResend, messageName, messageTime } from '../MessageStatusBadge/index.ts';

export interface AppointmentMessagesProps extends Omit<ComponentPropsWithoutRef<'div'>, 'onError'>, LoadState {
  /** The appointment's messages, newest first; undefined until they come. */
  messages: readonly Message[] | undefined;
  /** Sends a failed message again; only for a user who may (admins). A rejected promise's message is shown. */
  onResend?: ((message: Message) => Promise<unknown>) | undefined;
  ref?: Ref<HTMLDivElement>;
}

/**
 * One appointment's messages, compact: each with its status, time and last error, "View" opening its text in
 * place, and "Resend" for a failed one when the user may. For the appointments table's "Messages" dialog.
 */
export function AppointmentMessages({ messages, isLoading, error, onRetry, onResend, ref, ...rest }: AppointmentMessagesProps) {
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(new Set());
  const resend = useResend(onResend);
  const baseId = useId();
  const phase = loadPhase({ isLoading, error });

  if (phase === 'loading' || (phase === 'ready' && messages === undefined)) {
    return (
      <Root {...rest} ref={ref} aria-busy="true">
        <Status>Loading messages...</Status>
      </Root>
    );
  }
  if (phase === 'error') {
    return (
      <Root {...rest} ref={ref}>
        <ErrorState title="Failed to load messages" description="Please try again later." onRetry={onRetry} />
      </Root>
    );
  }
  const list = messages ?? [];
  return (
    <Root {...rest} ref={ref}>
      {resend.error ? <Alert>{resend.error}</Alert> : null}
      {list.length === 0 ? (
        <Empty>No messages for this appointment yet.</Empty>
      ) : (
        <List>
          {list.map((message) => {
            const time = messageTime(message);
            const open = openIds.has(message.id);
            const detailsId = `${baseId}-${message.id}`;
            return (
              <Item key={message.id}>
                <Summary>
                  <Name>{messageName(message)}</Name>
                  <MessageStatusBadge status={message.status} />
                </Summary>
                <Line>
                  {time.label} {time.text} (IST) to <Recipient>
                    <EmailText email={message.recipient} />
                  </Recipient>
                </Line>
                {message.lastError ? <ErrorLine>{message.lastError}</ErrorLine> : null}
                <Actions>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-expanded={open}
                    aria-controls={detailsId}
                    aria-label={`View ${messageName(message)}`}
                    onClick={() =>
                      setOpenIds((current) => {
                        const next = new Set(current);
                        if (open) next.delete(message.id);
                        else next.add(message.id);
                        return next;
                      })
                    }
                  >
                    View
                  </Button>
                  {canResend(message, onResend !== undefined) ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={resend.pending.has(message.id)}
                      aria-label={`Resend ${messageName(message)}`}
                      onClick={() => void resend.resend(message)}
                    >
                      Resend
                    </Button>
                  ) : null}
                </Actions>
                <div id={detailsId} hidden={!open}>
                  {open ? <MessageDetails message={message} /> : null}
                </div>
              </Item>
            );
          })}
        </List>
      )}
    </Root>
  );
}

export interface AppointmentMessagesDialogProps extends Omit<AppointmentMessagesProps, 'title'> {
  /** The appointment whose messages are shown; null keeps the dialog closed. */
  appointment: { reference: string; patientName: string } | null;
  onOpenChange: (open: boolean) => void;
}

/** The appointments table's "Messages": one appointment's messages in a dialog named for its booking. */
export function AppointmentMessagesDialog({ appointment, onOpenChange, ...rest }: AppointmentMessagesDialogProps) {
  return (
    <Dialog
      open={appointment !== null}
      onOpenChange={onOpenChange}
      size="lg"
      title={
        appointment ? (
          <>
            Messages about <NoWrap>{appointment.reference}</NoWrap>
          </>
        ) : (
          ''
        )
      }
      description={appointment ? `What the hospital sent ${appointment.patientName}, or will send.` : undefined}
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Close
        </Button>
      }
    >
      {appointment ? <AppointmentMessages {...rest} /> : null}
    </Dialog>
  );
}

/* "CCH-4ST7-PYRD" broken at a dash reads as two references. */
const NoWrap = styled.span`
  white-space: nowrap;
`;

const Root = styled.div`
  display: grid;
  gap: ${cssVar.space[3]};
  min-inline-size: 0;
`;

const Empty = styled.p`
  margin: 0;
  color: ${cssVar.color.textMuted};
`;

const List = styled.ul`
  display: grid;
  gap: ${cssVar.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${cssVar.space[2]};
  padding: ${cssVar.space[3]};
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  border-radius: ${cssVar.radius.md};
`;

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${cssVar.space[2]};
`;

const Name = styled.span`
  font-weight: ${cssVar.font.weight.semibold};
`;

const Line = styled.p`
  margin: 0;
  font-size: ${cssVar.font.size.sm};
  color: ${cssVar.color.textMuted};
`;

const ErrorLine = styled.p`
  margin: 0;
  font-size: ${cssVar.font.size.sm};
  color: ${cssVar.color.danger};
  overflow-wrap: anywhere;
`;

/* Breaks after the "@" (EmailText's <wbr>); inside a name or domain only when even that part is wider than the
   column, which it never widens (anywhere, unlike break-word, counts in the column's minimum width). */
const Recipient = styled.span`
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${cssVar.space[2]};
`;
