// The dialog's props in a file of their own: the form takes most of them, so the form and the dialog both read them
// here rather than the form importing the dialog that renders it.
import type { Department, Doctor } from '@hospital/contract';
import type { DoctorDays } from '../DayPicker/index.ts';
import type { BookingConfirmationProps, HospitalContact } from '../BookingConfirmation/index.ts';
import type { BookingDialogTexts } from './bookingDialogTexts.ts';
import type { BookingOutcome, BookingValues } from './bookingForm.ts';

/** The doctor and day the slot picker shows; the caller reads which of that doctor's slots are taken. */
export interface SlotQuery {
  doctorId: number | undefined;
  /** `YYYY-MM-DD`, or '' before a date is chosen. */
  date: string;
}

// The doctor's open days the form offers: the day picker's, which the manage page's form takes too.
export type { DoctorDays } from '../DayPicker/index.ts';

export interface BookingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The doctors to choose from; undefined while they load. */
  doctors?: readonly Doctor[] | undefined;
  /** The departments to choose from; undefined while they load. */
  departments?: readonly Department[] | undefined;
  /** A doctor to preselect (a doctor profile's button). */
  defaultDoctorId?: number | undefined;
  /** A department to preselect, by name in any case; ignored when the list has no such department. */
  defaultDepartment?: string | undefined;
  /** Slots already taken for the chosen doctor and day: shown, marked "Booked", not selectable. */
  unavailableSlots?: readonly string[];
  /** The slots that can still be booked on the chosen day (today's that have begun are not offered); all by default. */
  offeredSlots?: readonly string[];
  /** Called when the chosen doctor or day changes, so the caller can read their open days. */
  onSlotQueryChange?: (query: SlotQuery) => void;
  /**
   * The chosen doctor's open days (see `DoctorDays`). With a doctor chosen, the date is picked on a month grid of
   * these days only, the slots and places left come from them, and a full day offers the next open slot. Without a
   * doctor (department only) the native date input and `offeredSlots` are shown: the server checks the department.
   */
  doctorDays?: DoctorDays | undefined;
  /**
   * Sends the booking. Resolve `{ ok: true, appointment }` with the stored booking and the dialog shows its
   * confirmation (step 2), or `{ ok: false, message?, fields? }`: the form keeps what was typed and shows the
   * messages on the named fields.
   */
  onSubmit: (values: BookingValues) => Promise<BookingOutcome>;
  /** Today as `YYYY-MM-DD`, the date picker's minimum; the reader's local date when not given. */
  today?: string;
  /** The hospital's name (in the consent), address, phone and emergency number (on the confirmation). */
  hospital: HospitalContact;
  /** The privacy page the consent links to; it opens in a new tab so the form keeps what was typed. */
  privacyHref?: string;
  /** The confirmation's "Manage booking" link. */
  manageHref?: BookingConfirmationProps['manageHref'];
  /** The confirmation's calendar download and print; the browser's own by default. */
  onAddToCalendar?: BookingConfirmationProps['onAddToCalendar'];
  onPrint?: BookingConfirmationProps['onPrint'];
  /** Words over the page's language's (`UiTextsProvider`), e.g. for a story. */
  texts?: Partial<BookingDialogTexts>;
  confirmationTexts?: BookingConfirmationProps['texts'];
}
