import { useRef } from 'react';
import { Button } from '../../Button/index.ts';
import { Dialog } from '../../Dialog/index.ts';

export interface CancelDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The close icon's name. */
  closeLabel: string;
  keepText: string;
  confirmText: string;
  cancellingText: string;
  cancelling: boolean;
  onConfirm: () => void;
}

/**
 * The one question before a booking is cancelled: an alert dialog (it interrupts to ask about something that
 * cannot be undone) whose first focus is "Keep appointment", so a stray Enter cancels nothing.
 */
export function CancelDialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  keepText,
  confirmText,
  cancellingText,
  cancelling,
  onConfirm,
}: CancelDialogProps) {
  const keepRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      role="alertdialog"
      open={open}
      onOpenChange={(next) => {
        // While the cancellation is on its way the answer decides; closing now would hide it.
        if (!cancelling) onOpenChange(next);
      }}
      title={title}
      description={description}
      closeLabel={closeLabel}
      size="sm"
      initialFocusRef={keepRef}
      footer={
        <>
          <Button ref={keepRef} variant="ghost" onClick={() => onOpenChange(false)} disabled={cancelling}>
            {keepText}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={cancelling}>
            {cancelling ? cancellingText : confirmText}
          </Button>
        </>
      }
    />
  );
}
