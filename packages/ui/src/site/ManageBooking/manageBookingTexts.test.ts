import { BOOKING_REFERENCE_HINT, FIELD_CODES } from '@hospital/contract';
import { describeTexts } from '../../shared/textsTesting.ts';
import { bookingIssueOf } from '../BookingDialog/index.ts';
import { MANAGE_BOOKING_TEXTS_HI } from './manageBookingTexts.hi.ts';
import { MANAGE_BOOKING_TEXTS } from './manageBookingTexts.ts';

describeTexts('manageBooking', {
  english: MANAGE_BOOKING_TEXTS,
  hindi: MANAGE_BOOKING_TEXTS_HI,
  samples: {
    tooManyTries: [[1], [12], [undefined]],
    fieldError: [
      ['reference', bookingIssueOf('reference', FIELD_CODES.invalidReference, BOOKING_REFERENCE_HINT)],
      ['contact', bookingIssueOf('contact', 'too_small', 'Enter the phone number or email used for the booking')],
      ['contact', bookingIssueOf('contact', 'too_big', 'Must be at most 200 characters')],
      ['preferredDate', bookingIssueOf('preferredDate', 'too_small', 'Date is required')],
      ['preferredTime', bookingIssueOf('preferredTime', 'invalid_value', 'Required')],
    ],
    cancelDescription: [['Tuesday, 1 December 2026 at 10:30 AM'], ['Friday, 4 December 2026 at 9:00 AM']],
    moved: [['Wednesday, 2 December 2026 at 11:00 AM'], ['Friday, 4 December 2026 at 9:00 AM']],
    slotTaken: [['11:00 AM'], ['2:30 PM']],
    callHospital: [['+91 11 2345 6789'], ['1800 123 4567']],
    when: [
      ['Tuesday, 1 December 2026', '10:30 AM'],
      ['Tuesday, 1 December 2026', '11:00 AM'],
      ['Friday, 4 December 2026', '10:30 AM'],
    ],
  },
});
