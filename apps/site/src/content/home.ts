// The home page's own content: built-in words and figures. Its doctors and testimonials are the database's
// (pages/HomeSections.tsx reads them from the API).
import type { HomeDepartmentCard, Accreditation, ChairmanMessage } from '@hospital/ui';
import { paths } from '../routes.ts';
import { ABOUT_BED_COUNT, HOSPITAL, MARKETING_FIGURES, type MarketingFigure } from './site.ts';

export const HERO = {
  tagline: 'Compassionate care, close to home',
  text: `Trusted by families across ${HOSPITAL.address.city} since ${HOSPITAL.established}: expert doctors, modern facilities and round-the-clock emergency care under one roof.`,
} as const;

export const ABOUT = {
  paragraphs: [
    `Established in ${HOSPITAL.established}, ${HOSPITAL.name} began as a small nursing home in the heart of ${HOSPITAL.address.city} and has grown into a multi-speciality hospital that families across ${HOSPITAL.address.state} rely on.`,
    `Today our ${ABOUT_BED_COUNT}-bed hospital brings together experienced specialists, modern operation theatres, critical care units and diagnostic services, with one aim: the right care, explained clearly, at a fair cost.`,
  ],
  accreditation: 'NABH Accredited Hospital',
  emergency: '24/7 Emergency Services',
  chairman: {
    name: 'Dr. Harish Chandra Srivastava',
    role: 'Founder & Chairman',
    messageHi:
      'हमारा संकल्प है कि हर मरीज़ को सम्मान, करुणा और उच्चतम गुणवत्ता की चिकित्सा सेवा मिले। आपका स्वास्थ्य ही हमारी सबसे बड़ी ज़िम्मेदारी है।',
    messageEn:
      'Our promise is that every patient receives care with dignity, compassion and the highest quality of treatment. Your health is our greatest responsibility.',
  },
} as const;

/** The four stat cards of Healthcare Excellence. */
export const EXCELLENCE_FIGURES = [
  MARKETING_FIGURES.patients,
  MARKETING_FIGURES.doctors,
  MARKETING_FIGURES.departments,
  MARKETING_FIGURES.beds,
] as const;

/** The figures of the hero's highlight strip. */
export const HERO_FIGURES = [
  MARKETING_FIGURES.legacy,
  MARKETING_FIGURES.successRate,
  MARKETING_FIGURES.surgeries,
  MARKETING_FIGURES.rating,
] as const;

export const HOME_DEPARTMENTS: readonly HomeDepartmentCard[] = [
  { name: 'Cardiology', description: 'Heart check-ups, ECG, echo, angiography and cardiac rehabilitation.', href: paths.department('cardiology') },
  { name: 'Neurology', description: 'Stroke care, epilepsy, headaches, nerve and spine disorders.', href: paths.department('neurology') },
  { name: 'Pediatrics', description: 'Newborn care, vaccinations and treatment for children of every age.', href: paths.department('pediatrics') },
  { name: 'Gynecology', description: 'Pregnancy care, safe deliveries and women’s health at every stage.', href: paths.department('gynecology') },
  { name: 'General Medicine', description: 'Fever, diabetes, blood pressure and everyday illnesses, treated by physicians.', href: paths.department('general-medicine') },
  { name: 'General Surgery', description: 'Laparoscopic and open surgery for hernia, gall bladder, appendix and more.', href: paths.department('general-surgery') },
  { name: 'Gastroenterology', description: 'Stomach, liver and bowel care, with endoscopy on site.', href: paths.department('gastroenterology') },
  { name: 'Urology', description: 'Kidney stones, prostate and urinary problems, with minimally invasive surgery.', href: paths.department('urology') },
  // No page of its own (the spec lists none): the card leads to the contact section and its emergency line.
  {
    name: 'Emergency Medicine',
    description: 'Round-the-clock casualty care for accidents, chest pain, strokes and other emergencies.',
    href: paths.homeSection('contact'),
  },
];

export const ACCREDITATIONS: readonly Accreditation[] = [
  { name: 'NABH', description: 'National Accreditation Board for Hospitals & Healthcare Providers' },
  { name: 'NABL', description: 'National Accreditation Board for Testing and Calibration Laboratories (pathology lab)' },
  { name: 'ISO 9001:2015', description: 'Certified quality management system' },
  { name: 'Ayushman Bharat', description: 'Empanelled under PM-JAY for cashless treatment' },
];

/** Everything the home page shows from content, in one object, so the Hindi twin (home.hi.ts) has the same shape. */
export interface HomeContent {
  readonly hero: { readonly tagline: string; readonly text: string };
  readonly about: {
    readonly paragraphs: readonly string[];
    readonly accreditation: string;
    readonly emergency: string;
    readonly chairman: ChairmanMessage;
  };
  readonly heroFigures: readonly MarketingFigure[];
  readonly excellenceFigures: readonly MarketingFigure[];
  readonly departments: readonly HomeDepartmentCard[];
  readonly accreditations: readonly Accreditation[];
}

export const HOME_CONTENT: HomeContent = {
  hero: HERO,
  about: ABOUT,
  heroFigures: HERO_FIGURES,
  excellenceFigures: EXCELLENCE_FIGURES,
  departments: HOME_DEPARTMENTS,
  accreditations: ACCREDITATIONS,
};
