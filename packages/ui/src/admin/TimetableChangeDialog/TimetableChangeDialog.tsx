import { useRef, type ReactNode } from 'react';
import type { TimetableImpact } from '@hospital/contract';
import { Button } from '../../Button/index.ts';
import { Dialog } from '../../Dialog/index.ts';
import { LoadingText } from '../../LoadingText/index.ts';
import { AffectedBookingsList } from './AffectedBookingsList.tsx';

export interface TimetableChangeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "Retire Dr. Anil Kapoor?", "Add leave for Dr. Priya Sharma?" */
  title: string;
  /** What the change is, in one sentence. */
  description?: ReactNode;
  /** The confirm button's text: "Retire doctor", "Add leave", "Save timetable". */
  confirmLabel: string;
  /** `danger` for a change that cannot simply be undone (a retirement): Cancel gets the first focus. */
  tone?: 'default' | 'danger';
  /** The server's preview; undefined while it is asked for. */
  impact: TimetableImpact | undefined;
  /** The preview is on its way. */
  isChecking?: boolean;
  /** The change is being saved: the confirm button is busy and the dialog stays open. */
  saving?: boolean;
  onConfirm: () => void;
}

/**
 * The question before a change to the timetable (leave, a closure, new weekly sessions, a retirement): which
 * coming bookings it falls on, from the server's preview, and Confirm or Cancel. Confirm waits for the preview.
 */
export function TimetableChangeDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  tone = 'default',
  impact,
  isChecking = false,
  saving = false,
  onConfirm,
}: TimetableChangeDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const ready = impact !== undefined && !isChecking;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      size="md"
      initialFocusRef={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="ghost" onClick={() => onOpenChange(false)} disabled={saving}>
            Cancel
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'secondary'} onClick={onConfirm} disabled={!ready} loading={saving}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {ready ? <AffectedBookingsList impact={impact} /> : <LoadingText>Checking the bookings it falls on...</LoadingText>}
    </Dialog>
  );
}
