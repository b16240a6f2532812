import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '@hospital/ui';

export interface BookAppointmentButtonProps {
  /** A doctor to preselect (a doctor profile's button). */
  doctorId?: number;
  /** A department to preselect, by its name as the departments list has it ("Cardiology"); case does not matter. */
  department?: string;
  /** `primary` (the warm accent) unless told otherwise: booking is the site's one primary action. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** The button's text; "Book Appointment" when not given. */
  children?: ReactNode;
  className?: string;
}

const loadDialog = () => import('./BookingDialogContainer.tsx');

/**
 * The booking dialog's code (the form, react-hook-form, zod) is fetched on the first open, not with the
 * page: it is a large part of the bundle and most visitors never open it.
 */
const BookingDialogContainer = lazy(async () => ({ default: (await loadDialog()).BookingDialogContainer }));

/**
 * The one way to book, from any page: a button that opens the booking dialog with the doctor or department
 * preselected. Pointing at it or focusing it starts fetching the dialog's code, so it is usually there by the click.
 */
export function BookAppointmentButton({
  doctorId,
  department,
  variant = 'primary',
  size = 'md',
  children = 'Book Appointment',
  className,
}: BookAppointmentButtonProps) {
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so the dialog can play its closing and keep the form's state cheap to reopen.
  const [everOpened, setEverOpened] = useState(false);

  const prefetch = () => void loadDialog();

  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setEverOpened(true);
          setOpen(true);
        }}
      >
        {children}
      </Button>
      {everOpened ? (
        <Suspense fallback={null}>
          <BookingDialogContainer open={open} onOpenChange={setOpen} doctorId={doctorId} department={department} />
        </Suspense>
      ) : null}
    </>
  );
}
