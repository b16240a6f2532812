import { useId, useState } from 'react';
import type { Appointment } from '@hospital/contract';
import { Button } from '../../Button/index.ts';
import { Dialog } from '../../Dialog/index.ts';
import { ProgressBar } from '../../ProgressBar/index.ts';
import { useUiTexts } from '../../UiTexts/index.ts';
import { BookingConfirmation } from '../BookingConfirmation/index.ts';
import type { BookingDialogProps } from './bookingDialogProps.ts';
import { BOOKING_DIALOG_TEXTS } from './bookingDialogTexts.ts';
import { Step } from './bookingDialogStyles.ts';
import { BookingForm } from './BookingForm.tsx';

/** Step 2's progress: the booking is done. */
const CONFIRMATION_PROGRESS = 100;

/**
 * The appointment booking modal, in two steps. Step 1, the form: the ten fields and the
 * patient's consent, a progress bar at 60% with "Step 1 of 2", "Booking..." on the disabled submit while it is
 * sent, Cancel and the close icon. It validates with the contract's booking request schema, as the API does.
 * It never sends anything itself: `onSubmit` does, and its answer decides what happens next: a taken slot (409)
 * or the server's field messages (400) land on the fields to change; a booking made moves on to step 2, the
 * confirmation (progress 100%, "Step 2 of 2") with the reference, until "Done" or the close icon. Its words are
 * the page's language's (`UiTextsProvider`); the values it sends are the contract's whatever the language.
 */
export function BookingDialog({
  open,
  onOpenChange,
  hospital,
  manageHref,
  onAddToCalendar,
  onPrint,
  texts: given,
  confirmationTexts,
  ...formProps
}: BookingDialogProps) {
  const texts = { ...useUiTexts('bookingDialog', BOOKING_DIALOG_TEXTS), ...given };
  const formId = useId();
  const [submitting, setSubmitting] = useState(false);
  const [booked, setBooked] = useState<Appointment | null>(null);
  // Each opening starts at step 1 (set while rendering, so a reopened dialog never flashes the last confirmation).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setBooked(null);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={texts.title}
      description={booked ? undefined : texts.description}
      closeLabel={texts.close}
      size="md"
      footer={
        booked ? undefined : (
          <>
            <Dialog.Close>
              <Button variant="ghost">{texts.cancel}</Button>
            </Dialog.Close>
            <Button type="submit" form={formId} variant="primary" loading={submitting}>
              {submitting ? texts.submitting : texts.submit}
            </Button>
          </>
        )
      }
    >
      {booked ? (
        <Step>
          <ProgressBar value={CONFIRMATION_PROGRESS} label={texts.stepTwo} size="sm" />
          <BookingConfirmation
            appointment={booked}
            doctors={formProps.doctors}
            hospital={hospital}
            manageHref={manageHref}
            onDone={() => onOpenChange(false)}
            {...(onAddToCalendar ? { onAddToCalendar } : {})}
            {...(onPrint ? { onPrint } : {})}
            texts={confirmationTexts}
          />
        </Step>
      ) : (
        <BookingForm
          id={formId}
          texts={texts}
          hospitalName={hospital.name}
          onSubmittingChange={setSubmitting}
          onBooked={setBooked}
          {...formProps}
        />
      )}
    </Dialog>
  );
}
