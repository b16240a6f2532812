import { API_MESSAGES, preferredDateProblem } from '@hospital/contract';
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
      ['patientName', bookingIssueOf('Required')],
      ['gender', bookingIssueOf('Required')],
      ['preferredDate', bookingIssueOf('Date is required')],
      ['patientName', bookingIssueOf('Must be at most 120 characters')],
      ['email', bookingIssueOf('Enter a valid email address')],
      ['phone', bookingIssueOf('Enter a valid phone number')],
      ['age', bookingIssueOf('Age must be a whole number')],
      ['age', bookingIssueOf('Age cannot be negative')],
      ['age', bookingIssueOf('Age must be at most 130')],
      ['preferredDate', bookingIssueOf('Must be a date (YYYY-MM-DD)')],
      ['preferredDate', bookingIssueOf(preferredDateProblem('2026-01-01', '2026-11-26')!)],
      ['preferredDate', bookingIssueOf(preferredDateProblem('2029-01-01', '2026-11-26')!)],
      ['department', bookingIssueOf(API_MESSAGES.unknownDepartment)],
      ['doctorId', bookingIssueOf(API_MESSAGES.unknownDoctor)],
      ['doctorId', bookingIssueOf(API_MESSAGES.doctorNotInDepartment)],
      ['preferredTime', bookingIssueOf('Already booked')],
      ['consent', bookingIssueOf(API_MESSAGES.consentRequired)],
    ],
    formError: [[bookingIssueOf(API_MESSAGES.slotTaken)], [bookingIssueOf('Internal Server Error')]],
  },
  sameInBoth: ['doctorOption'],
});
