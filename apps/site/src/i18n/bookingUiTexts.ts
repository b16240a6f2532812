// The booking journey's words in a language, from its ui catalog: the slot picker, the booking dialog (its fields'
// messages too), the summary, the confirmation and its calendar entry, and the manage page. Part of `uiTextsFrom`;
// a file of its own because the journey has as many words as the rest of the design system.
import type { BookingIssue, BookingIssueField, UiTexts } from '@hospital/ui';
import type { Translate } from './messages.ts';

type BookingUiTexts = Pick<UiTexts, 'timeSlotPicker' | 'bookingDialog' | 'bookingSummary' | 'bookingConfirmation' | 'manageBooking'>;

/**
 * A booking field's message, chosen by field and kind of problem: the schemas and servers write theirs in English
 * (packages/contract) and `bookingIssueOf` says what each one means. A message it does not know gets the field's
 * "please check this".
 */
export function bookingFieldError(t: Translate): (field: BookingIssueField, issue: BookingIssue) => string {
  return (field, issue) => {
    switch (issue.kind) {
      case 'tooLong':
        return t('ui.bookingFields.tooLong', { max: issue.limit });
      case 'tooHigh':
        return t('ui.bookingFields.tooHigh', { max: issue.limit });
      case 'tooFarAhead':
        return t('ui.bookingFields.tooFarAhead', { days: issue.limit });
      case 'required':
        return t('ui.bookingFields.required', { field });
      case 'invalidEmail':
        return t('ui.bookingFields.invalidEmail');
      case 'invalidPhone':
        return t('ui.bookingFields.invalidPhone');
      case 'wholeNumber':
        return t('ui.bookingFields.wholeNumber');
      case 'negative':
        return t('ui.bookingFields.negative');
      case 'invalidDate':
        return t('ui.bookingFields.invalidDate');
      case 'pastDate':
        return t('ui.bookingFields.pastDate');
      case 'unknownDepartment':
        return t('ui.bookingFields.unknownDepartment');
      case 'unknownDoctor':
        return t('ui.bookingFields.unknownDoctor');
      case 'doctorNotInDepartment':
        return t('ui.bookingFields.doctorNotInDepartment');
      case 'slotTaken':
        return t('ui.bookingFields.slotTaken');
      case 'consent':
        return t('ui.bookingFields.consent');
      case 'invalidReference':
        return t('ui.bookingFields.invalidReference');
      case 'other':
        return t('ui.bookingFields.other', { field });
    }
  };
}

export function bookingUiTextsFrom(t: Translate, term: (english: string) => string): BookingUiTexts {
  const fieldError = bookingFieldError(t);
  return {
    timeSlotPicker: {
      periods: {
        morning: t('ui.timeSlotPicker.morning'),
        afternoon: t('ui.timeSlotPicker.afternoon'),
        other: t('ui.timeSlotPicker.other'),
      },
      booked: t('ui.timeSlotPicker.booked'),
    },
    bookingDialog: {
      title: t('ui.bookingDialog.title'),
      description: t('ui.bookingDialog.description'),
      stepOne: t('ui.bookingDialog.stepOne'),
      stepTwo: t('ui.bookingDialog.stepTwo'),
      cancel: t('ui.bookingDialog.cancel'),
      submit: t('ui.bookingDialog.submit'),
      submitting: t('ui.bookingDialog.submitting'),
      fullName: t('ui.bookingDialog.fullName'),
      email: t('ui.bookingDialog.email'),
      phone: t('ui.bookingDialog.phone'),
      age: t('ui.bookingDialog.age'),
      gender: t('ui.bookingDialog.gender'),
      genderPlaceholder: t('ui.bookingDialog.genderPlaceholder'),
      genders: {
        Male: t('ui.bookingDialog.gender.male'),
        Female: t('ui.bookingDialog.gender.female'),
        Other: t('ui.bookingDialog.gender.other'),
        'Prefer not to say': t('ui.bookingDialog.gender.preferNotToSay'),
      },
      department: t('ui.bookingDialog.department'),
      departmentPlaceholder: t('ui.bookingDialog.departmentPlaceholder'),
      departmentsLoading: t('ui.bookingDialog.departmentsLoading'),
      doctor: t('ui.bookingDialog.doctor'),
      doctorPlaceholder: t('ui.bookingDialog.doctorPlaceholder'),
      doctorOption: ({ name, specialization }) => t('ui.bookingDialog.doctorOption', { name, specialization: term(specialization) }),
      preferredDate: t('ui.bookingDialog.preferredDate'),
      preferredTime: t('ui.bookingDialog.preferredTime'),
      preferredTimeHint: t('ui.bookingDialog.preferredTimeHint'),
      reasonForVisit: t('ui.bookingDialog.reasonForVisit'),
      consent: (hospitalName) => ({
        before: t('ui.bookingDialog.consentBefore', { hospitalName }),
        link: t('ui.bookingDialog.consentLink'),
        after: t('ui.bookingDialog.consentAfter'),
      }),
      opensInNewTab: t('ui.bookingDialog.opensInNewTab'),
      required: t('ui.bookingDialog.required'),
      close: t('ui.bookingDialog.close'),
      fieldError,
      formError: (issue) => (issue.kind === 'slotTaken' ? t('ui.bookingDialog.formError.slotTaken') : t('ui.bookingDialog.formError.other')),
      bookedToast: { title: t('ui.bookingDialog.bookedToast.title'), description: t('ui.bookingDialog.bookedToast.description') },
      failedToast: { title: t('ui.bookingDialog.failedToast.title'), description: t('ui.bookingDialog.failedToast.description') },
    },
    bookingSummary: {
      reference: t('ui.bookingSummary.reference'),
      patient: t('ui.bookingSummary.patient'),
      department: t('ui.bookingSummary.department'),
      doctor: t('ui.bookingSummary.doctor'),
      date: t('ui.bookingSummary.date'),
      time: t('ui.bookingSummary.time'),
      status: t('ui.bookingSummary.status'),
      anyDoctor: t('ui.bookingSummary.anyDoctor'),
      doctorNotListed: t('ui.bookingSummary.doctorNotListed'),
      statusText: {
        pending: t('ui.bookingSummary.status.pending'),
        confirmed: t('ui.bookingSummary.status.confirmed'),
        cancelled: t('ui.bookingSummary.status.cancelled'),
        completed: t('ui.bookingSummary.status.completed'),
      },
    },
    bookingConfirmation: {
      heading: t('ui.bookingConfirmation.heading'),
      announcement: (reference) => t('ui.bookingConfirmation.announcement', { reference }),
      referenceLabel: t('ui.bookingConfirmation.referenceLabel'),
      referenceHint: t('ui.bookingConfirmation.referenceHint'),
      nextStep: t('ui.bookingConfirmation.nextStep'),
      whereHeading: t('ui.bookingConfirmation.whereHeading'),
      phoneLabel: t('ui.bookingConfirmation.phoneLabel'),
      whatToBringHeading: t('ui.bookingConfirmation.whatToBringHeading'),
      whatToBring: [
        t('ui.bookingConfirmation.whatToBring.photoId'),
        t('ui.bookingConfirmation.whatToBring.reports'),
        t('ui.bookingConfirmation.whatToBring.medicines'),
      ],
      emergency: { before: t('ui.bookingConfirmation.emergencyBefore'), after: t('ui.bookingConfirmation.emergencyAfter') },
      addToCalendar: t('ui.bookingConfirmation.addToCalendar'),
      print: t('ui.bookingConfirmation.print'),
      manage: t('ui.bookingConfirmation.manage'),
      done: t('ui.bookingConfirmation.done'),
      calendarTitle: (department, hospitalName) => t('ui.bookingConfirmation.calendarTitle', { department, hospitalName }),
      calendarReminder: (hospitalName) => t('ui.bookingConfirmation.calendarReminder', { hospitalName }),
    },
    manageBooking: {
      pageTitle: t('ui.manageBooking.pageTitle'),
      findHeading: t('ui.manageBooking.findHeading'),
      findIntro: t('ui.manageBooking.findIntro'),
      referenceLabel: t('ui.manageBooking.referenceLabel'),
      referenceHint: t('ui.manageBooking.referenceHint'),
      contactLabel: t('ui.manageBooking.contactLabel'),
      contactHint: t('ui.manageBooking.contactHint'),
      find: t('ui.manageBooking.find'),
      finding: t('ui.manageBooking.finding'),
      notFound: t('ui.manageBooking.notFound'),
      notFoundHint: t('ui.manageBooking.notFoundHint'),
      failed: t('ui.manageBooking.failed'),
      tooManyTries: (minutes) =>
        minutes === undefined ? t('ui.manageBooking.tooManyTriesSoon') : t('ui.manageBooking.tooManyTries', { minutes }),
      required: t('ui.manageBooking.required'),
      close: t('ui.manageBooking.close'),
      fieldError,
      bookingHeading: t('ui.manageBooking.bookingHeading'),
      reschedule: t('ui.manageBooking.reschedule'),
      cancel: t('ui.manageBooking.cancel'),
      findAnother: t('ui.manageBooking.findAnother'),
      cancelTitle: t('ui.manageBooking.cancelTitle'),
      cancelDescription: (when) => t('ui.manageBooking.cancelDescription', { when }),
      keepAppointment: t('ui.manageBooking.keepAppointment'),
      confirmCancel: t('ui.manageBooking.confirmCancel'),
      cancelling: t('ui.manageBooking.cancelling'),
      cancelled: t('ui.manageBooking.cancelled'),
      rescheduleHeading: t('ui.manageBooking.rescheduleHeading'),
      newDate: t('ui.manageBooking.newDate'),
      newTime: t('ui.manageBooking.newTime'),
      newTimeHint: t('ui.manageBooking.newTimeHint'),
      confirmMove: t('ui.manageBooking.confirmMove'),
      moving: t('ui.manageBooking.moving'),
      keepTime: t('ui.manageBooking.keepTime'),
      moved: (when) => t('ui.manageBooking.moved', { when }),
      slotTaken: (slot) => t('ui.manageBooking.slotTaken', { slot }),
      readOnly: {
        cancelled: t('ui.manageBooking.readOnly.cancelled'),
        completed: t('ui.manageBooking.readOnly.completed'),
        past: t('ui.manageBooking.readOnly.past'),
        locked: t('ui.manageBooking.readOnly.locked'),
      },
      when: (date, time) => t('ui.manageBooking.when', { date, time }),
    },
  };
}
