// The ten department pages' words and hours, as typed data drawn by the one DepartmentPageTemplate. Names of
// written-in doctors follow the seed where the seed has them; contact phone numbers and e-mails on the static
// pages are placeholders, apart from the hospital's one contact phone and appointments e-mail (site.ts).
import type { DepartmentContent, DepartmentDoctorRule } from '@hospital/ui';
import type { DepartmentSlug } from '../routes.ts';
import { EMERGENCY, HOSPITAL, HOSPITAL_ADDRESS_LINE } from './site.ts';

/**
 * - `specialty` (cardiology, neurology, pediatrics): doctors from the API by `doctorRule`; the hero's Book
 *   Appointment and the emergency section's Schedule Consultation open the booking dialog for `bookingDepartment`.
 * - `written`: doctors written in; the calls to action link to the home page's appointment section.
 */
export type DepartmentPage =
  | { kind: 'specialty'; content: DepartmentContent; doctorRule: DepartmentDoctorRule; bookingDepartment: string }
  | {
      kind: 'written';
      content: DepartmentContent;
      /** The call to action's link text: "Book Appointment", "Book Lab Test", "Book Consultation". */
      ctaLabel: string;
      /** General Medicine's emergency phone button. */
      emergencyPhone?: boolean;
    };

const EMERGENCY_TEXT = 'Chest pain, a seizure, a child struggling to breathe: do not wait for an appointment.';

const weekHours = (weekdays: string, saturday: string, sunday: string) => [
  { label: 'Monday - Friday', hours: weekdays },
  { label: 'Saturday', hours: saturday },
  { label: 'Sunday', hours: sunday },
  { label: 'Emergency', hours: '24/7' },
];

export const DEPARTMENT_PAGES: Readonly<Record<DepartmentSlug, DepartmentPage>> = {
  cardiology: {
    kind: 'specialty',
    doctorRule: { words: ['cardiology'], departmentId: 1 },
    bookingDepartment: 'Cardiology',
    content: {
      name: 'Cardiology',
      tagline: 'Complete heart care, from a first ECG to angioplasty, with a cath lab and cardiologists on call around the clock.',
      servicesTitle: 'Our Cardiac Services',
      services: [
        { title: 'ECG & Echocardiography', description: 'A record of the heart rhythm and moving pictures of the heart at work.' },
        { title: 'Stress Testing (TMT)', description: 'How the heart copes with exercise, to find narrowed arteries early.' },
        { title: 'Coronary Angiography', description: 'X-ray pictures of the heart arteries in our cath lab.' },
        { title: 'Angioplasty & Stenting', description: 'Opening blocked arteries through a small tube, without open surgery.' },
        { title: 'Pacemaker Implantation', description: 'Keeping a slow or irregular heart at a steady beat.' },
        { title: 'Heart Failure Clinic', description: 'Medicines, diet and follow-up for a weak heart, close to home.' },
      ],
      doctorsTitle: 'Our Cardiology Experts',
      emergency: { title: 'Heart Emergency?', text: `${EMERGENCY_TEXT} Our cardiac team is on call 24/7.` },
    },
  },
  neurology: {
    kind: 'specialty',
    doctorRule: { words: ['neurology'], departmentId: 2 },
    bookingDepartment: 'Neurology',
    content: {
      name: 'Neurology',
      tagline: 'Care for the brain, spine and nerves: stroke, epilepsy, migraine, Parkinson’s disease and more.',
      servicesTitle: 'Our Neurology Services',
      services: [
        { title: 'Stroke Care', description: 'Round-the-clock stroke response, clot-dissolving treatment and rehabilitation.' },
        { title: 'Epilepsy Clinic', description: 'Diagnosis with EEG and long-term control of seizures.' },
        { title: 'Headache & Migraine', description: 'Finding the cause of headaches and preventing attacks.' },
        { title: 'Movement Disorders', description: 'Treatment of Parkinson’s disease, tremor and dystonia.' },
        { title: 'Nerve Conduction Studies', description: 'Tests of nerves and muscles for numbness and weakness.' },
        { title: 'Memory Clinic', description: 'Assessment and support for memory loss and dementia.' },
      ],
      doctorsTitle: 'Our Neurology Experts',
      emergency: { title: 'Stroke or Seizure?', text: `${EMERGENCY_TEXT} Every minute counts in a stroke.` },
    },
  },
  pediatrics: {
    kind: 'specialty',
    doctorRule: { words: ['pediatric', 'paediatrician'], departmentId: 5 },
    bookingDepartment: 'Pediatrics',
    content: {
      name: 'Pediatrics',
      tagline: 'Gentle, complete care for newborns, children and teenagers, with a level III NICU.',
      servicesTitle: 'Our Pediatric Services',
      services: [
        { title: 'Newborn Care & NICU', description: 'Care for premature and unwell newborns, day and night.' },
        { title: 'Vaccinations', description: 'The full national schedule and optional vaccines, with reminders.' },
        { title: 'Growth & Development', description: 'Regular checks of height, weight and milestones.' },
        { title: 'Childhood Infections', description: 'Fever, cough, diarrhoea and other common illnesses.' },
        { title: 'Asthma & Allergy', description: 'Inhaler training and long-term control for children.' },
        { title: 'Adolescent Health', description: 'Nutrition, puberty and emotional health for teenagers.' },
      ],
      doctorsTitle: 'Our Pediatric Experts',
      emergency: { title: 'Child Unwell?', text: `${EMERGENCY_TEXT} Our pediatric emergency team is on call 24/7.` },
    },
  },
  gynecology: {
    kind: 'written',
    ctaLabel: 'Book Appointment',
    content: {
      name: 'Gynecology',
      tagline: 'Care for women at every stage of life, from the first pregnancy check-up to menopause.',
      servicesTitle: 'Our Services',
      services: [
        { title: 'Prenatal Care', description: 'Regular check-ups, scans and counselling from the first trimester to a safe delivery.' },
        { title: 'Gynecological Surgery', description: 'Laparoscopic and open surgery for fibroids, cysts and other conditions.' },
        { title: 'Fertility Treatment', description: 'Evaluation and treatment for couples hoping to conceive, including IUI.' },
      ],
      doctorsTitle: 'Our Gynecologists',
      doctors: [
        { name: 'Dr. Sunita Verma', specialization: 'Obstetrics & Gynecology', experience: 20 },
        { name: 'Dr. Priya Chaturvedi', specialization: 'Gynecology & Reproductive Medicine', experience: 11 },
        { name: 'Dr. Rekha Pandey', specialization: 'Obstetrics & High-Risk Pregnancy', experience: 14 },
      ],
      callToAction: { title: 'Book a Consultation', text: 'See a gynecologist in our women’s OPD, Monday to Saturday.' },
    },
  },
  'general-medicine': {
    kind: 'written',
    ctaLabel: 'Book Appointment',
    emergencyPhone: true,
    content: {
      name: 'General Medicine',
      tagline: 'The first point of care for adults, for illnesses short and long.',
      intro:
        'Our physicians diagnose and treat fever, infections, diabetes, high blood pressure, thyroid disorders and other long-term conditions, and send you on to the right specialist when you need one.',
      servicesTitle: 'Our Services',
      services: [
        { title: 'Fever & Infections' },
        { title: 'Diabetes Management' },
        { title: 'Hypertension Care' },
        { title: 'Thyroid Disorders' },
        { title: 'Asthma & COPD' },
        { title: 'Preventive Health Check-ups' },
        { title: 'Adult Vaccination' },
        { title: 'Geriatric Care' },
      ],
      hours: [{ title: 'OPD Hours', rows: weekHours('8:00 AM - 8:00 PM', '8:00 AM - 6:00 PM', '10:00 AM - 4:00 PM') }],
      doctorsTitle: 'Our Physicians',
      doctors: [
        { name: 'Dr. Alok Srivastava', specialization: 'General Medicine', experience: 16 },
        { name: 'Dr. Kavita Mishra', specialization: 'Internal Medicine & Diabetology', experience: 8 },
      ],
      callToAction: { title: 'Need to See a Physician?', text: 'Book an OPD appointment, or call our emergency line at any hour.' },
    },
  },
  'general-surgery': {
    kind: 'written',
    ctaLabel: 'Book Appointment',
    content: {
      name: 'General Surgery',
      tagline: 'Open and keyhole surgery in modular operation theatres, with most patients home within a day or two.',
      servicesTitle: 'Our Surgical Services',
      services: [
        { title: 'Laparoscopic Surgery' },
        { title: 'Hernia Repair' },
        { title: 'Gallbladder Surgery' },
        { title: 'Appendix Surgery' },
        { title: 'Thyroid Surgery' },
        { title: 'Breast Surgery' },
        { title: 'Piles & Fistula Treatment' },
        { title: 'Trauma & Emergency Surgery' },
      ],
      hours: [{ title: 'Operation Hours', rows: weekHours('7:00 AM - 10:00 PM', '8:00 AM - 8:00 PM', '9:00 AM - 6:00 PM') }],
      doctorsTitle: 'Our Surgeons',
      doctors: [
        { name: 'Dr. Sanjay Tiwari', specialization: 'General & Laparoscopic Surgery', experience: 21 },
        { name: 'Dr. Manish Kapoor', specialization: 'General Surgery', experience: 13 },
      ],
      callToAction: { title: 'Consult a Surgeon', text: 'Bring your reports to the surgery OPD for an opinion.' },
    },
  },
  gastroenterology: {
    kind: 'written',
    ctaLabel: 'Book Appointment',
    content: {
      name: 'Gastroenterology',
      tagline: 'Treatment of the stomach, liver, pancreas and bowel, with endoscopy in our own unit.',
      servicesTitle: 'Our Services',
      services: [
        { title: 'Upper GI Endoscopy' },
        { title: 'Colonoscopy' },
        { title: 'Liver Disease Clinic' },
        { title: 'Acid Reflux & Ulcers' },
        { title: 'Pancreatic Disorders' },
        { title: 'Inflammatory Bowel Disease' },
        { title: 'ERCP' },
        { title: 'Nutrition Counselling' },
      ],
      hours: [{ title: 'OPD Hours', rows: weekHours('8:00 AM - 7:00 PM', '9:00 AM - 5:00 PM', '10:00 AM - 3:00 PM') }],
      doctorsTitle: 'Our Gastroenterologists',
      doctors: [
        { name: 'Dr. Deepak Bansal', specialization: 'Gastroenterology & Hepatology', experience: 17 },
        { name: 'Dr. Nidhi Awasthi', specialization: 'Gastroenterology', experience: 9 },
      ],
      callToAction: { title: 'Book a Consultation', text: 'See a gastroenterologist about stomach, liver or bowel trouble.' },
    },
  },
  urology: {
    kind: 'written',
    ctaLabel: 'Book Appointment',
    content: {
      name: 'Urology',
      tagline: 'Care for the kidneys, bladder and prostate, with laser and other minimally invasive treatment.',
      servicesTitle: 'Our Services',
      services: [
        { title: 'Kidney Stone Treatment', description: 'Laser and shock-wave treatment of stones, usually without a cut.' },
        { title: 'Prostate Care', description: 'Medicines and surgery for an enlarged prostate.' },
        { title: 'Urinary Tract Infections', description: 'Diagnosis and treatment of repeated infections.' },
      ],
      doctorsTitle: 'Our Urologists',
      doctors: [
        { name: 'Dr. Rohit Goel', specialization: 'Urology', experience: 15 },
        { name: 'Dr. Ashok Tandon', specialization: 'Urology & Andrology', experience: 19 },
        { name: 'Dr. Farah Naqvi', specialization: 'Female Urology', experience: 8 },
      ],
      callToAction: { title: 'Book a Consultation', text: 'See a urologist in the surgery OPD, Monday to Saturday.' },
    },
  },
  pathology: {
    kind: 'written',
    ctaLabel: 'Book Lab Test',
    content: {
      name: 'Pathology',
      tagline: 'A fully automated laboratory, with most reports the same day and home sample collection.',
      servicesTitle: 'Our Laboratory Services',
      services: [
        { title: 'Complete Blood Count' },
        { title: 'Blood Sugar & HbA1c' },
        { title: 'Liver Function Tests' },
        { title: 'Kidney Function Tests' },
        { title: 'Thyroid Profile' },
        { title: 'Lipid Profile' },
        { title: 'Urine & Stool Analysis' },
        { title: 'Histopathology & Biopsy' },
      ],
      hours: [{ title: 'Lab Hours', rows: weekHours('6:00 AM - 10:00 PM', '7:00 AM - 8:00 PM', '8:00 AM - 6:00 PM') }],
      doctorsTitle: 'Our Pathologist',
      doctors: [{ name: 'Dr. Meenakshi Jain', specialization: 'Pathology', experience: 19 }],
      callToAction: { title: 'Book a Lab Test', text: 'Come in, or ask for a home sample collection.' },
    },
  },
  anesthesiology: {
    kind: 'written',
    ctaLabel: 'Book Consultation',
    content: {
      name: 'Anesthesiology',
      tagline: 'Safe anesthesia for every operation and delivery, and a clinic for long-lasting pain.',
      servicesTitle: 'Our Services',
      services: [
        { title: 'General Anesthesia' },
        { title: 'Spinal & Epidural Anesthesia' },
        { title: 'Painless Delivery' },
        { title: 'Pre-operative Assessment' },
        { title: 'Pain Management Clinic' },
        { title: 'Nerve Blocks' },
        { title: 'Sedation for Procedures' },
        { title: 'Critical Care Support' },
      ],
      hours: [
        {
          title: 'Availability',
          rows: [
            { label: 'Pre-operative Assessment', hours: '8:00 AM - 6:00 PM' },
            { label: 'Pain Management Clinic', hours: '9:00 AM - 5:00 PM' },
            { label: 'Surgery Support', hours: '7:00 AM - 11:00 PM' },
            { label: 'Emergency', hours: '24/7' },
          ],
        },
      ],
      doctorsTitle: 'Our Anesthesiologists',
      doctors: [
        { name: 'Dr. Pankaj Dubey', specialization: 'Anesthesiology & Pain Management', experience: 12 },
        { name: 'Dr. Swati Kulshrestha', specialization: 'Anesthesiology & Critical Care', experience: 10 },
      ],
      callToAction: { title: 'Book a Consultation', text: 'A pre-operative check or a pain clinic visit, by appointment.' },
    },
  },
};

/** The profile's contact card and General Medicine's emergency button, from the hospital-wide facts. */
export const HOSPITAL_CONTACT = {
  phone: HOSPITAL.phone.display,
  phoneHref: `tel:${HOSPITAL.phone.tel}`,
  email: HOSPITAL.email.appointments,
  address: HOSPITAL_ADDRESS_LINE,
  /** The hero's number (101), as the spec gives it; see EMERGENCY for the 911 inconsistency. */
  emergencyNumber: EMERGENCY.heroNumber,
} as const;
