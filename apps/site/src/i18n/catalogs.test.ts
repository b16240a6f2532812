// The catalogs' contract (issue 12): every message is in both languages with the same placeholders and is valid
// ICU; the English catalogs say what the design system and the site already write; the medical terms map to
// messages that exist.
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import {
  ABOUT_SECTION_TEXTS,
  BOOKING_CONFIRMATION_TEXTS,
  BOOKING_DIALOG_TEXTS,
  BOOKING_SUMMARY_TEXTS,
  bookingIssueOf,
  CONTACT_SECTION_TEXTS,
  DEPARTMENT_PAGE_TEXTS,
  DEPARTMENTS_SECTION_TEXTS,
  DOCTOR_CARD_TEXTS,
  DOCTOR_DIRECTORY_TEXTS,
  DOCTOR_PROFILE_TEXTS,
  DOCTOR_SUMMARY_CARD_TEXTS,
  DOCTORS_SECTION_TEXTS,
  FACILITY_PAGE_TEXTS,
  FOOTER_DETAILS_TEXTS,
  GALLERY_GRID_TEXTS,
  MANAGE_BOOKING_TEXTS,
  MEDICAL_TERM_TEXTS,
  NEWS_EVENTS_BOARD_TEXTS,
  SITE_SHELL_TEXTS,
  STATE_TEXTS,
  TESTIMONIALS_STRIP_TEXTS,
  TIME_SLOT_PICKER_TEXTS,
  type UiTexts,
} from '@hospital/ui';
import { API_MESSAGES, BOOKING_REFERENCE_HINT, GALLERY_CATEGORIES, preferredDateProblem } from '@hospital/contract';
import { DEPARTMENTS, FACILITIES } from '../routes.ts';
import { FOOTER_LINKS, HOSPITAL_ADDRESS_LINE, NAV_LINKS, SITE_DESCRIPTION, SITE_NAME } from '../content/site.ts';
import { SITE_WORDS_HI } from '../content/site.hi.ts';
import { SITE_WORDS } from '../content/siteWords.ts';
import siteEnglish from './catalogs/en.json';
import siteHindi from './catalogs/hi.json';
import uiEnglish from './catalogs/ui.en.json';
import uiHindi from './catalogs/ui.hi.json';
import type { MessageId } from './messages.ts';
import { TERM_IDS, translateTerm } from './terms.ts';
import { formatCompiled } from './compiledMessages.ts';
import { compiledTranslate } from './english.ts';
import { createTranslate } from './translate.ts';
import { uiTextsFrom } from './uiTexts.ts';

const PAIRS = [
  { name: 'en.json / hi.json', english: siteEnglish as Record<string, string>, hindi: siteHindi as Record<string, string> },
  { name: 'ui.en.json / ui.hi.json', english: uiEnglish as Record<string, string>, hindi: uiHindi as Record<string, string> },
];

type Compiled = ReturnType<typeof compileMessageOrThrow>;

/**
 * The arguments a message uses, sorted: "{years, plural, ...}" and "{years}" both use `years`, since one language
 * may need plural forms where another does not.
 */
function placeholdersOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (parts: Compiled | Compiled[number]): void => {
    if (!Array.isArray(parts)) return;
    for (const part of parts) {
      if (!Array.isArray(part)) continue;
      const [name, kind, cases] = part as [unknown, unknown, unknown];
      if (typeof name !== 'string') {
        walk(part);
        continue;
      }
      found.add(name);
      void kind;
      if (cases && typeof cases === 'object') for (const branch of Object.values(cases)) walk(branch as Compiled);
    }
  };
  walk(compileMessageOrThrow(message));
  return [...found].sort();
}

/** Messages with no words to translate. */
const SAME_IN_BOTH: ReadonlySet<string> = new Set(['ui.siteShell.copyright', 'ui.bookingDialog.doctorOption']);

describe.each(PAIRS)('the catalogs $name', ({ english, hindi }) => {
  it('hold the same message ids', () => {
    const onlyEnglish = Object.keys(english).filter((id) => !(id in hindi));
    const onlyHindi = Object.keys(hindi).filter((id) => !(id in english));
    expect({ onlyEnglish, onlyHindi }).toEqual({ onlyEnglish: [], onlyHindi: [] });
  });

  it('are valid ICU, with the same placeholders in both languages', () => {
    const differing = Object.keys(english)
      .filter((id) => id in hindi)
      .map((id) => ({ id, english: placeholdersOf(english[id]!), hindi: placeholdersOf(hindi[id]!) }))
      .filter((entry) => entry.english.join() !== entry.hindi.join());
    expect(differing).toEqual([]);
  });

  it('have every Hindi message written in Devanagari', () => {
    // A message copied from English and never translated is the commonest slip.
    const untranslated = Object.entries(hindi).filter(([id, message]) => !/[\u0900-\u097F]/.test(message) && !SAME_IN_BOTH.has(id));
    expect(untranslated).toEqual([]);
  });
});

describe('the placeholder check itself', () => {
  it('finds arguments, plurals and selects, nested too', () => {
    expect(placeholdersOf('{years, plural, one {# year of {name}} other {# years}}')).toEqual(['name', 'years']);
    expect(placeholdersOf('{category, select, staff {स्टाफ़} other {{category}}}')).toEqual(['category']);
    expect(placeholdersOf('Hello')).toEqual([]);
  });
  it('tells a renamed placeholder apart', () => {
    expect(placeholdersOf('{name} की फ़ोटो')).not.toEqual(placeholdersOf('Photo of {doctor}'));
  });
});

/** The arguments of a message with their kind: `{ years: 'plural', name: undefined }`, with a select's cases. */
function argumentsOf(message: string): Map<string, { kind: string | undefined; cases: string[] }> {
  const found = new Map<string, { kind: string | undefined; cases: string[] }>();
  const walk = (parts: Compiled | Compiled[number]): void => {
    if (!Array.isArray(parts)) return;
    for (const part of parts) {
      if (!Array.isArray(part)) continue;
      const [name, kind, cases] = part as [unknown, unknown, Record<string, unknown> | undefined];
      if (typeof name !== 'string') continue;
      found.set(name, { kind: typeof kind === 'string' ? kind : undefined, cases: Object.keys(cases ?? {}) });
      for (const branch of Object.values(cases ?? {})) walk(branch as Compiled);
    }
  };
  walk(compileMessageOrThrow(message));
  return found;
}

/** Every combination of telling values for a message's arguments: plural counts, each select case, a name. */
function sampleValues(message: string): Record<string, string | number>[] {
  let combinations: Record<string, string | number>[] = [{}];
  for (const [name, { kind, cases }] of argumentsOf(message)) {
    const choices: (string | number)[] =
      kind === 'plural' || kind === 'selectordinal' ? [0, 1, 2, 3, 22, 1234567] : kind === 'select' ? [...cases, 'unknown'] : ['Dr. Rajesh Malhotra'];
    combinations = combinations.flatMap((values) => choices.map((choice) => ({ ...values, [name]: choice })));
  }
  return combinations;
}

/** Whether a message uses only what the English pages' reader reads: text, arguments, plural. */
function readableWithoutLingui(message: string): boolean {
  return [...argumentsOf(message).values()].every(({ kind }) => kind === undefined || kind === 'plural');
}

describe('the English pages\' reader of compiled messages', () => {
  it('reads every message of the English site catalog (a select or an ordinal there needs the reader extended)', () => {
    expect(Object.entries(siteEnglish).filter(([, message]) => !readableWithoutLingui(message)).map(([id]) => id)).toEqual([]);
  });
  it.each(['en-US', 'hi-IN'])('gives Lingui\'s answer for every message it can read, of every catalog, in %s', (locale) => {
    const differing: unknown[] = [];
    let compared = 0;
    for (const { english, hindi } of PAIRS) {
      for (const message of [...Object.values(english), ...Object.values(hindi)].filter(readableWithoutLingui)) {
        const lingui = createTranslate(locale, { message });
        for (const values of sampleValues(message)) {
          compared += 1;
          const expected = lingui('message' as MessageId, values);
          const actual = formatCompiled(compileMessageOrThrow(message), values, locale);
          if (actual !== expected) differing.push({ message, values, expected, actual });
        }
      }
    }
    expect(differing).toEqual([]);
    expect(compared).toBeGreaterThan(300);
  });
  it('agrees with Lingui on plurals the catalogs do not use yet: exact values, nested arguments, big counts', () => {
    const messages = [
      '{n, plural, =0 {no slots} one {# slot} other {# slots}}',
      '{n, plural, one {# slot left with Dr. {name}} other {# slots left with Dr. {name}}}',
      "Dr. {name}'s patients: {n, plural, one {#} other {#}}",
      '{n, plural, one {# वर्ष} other {# वर्ष}} का अनुभव',
    ];
    for (const message of messages) {
      for (const locale of ['en-US', 'hi-IN']) {
        const lingui = createTranslate(locale, { message });
        for (const n of [0, 1, 2, 3, 11, 21, 1000, 1234567]) {
          const values = { n, name: 'Rao' };
          expect(formatCompiled(compileMessageOrThrow(message), values, locale), message).toBe(lingui('message' as MessageId, values));
        }
      }
    }
  });
  it('reads a catalog as written (tests, Storybook) as the build\'s compiled one', () => {
    const t = compiledTranslate('en-US', siteEnglish);
    expect(t('home.emergency', { number: '101' })).toBe('Emergency 101');
    expect(t('nav.ourDoctors')).toBe('Our Doctors');
    expect(t('no.such.id' as MessageId)).toBe('no.such.id');
  });
});

/** Arguments to call each text function with, to compare the languages' answers. */
const SAMPLE_ARGUMENTS: Record<string, readonly unknown[][]> = {
  'siteShell.copyright': [['City Care Hospital']],
  'medicalTerms.term': [['Cardiology'], ['Interventional Cardiology'], ['Dermatology']],
  'contactSection.emergencyCall': [['911']],
  'contactSection.mapTitle': [['14 Shahnajaf Road, Lucknow']],
  'departmentsSection.learnMore': [['Cardiology']],
  'doctorsSection.years': [[1], [22]],
  'doctorsSection.viewProfileOf': [['Dr. Rajesh Malhotra']],
  'testimonialsStrip.rating': [[5], [4]],
  'doctorCard.photoOf': [['Dr. Rajesh Malhotra']],
  'doctorCard.years': [[1], [22]],
  'doctorCard.viewProfileOf': [['Dr. Rajesh Malhotra']],
  'doctorProfile.photoOf': [['Dr. Rajesh Malhotra']],
  'doctorProfile.yearsExperience': [[22]],
  'doctorProfile.aboutText': [
    [{ name: 'Dr. Rajesh Malhotra', specialization: 'Cardiology', experience: 22, department: 'Cardiology' }],
    [{ name: 'Dr. Rajesh Malhotra', specialization: 'Cardiology', experience: 22, department: undefined }],
  ],
  'doctorProfile.messageSubject': [['Dr. Rajesh Malhotra']],
  'doctorSummaryCard.yearsExperience': [[16]],
  'departmentPage.emergencyCall': [['101']],
  'galleryGrid.category': GALLERY_CATEGORIES.map((category) => [category]),
  'galleryGrid.emptyText': [[''], ...GALLERY_CATEGORIES.map((category) => [category])],
  'newsEventsBoard.emptyText': [[''], ['news'], ['event']],
  'bookingDialog.doctorOption': [[{ name: 'Dr. Rajesh Malhotra', specialization: 'Interventional Cardiology' }], [{ name: 'Dr. A', specialization: 'Podiatry' }]],
  'bookingDialog.consent': [['City Care Hospital']],
  // The messages the contract and the servers write themselves (zod's own wording, which English pages show as it
  // comes, is in bookingMessages.test.ts).
  'bookingDialog.fieldError': [
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
  'bookingDialog.formError': [[bookingIssueOf(API_MESSAGES.slotTaken)]],
  'bookingConfirmation.announcement': [['CCH-7K4Q-M2XD']],
  'bookingConfirmation.calendarTitle': [['Cardiology', 'City Care Hospital']],
  'bookingConfirmation.calendarReminder': [['City Care Hospital']],
  'manageBooking.tooManyTries': [[1], [12], [undefined]],
  'manageBooking.fieldError': [
    ['reference', bookingIssueOf(BOOKING_REFERENCE_HINT)],
    ['contact', bookingIssueOf('Enter the phone number or email used for the booking')],
    ['contact', bookingIssueOf('Must be at most 200 characters')],
    ['preferredDate', bookingIssueOf('Date is required')],
    ['preferredTime', bookingIssueOf('Required')],
  ],
  'manageBooking.cancelDescription': [['Tuesday, 1 December 2026 at 10:30 AM']],
  'manageBooking.moved': [['Wednesday, 2 December 2026 at 11:00 AM']],
  'manageBooking.slotTaken': [['11:00 AM']],
  'manageBooking.when': [['Tuesday, 1 December 2026', '10:30 AM']],
};

const DESIGN_SYSTEM_ENGLISH: UiTexts = {
  states: STATE_TEXTS,
  medicalTerms: MEDICAL_TERM_TEXTS,
  siteShell: SITE_SHELL_TEXTS,
  aboutSection: ABOUT_SECTION_TEXTS,
  contactSection: CONTACT_SECTION_TEXTS,
  departmentsSection: DEPARTMENTS_SECTION_TEXTS,
  doctorsSection: DOCTORS_SECTION_TEXTS,
  footerDetails: FOOTER_DETAILS_TEXTS,
  testimonialsStrip: TESTIMONIALS_STRIP_TEXTS,
  doctorCard: DOCTOR_CARD_TEXTS,
  doctorDirectory: DOCTOR_DIRECTORY_TEXTS,
  doctorProfile: DOCTOR_PROFILE_TEXTS,
  doctorSummaryCard: DOCTOR_SUMMARY_CARD_TEXTS,
  departmentPage: DEPARTMENT_PAGE_TEXTS,
  facilityPage: FACILITY_PAGE_TEXTS,
  galleryGrid: GALLERY_GRID_TEXTS,
  newsEventsBoard: NEWS_EVENTS_BOARD_TEXTS,
  timeSlotPicker: TIME_SLOT_PICKER_TEXTS,
  bookingDialog: BOOKING_DIALOG_TEXTS,
  bookingSummary: BOOKING_SUMMARY_TEXTS,
  bookingConfirmation: BOOKING_CONFIRMATION_TEXTS,
  manageBooking: MANAGE_BOOKING_TEXTS,
  // The site's own facts, which the booking container gives as the English (BookingDialogContainer.tsx).
  hospital: { name: SITE_NAME, address: HOSPITAL_ADDRESS_LINE },
};

/** Every text of every group as a comparable value: strings as they are, functions by their answers to the samples. */
function answersOf(texts: UiTexts): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const [group, fields] of Object.entries(texts)) {
    for (const [field, value] of Object.entries(fields as Record<string, unknown>)) {
      const key = `${group}.${field}`;
      if (typeof value === 'function') {
        const samples = SAMPLE_ARGUMENTS[key];
        if (!samples) throw new Error(`No sample arguments for the text function ${key}: add them to SAMPLE_ARGUMENTS.`);
        answers[key] = samples.map((args) => (value as (...args: unknown[]) => unknown)(...args));
      } else {
        answers[key] = value;
      }
    }
  }
  return answers;
}

describe('the English catalogs', () => {
  const english = createTranslate('en-US', siteEnglish, uiEnglish);
  const hindi = createTranslate('hi-IN', siteHindi, uiHindi);

  it('say exactly what the design system writes in English (so English pages need not load ui.en.json)', () => {
    expect(answersOf(uiTextsFrom(english, SITE_WORDS))).toEqual(answersOf(DESIGN_SYSTEM_ENGLISH));
  });

  it('give the Hindi design system a text for every English one', () => {
    const hindiAnswers = answersOf(uiTextsFrom(hindi, SITE_WORDS_HI));
    expect(Object.keys(hindiAnswers).sort()).toEqual(Object.keys(answersOf(DESIGN_SYSTEM_ENGLISH)).sort());
    expect(hindiAnswers['doctorCard.years']).toEqual(['1 वर्ष', '22 वर्ष']);
    expect(hindiAnswers['galleryGrid.emptyText']).toContain('“स्टाफ़” श्रेणी में कोई तस्वीर नहीं मिली।');
  });

  it('name the site and describe it as the content does', () => {
    expect(english('site.name')).toBe(SITE_NAME);
    expect(english('site.description')).toBe(SITE_DESCRIPTION);
  });

  it('label every header and footer link in both languages, departments and facilities through the terms', () => {
    const labels: MessageId[] = [...NAV_LINKS.map((item) => item.label), ...FOOTER_LINKS.map((link) => link.label)];
    for (const label of labels) {
      expect(english(label), label).not.toBe(label);
      expect(hindi(label), label).toMatch(/[\u0900-\u097F]/);
    }
    const named = NAV_LINKS.flatMap((item) => ('links' in item ? item.links.map((link) => link.term) : []));
    expect(named).toEqual([...DEPARTMENTS, ...FACILITIES].map(({ name }) => name));
    for (const term of named) expect(translateTerm(term, hindi), term).toMatch(/[\u0900-\u097F]/);
  });
});

describe('the medical terms', () => {
  const english = createTranslate('en-US', siteEnglish, uiEnglish);
  it('map each English term to a message that says that term in English', () => {
    const wrong = Object.entries(TERM_IDS).filter(([term, id]) => english(id) !== term);
    expect(wrong).toEqual([]);
  });
  it('cover every department, facility, specialization and area of expertise the site, seed and content use', async () => {
    const { default: seed } = await import('../../../../db.json');
    const { DEPARTMENT_PAGES } = await import('../content/departments.ts');
    const { HOME_DOCTORS } = await import('../content/home.ts');
    const { GENERIC_EXPERTISE, areasOfExpertise } = await import('@hospital/ui');
    const terms = new Set([
      ...DEPARTMENTS.map(({ name }) => name),
      ...FACILITIES.map(({ name }) => name),
      ...seed.departments.map((department) => department.name),
      ...seed.doctors.map((doctor) => doctor.specialization),
      ...seed.doctors.flatMap((doctor) => areasOfExpertise(doctor.specialization)),
      ...GENERIC_EXPERTISE,
      ...Object.values(DEPARTMENT_PAGES).flatMap((page) => (page.content.doctors ?? []).map((doctor) => doctor.specialization)),
      ...HOME_DOCTORS.map((doctor) => doctor.specialization),
    ]);
    expect([...terms].filter((term) => !(term in TERM_IDS))).toEqual([]);
  });
});
