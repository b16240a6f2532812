// The home page's own content: built-in data, not read from the API.
import type { Testimonial, HomeDepartmentCard, HomeDoctorCard, Accreditation, ChairmanMessage } from '@hospital/ui';
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

/** The eight built-in doctors of the home page (experience 8 to 22 years); ids match the API's doctors. */
export const HOME_DOCTORS: readonly HomeDoctorCard[] = [
  { id: 1, name: 'Dr. Rajesh Malhotra', specialization: 'Cardiology', experience: 22, qualifications: 'MBBS, MD, DM (Cardiology)' },
  { id: 3, name: 'Dr. Vikram Singh Rathore', specialization: 'Neurology', experience: 18, qualifications: 'MBBS, MD, DM (Neurology)' },
  { id: 5, name: 'Dr. Sunita Verma', specialization: 'Gynecology', experience: 20, qualifications: 'MBBS, MS (Obstetrics & Gynaecology)' },
  { id: 7, name: 'Dr. Alok Srivastava', specialization: 'General Medicine', experience: 16, qualifications: 'MBBS, MD (Medicine)' },
  { id: 9, name: 'Dr. Amit Khanna', specialization: 'Pediatrics', experience: 14, qualifications: 'MBBS, MD (Pediatrics)' },
  { id: 11, name: 'Dr. Sanjay Tiwari', specialization: 'General Surgery', experience: 21, qualifications: 'MBBS, MS (General Surgery)' },
  { id: 14, name: 'Dr. Deepak Bansal', specialization: 'Gastroenterology', experience: 17, qualifications: 'MBBS, MD, DM (Gastroenterology)' },
  { id: 8, name: 'Dr. Kavita Mishra', specialization: 'General Medicine', experience: 8, qualifications: 'MBBS, MD (Medicine)' },
].map((doctor) => ({ ...doctor, href: paths.doctor(doctor.id) }));

/** Six testimonials, all rated 5. */
export const TESTIMONIALS: readonly Testimonial[] = [
  { name: 'Ramesh Gupta', condition: 'Heart bypass surgery', quote: 'The cardiology team explained every step to my family. Six months on I walk two kilometres every morning.', rating: 5 },
  { name: 'Sunita Yadav', condition: 'Safe delivery', quote: 'From the first check-up to the delivery, the doctors and nurses treated me like their own daughter.', rating: 5 },
  { name: 'Mohd. Irfan Khan', condition: 'Kidney stone removal', quote: 'The surgery was quick, the ward was clean and I was home in two days. Very thankful to the urology team.', rating: 5 },
  { name: 'Anita Srivastava', condition: 'Knee physiotherapy', quote: 'After my knee replacement the physiotherapists got me back on my feet faster than I hoped.', rating: 5 },
  { name: 'Pradeep Tiwari', condition: 'Dengue treatment', quote: 'Admitted at midnight with high fever; the emergency team was ready and the care was excellent.', rating: 5 },
  { name: 'Kusum Lata Mishra', condition: 'Child’s pneumonia', quote: 'The pediatric doctors were patient with my son and with all my questions. He recovered fully.', rating: 5 },
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
  readonly doctors: readonly HomeDoctorCard[];
  readonly testimonials: readonly Testimonial[];
  readonly accreditations: readonly Accreditation[];
}

export const HOME_CONTENT: HomeContent = {
  hero: HERO,
  about: ABOUT,
  heroFigures: HERO_FIGURES,
  excellenceFigures: EXCELLENCE_FIGURES,
  departments: HOME_DEPARTMENTS,
  doctors: HOME_DOCTORS,
  testimonials: TESTIMONIALS,
  accreditations: ACCREDITATIONS,
};
