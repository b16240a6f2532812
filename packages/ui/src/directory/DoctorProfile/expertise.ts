/** What any doctor offers: the areas shown when the specialization matches none of the rules below. */
export const GENERIC_EXPERTISE = [
  'Comprehensive Diagnosis',
  'Personalized Treatment Plans',
  'Preventive Care',
  'Patient Counselling',
] as const;

/**
 * Four areas per kind of specialist, the first rule whose word the specialization contains winning. The order
 * matters: "Emergency Medicine" is emergency before medicine; "General & Laparoscopic Surgery" is surgery;
 * "Pediatrician & Neonatologist" is pediatric before anything else.
 */
const EXPERTISE_RULES: readonly { words: readonly string[]; areas: readonly [string, string, string, string] }[] = [
  { words: ['cardiolog', 'cardiac', 'heart'], areas: ['Coronary Artery Disease', 'Heart Failure Management', 'Echocardiography', 'Angioplasty & Stenting'] },
  { words: ['neurolog', 'neuro'], areas: ['Stroke Management', 'Epilepsy Treatment', 'Headache & Migraine', 'Movement Disorders'] },
  { words: ['pediatric', 'paediatric', 'neonat'], areas: ['Newborn Care', 'Childhood Vaccinations', 'Growth & Development', 'Childhood Infections'] },
  { words: ['gynec', 'gynaec', 'obstetric'], areas: ['High-Risk Pregnancy', 'Normal & Caesarean Delivery', 'Laparoscopic Gynecology', 'Infertility Treatment'] },
  { words: ['emergency'], areas: ['Trauma Care', 'Cardiac Emergencies', 'Poisoning & Snake Bite', 'Critical Resuscitation'] },
  { words: ['gastro', 'hepat'], areas: ['Endoscopy & Colonoscopy', 'Liver Diseases', 'Acid Reflux & Ulcers', 'Inflammatory Bowel Disease'] },
  { words: ['urolog'], areas: ['Kidney Stones', 'Prostate Disorders', 'Urinary Tract Infections', 'Laser Urology'] },
  { words: ['anesthes', 'anaesthes'], areas: ['General & Regional Anesthesia', 'Pain Management', 'Pre-operative Assessment', 'Critical Care Support'] },
  { words: ['patholog'], areas: ['Histopathology', 'Hematology', 'Clinical Biochemistry', 'Cytology'] },
  { words: ['radiolog'], areas: ['Ultrasound', 'CT Scan Reporting', 'Digital X-Ray', 'Doppler Studies'] },
  { words: ['surg'], areas: ['Laparoscopic Surgery', 'Hernia Repair', 'Gallbladder Surgery', 'Appendix Surgery'] },
  { words: ['medicine', 'diabet', 'physician'], areas: ['Diabetes Management', 'Hypertension', 'Fever & Infections', 'Thyroid Disorders'] },
];

/** The four Areas of Expertise for a specialization (case-insensitive), or the generic four. */
export function areasOfExpertise(specialization: string): readonly string[] {
  const text = specialization.toLocaleLowerCase();
  return EXPERTISE_RULES.find((rule) => rule.words.some((word) => text.includes(word)))?.areas ?? GENERIC_EXPERTISE;
}
