// The privacy notice of /privacy, which the booking form's consent links to (docs/adr/0011). Plain words: what is kept,
// why, for how long, who sees it, and how to ask for a copy or its deletion. The contact facts come from site.ts,
// so a changed phone number or address changes here too. Its Hindi twin is privacy.hi.ts.
import { HOSPITAL, HOSPITAL_ADDRESS_LINE, SITE_NAME } from './site.ts';

/** A section of the notice: its paragraphs, then its list, then what follows the list. */
export interface PrivacySection {
  readonly heading: string;
  readonly paragraphs?: readonly string[];
  readonly list?: readonly string[];
  readonly closing?: readonly string[];
}

/** The notice in one language. */
export interface PrivacyNotice {
  readonly title: string;
  readonly documentTitle: string;
  readonly description: string;
  readonly intro: string;
  readonly sections: readonly PrivacySection[];
}

/** How long a booking is kept after the visit, in years. */
export const BOOKING_RETENTION_YEARS = 3;

/** The facts the notice names, handed to its Hindi twin so that chunk imports nothing of the site's (or the router's). */
export interface PrivacyFacts {
  readonly email: string;
  readonly phone: string;
  readonly retentionYears: number;
}

export const PRIVACY_FACTS: PrivacyFacts = {
  email: HOSPITAL.email.info,
  phone: HOSPITAL.phone.display,
  retentionYears: BOOKING_RETENTION_YEARS,
};

export const PRIVACY_NOTICE: PrivacyNotice = {
  title: 'Privacy and your appointment details',
  documentTitle: 'Privacy',
  description: `What ${SITE_NAME} stores when you book an appointment online, why, for how long, who sees it, and how to ask for a copy or deletion.`,
  intro: `When you book an appointment on this website, ${SITE_NAME} stores the details you give us so that we can arrange your visit. This page says what we keep, why, for how long, who can see it, and how you can ask for a copy or ask us to delete it.`,
  sections: [
    {
      heading: 'What we store',
      paragraphs: ['The ten details of the booking form:'],
      list: [
        'Your name',
        'Your email address',
        'Your phone number',
        'Your age',
        'Your gender',
        'The department you chose',
        'The doctor you chose, if you chose one',
        'The date you would like to come',
        'The time slot you would like',
        'The reason for your visit, in your words',
      ],
    },
    {
      heading: 'What else we keep',
      paragraphs: [
        'With each booking we keep its booking reference (such as CCH-7K4Q-M2XD), its status (pending, confirmed, cancelled or completed) and when it was made, which is also when you agreed to this notice. We do not store your details in your browser, and we do not use advertising or tracking cookies.',
      ],
    },
    {
      heading: 'Why we store it',
      list: [
        'To arrange your appointment with the right department and doctor.',
        'To contact you to confirm, change or cancel it.',
        'To let you look up, move or cancel your booking with its reference.',
        'To plan the hospital’s clinics, using counts only (how many bookings per day and per department).',
      ],
      closing: ['We do not sell your details, and we do not use them for marketing.'],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        `We keep a booking for ${BOOKING_RETENTION_YEARS} years after the date of the visit, so that we can answer questions about it, and then delete it. A booking you cancel is kept for the same time, as a record that it was cancelled. Your medical records from the visit itself are kept separately, as the law on medical records requires.`,
      ],
    },
    {
      heading: 'Who sees it',
      list: [
        'The hospital’s appointments staff, who confirm and arrange bookings. They sign in to see them, and every change they make is recorded.',
        'The doctor you will see, and the staff of their department, for your visit.',
        'Nobody outside the hospital, unless the law requires us to share it.',
      ],
    },
    {
      heading: 'Your rights: a copy, a correction or deletion',
      paragraphs: [
        'You can ask for a copy of the details we hold about you, ask us to correct them, or ask us to delete them. You can also withdraw your agreement at any time; we will then cancel any upcoming booking and delete your details, except what the law requires us to keep. These are your rights under India’s Digital Personal Data Protection Act, 2023.',
        `To ask, write to ${HOSPITAL.email.info} or call ${HOSPITAL.phone.display}, and give your booking reference if you have one. We may ask you to confirm your phone number or email, so that we give your details only to you. We answer within 30 days.`,
        `You can also write to us at ${SITE_NAME}, ${HOSPITAL_ADDRESS_LINE}.`,
      ],
    },
  ],
};
