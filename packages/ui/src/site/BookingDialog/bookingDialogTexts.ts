// Everything the booking dialog says, in one place for translation: its `UiTexts` group, English here and Hindi in
// bookingDialogTexts.hi.ts. Field messages come from the contract's schema in English; `fieldError` says them in the
// page's language.
import { BOOKING, type Doctor, type Gender } from '@hospital/contract';
import type { BookingIssue, BookingIssueField } from './bookingIssues.ts';

/** A toast's two lines. */
export interface ToastWords {
  title: string;
  description: string;
}

export interface BookingDialogTexts {
  title: string;
  description: string;
  /** The progress bar's name on the form and on the confirmation. */
  stepOne: string;
  stepTwo: string;
  cancel: string;
  submit: string;
  submitting: string;
  fullName: string;
  email: string;
  phone: string;
  age: string;
  gender: string;
  genderPlaceholder: string;
  /** Each choice's label; the value sent stays the contract's ("Female"). */
  genders: Readonly<Record<Gender, string>>;
  department: string;
  departmentPlaceholder: string;
  departmentsLoading: string;
  doctor: string;
  doctorPlaceholder: string;
  /** A doctor's choice: "Dr. Rajesh Malhotra (Cardiology)"; the specialization comes in the page's language already. */
  doctorOption: (doctor: Pick<Doctor, 'name' | 'specialization'>) => string;
  preferredDate: string;
  preferredTime: string;
  preferredTimeHint: string;
  /** Under the time with a doctor chosen, before a day is: their open days are on the grid above. */
  chooseDayHint: string;
  /** Shown when every slot of the chosen day has begun. */
  noTimesLeft: string;
  reasonForVisit: string;
  /**
   * The consent sentence around its link to the privacy page, which is `link`: "I agree that City Care Hospital
   * may [store these details] to arrange my appointment". Either part may be empty, so any word order fits.
   */
  consent: (hospitalName: string) => { before: string; link: string; after: string };
  /** Read after the link's words: it opens in a new tab, so the form keeps what was typed. */
  opensInNewTab: string;
  /** The marker after a required field's label: "(required)". */
  required: string;
  /** The close icon's name. */
  close: string;
  /**
   * A field's message in the page's language, from what the schema or the server said (`bookingIssueOf`). English
   * shows the message as it came; another language chooses its words by field and kind.
   */
  fieldError: (field: BookingIssueField, issue: BookingIssue) => string;
  /** The form-wide sentence of a refused booking (the 409's "This time slot is already booked..."). */
  formError: (issue: BookingIssue) => string;
  /** The toasts the site shows when a booking is sent: booked, or failed with the reason. */
  bookedToast: ToastWords;
  failedToast: ToastWords;
}

declare module '../../UiTexts/UiTexts.tsx' {
  interface UiTexts {
    bookingDialog: BookingDialogTexts;
  }
}

export const BOOKING_DIALOG_TEXTS: BookingDialogTexts = {
  title: 'Book an Appointment',
  description: "Fill in the details below and we'll contact you soon to confirm your appointment.",
  stepOne: BOOKING.stepText,
  stepTwo: 'Step 2 of 2',
  cancel: 'Cancel',
  submit: 'Book Appointment',
  submitting: 'Booking...',
  fullName: 'Full Name',
  email: 'Email',
  phone: 'Phone',
  age: 'Age',
  gender: 'Gender',
  genderPlaceholder: 'Select gender',
  genders: { Male: 'Male', Female: 'Female', Other: 'Other', 'Prefer not to say': 'Prefer not to say' },
  department: 'Department',
  departmentPlaceholder: 'Select department',
  departmentsLoading: 'Loading departments...',
  doctor: 'Doctor',
  doctorPlaceholder: 'Select doctor (optional)',
  doctorOption: (doctor) => `${doctor.name} (${doctor.specialization})`,
  preferredDate: 'Preferred Date',
  preferredTime: 'Preferred Time',
  preferredTimeHint: 'Choose a doctor and a date to see which times are free.',
  chooseDayHint: "Choose one of the doctor's open days above to see its times.",
  noTimesLeft: 'No times are left on this day. Please choose another day.',
  reasonForVisit: 'Reason for Visit',
  consent: (hospitalName) => ({
    before: `I agree that ${hospitalName} may `,
    link: 'store these details',
    after: ' to arrange my appointment',
  }),
  opensInNewTab: '(opens in a new tab)',
  required: 'required',
  close: 'Close',
  fieldError: (_field, issue) => issue.message,
  formError: (issue) => issue.message,
  bookedToast: { title: 'Appointment Booked Successfully!', description: "We'll contact you soon to confirm your appointment." },
  failedToast: { title: 'Booking Failed', description: 'Please try again later' },
};
