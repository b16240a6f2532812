import { describeTexts } from '../../shared/textsTesting.ts';
import { BOOKING_CONFIRMATION_TEXTS_HI } from './bookingConfirmationTexts.hi.ts';
import { BOOKING_CONFIRMATION_TEXTS } from './confirmationContent.ts';

describeTexts('bookingConfirmation', {
  english: BOOKING_CONFIRMATION_TEXTS,
  hindi: BOOKING_CONFIRMATION_TEXTS_HI,
  samples: {
    announcement: [['CCH-7K4Q-M2XD'], ['CCH-2B9F-XR4T']],
    calendarTitle: [
      ['Cardiology', 'City Care Hospital'],
      ['Neurology', 'City Care Hospital'],
      ['Cardiology', 'Sunrise Clinic'],
    ],
    calendarReminder: [['City Care Hospital'], ['Sunrise Clinic']],
  },
});
