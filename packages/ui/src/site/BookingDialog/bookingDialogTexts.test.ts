import { API_ERROR_CODES, API_MESSAGES, FIELD_CODES } from '@hospital/contract';
import { describeTexts } from '../../shared/textsTesting.ts';
import { BOOKING_DIALOG_TEXTS_HI } from './bookingDialogTexts.hi.ts';
import { BOOKING_DIALOG_TEXTS } from './bookingDialogTexts.ts';
import { bookingIssueOf } from './bookingIssues.ts';

describeTexts('bookingDialog', {
  english: BOOKING_DIALOG_TEXTS,
  hindi: BOOKING_DIALOG_TEXTS_HI,
  samples: {
    doctorOption: [[{ name: 'Dr. Rajesh Malhotra', specialization: 'Interventional Cardiology' }], [{ name: 'Dr. A', specialization: 'Podiatry' }]],
    consent: [['City Care Hospital'], ['Sunrise Clinic']],
    // What the contract and the servers say themselves; every message of the schemas is in bookingFieldErrors.test.ts.
    fieldError: [
      ['patientName', bookingIssueOf('patientName', 'too_small', 'Required')],
      ['gender', bookingIssueOf('gender', 'invalid_value', 'Required')],
      ['preferredDate', bookingIssueOf('preferredDate', 'too_small', 'Date is required')],
      ['patientName', bookingIssueOf('patientName', 'too_big', 'Must be at most 120 characters')],
      ['email', bookingIssueOf('email', 'invalid_format', 'Enter a valid email address')],
      ['phone', bookingIssueOf('phone', 'invalid_format', 'Enter a valid phone number')],
      ['age', bookingIssueOf('age', 'invalid_type', 'Age must be a whole number')],
      ['age', bookingIssueOf('age', 'too_small', 'Age cannot be negative')],
      ['age', bookingIssueOf('age', 'too_big', 'Age must be at most 130')],
      ['preferredDate', bookingIssueOf('preferredDate', 'invalid_format', 'Must be a date (YYYY-MM-DD)')],
      ['preferredDate', bookingIssueOf('preferredDate', FIELD_CODES.dateInPast, API_MESSAGES.dateInPast)],
      ['preferredDate', bookingIssueOf('preferredDate', FIELD_CODES.dateBeyondHorizon, API_MESSAGES.dateBeyondHorizon)],
      ['department', bookingIssueOf('department', FIELD_CODES.unknownDepartment, API_MESSAGES.unknownDepartment)],
      ['doctorId', bookingIssueOf('doctorId', FIELD_CODES.unknownDoctor, API_MESSAGES.unknownDoctor)],
      ['doctorId', bookingIssueOf('doctorId', FIELD_CODES.doctorNotInDepartment, API_MESSAGES.doctorNotInDepartment)],
      ['preferredTime', bookingIssueOf('preferredTime', FIELD_CODES.slotTaken, API_MESSAGES.slotTakenField)],
      ['preferredTime', bookingIssueOf('preferredTime', FIELD_CODES.slotBegun, API_MESSAGES.slotBegun)],
      ['consent', bookingIssueOf('consent', 'invalid_value', API_MESSAGES.consentRequired)],
    ],
    formError: [
      [bookingIssueOf(undefined, API_ERROR_CODES.slotTaken, API_MESSAGES.slotTaken)],
      [bookingIssueOf(undefined, API_ERROR_CODES.internal, API_MESSAGES.internal)],
    ],
  },
  sameInBoth: ['doctorOption'],
});
