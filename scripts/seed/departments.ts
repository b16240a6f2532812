import type { Department, Doctor } from '@hospital/contract';

// Ids are fixed: the department pages look doctors up by departmentId 1, 2 and 5.
export const DEPARTMENTS: Department[] = [
  { id: 1, name: 'Cardiology', description: 'Diagnosis and treatment of heart disease, from ECG, echo and TMT to angiography, angioplasty and pacemaker implantation in our cath lab.', headDoctor: 'Dr. Rajesh Malhotra' },
  { id: 2, name: 'Neurology', description: 'Care for stroke, epilepsy, migraine, Parkinson’s disease and nerve disorders, with EEG, nerve conduction studies and round-the-clock stroke response.', headDoctor: 'Dr. Vikram Singh Rathore' },
  { id: 3, name: 'Gynecology', description: 'Antenatal care, normal and caesarean deliveries, laparoscopic gynecological surgery and infertility treatment for women of all ages.', headDoctor: 'Dr. Sunita Verma' },
  { id: 4, name: 'General Medicine', description: 'The first point of care for adults, managing fever, infections, diabetes, hypertension, thyroid disorders and other long-term conditions.', headDoctor: 'Dr. Alok Srivastava' },
  { id: 5, name: 'Pediatrics', description: 'Complete care for newborns, children and adolescents, including vaccinations, growth monitoring and a level III NICU.', headDoctor: 'Dr. Amit Khanna' },
  { id: 6, name: 'General Surgery', description: 'Open and laparoscopic surgery for hernia, gallbladder, appendix, thyroid and breast conditions, with day-care procedures wherever possible.', headDoctor: 'Dr. Sanjay Tiwari' },
  { id: 7, name: 'Emergency Medicine', description: 'A 24/7 emergency department with triage, resuscitation bays and ambulance support for trauma, cardiac and medical emergencies.', headDoctor: null },
  { id: 8, name: 'Gastroenterology', description: 'Treatment of stomach, liver, pancreas and bowel disorders, with diagnostic and therapeutic endoscopy and colonoscopy.', headDoctor: 'Dr. Deepak Bansal' },
  { id: 9, name: 'Urology', description: 'Care for kidney stones, prostate enlargement and urinary tract conditions, including laser and other minimally invasive procedures.', headDoctor: 'Dr. Rohit Goel' },
  { id: 10, name: 'Pathology', description: 'A fully automated laboratory for hematology, biochemistry, microbiology and histopathology, with home sample collection.', headDoctor: 'Dr. Meenakshi Jain' },
  { id: 11, name: 'Anesthesiology', description: 'Safe anesthesia for surgery and deliveries, pre-anesthetic check-ups, critical care support and a pain management clinic.', headDoctor: 'Dr. Pankaj Dubey' },
];

/** The languages a doctor consults in, where more than the city's Hindi and English, by id. */
const LANGUAGES: Record<number, string[]> = {
  1: ['Hindi', 'English', 'Punjabi'],
  12: ['Hindi', 'English', 'Punjabi'],
  15: ['Hindi', 'English', 'Urdu'],
  18: ['Hindi', 'English', 'Bengali'],
};

/**
 * The home page's eight doctors (rules/content.ts's homeDoctors takes the featured first): the heads of the
 * departments the home page's cards lead to, and a second physician.
 */
const FEATURED = new Set([1, 3, 5, 7, 8, 9, 11, 14]);

// Qualifications use Indian degree titles as printed on certificates (hence "Gynaecology").
// Experience spans exactly 8 to 22 years, matching the home page's built-in doctors.
export const DOCTORS: Doctor[] = (
  [
    ['Dr. Rajesh Malhotra', 'Interventional Cardiology', 1, 'MBBS, MD (Medicine), DM (Cardiology)', 22],
    ['Dr. Anjali Saxena', 'Clinical Cardiology & Echocardiography', 1, 'MBBS, MD (Medicine), DNB (Cardiology)', 12],
    ['Dr. Vikram Singh Rathore', 'Neurology', 2, 'MBBS, MD (Medicine), DM (Neurology)', 18],
    ['Dr. Neha Agarwal', 'Neurology (Stroke & Epilepsy)', 2, 'MBBS, MD (Medicine), DM (Neurology)', 9],
    ['Dr. Sunita Verma', 'Obstetrics & Gynecology', 3, 'MBBS, MS (Obstetrics & Gynaecology)', 20],
    ['Dr. Priya Chaturvedi', 'Gynecology & Reproductive Medicine', 3, 'MBBS, DGO, DNB (Obstetrics & Gynaecology), Fellowship in Reproductive Medicine', 11],
    ['Dr. Alok Srivastava', 'General Medicine', 4, 'MBBS, MD (Medicine)', 16],
    ['Dr. Kavita Mishra', 'Internal Medicine & Diabetology', 4, 'MBBS, MD (Medicine), CCEBDM (Diabetes)', 8],
    ['Dr. Amit Khanna', 'Pediatrician', 5, 'MBBS, MD (Pediatrics)', 14],
    ['Dr. Ritu Bhatnagar', 'Pediatrician & Neonatologist', 5, 'MBBS, DCH, DNB (Pediatrics), Fellowship in Neonatology', 10],
    ['Dr. Sanjay Tiwari', 'General & Laparoscopic Surgery', 6, 'MBBS, MS (General Surgery), FMAS', 21],
    ['Dr. Manish Kapoor', 'General Surgery', 6, 'MBBS, MS (General Surgery), FIAGES', 13],
    ['Dr. Arvind Yadav', 'Emergency Medicine', 7, 'MBBS, MD (Emergency Medicine)', 9],
    ['Dr. Deepak Bansal', 'Gastroenterology & Hepatology', 8, 'MBBS, MD (Medicine), DM (Gastroenterology)', 17],
    ['Dr. Rohit Goel', 'Urology', 9, 'MBBS, MS (General Surgery), MCh (Urology)', 15],
    ['Dr. Meenakshi Jain', 'Pathology', 10, 'MBBS, MD (Pathology)', 19],
    ['Dr. Pankaj Dubey', 'Anesthesiology & Pain Management', 11, 'MBBS, MD (Anaesthesiology)', 12],
    // A visiting consultant who belongs to no department: exercises departmentId null.
    ['Dr. Shalini Mehrotra', 'Radiology', null, 'MBBS, MD (Radiodiagnosis)', 11],
  ] as const
).map(([name, specialization, departmentId, qualifications, experience], index) => ({
  id: index + 1,
  name,
  specialization,
  departmentId,
  qualifications,
  experience,
  image: null,
  languages: LANGUAGES[index + 1] ?? ['Hindi', 'English'],
  ...(FEATURED.has(index + 1) ? { featured: true } : {}),
}));
