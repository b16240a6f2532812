import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Button, type ButtonSize, type ButtonVariant } from '@hospital/ui';
import type { BookingRequest } from './bookingAddress.ts';
import { useHydrated } from '@hospital/ui';

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

/** The dialog, mounted from its first open on, so it can play its closing and keep the form cheap to reopen. */
function LazyBookingDialog({ request, open, onOpenChange }: { request: BookingRequest | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  return request ? (
    <Suspense fallback={null}>
      <BookingDialogContainer
        // Another doctor or department asked for is another form.
        key={`${request.doctorId ?? ''}/${request.department ?? ''}`}
        open={open}
        onOpenChange={onOpenChange}
        doctorId={request.doctorId}
        department={request.department}
      />
    </Suspense>
  ) : null;
}

/**
 * The one way to book, from any page: a button that opens the booking dialog with the doctor or department
 * preselected. It is the submit button of a GET form to this page's booking address (`?book=1&doctor=7`, see
 * bookingAddress.ts), so pressed before the page's script has run it loads that address, and `BookingFromAddress`
 * opens the dialog as soon as the script does; once the script runs, it opens the dialog in place. Pointing at it
 * or focusing it starts fetching the dialog's code, so it is usually there by the click.
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
  const [request, setRequest] = useState<BookingRequest | null>(null);

  const prefetch = () => void loadDialog();

  return (
    <>
      {/* No action: the form goes to the page's own address, in its language. `display: contents` leaves the button
          where the form is, in a row of actions or a card. */}
      <form method="get" style={{ display: 'contents' }}>
        {/* The booking address's parameters (bookingAddress.ts), written here so the page's first load needs no more. */}
        <input type="hidden" name="book" value="1" />
        {doctorId === undefined ? null : <input type="hidden" name="doctor" value={doctorId} />}
        {department === undefined ? null : <input type="hidden" name="department" value={department} />}
        <Button
          type="submit"
          variant={variant}
          size={size}
          className={className}
          aria-haspopup="dialog"
          onPointerEnter={prefetch}
          onFocus={prefetch}
          onClick={(event) => {
            event.preventDefault();
            setRequest({ doctorId, department });
            setOpen(true);
          }}
        >
          {children}
        </Button>
      </form>
      <LazyBookingDialog request={request} open={open} onOpenChange={setOpen} />
    </>
  );
}

/** The dialog the address asks for, with what it needs to read and tidy the address: fetched when first asked for. */
const AddressBookingDialog = lazy(async () => ({ default: (await loadDialog()).AddressBookingDialog }));

/**
 * Opens the booking dialog a page's address asks for (`?book=1`), once the page's script has run: a Book
 * Appointment pressed before it did, a shared link, a new tab. The pre-rendered page never shows the dialog, so
 * it opens only after hydration and the first render matches the HTML. Only this check is in the page's first
 * load; the rest comes with the dialog's code.
 */
export function BookingFromAddress() {
  const { search } = useLocation();
  // The one check of the address in the page's first load (bookingAddress.ts reads the rest, with the dialog).
  const asked = useHydrated() && new URLSearchParams(search).get('book') === '1';
  // Mounted from the first request on: it closes (and opens again) by the address itself.
  const [mounted, setMounted] = useState(false);
  if (asked && !mounted) setMounted(true);
  return mounted ? (
    <Suspense fallback={null}>
      <AddressBookingDialog />
    </Suspense>
  ) : null;
}
