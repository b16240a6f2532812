import type { Message } from '@hospital/contract';
import { Button } from '../../Button/index.ts';
import { Dialog } from '../../Dialog/index.ts';
import { Alert } from '../../LiveRegion/index.ts';
import { canResend, messageName } from '../MessageStatusBadge/index.ts';
import { MessageDetails } from './MessageDetails.tsx';

export interface MessageDialogProps {
  /** The message shown; null keeps the dialog closed. */
  message: Message | null;
  /** Called with `false` when it closes (Escape, the close button, Close). */
  onOpenChange: (open: boolean) => void;
  /** Sends the message again; given only to a user who may (admins), and offered only for a failed message. */
  onResend?: ((message: Message) => void) | undefined;
  /** The resend of this message is under way. */
  resending?: boolean;
  /** Why the last resend failed, in words. */
  resendError?: string | null | undefined;
}

/**
 * One message to a patient, opened from the messages list or an appointment's: its subject and the text as the
 * patient reads it, its status, times and last error; "Resend" for a failed one when the user may.
 */
export function MessageDialog({ message, onOpenChange, onResend, resending = false, resendError }: MessageDialogProps) {
  const resendable = message !== null && canResend(message, onResend !== undefined);
  return (
    <Dialog
      open={message !== null}
      onOpenChange={onOpenChange}
      size="lg"
      title={message ? messageName(message) : ''}
      description={message ? `To ${message.recipient}, about booking ${message.reference}.` : undefined}
      footer={
        <>
          {resendable && onResend ? (
            <Button variant="secondary" loading={resending} onClick={() => onResend(message)}>
              {resending ? 'Resending...' : 'Resend'}
            </Button>
          ) : null}
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Close
          </Button>
        </>
      }
    >
      {resendError ? <Alert>{resendError}</Alert> : null}
      {message ? <MessageDetails message={message} /> : null}
    </Dialog>
  );
}
