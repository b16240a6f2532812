import type { Gender } from '@hospital/contract';

interface DepartmentProfile {
  name: string;
  /** Relative share of bookings. */
  weight: number;
  ages: readonly [number, number];
  genders: readonly (readonly [Gender, number])[];
  children?: boolean;
  reasons: readonly string[];
}

const ADULT_GENDERS = [['Male', 47], ['Female', 47], ['Other', 3], ['Prefer not to say', 3]] as const;

export const PROFILES: DepartmentProfile[] = [
  {
    name: 'General Medicine', weight: 12, ages: [18, 78], genders: ADULT_GENDERS,
    reasons: [
      'Fever with body ache and chills for three days.',
      'Diabetes review; fasting sugar readings around 180 despite taking medicines regularly.',
      'Persistent dry cough for three weeks, worse at night.',
      'Annual health check-up under the company wellness programme.',
      'Feeling weak and dizzy for a week with poor appetite. I had dengue last year and would like a blood test to make sure my platelet count is normal before I travel for a family wedding next month.',
      'Thyroid report review; TSH came out high in the last test.',
    ],
  },
  {
    name: 'Cardiology', weight: 9, ages: [35, 80], genders: ADULT_GENDERS,
    reasons: [
      'Chest tightness while climbing stairs for the last two weeks.',
      'Follow-up after angioplasty in March; need a review of medicines and the lipid profile.',
      'Palpitations at night, especially after tea. An ECG at a local clinic showed an irregular rhythm and the doctor there advised a cardiologist’s opinion and an echo. No chest pain, but I get tired quickly on my morning walk.',
      'High blood pressure not controlled on two medicines.',
      'Breathlessness and swelling of both feet since last month.',
    ],
  },
  {
    name: 'Gynecology', weight: 8, ages: [22, 45], genders: [['Female', 1]],
    reasons: [
      'Routine antenatal check-up, 24 weeks pregnant.',
      'Irregular periods and weight gain for six months; want to rule out PCOS.',
      'Trying to conceive for two years without success. My husband’s semen analysis was normal. I would like to discuss ovulation tracking, a pelvic ultrasound and what further tests or treatment options are available.',
      'Annual Pap smear and pelvic examination.',
      'Heavy bleeding during periods with tiredness; recent hemoglobin was 9.2.',
    ],
  },
  {
    name: 'Pediatrics', weight: 8, ages: [1, 14], genders: [['Male', 1], ['Female', 1]], children: true,
    reasons: [
      'Vaccination due as per the immunisation schedule.',
      'Cough and cold with mild fever for four days; not eating well.',
      'Recurring stomach pain in the mornings before school.',
      'Growth review: height has stayed below the expected curve for a year and the school doctor suggested seeing a pediatrician. We would also like advice on diet, as he is a very fussy eater and drinks little milk.',
      'Itchy skin rash on the arms and legs for a week.',
    ],
  },
  {
    name: 'Neurology', weight: 6, ages: [20, 78], genders: ADULT_GENDERS,
    reasons: [
      'Frequent migraine headaches with nausea, three to four times a week.',
      'Brief episode of slurred speech and weakness in the right hand yesterday that settled within an hour. Our family doctor suspects a TIA and advised an urgent neurology review and an MRI of the brain.',
      'Tingling and numbness in both feet; diabetic for ten years.',
      'Seizure follow-up; last episode four months ago, need a dose adjustment.',
      'Tremor in the right hand that gets worse when writing.',
    ],
  },
  {
    name: 'Gastroenterology', weight: 5, ages: [20, 75], genders: ADULT_GENDERS,
    reasons: [
      'Acidity and burning in the upper abdomen after meals for two months.',
      'Advised endoscopy for difficulty in swallowing solid food.',
      'Raised liver enzymes in routine tests and mild fatty liver on ultrasound. I want to understand whether it needs medicines and what changes in diet and exercise will help.',
      'Constipation alternating with loose motions, with bloating.',
    ],
  },
  {
    name: 'General Surgery', weight: 5, ages: [18, 75], genders: ADULT_GENDERS,
    reasons: [
      'Swelling in the right groin that increases on coughing; suspected hernia.',
      'Gallstones found on ultrasound; want to discuss laparoscopic surgery.',
      'Painful swelling near the tailbone with discharge, possibly a pilonidal sinus.',
      'Small painless lump in the neck noticed last month.',
    ],
  },
  {
    name: 'Urology', weight: 4, ages: [30, 78], genders: [['Male', 8], ['Female', 2]],
    reasons: [
      'Left flank pain; ultrasound shows a 7 mm kidney stone.',
      'Passing urine frequently at night with a weak stream.',
      'Recurrent urinary infections, three episodes this year.',
    ],
  },
  {
    name: 'Pathology', weight: 2, ages: [18, 75], genders: ADULT_GENDERS,
    reasons: [
      'Full-body blood tests; home sample collection is not possible this week.',
      'Discussion of the biopsy report for the sample sent last week.',
    ],
  },
  {
    name: 'Anesthesiology', weight: 1, ages: [40, 78], genders: ADULT_GENDERS,
    reasons: [
      'Pre-anesthetic check-up before knee replacement surgery scheduled next week.',
      'Chronic lower back pain; referred to the pain clinic for a nerve block opinion.',
    ],
  },
  {
    name: 'Emergency Medicine', weight: 1, ages: [18, 70], genders: ADULT_GENDERS,
    reasons: [
      'Dressing and review of a leg wound stitched in the emergency department after a scooter fall.',
      'Review after emergency treatment for a severe asthma attack.',
    ],
  },
];

// Fictional people: common north Indian names combined at random.
export const MALE_NAMES = ['Rahul', 'Amit', 'Suresh', 'Ramesh', 'Mohit', 'Gaurav', 'Ankit', 'Vivek', 'Harish', 'Naveen', 'Prakash', 'Dinesh', 'Kuldeep', 'Yash', 'Aditya', 'Karan', 'Manoj', 'Rakesh', 'Sachin', 'Tarun'];
export const FEMALE_NAMES = ['Pooja', 'Neelam', 'Sarita', 'Kiran', 'Ananya', 'Shweta', 'Rekha', 'Geeta', 'Nisha', 'Preeti', 'Megha', 'Aarti', 'Komal', 'Sakshi', 'Divya', 'Rashmi', 'Poonam', 'Swati', 'Ishita', 'Manju'];
export const BOY_NAMES = ['Aarav', 'Vihaan', 'Reyansh', 'Kabir', 'Arjun', 'Ayaan', 'Shaurya'];
export const GIRL_NAMES = ['Myra', 'Aadhya', 'Kiara', 'Anvi', 'Siya', 'Pari', 'Navya'];
export const SURNAMES = ['Sharma', 'Verma', 'Gupta', 'Singh', 'Yadav', 'Chauhan', 'Tiwari', 'Pandey', 'Mishra', 'Saxena', 'Agarwal', 'Rawat', 'Negi', 'Bisht', 'Joshi', 'Srivastava', 'Tyagi', 'Rastogi', 'Thakur', 'Bhatt', 'Dixit', 'Shukla'];
export const EMAIL_DOMAINS = [['example.com', 5], ['example.in', 3], ['example.org', 1]] as const;
export const MOBILE_PREFIXES = ['98', '99', '97', '96', '94', '93', '91', '90', '88', '87', '85', '81', '80', '78', '76', '70', '63', '62'];

/** How many days ahead people book: mostly within the week, a few weeks out. */
export const LEAD_DAYS = [[0, 2], [1, 5], [2, 5], [3, 4], [4, 3], [5, 2], [6, 2], [7, 2], [10, 1], [14, 1], [21, 1]] as const;
