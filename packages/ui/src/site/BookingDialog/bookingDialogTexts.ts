// Everything the booking dialog says, in one place for translation. Field messages come from the contract's schema.
import { BOOKING, type Doctor } from '@hospital/contract';

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
  department: string;
  departmentPlaceholder: string;
  departmentsLoading: string;
  doctor: string;
  doctorPlaceholder: string;
  doctorOption: (doctor: Pick<Doctor, 'name' | 'specialization'>) => string;
  preferredDate: string;
  preferredTime: string;
  preferredTimeHint: string;
  reasonForVisit: string;
  /**
   * The consent sentence around its link to the privacy page, which is `link`: "I agree that City Care Hospital
   * may [store these details] to arrange my appointment". Either part may be empty, so any word order fits.
   */
  consent: (hospitalName: string) => { before: string; link: string; after: string };
  /** Read after the link's words: it opens in a new tab, so the form keeps what was typed. */
  opensInNewTab: string;
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
  department: 'Department',
  departmentPlaceholder: 'Select department',
  departmentsLoading: 'Loading departments...',
  doctor: 'Doctor',
  doctorPlaceholder: 'Select doctor (optional)',
  doctorOption: (doctor) => `${doctor.name} (${doctor.specialization})`,
  preferredDate: 'Preferred Date',
  preferredTime: 'Preferred Time',
  preferredTimeHint: 'Choose a doctor and a date to see which times are free.',
  reasonForVisit: 'Reason for Visit',
  consent: (hospitalName) => ({
    before: `I agree that ${hospitalName} may `,
    link: 'store these details',
    after: ' to arrange my appointment',
  }),
  opensInNewTab: '(opens in a new tab)',
};
