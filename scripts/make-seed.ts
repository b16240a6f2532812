// Generates the committed seed data: /db.json at the repo root, and the SVG images it
// references under apps/site/public/images/.
//
//   node --import tsx scripts/make-seed.ts
//
// The output is deterministic: re-running it gives byte-identical files, so a diff of
// db.json in review shows exactly what a change to this script did. Two things make that
// hold: every "now" is the fixed ANCHOR date, and every random choice comes from a seeded
// PRNG. Before writing anything the script checks its own output (ids, references,
// counts, booking clashes, dates) and exits non-zero if a rule is broken.

import { scryptSync } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseSchema, newBookingReference } from '@hospital/contract';
import { seedImages } from './make-seed-images.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DB_PATH = join(ROOT, 'db.json');
const PUBLIC_DIR = join(ROOT, 'apps/site/public');

// The seed is a snapshot of the hospital as it stood on one day. Every relative date
// (appointments "in the last 14 days", upcoming events, overdue milestones, task progress)
// is computed from this anchor, never from Date.now(), or the file would change on every
// run and the story it tells (what is past, what is due) would drift.
const ANCHOR = '2026-11-25';

/** Change to reshuffle all random choices; each collection also has its own stream. */
const SEED = 'hospital-seed-v1';

// --- deterministic randomness -----------------------------------------------------------

/** FNV-1a, used only to turn a label into a 32-bit PRNG seed. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * mulberry32: small and fast, plenty for sample data (not for anything secret).
 * Each collection gets its own stream, so adding a record to one collection doesn't
 * reshuffle every collection generated after it.
 */
class Rng {
  private state: number;

  constructor(label: string) {
    this.state = fnv1a(`${SEED}:${label}`);
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }

  bytes(count: number): Buffer {
    return Buffer.from(Array.from({ length: count }, () => this.int(0, 255)));
  }
}

// --- dates ------------------------------------------------------------------------------
// Calendar days are 'YYYY-MM-DD' strings and date arithmetic is done in UTC, so the
// output doesn't depend on the time zone of the machine running the script.

const DAY_MS = 86_400_000;
const dayMs = (day: string): number => Date.parse(`${day}T00:00:00.000Z`);
const addDays = (day: string, days: number): string => new Date(dayMs(day) + days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string): number => Math.round((dayMs(to) - dayMs(from)) / DAY_MS);
const weekday = (day: string): number => new Date(dayMs(day)).getUTCDay(); // 0 = Sunday

/** Wall-clock time at the hospital (IST, UTC+05:30) as an ISO timestamp in UTC. */
const ist = (day: string, time: string): string => new Date(`${day}T${time}:00.000+05:30`).toISOString();

const hhmm = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

// --- record shapes (field names and order are what db.json stores) ------------------------

type AppointmentStatus = 'pending' | 'confirmed' | 'cancelled' | 'completed';
type Gender = 'Male' | 'Female' | 'Other' | 'Prefer not to say';
type GalleryCategory = 'facility' | 'staff' | 'equipment' | 'events';
type Priority = 'low' | 'medium' | 'high' | 'critical';
type TaskStatus = 'pending' | 'in-progress' | 'completed' | 'cancelled';
type MilestoneStatus = 'pending' | 'in-progress' | 'completed' | 'overdue';

interface User { id: number; username: string; passwordHash: string; role: 'admin' | 'patient'; createdAt: string }
interface Department { id: number; name: string; description: string; headDoctor: string | null }
interface Doctor { id: number; name: string; specialization: string; departmentId: number | null; qualifications: string; experience: number; image: null }
interface Appointment {
  id: number; reference: string; patientName: string; email: string; phone: string; age: number; gender: Gender; department: string;
  doctorId?: number; preferredDate: string; preferredTime: string; reasonForVisit: string; status: AppointmentStatus; createdAt: string;
}
interface GalleryImage { id: number; title: string; description: string | null; imageUrl: string; category: GalleryCategory; isVisible: boolean; createdAt: string }
interface NewsEvent {
  id: number; title: string; content: string; type: 'news' | 'event'; imageUrl: string | null; eventDate: string | null;
  isPublished: boolean; createdAt: string; updatedAt: string;
}
interface Project {
  id: number; name: string; description: string; startDate: string; endDate: string; status: string; progress: number;
  priority: Priority; managerId: number; createdAt: string;
}
interface Material { name: string; plannedQty: number; actualQty: number; unit: string }
interface Hierarchy { level1: string; level2?: string; level3?: string }
interface Task {
  id: number; projectId: number; parentId: number | null; name: string; description: string; activity: string; subActivity: string;
  startDate: string; endDate: string; actualStartDate: string | null; actualEndDate: string | null; duration: number; progress: number;
  status: TaskStatus; priority: Priority; assigneeId: number | null; contractor: string; location: string;
  hierarchy: Hierarchy | string; materials: Material[] | string; photoUrl: string | null; notes: string | null; updatedBy: string;
  createdAt: string; updatedAt: string;
}
interface Milestone {
  id: number; projectId: number; name: string; description: string; targetDate: string; actualDate: string | null;
  status: MilestoneStatus; ownerId: number; createdAt: string;
}
interface TaskDependency { id: number; taskId: number; dependsOnTaskId: number; type: 'finish-to-start' }

interface Db {
  users: User[];
  departments: Department[];
  doctors: Doctor[];
  appointments: Appointment[];
  gallery_images: GalleryImage[];
  news_events: NewsEvent[];
  projects: Project[];
  tasks: Task[];
  milestones: Milestone[];
  task_dependencies: TaskDependency[];
}

// --- users ------------------------------------------------------------------------------

/** The API verifies with the same parameters, read back from the string. */
function hashPassword(password: string, salt: Buffer): string {
  const key = scryptSync(password, salt, 64, { N: 16384, r: 8, p: 1 });
  return `scrypt:16384:8:1:${salt.toString('hex')}:${key.toString('hex')}`;
}

function makeUsers(): User[] {
  // Salts come from the seeded PRNG only so the file is reproducible. That is acceptable
  // because these are the published demo credentials; accounts created through the API
  // must use crypto.randomBytes.
  const rng = new Rng('users');
  return [
    { id: 1, username: 'admin', passwordHash: hashPassword('admin123', rng.bytes(16)), role: 'admin', createdAt: ist('2026-01-12', '10:00') },
    { id: 2, username: 'patient', passwordHash: hashPassword('patient123', rng.bytes(16)), role: 'patient', createdAt: ist('2026-09-18', '15:42') },
  ];
}

// --- departments and doctors ------------------------------------------------------------

// Ids are fixed: the department pages look doctors up by departmentId 1, 2 and 5.
const DEPARTMENTS: Department[] = [
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

// Qualifications use Indian degree titles as printed on certificates (hence "Gynaecology").
// Experience spans exactly 8 to 22 years, matching the home page's built-in doctors.
const DOCTORS: Doctor[] = (
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
}));

// --- appointments -----------------------------------------------------------------------

const APPOINTMENT_COUNT = 60;
const TIME_SLOTS = ['9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM', '11:00 AM', '11:30 AM', '2:00 PM', '2:30 PM', '3:00 PM', '3:30 PM', '4:00 PM', '4:30 PM', '5:00 PM'] as const;
/** Saturday OPD closes at 2 PM, so Saturday bookings use the morning slots only. */
const MORNING_SLOTS = TIME_SLOTS.slice(0, 6);

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

const PROFILES: DepartmentProfile[] = [
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
const MALE_NAMES = ['Rahul', 'Amit', 'Suresh', 'Ramesh', 'Mohit', 'Gaurav', 'Ankit', 'Vivek', 'Harish', 'Naveen', 'Prakash', 'Dinesh', 'Kuldeep', 'Yash', 'Aditya', 'Karan', 'Manoj', 'Rakesh', 'Sachin', 'Tarun'];
const FEMALE_NAMES = ['Pooja', 'Neelam', 'Sarita', 'Kiran', 'Ananya', 'Shweta', 'Rekha', 'Geeta', 'Nisha', 'Preeti', 'Megha', 'Aarti', 'Komal', 'Sakshi', 'Divya', 'Rashmi', 'Poonam', 'Swati', 'Ishita', 'Manju'];
const BOY_NAMES = ['Aarav', 'Vihaan', 'Reyansh', 'Kabir', 'Arjun', 'Ayaan', 'Shaurya'];
const GIRL_NAMES = ['Myra', 'Aadhya', 'Kiara', 'Anvi', 'Siya', 'Pari', 'Navya'];
const SURNAMES = ['Sharma', 'Verma', 'Gupta', 'Singh', 'Yadav', 'Chauhan', 'Tiwari', 'Pandey', 'Mishra', 'Saxena', 'Agarwal', 'Rawat', 'Negi', 'Bisht', 'Joshi', 'Srivastava', 'Tyagi', 'Rastogi', 'Thakur', 'Bhatt', 'Dixit', 'Shukla'];
const EMAIL_DOMAINS = [['example.com', 5], ['example.in', 3], ['example.org', 1]] as const;
const MOBILE_PREFIXES = ['98', '99', '97', '96', '94', '93', '91', '90', '88', '87', '85', '81', '80', '78', '76', '70', '63', '62'];

/** How many days ahead people book: mostly within the week, a few weeks out. */
const LEAD_DAYS = [[0, 2], [1, 5], [2, 5], [3, 4], [4, 3], [5, 2], [6, 2], [7, 2], [10, 1], [14, 1], [21, 1]] as const;

/** Appointments in the past were seen or cancelled; upcoming ones await confirmation. */
function statusFor(preferredDate: string, rng: Rng): AppointmentStatus {
  if (preferredDate < ANCHOR) return rng.weighted([['completed', 4], ['cancelled', 1]]);
  if (preferredDate === ANCHOR) return rng.weighted([['confirmed', 7], ['pending', 3]]);
  return rng.weighted([['pending', 11], ['confirmed', 7], ['cancelled', 2]]);
}

function makeAppointments(): Appointment[] {
  const rng = new Rng('appointments');
  const usedNames = new Set<string>();
  /** `doctorId|date|time` of every non-cancelled booking: a doctor sees one patient per slot. */
  const booked = new Set<string>();
  const drafts: Omit<Appointment, 'id' | 'reference'>[] = [];

  for (let i = 0; i < APPOINTMENT_COUNT; i++) {
    // The first 14 bookings take one day each, so every day of the 14-day window (and so
    // every point of the 7-day trend chart) has at least one; the rest fall anywhere.
    const createdDay = addDays(ANCHOR, -(i < 14 ? i : rng.int(0, 13)));
    // 07:00-22:59 IST is 01:30-17:29 UTC, so the UTC calendar date (which the trend
    // chart groups by) is the same as the local one.
    const createdAt = ist(createdDay, hhmm(rng.int(7 * 60, 22 * 60 + 59)));

    const profile = rng.weighted(PROFILES.map((p) => [p, p.weight] as const));
    const department = DEPARTMENTS.find((d) => d.name === profile.name)!;
    const gender = rng.weighted(profile.genders);

    let patientName: string;
    let first: string;
    let last: string;
    do {
      const firstNames = profile.children
        ? gender === 'Male' ? BOY_NAMES : GIRL_NAMES
        : gender === 'Male' ? MALE_NAMES : gender === 'Female' ? FEMALE_NAMES : [...MALE_NAMES, ...FEMALE_NAMES];
      first = rng.pick(firstNames);
      last = rng.pick(SURNAMES);
      patientName = `${first} ${last}`;
    } while (usedNames.has(patientName));
    usedNames.add(patientName);

    const email = `${first}.${last}${rng.chance(0.4) ? rng.int(1, 99) : ''}@${rng.weighted(EMAIL_DOMAINS)}`.toLowerCase();
    const phone = `+91 ${rng.pick(MOBILE_PREFIXES)}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`;

    let preferredDate = addDays(createdDay, rng.weighted(LEAD_DAYS));
    if (weekday(preferredDate) === 0) preferredDate = addDays(preferredDate, 1); // OPD is closed on Sundays
    const status = statusFor(preferredDate, rng);

    const departmentDoctors = DOCTORS.filter((d) => d.departmentId === department.id);
    // About one booking in five leaves the doctor to the hospital (the field is optional).
    const doctorId = departmentDoctors.length > 0 && rng.chance(0.8) ? rng.pick(departmentDoctors).id : undefined;

    const slots = weekday(preferredDate) === 6 ? MORNING_SLOTS : TIME_SLOTS;
    let slotIndex = rng.int(0, slots.length - 1);
    if (doctorId !== undefined && status !== 'cancelled') {
      // Walk forward to the doctor's next free slot that day.
      let tries = 0;
      while (booked.has(`${doctorId}|${preferredDate}|${slots[slotIndex]}`)) {
        if (++tries === slots.length) throw new Error(`Dr #${doctorId} is fully booked on ${preferredDate}`);
        slotIndex = (slotIndex + 1) % slots.length;
      }
      booked.add(`${doctorId}|${preferredDate}|${slots[slotIndex]}`);
    }

    drafts.push({
      patientName,
      email,
      phone,
      age: rng.int(...profile.ages),
      gender,
      department: department.name,
      // Omitted rather than null when no doctor was chosen, as the booking form sends it.
      ...(doctorId === undefined ? {} : { doctorId }),
      preferredDate,
      preferredTime: slots[slotIndex]!,
      reasonForVisit: rng.pick(profile.reasons),
      status,
      createdAt,
    });
  }

  // Ids follow creation order, as an auto-increment key would. References are drawn as the servers draw them, but
  // from a stream of their own (not crypto), so the file is the same on every run and the other fields are not
  // reshuffled by them.
  const references = new Rng('references');
  const fill = (bytes: Uint8Array): Uint8Array => {
    bytes.set(references.bytes(bytes.length));
    return bytes;
  };
  return drafts
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((draft, index) => ({ id: index + 1, reference: newBookingReference(fill), ...draft }));
}

// --- gallery ----------------------------------------------------------------------------

const GALLERY: Omit<GalleryImage, 'id'>[] = (
  [
    ['Main hospital building', 'The main block houses the OPD, diagnostics and 100 inpatient beds.', 'main-building', 'facility', true, ist('2026-03-02', '11:15')],
    ['Reception and patient lobby', 'Registration and help desk on the ground floor, open 24 hours.', 'reception-lobby', 'facility', true, ist('2026-03-02', '11:20')],
    ['General ward', 'Clean, airy general wards with a nurse call button at every bed.', 'general-ward', 'facility', true, ist('2026-03-05', '16:40')],
    ['Our nursing team', 'Nurses from the ICU, wards and operation theatres on International Nurses Day.', 'nursing-team', 'staff', true, ist('2026-05-12', '18:05')],
    // The one image without a description: the public card must cope with null.
    ['Doctors on ward rounds', null, 'ward-rounds', 'staff', true, ist('2026-06-01', '12:30')],
    // Hidden until the team signs photo consent forms: exercises isVisible false.
    ['Emergency response team and ambulance', 'Our emergency team with the advanced life support ambulance.', 'emergency-team', 'staff', false, ist('2026-07-18', '10:05')],
    ['CT scanner', 'Fast, low-dose CT imaging, available round the clock for emergencies.', 'ct-scanner', 'equipment', true, ist('2026-05-20', '14:10')],
    ['ICU bedside monitor', 'Every ICU bed has a multi-parameter monitor linked to the central nursing station.', 'icu-monitor', 'equipment', true, ist('2026-08-08', '09:50')],
    ['Modular operation theatre', 'Laminar airflow and HEPA filtration keep our operation theatres clean.', 'modular-ot', 'equipment', true, ist('2026-09-10', '17:25')],
    ['Free health check-up camp', 'Free check-ups for more than 400 residents at the October health camp.', 'health-camp', 'events', true, ist('2026-10-12', '19:00')],
    ['Blood donation drive', 'Volunteers and staff at our quarterly blood donation drive.', 'blood-donation', 'events', true, ist('2026-08-31', '13:35')],
    ['International Yoga Day session', 'Morning yoga with staff and patients’ families on 21 June.', 'yoga-day', 'events', false, ist('2026-06-22', '08:45')],
  ] as const
).map(([title, description, file, category, isVisible, createdAt]) => ({
  title,
  description,
  imageUrl: `/images/gallery/${file}.svg`,
  category,
  isVisible,
  createdAt,
}));

// --- news and events --------------------------------------------------------------------

// Listed in creation order. Upcoming events fall between December 2026 and March 2027.
const NEWS_EVENTS: Omit<NewsEvent, 'id'>[] = [
  {
    title: 'Construction begins on a new 50-bed ICU wing',
    content: 'Ground was broken this week for Block C, a three-storey critical care wing behind the main building. It will add 50 ICU beds, isolation rooms and a central nursing station. Hospital services continue as usual while work is under way.',
    type: 'news', imageUrl: '/images/news/icu-wing.svg', eventDate: null, isPublished: true,
    createdAt: ist('2026-06-05', '12:00'), updatedAt: ist('2026-06-05', '12:00'),
  },
  {
    title: 'Hospital receives NABH entry-level accreditation',
    content: 'Our hospital has been granted entry-level accreditation by the National Accreditation Board for Hospitals & Healthcare Providers. The assessment covered patient safety, infection control and clinical records. We thank our staff and patients for their part in it.',
    type: 'news', imageUrl: '/images/news/accreditation.svg', eventDate: null, isPublished: true,
    createdAt: ist('2026-08-14', '10:30'), updatedAt: ist('2026-08-14', '10:30'),
  },
  {
    title: 'World Heart Day walkathon',
    content: 'Join our cardiologists for a 5 km morning walk to mark World Heart Day. Free blood pressure and blood sugar checks will be offered at the finish point.',
    type: 'event', imageUrl: '/images/news/heart-walk.svg', eventDate: ist('2026-09-29', '06:30'), isPublished: true,
    createdAt: ist('2026-09-15', '16:00'), updatedAt: ist('2026-09-30', '09:10'),
  },
  {
    title: 'Cardiac cath lab now open round the clock',
    content: 'Our cath lab now runs 24 hours a day, so patients with a heart attack can have emergency angioplasty without being transferred. A cardiologist and cath lab team are on call every night.',
    type: 'news', imageUrl: '/images/news/cath-lab.svg', eventDate: null, isPublished: true,
    createdAt: ist('2026-09-22', '11:45'), updatedAt: ist('2026-09-23', '10:20'),
  },
  {
    title: 'Free multi-specialty health camp',
    content: 'Doctors from medicine, pediatrics, gynecology and orthopedics will offer free consultations at the camp. Basic blood tests and ECGs are included, and medicines will be given free of cost. Please bring any previous reports with you.',
    type: 'event', imageUrl: '/images/news/health-camp.svg', eventDate: ist('2026-10-11', '09:00'), isPublished: true,
    createdAt: ist('2026-09-28', '14:30'), updatedAt: ist('2026-09-28', '14:30'),
  },
  {
    title: 'Cashless treatment under Ayushman Bharat PM-JAY',
    content: 'Eligible families can now get cashless treatment at our hospital under the Ayushman Bharat PM-JAY scheme. Please bring your Ayushman card and Aadhaar to the help desk near reception. Our staff will help with pre-authorisation.',
    type: 'news', imageUrl: null, eventDate: null, isPublished: true,
    createdAt: ist('2026-10-02', '10:00'), updatedAt: ist('2026-10-02', '10:00'),
  },
  {
    title: 'Extended OPD hours this winter',
    content: 'From 15 November, the general medicine and pediatrics OPDs stay open until 8 PM on weekdays to help with seasonal flu and respiratory cases. Evening appointments can be booked online or at reception.',
    type: 'news', imageUrl: null, eventDate: null, isPublished: true,
    createdAt: ist('2026-11-10', '17:15'), updatedAt: ist('2026-11-10', '17:15'),
  },
  {
    title: 'Voluntary blood donation drive',
    content: 'Our blood bank is holding a donation drive with the local Rotary club. Healthy adults between 18 and 65 years who weigh over 50 kg can donate. Each donor receives a free health check and a donor card.',
    type: 'event', imageUrl: '/images/news/blood-donation.svg', eventDate: ist('2026-12-13', '09:00'), isPublished: true,
    createdAt: ist('2026-11-18', '12:40'), updatedAt: ist('2026-11-18', '12:40'),
  },
  {
    title: 'Hands-only CPR workshop for the public',
    content: 'Learn how to recognise a cardiac arrest and give hands-only CPR in this two-hour session led by our emergency team. Practice mannequins are provided. Entry is free, but seats are limited, so please register at reception.',
    type: 'event', imageUrl: '/images/news/cpr-workshop.svg', eventDate: ist('2027-01-23', '10:00'), isPublished: true,
    createdAt: ist('2026-11-20', '15:05'), updatedAt: ist('2026-11-21', '09:30'),
  },
  {
    // A draft: exercises isPublished false (public pages must not show it).
    title: 'Dengue and seasonal fever advisory',
    content: 'Cases of dengue usually rise after the monsoon. See a doctor if a fever lasts more than two days or comes with body ache, rash or bleeding gums. Avoid painkillers other than paracetamol until dengue is ruled out.',
    type: 'news', imageUrl: null, eventDate: null, isPublished: false,
    createdAt: ist('2026-11-22', '11:00'), updatedAt: ist('2026-11-24', '16:20'),
  },
  {
    title: 'Free diabetes and eye screening camp',
    content: 'Free blood sugar, HbA1c and diabetic retinopathy screening for adults over 30. Our physicians and a visiting ophthalmologist will explain results on the spot.',
    type: 'event', imageUrl: null, eventDate: ist('2027-03-07', '09:00'), isPublished: false,
    createdAt: ist('2026-11-24', '18:10'), updatedAt: ist('2026-11-24', '18:10'),
  },
];

// --- projects, tasks, milestones and dependencies ---------------------------------------

/** What the tables below say about a task; make* fills in ids, dates and quantities. */
interface TaskRow {
  key: string;
  parent?: string;
  name: string;
  description: string;
  activity: string;
  subActivity: string;
  start: string;
  end: string;
  /** Actual start and finish; omitted for work that hasn't started. */
  actual?: readonly [string, string | null];
  status: TaskStatus;
  /** Required for in-progress and cancelled work; completed is 100, pending 0. */
  progress?: number;
  priority: Priority;
  assigneeId: number | null;
  contractor: string;
  location: string;
  hierarchy: Hierarchy | string;
  /** [name, plannedQty, unit]; actualQty is derived from the task's progress. */
  materials: readonly (readonly [string, number, string])[];
  /** Stores materials as a JSON string, as older rows in the real database do. */
  materialsAsJson?: boolean;
  photo?: string;
  notes?: string;
  /** The day a cancelled task was called off (its updatedAt). */
  cancelledOn?: string;
}

interface MilestoneRow {
  name: string;
  description: string;
  target: string;
  actual?: string;
  status: MilestoneStatus;
}

interface ProjectPlan {
  name: string;
  description: string;
  start: string;
  end: string;
  status: string;
  priority: Priority;
  createdAt: string;
  engineer: string;
  tasks: TaskRow[];
  /** [task, task it waits for]; all finish-to-start. */
  dependencies: readonly (readonly [string, string])[];
  milestones: MilestoneRow[];
}

const SHIVALIK = 'Shivalik Infracon Pvt. Ltd.';
const RANA = 'Rana Constructions';
const DOON = 'Doon Electro Projects';
const MEDISYS = 'Medisys Gas Pipeline Systems';
const AIRTECH = 'AirTech Climate Engineers';
const PRAKASH = 'Prakash Interiors';
const MODULAR_OT = 'Modular OT Solutions Pvt. Ltd.';
const SURYA = 'Surya Urja Renewables';
const GANGA = 'Ganga Water Technologies';

// Hierarchy and materials come in the mixed shapes the real database holds: mostly
// objects and arrays, some JSON strings, and one unparseable string the UI must treat as
// empty. Keep those variants when editing.
const PROJECTS: ProjectPlan[] = [
  {
    name: 'New 50-Bed ICU Wing (Block C)',
    description: 'A G+2 extension behind the main building adding 50 ICU beds (medical, surgical and cardiac), isolation rooms and a central nursing station, built to NABH critical-care norms.',
    start: '2026-06-01', end: '2027-06-30', status: 'in-progress', priority: 'critical',
    createdAt: ist('2026-05-20', '11:00'), engineer: 'Er. Sandeep Rawat',
    tasks: [
      {
        key: 'survey', name: 'Site survey and soil investigation', activity: 'Civil Works', subActivity: 'Site Investigation',
        description: 'Topographical survey, three boreholes to 15 m and plate load tests to fix the safe bearing capacity.',
        start: '2026-06-01', end: '2026-06-14', actual: ['2026-06-02', '2026-06-13'], status: 'completed', priority: 'high',
        assigneeId: 1, contractor: 'GeoTech Soil Investigations', location: 'Block C site', hierarchy: { level1: 'Block C', level2: 'Site' },
        materials: [], notes: 'Safe bearing capacity 18 t/sqm at 2.5 m; raft foundation recommended.',
      },
      {
        key: 'excavation', name: 'Excavation for raft foundation', activity: 'Civil Works', subActivity: 'Excavation',
        description: 'Bulk excavation to 3 m with side shoring and dewatering; soil carted to the approved dumping yard.',
        start: '2026-06-15', end: '2026-07-10', actual: ['2026-06-16', '2026-07-14'], status: 'completed', priority: 'high',
        assigneeId: 1, contractor: SHIVALIK, location: 'Block C, foundation pit', hierarchy: { level1: 'Block C', level2: 'Basement', level3: 'Foundation pit' },
        materials: [['Diesel (excavators and pumps)', 2400, 'litres'], ['Timber for shoring', 18, 'cum']], photo: 'excavation',
        notes: 'Four days lost to heavy monsoon rain from 2 July; pit dewatered before resuming.',
      },
      {
        key: 'raft', name: 'PCC and raft foundation', activity: 'Civil Works', subActivity: 'Foundation',
        description: 'M10 PCC bed, waterproofing membrane and a 1.2 m thick M30 RCC raft cast in three pours.',
        start: '2026-07-11', end: '2026-08-08', actual: ['2026-07-15', '2026-08-07'], status: 'completed', priority: 'critical',
        assigneeId: 1, contractor: SHIVALIK, location: 'Block C, foundation', hierarchy: { level1: 'Block C', level2: 'Basement', level3: 'Raft' },
        materials: [['Cement (OPC 53)', 1450, 'bags'], ['TMT steel Fe500D', 62, 'MT'], ['Coarse aggregate 20 mm', 310, 'cum'], ['River sand', 180, 'cum'], ['Waterproofing membrane', 1250, 'sqm']],
      },
      {
        key: 'frame', name: 'RCC superstructure (G+2)', activity: 'Structural', subActivity: 'RCC frame',
        description: 'Columns, beams and slabs for the ground, first and second floors.',
        start: '2026-08-09', end: '2026-12-15', actual: ['2026-08-10', null], status: 'in-progress', priority: 'critical',
        assigneeId: 1, contractor: SHIVALIK, location: 'Block C', hierarchy: { level1: 'Block C', level2: 'All floors' },
        materials: [], notes: 'Summary task: progress rolls up from the floor-wise tasks below it.',
      },
      {
        key: 'cols-gf', parent: 'frame', name: 'RCC columns – ground floor', activity: 'Structural', subActivity: 'RCC columns',
        description: '32 columns in M30 concrete, with starter bars left for the first-floor columns.',
        start: '2026-08-09', end: '2026-09-02', actual: ['2026-08-10', '2026-09-04'], status: 'completed', priority: 'high',
        assigneeId: 1, contractor: SHIVALIK, location: 'Block C, Ground Floor', hierarchy: { level1: 'Block C', level2: 'Ground Floor', level3: 'Grid A–F' },
        materials: [['Cement (OPC 53)', 620, 'bags'], ['TMT steel Fe500D', 18.5, 'MT'], ['Shuttering plywood', 340, 'sqm'], ['Binding wire', 450, 'kg']], photo: 'rcc-columns',
      },
      {
        key: 'slab-ff', parent: 'frame', name: 'First-floor slab and beams', activity: 'Structural', subActivity: 'RCC slab',
        description: 'Beam and slab casting over the ground floor, with sleeves for MEP services left in place.',
        start: '2026-09-03', end: '2026-09-30', actual: ['2026-09-05', '2026-10-01'], status: 'completed', priority: 'high',
        assigneeId: 1, contractor: SHIVALIK, location: 'Block C, First Floor', hierarchy: { level1: 'Block C', level2: 'First Floor', level3: 'Slab' },
        materials: [['Ready-mix concrete M30', 210, 'cum'], ['TMT steel Fe500D', 24, 'MT'], ['Shuttering plywood', 900, 'sqm']], materialsAsJson: true,
      },
      {
        key: 'cols-ff', parent: 'frame', name: 'RCC columns – first floor', activity: 'Structural', subActivity: 'RCC columns',
        description: 'First-floor columns, cast once the slab below reached 70% of its design strength.',
        start: '2026-10-01', end: '2026-10-24', actual: ['2026-10-02', '2026-10-29'], status: 'completed', priority: 'high',
        assigneeId: null, contractor: SHIVALIK, location: 'Block C, First Floor', hierarchy: { level1: 'Block C', level2: 'First Floor', level3: 'Grid A–F' },
        materials: [['Cement (OPC 53)', 600, 'bags'], ['TMT steel Fe500D', 17.8, 'MT']],
        notes: 'Finished five days late: labour shortage over the Dussehra holidays.',
      },
      {
        key: 'slab-roof', parent: 'frame', name: 'Second-floor and roof slabs', activity: 'Structural', subActivity: 'RCC slab',
        description: 'Slab casting for the second floor and roof, including plinths for the AHUs in the roof plant room.',
        start: '2026-10-25', end: '2026-12-15', actual: ['2026-10-30', null], status: 'in-progress', progress: 55, priority: 'critical',
        assigneeId: 1, contractor: SHIVALIK, location: 'Block C, Second Floor', hierarchy: { level1: 'Block C', level2: 'Second Floor', level3: 'Roof' },
        materials: [['Ready-mix concrete M30', 420, 'cum'], ['TMT steel Fe500D', 46, 'MT'], ['Shuttering plywood', 1800, 'sqm']],
      },
      {
        key: 'masonry', name: 'AAC block masonry – ground floor', activity: 'Civil Works', subActivity: 'Masonry',
        description: '200 mm AAC block walls for the ICU bays, isolation rooms and nursing station.',
        start: '2026-10-05', end: '2026-11-20', actual: ['2026-10-08', null], status: 'in-progress', progress: 80, priority: 'medium',
        assigneeId: 1, contractor: SHIVALIK, location: 'Block C, Ground Floor', hierarchy: JSON.stringify(['Block C', 'Ground Floor']),
        materials: [['AAC blocks 600x200x200', 14500, 'nos'], ['Block jointing mortar', 320, 'bags']], materialsAsJson: true,
        notes: 'Behind schedule; a second masonry gang joined on 18 Nov.',
      },
      {
        key: 'conduits', name: 'Electrical conduits and DB boxes – ground floor', activity: 'MEP', subActivity: 'Electrical conduits',
        description: 'Concealed PVC conduits, DB boxes and earthing strips for the ICU bed-head panels.',
        start: '2026-11-01', end: '2026-12-10', actual: ['2026-11-03', null], status: 'in-progress', progress: 30, priority: 'high',
        assigneeId: 1, contractor: DOON, location: 'Block C, Ground Floor', hierarchy: { level1: 'Block C', level2: 'Ground Floor', level3: 'ICU Bay 1' },
        materials: [['PVC conduit 25 mm', 3200, 'm'], ['Modular DB boxes', 48, 'nos'], ['Copper earthing strip', 420, 'm']],
      },
      {
        key: 'medgas', name: 'Medical gas pipeline – copper mains and outlets', activity: 'MEP', subActivity: 'Medical Gas Pipeline',
        description: 'Oxygen, medical air and vacuum lines in degreased copper, with two outlets of each gas at every bed.',
        start: '2026-12-01', end: '2027-02-15', status: 'pending', priority: 'critical',
        assigneeId: 1, contractor: MEDISYS, location: 'Block C, all floors', hierarchy: { level1: 'Block C', level2: 'All floors', level3: 'ICU bays' },
        materials: [['Medical-grade copper pipe', 2800, 'm'], ['Gas outlets (O2, air, vacuum)', 300, 'nos'], ['Zone valve boxes', 12, 'nos']],
      },
      {
        key: 'hvac', name: 'HVAC ducting with HEPA filtration', activity: 'MEP', subActivity: 'HVAC',
        description: 'GI ducting and AHUs with HEPA filters, plus pressure control for the isolation rooms.',
        start: '2026-12-16', end: '2027-03-10', status: 'pending', priority: 'high',
        assigneeId: null, contractor: AIRTECH, location: 'Block C, roof plant room', hierarchy: JSON.stringify(['Block C', 'Roof', 'Plant room']),
        materials: [['GI sheet ducting', 5200, 'sqm'], ['Air handling units', 4, 'nos'], ['HEPA filters', 60, 'nos']],
      },
      {
        key: 'fire', name: 'Fire detection and sprinkler system', activity: 'MEP', subActivity: 'Fire Fighting',
        description: 'Addressable fire alarm, sprinklers and hydrant points as per the fire NOC drawings.',
        start: '2027-01-10', end: '2027-03-31', status: 'pending', priority: 'high',
        assigneeId: null, contractor: 'Firesafe Engineers', location: 'Block C, all floors', hierarchy: { level1: 'Block C', level2: 'All floors' },
        materials: [['MS pipe for sprinklers', 1900, 'm'], ['Sprinkler heads', 420, 'nos'], ['Smoke detectors', 160, 'nos']],
      },
      {
        key: 'flooring', name: 'Antibacterial vinyl flooring', activity: 'Finishing', subActivity: 'Flooring',
        description: 'Seamless homogeneous vinyl with coved skirting in the ICU bays and corridors.',
        start: '2027-03-15', end: '2027-05-10', status: 'pending', priority: 'medium',
        assigneeId: null, contractor: PRAKASH, location: 'Block C, all floors', hierarchy: { level1: 'Block C', level2: 'All floors', level3: 'ICU bays and corridors' },
        materials: [['Homogeneous vinyl 2 mm', 3600, 'sqm'], ['Self-levelling compound', 240, 'bags']],
      },
      {
        key: 'ceiling', name: 'False ceiling and wall panelling', activity: 'Finishing', subActivity: 'False ceiling',
        description: 'Clean-room grade ceiling tiles and antimicrobial wall panels.',
        start: '2027-04-01', end: '2027-05-31', status: 'pending', priority: 'medium',
        assigneeId: null, contractor: PRAKASH, location: 'Block C, all floors', hierarchy: { level1: 'Block C', level2: 'All floors' },
        materials: [['Clean-room ceiling tiles', 3400, 'sqm'], ['HPL wall panels', 2100, 'sqm']],
      },
      {
        key: 'handover', name: 'Testing, commissioning and handover', activity: 'Commissioning', subActivity: 'Testing and handover',
        description: 'Integrated testing of all services, fire NOC inspection, deep cleaning and handover to the ICU team.',
        start: '2027-06-01', end: '2027-06-30', status: 'pending', priority: 'critical',
        assigneeId: 1, contractor: SHIVALIK, location: 'Block C', hierarchy: { level1: 'Block C' },
        materials: [['Testing instruments (hired)', 1, 'lot']],
      },
    ],
    dependencies: [
      ['excavation', 'survey'], ['raft', 'excavation'], ['cols-gf', 'raft'], ['slab-ff', 'cols-gf'], ['cols-ff', 'slab-ff'],
      ['slab-roof', 'cols-ff'], ['hvac', 'slab-roof'], ['flooring', 'hvac'], ['handover', 'flooring'], ['handover', 'ceiling'],
    ],
    milestones: [
      { name: 'Foundation complete', description: 'Raft cast and cured; the structure can go up.', target: '2026-08-10', actual: '2026-08-07', status: 'completed' },
      { name: 'Ground-floor masonry complete', description: 'All ICU bay and isolation room walls built on the ground floor.', target: '2026-11-20', status: 'overdue' },
      { name: 'Structure topped out', description: 'Roof slab of Block C cast.', target: '2026-12-15', status: 'in-progress' },
      { name: 'MEP rough-in complete', description: 'Medical gas, HVAC, electrical and fire lines installed and tested before finishes begin.', target: '2027-03-31', status: 'pending' },
      { name: 'ICU wing handed over', description: 'Commissioned wing handed over to the critical care team.', target: '2027-06-30', status: 'pending' },
    ],
  },
  {
    name: 'Modular OT Complex Renovation',
    description: 'Converting the two conventional operation theatres on the second floor into four modular OTs with laminar airflow, a medical gas pipeline and isolated power, while surgery continues in a temporary OT.',
    start: '2026-07-15', end: '2027-03-31', status: 'active', priority: 'high',
    createdAt: ist('2026-07-01', '10:30'), engineer: 'Er. Pooja Negi',
    tasks: [
      {
        key: 'temp-ot', name: 'Set up a temporary OT in the day-care wing', activity: 'Planning', subActivity: 'Temporary OT',
        description: 'Convert two day-care rooms into a temporary OT so that surgery continues during the works.',
        start: '2026-07-15', end: '2026-07-31', actual: ['2026-07-16', '2026-08-04'], status: 'completed', priority: 'critical',
        assigneeId: 1, contractor: RANA, location: 'Main Block, First Floor', hierarchy: { level1: 'Main Block', level2: 'First Floor', level3: 'Day-care wing' },
        materials: [['Portable HEPA units', 2, 'nos'], ['Gypsum partition', 120, 'sqm']],
        notes: 'Handed over four days late, after the infection-control swab results came back clear.',
      },
      {
        key: 'dismantle', name: 'Dismantling of old OT finishes', activity: 'Civil Works', subActivity: 'Demolition',
        description: 'Strip tiles, false ceiling, old ducts and wiring from OT 1 and OT 2 behind dust barriers.',
        start: '2026-08-01', end: '2026-08-24', actual: ['2026-08-05', '2026-08-26'], status: 'completed', priority: 'medium',
        assigneeId: 1, contractor: RANA, location: 'Main Block, Second Floor', hierarchy: { level1: 'Main Block', level2: 'Second Floor', level3: 'OT complex' },
        materials: [['Dust barrier sheets', 400, 'sqm']],
      },
      {
        key: 'debris', parent: 'dismantle', name: 'Debris removal and disposal', activity: 'Civil Works', subActivity: 'Debris removal',
        description: 'Night-time removal of debris through the service lift, away from patient corridors.',
        start: '2026-08-12', end: '2026-08-24', actual: ['2026-08-12', '2026-08-26'], status: 'completed', priority: 'low',
        assigneeId: null, contractor: RANA, location: 'Main Block, Second Floor', hierarchy: { level1: 'Main Block', level2: 'Second Floor', level3: 'Service lift lobby' },
        materials: [['Debris carted away', 85, 'cum']],
      },
      {
        key: 'jacketing', name: 'Column jacketing with micro-concrete', activity: 'Structural', subActivity: 'Column jacketing',
        description: 'Strengthen six columns to carry the new AHUs and ceiling pendants, as the structural audit advised.',
        start: '2026-08-25', end: '2026-09-25', actual: ['2026-08-27', '2026-09-24'], status: 'completed', priority: 'high',
        assigneeId: 1, contractor: RANA, location: 'Main Block, Second Floor', hierarchy: { level1: 'Main Block', level2: 'Second Floor', level3: 'OT complex' },
        materials: [['Micro-concrete', 180, 'bags'], ['TMT steel Fe500D', 2.4, 'MT'], ['Epoxy bonding agent', 60, 'kg']],
      },
      {
        key: 'lead', name: 'Lead lining for the C-arm OT', activity: 'Civil Works', subActivity: 'Radiation shielding',
        description: '2 mm lead lining on the walls and doors of OT 4 for fluoroscopy during surgery.',
        start: '2026-09-26', end: '2026-10-20', actual: ['2026-09-28', null], status: 'cancelled', progress: 10, priority: 'medium',
        assigneeId: null, contractor: RANA, location: 'Main Block, Second Floor, OT 4', hierarchy: { level1: 'Main Block', level2: 'Second Floor', level3: 'OT 4' },
        materials: [['Lead sheet 2 mm', 95, 'sqm']], cancelledOn: '2026-10-06',
        notes: 'Cancelled on 6 Oct: fluoroscopy-guided cases will move to the cath lab, so OT 4 no longer needs shielding.',
      },
      {
        key: 'medgas', name: 'Medical gas pipeline for four OTs', activity: 'MEP', subActivity: 'Medical Gas Pipeline',
        description: 'Oxygen, nitrous oxide, medical air, vacuum and AGSS lines to the ceiling pendants, with an area alarm panel per OT.',
        start: '2026-09-20', end: '2026-11-30', actual: ['2026-09-22', null], status: 'in-progress', progress: 75, priority: 'critical',
        assigneeId: 1, contractor: MEDISYS, location: 'Main Block, Second Floor', hierarchy: { level1: 'Main Block', level2: 'Second Floor', level3: 'OT 1–4' },
        materials: [['Medical-grade copper pipe', 640, 'm'], ['Gas outlets', 40, 'nos'], ['Area alarm panels', 4, 'nos']], photo: 'medical-gas',
        notes: 'Pressure test of the OT 1 and OT 2 lines passed on 21 Nov.',
      },
      {
        key: 'power', name: 'Isolated power panels and UPS', activity: 'MEP', subActivity: 'Electrical panels',
        description: 'IT-system isolated power panels, a 60 kVA online UPS and OT lighting circuits.',
        start: '2026-10-01', end: '2026-12-05', actual: ['2026-10-03', null], status: 'in-progress', progress: 50, priority: 'high',
        assigneeId: null, contractor: DOON, location: 'Main Block, Second Floor', hierarchy: { level1: 'Main Block', level2: 'Second Floor', level3: 'Electrical room' },
        materials: [['Isolated power panels', 4, 'nos'], ['Online UPS 60 kVA', 1, 'nos'], ['FRLS copper cable 2.5 sqmm', 5200, 'm']],
      },
      {
        key: 'hvac', name: 'Laminar airflow units and AHUs', activity: 'MEP', subActivity: 'HVAC',
        description: 'A laminar airflow ceiling over each table, and dedicated AHUs with HEPA filters keeping the OTs at positive pressure.',
        start: '2026-10-15', end: '2026-12-20', actual: ['2026-10-20', null], status: 'in-progress', progress: 35, priority: 'high',
        assigneeId: 1, contractor: AIRTECH, location: 'Main Block, Terrace',
        // Deliberately unparseable: the UI must show an empty hierarchy, not crash.
        hierarchy: '{broken',
        materials: [['Laminar airflow units', 4, 'nos'], ['Air handling units', 4, 'nos'], ['Pre-insulated ducting', 1100, 'sqm']],
      },
      {
        key: 'panels', name: 'Modular wall and ceiling panels', activity: 'Finishing', subActivity: 'Modular panels',
        description: 'Powder-coated GI wall panels with coved corners and a seamless ceiling in all four OTs.',
        start: '2026-12-01', end: '2027-01-20', status: 'pending', priority: 'high',
        assigneeId: 1, contractor: MODULAR_OT, location: 'Main Block, Second Floor', hierarchy: { level1: 'Main Block', level2: 'Second Floor', level3: 'OT 1–4' },
        materials: [['Modular wall panels', 780, 'sqm'], ['Ceiling panels', 210, 'sqm']],
      },
      {
        key: 'flooring', name: 'Antistatic vinyl flooring', activity: 'Finishing', subActivity: 'Flooring',
        description: 'Conductive vinyl over a copper grounding grid in the OTs, and homogeneous vinyl in the corridors.',
        start: '2027-01-05', end: '2027-02-05', status: 'pending', priority: 'medium',
        assigneeId: null, contractor: PRAKASH, location: 'Main Block, Second Floor', hierarchy: { level1: 'Main Block', level2: 'Second Floor', level3: 'OT complex' },
        materials: [['Conductive vinyl', 260, 'sqm'], ['Homogeneous vinyl 2 mm', 340, 'sqm'], ['Copper grounding strip', 520, 'm']],
      },
      {
        key: 'lights', name: 'Surgical lights and ceiling pendants', activity: 'Equipment', subActivity: 'Surgical lights and pendants',
        description: 'Twin-dome LED surgical lights and anesthesia and surgeon pendants in each OT.',
        start: '2027-01-25', end: '2027-02-20', status: 'pending', priority: 'high',
        assigneeId: 1, contractor: MODULAR_OT, location: 'Main Block, Second Floor', hierarchy: { level1: 'Main Block', level2: 'Second Floor', level3: 'OT 1–4' },
        materials: [['LED surgical lights (twin dome)', 4, 'nos'], ['Ceiling pendants', 8, 'nos']],
      },
      {
        key: 'scrub', name: 'Scrub stations and pass boxes', activity: 'Equipment', subActivity: 'Scrub stations',
        description: 'Sensor-operated scrub sinks, and pass boxes between the OTs and the sterile corridor.',
        start: '2027-02-01', end: '2027-02-25', status: 'pending', priority: 'low',
        assigneeId: null, contractor: MODULAR_OT, location: 'Main Block, Second Floor', hierarchy: { level1: 'Main Block', level2: 'Second Floor', level3: 'Sterile corridor' },
        materials: [['Scrub sinks (two-bay)', 4, 'nos'], ['Pass boxes', 4, 'nos']],
      },
      {
        key: 'validation', name: 'OT validation and reopening', activity: 'Commissioning', subActivity: 'Validation',
        description: 'Particle counts, air change and pressure checks and fumigation before the OTs reopen.',
        start: '2027-03-01', end: '2027-03-20', status: 'pending', priority: 'critical',
        assigneeId: 1, contractor: AIRTECH, location: 'Main Block, Second Floor', hierarchy: { level1: 'Main Block', level2: 'Second Floor', level3: 'OT complex' },
        materials: [['Fumigation solution', 40, 'litres']],
      },
    ],
    dependencies: [
      ['dismantle', 'temp-ot'], ['jacketing', 'dismantle'], ['panels', 'medgas'], ['lights', 'panels'], ['validation', 'lights'], ['validation', 'scrub'],
    ],
    milestones: [
      { name: 'Temporary OT operational', description: 'Surgery moved to the day-care wing so the OT complex can be emptied.', target: '2026-07-31', actual: '2026-08-04', status: 'completed' },
      { name: 'Services rough-in signed off', description: 'Electrical, HVAC and gas rough-in inspected before the panels go up.', target: '2026-11-15', status: 'overdue' },
      { name: 'Medical gas pipeline pressure-tested', description: 'All four OTs pass the 24-hour pressure and purity tests.', target: '2026-11-30', status: 'in-progress' },
      { name: 'OTs validated and reopened', description: 'All four modular OTs validated and back in use.', target: '2027-03-31', status: 'pending' },
    ],
  },
  {
    name: 'Solar Rooftop and Water Recycling',
    description: 'A 250 kWp rooftop solar plant with net metering, and an upgrade of the sewage treatment plant so that treated water is reused for flushing and gardening.',
    start: '2026-08-01', end: '2027-05-31', status: 'on-hold', priority: 'medium',
    createdAt: ist('2026-07-20', '15:00'), engineer: 'Er. Harpreet Kaur',
    tasks: [
      {
        key: 'audit', name: 'Roof structural audit', activity: 'Planning', subActivity: 'Structural audit',
        description: 'Load test and rebound hammer survey of the main roof before the solar structures go up.',
        start: '2026-08-01', end: '2026-08-20', actual: ['2026-08-03', '2026-08-18'], status: 'completed', priority: 'high',
        assigneeId: 1, contractor: RANA, location: 'Main Block, Terrace', hierarchy: { level1: 'Main Block', level2: 'Terrace' },
        materials: [['Roof repair compound', 180, 'kg']],
      },
      {
        key: 'net-metering', name: 'Net-metering approval from the DISCOM', activity: 'Approvals', subActivity: 'Net metering',
        description: 'Application, feasibility study and meter inspection by the state power distribution company.',
        start: '2026-08-21', end: '2026-10-31', actual: ['2026-08-21', null], status: 'in-progress', progress: 60, priority: 'critical',
        assigneeId: 1, contractor: SURYA, location: 'Main Block, LT panel room', hierarchy: { level1: 'Main Block', level2: 'LT panel room' },
        materials: [], notes: 'Feasibility cleared; waiting for the DISCOM meter-testing slot. Site work is paused until approval.',
      },
      {
        key: 'structure', name: 'GI module mounting structure', activity: 'Structural', subActivity: 'Mounting structure',
        description: 'Hot-dip galvanised structure fixed with chemical anchors, tilted 15° to the south.',
        start: '2026-09-15', end: '2026-10-20', actual: ['2026-09-16', '2026-10-18'], status: 'completed', priority: 'medium',
        assigneeId: null, contractor: SURYA, location: 'Main Block, Terrace', hierarchy: { level1: 'Main Block', level2: 'Terrace', level3: 'Arrays 1–6' },
        materials: [['GI mounting structure', 14.5, 'MT'], ['Chemical anchors', 1100, 'nos']],
      },
      {
        key: 'modules', name: 'Install 250 kWp of solar PV modules', activity: 'Electrical', subActivity: 'PV modules',
        description: 'Mount and string 455 monocrystalline 550 Wp modules, leaving walkways for cleaning.',
        start: '2026-10-21', end: '2026-11-30', actual: ['2026-10-22', null], status: 'in-progress', progress: 40, priority: 'high',
        assigneeId: 1, contractor: SURYA, location: 'Main Block, Terrace', hierarchy: { level1: 'Main Block', level2: 'Terrace', level3: 'Arrays 1–6' },
        materials: [['Solar PV modules 550 Wp', 455, 'nos'], ['DC solar cable 4 sqmm', 3800, 'm'], ['MC4 connectors', 520, 'nos']], photo: 'solar-panels',
        notes: 'Paused on 12 Nov with arrays 1–3 mounted; the remaining modules are stored in the basement.',
      },
      {
        key: 'inverters', name: 'Inverters, ACDB and DCDB', activity: 'Electrical', subActivity: 'Inverters',
        description: 'Two 125 kW string inverters with AC and DC distribution boxes and the export meter panel.',
        start: '2027-01-05', end: '2027-02-10', status: 'pending', priority: 'high',
        assigneeId: null, contractor: SURYA, location: 'Main Block, Terrace', hierarchy: JSON.stringify(['Main Block', 'Terrace', 'Inverter room']),
        materials: [['String inverters 125 kW', 2, 'nos'], ['ACDB', 1, 'nos'], ['DCDB', 2, 'nos']],
      },
      {
        key: 'earthing', name: 'Earthing and lightning protection', activity: 'Electrical', subActivity: 'Earthing',
        description: 'Chemical earthing pits and an early-streamer lightning arrester for the solar plant.',
        start: '2027-01-15', end: '2027-02-05', status: 'pending', priority: 'medium',
        assigneeId: null, contractor: SURYA, location: 'Main Block, Terrace', hierarchy: { level1: 'Main Block', level2: 'Terrace' },
        materials: [['Chemical earthing electrodes', 6, 'nos'], ['Lightning arrester', 1, 'nos'], ['GI strip 25x3 mm', 240, 'm']],
      },
      {
        key: 'swh', name: 'Solar water heaters for wards', activity: 'MEP', subActivity: 'Solar water heaters',
        description: 'Rooftop solar water heaters feeding the ward pantries and bathrooms.',
        start: '2026-11-01', end: '2026-12-15', status: 'cancelled', progress: 0, priority: 'low',
        assigneeId: null, contractor: SURYA, location: 'Main Block, Terrace', hierarchy: { level1: 'Main Block', level2: 'Terrace' },
        materials: [['Solar water heaters 500 LPD', 6, 'nos']], cancelledOn: '2026-10-28',
        notes: 'Dropped on 28 Oct: the roof space is needed for PV modules, and ward hot water will come from heat pumps instead.',
      },
      {
        key: 'stp-excavation', name: 'Excavation for the MBBR tank', activity: 'Civil Works', subActivity: 'Excavation',
        description: 'Excavation next to the existing STP for the new moving bed biofilm reactor tank.',
        start: '2026-09-01', end: '2026-09-25', actual: ['2026-09-02', '2026-09-27'], status: 'completed', priority: 'medium',
        assigneeId: 1, contractor: RANA, location: 'Service yard, STP', hierarchy: { level1: 'Service Yard', level2: 'STP', level3: 'MBBR tank' },
        materials: [['Diesel (excavator)', 650, 'litres']],
      },
      {
        key: 'mbbr', name: 'MBBR tank in RCC', activity: 'Structural', subActivity: 'RCC tank',
        description: 'Water-retaining M30 RCC tank for 150 KLD, leak-tested before backfilling.',
        start: '2026-09-26', end: '2026-11-15', actual: ['2026-09-29', '2026-11-22'], status: 'completed', priority: 'high',
        assigneeId: 1, contractor: RANA, location: 'Service yard, STP', hierarchy: { level1: 'Service Yard', level2: 'STP', level3: 'MBBR tank' },
        materials: [['Cement (OPC 53)', 540, 'bags'], ['TMT steel Fe500D', 11.2, 'MT'], ['Waterproofing admixture', 320, 'kg']],
        notes: 'Water-tightness test passed on 22 Nov after two leaks at construction joints were grouted.',
      },
      {
        key: 'piping', name: 'Dual plumbing for treated water', activity: 'MEP', subActivity: 'Plumbing',
        description: 'Separate colour-coded pipelines carrying treated water to the flushing tanks and the garden.',
        start: '2027-01-10', end: '2027-03-15', status: 'pending', priority: 'medium',
        assigneeId: null, contractor: GANGA, location: 'Main Block, toilet shafts', hierarchy: { level1: 'Main Block', level2: 'All floors', level3: 'Toilet shafts' },
        materials: [['CPVC pipe 40 mm', 1600, 'm'], ['Treated water tanks', 2, 'nos']],
      },
      {
        key: 'rwh', name: 'Rainwater harvesting recharge pits', activity: 'Civil Works', subActivity: 'Recharge pits',
        description: 'Four recharge pits with filter media for run-off from the roof and car park.',
        start: '2027-02-01', end: '2027-03-10', status: 'pending', priority: 'low',
        assigneeId: null, contractor: RANA, location: 'Service yard, car park', hierarchy: { level1: 'Service Yard', level2: 'Car park' },
        materials: [['Filter media (gravel and sand)', 36, 'cum'], ['RCC rings 1.2 m', 24, 'nos']],
      },
      {
        key: 'monitoring', name: 'Online water quality monitoring', activity: 'MEP', subActivity: 'Instrumentation',
        description: 'pH, TSS and BOD sensors with a dashboard for reporting to the pollution control board.',
        start: '2027-03-16', end: '2027-04-15', status: 'pending', priority: 'low',
        assigneeId: null, contractor: GANGA, location: 'Service yard, STP control room', hierarchy: { level1: 'Service Yard', level2: 'STP', level3: 'Control room' },
        materials: [['Online water quality analyser', 1, 'nos'], ['Flow meters', 3, 'nos']],
      },
      {
        key: 'commissioning', name: 'Commissioning and grid synchronisation', activity: 'Commissioning', subActivity: 'Grid synchronisation',
        description: 'Performance ratio test of the solar plant, DISCOM synchronisation and a performance trial of the STP.',
        start: '2027-05-01', end: '2027-05-31', status: 'pending', priority: 'high',
        assigneeId: 1, contractor: SURYA, location: 'Main Block', hierarchy: { level1: 'Main Block' },
        materials: [['Testing instruments (hired)', 1, 'lot']],
      },
    ],
    dependencies: [['structure', 'audit'], ['modules', 'structure'], ['inverters', 'modules'], ['mbbr', 'stp-excavation'], ['piping', 'mbbr']],
    milestones: [
      { name: 'Roof audit approved', description: 'Structural consultant confirms the roof can carry the solar plant.', target: '2026-08-25', actual: '2026-08-18', status: 'completed' },
      { name: 'Net-metering approval received', description: 'DISCOM approves the net-metering connection.', target: '2026-10-31', status: 'overdue' },
      { name: 'MBBR tank complete', description: 'Tank cast and water-tightness tested.', target: '2026-11-15', actual: '2026-11-22', status: 'completed' },
      { name: 'Solar plant commissioned', description: 'All 250 kWp connected and exporting through the net meter.', target: '2027-02-28', status: 'pending' },
      { name: 'Water recycling plant commissioned', description: 'Treated water supplied to the flushing tanks and garden.', target: '2027-05-31', status: 'pending' },
    ],
  },
];

/** Inclusive calendar days: a task planned for 1 to 14 June lasts 14 days. */
const durationOf = (start: string, end: string): number => daysBetween(start, end) + 1;

/** A summary task's progress (isParent) is rolled up from its children afterwards. */
function defaultProgress(row: TaskRow, isParent: boolean): number {
  if (row.status === 'completed') return 100;
  if (row.status === 'pending' || isParent) return 0;
  if (row.progress === undefined) throw new Error(`Task "${row.key}" (${row.status}) needs an explicit progress`);
  return row.progress;
}

/** Quantities used so far: about what the progress implies, with some over- and under-use. */
function actualQty(rng: Rng, planned: number, progress: number, unit: string): number {
  if (progress === 0) return 0;
  const spread = progress === 100 ? rng.int(96, 106) : rng.int(90, 110);
  const qty = (planned * progress * spread) / 10_000;
  // Tonnes are counted to one decimal place; everything else is whole units.
  return unit === 'MT' ? Math.round(qty * 10) / 10 : Math.max(1, Math.round(qty));
}

function makeProjects(): Pick<Db, 'projects' | 'tasks' | 'milestones' | 'task_dependencies'> {
  const rng = new Rng('projects');
  const projects: Project[] = [];
  const tasks: Task[] = [];
  const milestones: Milestone[] = [];
  const taskDependencies: TaskDependency[] = [];

  for (const plan of PROJECTS) {
    const projectId = projects.length + 1;
    const idOf = new Map<string, number>();
    plan.tasks.forEach((row, index) => idOf.set(row.key, tasks.length + index + 1));
    const lookup = (key: string): number => {
      const id = idOf.get(key);
      if (id === undefined) throw new Error(`${plan.name}: unknown task key "${key}"`);
      return id;
    };

    const projectTasks = plan.tasks.map((row, index): Task => {
      const progress = defaultProgress(row, plan.tasks.some((child) => child.parent === row.key));
      const materials = row.materials.map(([name, plannedQty, unit]) => ({ name, plannedQty, actualQty: actualQty(rng, plannedQty, progress, unit), unit }));
      // The whole plan was entered on the day the project was set up, a minute apart.
      const createdAt = new Date(Date.parse(plan.createdAt) + index * 60_000).toISOString();
      let updatedAt = createdAt;
      if (row.status === 'completed') updatedAt = ist(row.actual![1]!, '18:30');
      else if (row.status === 'cancelled') updatedAt = ist(row.cancelledOn!, '16:00');
      else if (row.status === 'in-progress') updatedAt = ist(addDays(ANCHOR, -rng.int(0, 3)), hhmm(rng.int(10 * 60, 18 * 60)));
      return {
        id: lookup(row.key),
        projectId,
        parentId: row.parent ? lookup(row.parent) : null,
        name: row.name,
        description: row.description,
        activity: row.activity,
        subActivity: row.subActivity,
        startDate: row.start,
        endDate: row.end,
        actualStartDate: row.actual?.[0] ?? null,
        actualEndDate: row.actual?.[1] ?? null,
        duration: durationOf(row.start, row.end),
        progress,
        status: row.status,
        priority: row.priority,
        assigneeId: row.assigneeId,
        contractor: row.contractor,
        location: row.location,
        hierarchy: row.hierarchy,
        materials: row.materialsAsJson ? JSON.stringify(materials) : materials,
        photoUrl: row.photo ? `/images/tasks/${row.photo}.svg` : null,
        notes: row.notes ?? null,
        updatedBy: plan.engineer,
        createdAt,
        updatedAt,
      };
    });

    // A summary task's progress is its children's, weighted by planned duration.
    for (const parent of projectTasks) {
      const children = projectTasks.filter((t) => t.parentId === parent.id && t.status !== 'cancelled');
      if (children.length === 0 || parent.status === 'completed') continue;
      const days = children.reduce((sum, t) => sum + t.duration, 0);
      parent.progress = Math.round(children.reduce((sum, t) => sum + t.progress * t.duration, 0) / days);
    }

    // Project progress: top-level, non-cancelled tasks weighted by planned duration.
    const topLevel = projectTasks.filter((t) => t.parentId === null && t.status !== 'cancelled');
    const totalDays = topLevel.reduce((sum, t) => sum + t.duration, 0);
    projects.push({
      id: projectId,
      name: plan.name,
      description: plan.description,
      startDate: plan.start,
      endDate: plan.end,
      status: plan.status,
      progress: Math.round(topLevel.reduce((sum, t) => sum + t.progress * t.duration, 0) / totalDays),
      priority: plan.priority,
      managerId: 1,
      createdAt: plan.createdAt,
    });
    tasks.push(...projectTasks);

    for (const [task, dependsOn] of plan.dependencies) {
      taskDependencies.push({ id: taskDependencies.length + 1, taskId: lookup(task), dependsOnTaskId: lookup(dependsOn), type: 'finish-to-start' });
    }
    for (const m of plan.milestones) {
      milestones.push({
        id: milestones.length + 1,
        projectId,
        name: m.name,
        description: m.description,
        targetDate: m.target,
        actualDate: m.actual ?? null,
        status: m.status,
        // Every milestone belongs to the admin, the only staff account in the seed.
        ownerId: 1,
        createdAt: plan.createdAt,
      });
    }
  }
  return { projects, tasks, milestones, task_dependencies: taskDependencies };
}

// --- checks -----------------------------------------------------------------------------

function validate(db: Db, images: Map<string, string>): void {
  const problems: string[] = [];
  const check = (ok: boolean, message: string): void => {
    if (!ok) problems.push(message);
  };
  // The contract's shape first: a seed the servers would refuse must fail here, not at their start.
  const shape = databaseSchema.safeParse(db);
  if (!shape.success) {
    for (const issue of shape.error.issues.slice(0, 10)) problems.push(`${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  const byId = <T extends { id: number }>(rows: T[]): Map<number, T> => new Map(rows.map((row) => [row.id, row]));

  for (const [name, rows] of Object.entries(db) as [string, { id: number }[]][]) {
    check(rows.every((row, index) => row.id === index + 1), `${name}: ids must run 1..n`);
  }
  const departments = byId(db.departments);
  const doctors = byId(db.doctors);
  const tasks = byId(db.tasks);
  const projects = byId(db.projects);

  check(db.users.length === 2, 'users: expected exactly two');
  const experience = db.doctors.map((d) => d.experience);
  check(Math.min(...experience) === 8 && Math.max(...experience) === 22, 'doctors: experience must span 8 to 22');
  for (const d of db.doctors) check(d.departmentId === null || departments.has(d.departmentId), `doctor ${d.id}: unknown department`);

  const slots = new Set<string>();
  check(new Set(db.appointments.map((a) => a.reference)).size === db.appointments.length, 'appointments: references must be unique');
  for (const a of db.appointments) {
    check(db.departments.some((d) => d.name === a.department), `appointment ${a.id}: unknown department ${a.department}`);
    if (a.doctorId !== undefined) {
      check(departments.get(doctors.get(a.doctorId)?.departmentId ?? -1)?.name === a.department, `appointment ${a.id}: doctor not in ${a.department}`);
      if (a.status !== 'cancelled') {
        const slot = `${a.doctorId}|${a.preferredDate}|${a.preferredTime}`;
        check(!slots.has(slot), `appointment ${a.id}: doctor double-booked at ${slot}`);
        slots.add(slot);
      }
    }
    check((TIME_SLOTS as readonly string[]).includes(a.preferredTime), `appointment ${a.id}: bad time slot`);
    check(a.preferredDate >= a.createdAt.slice(0, 10), `appointment ${a.id}: preferred date before booking`);
    check(a.createdAt.slice(0, 10) <= ANCHOR, `appointment ${a.id}: created after the anchor`);
  }
  for (let back = 0; back < 14; back++) {
    const day = addDays(ANCHOR, -back);
    check(db.appointments.some((a) => a.createdAt.startsWith(day)), `appointments: none created on ${day}`);
  }
  for (const status of ['pending', 'confirmed', 'cancelled', 'completed']) {
    check(db.appointments.some((a) => a.status === status), `appointments: no ${status}`);
  }
  for (const gender of ['Male', 'Female', 'Other', 'Prefer not to say']) {
    check(db.appointments.some((a) => a.gender === gender), `appointments: no ${gender}`);
  }

  for (const category of ['facility', 'staff', 'equipment', 'events']) {
    check(db.gallery_images.filter((g) => g.category === category).length === 3, `gallery: expected 3 ${category} images`);
  }
  const dayOf = (iso: string | null): string => (iso ?? '').slice(0, 10);
  check(db.news_events.some((n) => n.type === 'event' && dayOf(n.eventDate) < ANCHOR), 'news: no past event');
  check(db.news_events.some((n) => n.type === 'event' && dayOf(n.eventDate) > ANCHOR), 'news: no upcoming event');
  for (const n of db.news_events) check((n.type === 'event') === (n.eventDate !== null), `news ${n.id}: eventDate is for events only`);

  for (const t of db.tasks) {
    check(projects.has(t.projectId), `task ${t.id}: unknown project`);
    check(t.duration === durationOf(t.startDate, t.endDate) && t.duration >= 1, `task ${t.id}: duration disagrees with dates`);
    check(t.actualEndDate === null || (t.actualStartDate !== null && t.actualStartDate <= t.actualEndDate && t.actualEndDate <= ANCHOR), `task ${t.id}: actual dates`);
    check((t.status === 'completed') === (t.actualEndDate !== null), `task ${t.id}: only completed tasks have an actual end`);
    if (t.parentId !== null) {
      const parent = tasks.get(t.parentId);
      check(parent?.projectId === t.projectId && parent.startDate <= t.startDate && t.endDate <= parent.endDate, `task ${t.id}: parent must enclose it`);
    }
  }
  for (const status of ['pending', 'in-progress', 'completed', 'cancelled']) {
    check(db.tasks.some((t) => t.status === status), `tasks: no ${status}`);
  }

  for (const dep of db.task_dependencies) {
    const task = tasks.get(dep.taskId);
    const before = tasks.get(dep.dependsOnTaskId);
    check(!!task && !!before && task.projectId === before.projectId, `dependency ${dep.id}: tasks must exist in one project`);
    if (task && before) check(before.endDate < task.startDate, `dependency ${dep.id}: ${before.id} must finish before ${task.id} starts`);
  }
  // Since every predecessor ends before its successor starts, a cycle is impossible; this
  // walk states it outright rather than relying on the date check above.
  const visiting = new Set<number>();
  const done = new Set<number>();
  const visit = (id: number): boolean => {
    if (done.has(id)) return true;
    if (visiting.has(id)) return false;
    visiting.add(id);
    const ok = db.task_dependencies.filter((d) => d.taskId === id).every((d) => visit(d.dependsOnTaskId));
    visiting.delete(id);
    done.add(id);
    return ok;
  };
  check(db.tasks.every((t) => visit(t.id)), 'task_dependencies: cycle');

  for (const m of db.milestones) {
    check(projects.has(m.projectId), `milestone ${m.id}: unknown project`);
    check((m.status === 'completed') === (m.actualDate !== null), `milestone ${m.id}: actualDate only when completed`);
    // Overdue means past its target and not completed, and the stored status says so.
    check((m.status === 'overdue') === (m.targetDate < ANCHOR && m.status !== 'completed'), `milestone ${m.id}: overdue status disagrees with its target date`);
  }
  check(db.milestones.some((m) => m.status !== 'completed' && m.targetDate >= ANCHOR && daysBetween(ANCHOR, m.targetDate) <= 7), 'milestones: none due within 7 days');

  const referenced = [
    ...db.gallery_images.map((g) => g.imageUrl),
    ...db.news_events.map((n) => n.imageUrl),
    ...db.tasks.map((t) => t.photoUrl),
    '/images/gallery/default-hospital.svg', // the gallery's fallback for broken images
  ].filter((url): url is string => url !== null);
  for (const url of referenced) check(images.has(url), `image ${url} is referenced but not drawn`);
  for (const url of images.keys()) check(referenced.includes(url), `image ${url} is drawn but never referenced`);
  for (const [url, svg] of images) check(svg.length < 4096, `image ${url} is ${svg.length} bytes (limit 4 KB)`);

  if (problems.length > 0) throw new Error(`Seed data failed its checks:\n- ${problems.join('\n- ')}`);
}

// --- main -------------------------------------------------------------------------------

const db: Db = {
  users: makeUsers(),
  departments: DEPARTMENTS,
  doctors: DOCTORS,
  appointments: makeAppointments(),
  gallery_images: GALLERY.map((image, index) => ({ id: index + 1, ...image })),
  news_events: NEWS_EVENTS.map((item, index) => ({ id: index + 1, ...item })),
  ...makeProjects(),
};
const images = seedImages();
validate(db, images);

writeFileSync(DB_PATH, `${JSON.stringify(db, null, 2)}\n`);
for (const [url, svg] of images) {
  const file = join(PUBLIC_DIR, url);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
}
console.log(
  `Wrote db.json (${Object.entries(db).map(([name, rows]) => `${name} ${rows.length}`).join(', ')}) and ${images.size} images.`,
);
