// The design system's words in Hindi, each group from the Hindi file beside its English: what an app hands to
// `UiTextsProvider` on a Hindi page, and Storybook for its Language toolbar. A package entry of its own
// (`@hospital/ui/locales/hi`) that no component imports, so only a Hindi page downloads it.
import type { UiTexts } from '../UiTexts/index.ts';
import { MEDICAL_TERM_TEXTS_HI } from '../UiTexts/medicalTerms.hi.ts';
import { SITE_SHELL_TEXTS_HI } from '../SiteShell/siteShellTexts.hi.ts';
import { TIME_SLOT_PICKER_TEXTS_HI } from '../TimeSlotPicker/timeSlotPickerTexts.hi.ts';
import { DEPARTMENT_PAGE_TEXTS_HI } from '../directory/DepartmentPageTemplate/departmentPageTexts.hi.ts';
import { DOCTOR_CARD_TEXTS_HI } from '../directory/DoctorCard/doctorCardTexts.hi.ts';
import { DOCTOR_DIRECTORY_TEXTS_HI } from '../directory/DoctorDirectory/doctorDirectoryTexts.hi.ts';
import { DOCTOR_PROFILE_TEXTS_HI } from '../directory/DoctorProfile/doctorProfileTexts.hi.ts';
import { NEXT_AVAILABLE_TEXTS_HI } from '../directory/NextAvailable/nextAvailableTexts.hi.ts';
import { DOCTOR_SUMMARY_CARD_TEXTS_HI } from '../directory/DoctorSummaryCard/doctorSummaryCardTexts.hi.ts';
import { FACILITY_PAGE_TEXTS_HI } from '../directory/FacilityPageTemplate/facilityPageTexts.hi.ts';
import { GALLERY_GRID_TEXTS_HI } from '../directory/GalleryGrid/galleryGridTexts.hi.ts';
import { NEWS_EVENTS_BOARD_TEXTS_HI } from '../directory/NewsEventsBoard/newsEventsBoardTexts.hi.ts';
import { STATE_TEXTS_HI } from '../shared/stateTexts.hi.ts';
import { CHANGE_PASSWORD_FORM_TEXTS_HI } from '../admin/ChangePasswordForm/changePasswordFormTexts.hi.ts';
import { STAFF_ACCOUNT_DIALOG_TEXTS_HI } from '../admin/StaffAccountDialog/staffAccountDialogTexts.hi.ts';
import { STAFF_TABLE_TEXTS_HI } from '../admin/StaffTable/staffTableTexts.hi.ts';
import { TEMPORARY_PASSWORD_NOTICE_TEXTS_HI } from '../admin/TemporaryPasswordNotice/temporaryPasswordNoticeTexts.hi.ts';
import { ABOUT_SECTION_TEXTS_HI } from '../site/AboutSection/aboutSectionTexts.hi.ts';
import { BOOKING_CONFIRMATION_TEXTS_HI } from '../site/BookingConfirmation/bookingConfirmationTexts.hi.ts';
import { BOOKING_DIALOG_TEXTS_HI } from '../site/BookingDialog/bookingDialogTexts.hi.ts';
import { BOOKING_SUMMARY_TEXTS_HI } from '../site/BookingSummary/bookingSummaryTexts.hi.ts';
import { DAY_PICKER_TEXTS_HI } from '../site/DayPicker/dayPickerTexts.hi.ts';
import { CONTACT_SECTION_TEXTS_HI } from '../site/ContactSection/contactSectionTexts.hi.ts';
import { DEPARTMENTS_SECTION_TEXTS_HI } from '../site/DepartmentsSection/departmentsSectionTexts.hi.ts';
import { DOCTORS_SECTION_TEXTS_HI } from '../site/DoctorsSection/doctorsSectionTexts.hi.ts';
import { FOOTER_DETAILS_TEXTS_HI } from '../site/FooterDetails/footerDetailsTexts.hi.ts';
import { MANAGE_BOOKING_TEXTS_HI } from '../site/ManageBooking/manageBookingTexts.hi.ts';
import { QUEUE_BOARD_TEXTS_HI } from '../opd/QueueBoard/queueBoardTexts.hi.ts';
import { QUEUE_TOKEN_CARD_TEXTS_HI } from '../opd/QueueTokenCard/queueTokenCardTexts.hi.ts';
import { TESTIMONIALS_STRIP_TEXTS_HI } from '../site/TestimonialsStrip/testimonialsStripTexts.hi.ts';

/**
 * Every group of `UiTexts` in Hindi (the compiler lists one missing) but `hospital`: the hospital's name and address
 * are the site's content, which the app gives in each language.
 */
export const UI_TEXTS_HI: Omit<UiTexts, 'hospital'> = {
  medicalTerms: MEDICAL_TERM_TEXTS_HI,
  states: STATE_TEXTS_HI,
  siteShell: SITE_SHELL_TEXTS_HI,
  timeSlotPicker: TIME_SLOT_PICKER_TEXTS_HI,
  aboutSection: ABOUT_SECTION_TEXTS_HI,
  contactSection: CONTACT_SECTION_TEXTS_HI,
  departmentsSection: DEPARTMENTS_SECTION_TEXTS_HI,
  doctorsSection: DOCTORS_SECTION_TEXTS_HI,
  footerDetails: FOOTER_DETAILS_TEXTS_HI,
  testimonialsStrip: TESTIMONIALS_STRIP_TEXTS_HI,
  bookingDialog: BOOKING_DIALOG_TEXTS_HI,
  dayPicker: DAY_PICKER_TEXTS_HI,
  bookingSummary: BOOKING_SUMMARY_TEXTS_HI,
  bookingConfirmation: BOOKING_CONFIRMATION_TEXTS_HI,
  manageBooking: MANAGE_BOOKING_TEXTS_HI,
  queueBoard: QUEUE_BOARD_TEXTS_HI,
  queueTokenCard: QUEUE_TOKEN_CARD_TEXTS_HI,
  doctorCard: DOCTOR_CARD_TEXTS_HI,
  doctorDirectory: DOCTOR_DIRECTORY_TEXTS_HI,
  doctorProfile: DOCTOR_PROFILE_TEXTS_HI,
  doctorSummaryCard: DOCTOR_SUMMARY_CARD_TEXTS_HI,
  nextAvailable: NEXT_AVAILABLE_TEXTS_HI,
  departmentPage: DEPARTMENT_PAGE_TEXTS_HI,
  facilityPage: FACILITY_PAGE_TEXTS_HI,
  galleryGrid: GALLERY_GRID_TEXTS_HI,
  newsEventsBoard: NEWS_EVENTS_BOARD_TEXTS_HI,
  staffTable: STAFF_TABLE_TEXTS_HI,
  staffAccountDialog: STAFF_ACCOUNT_DIALOG_TEXTS_HI,
  temporaryPasswordNotice: TEMPORARY_PASSWORD_NOTICE_TEXTS_HI,
  changePasswordForm: CHANGE_PASSWORD_FORM_TEXTS_HI,
};
