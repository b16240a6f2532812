// Doctor photos: a fixed table of display names to photo files, several sharing the
// generic portrait; a doctor not in the table gets another photo, cycled by id. A broken file shows a person
// icon (the widgets' FallbackImage), so a wrong entry here costs a picture, never the page.
import type { Doctor } from '@hospital/contract';

const PHOTO_DIR = '/images/doctors';

export const DOCTOR_PHOTOS = {
  manOne: `${PHOTO_DIR}/doctor-man-1.svg`,
  manTwo: `${PHOTO_DIR}/doctor-man-2.svg`,
  womanOne: `${PHOTO_DIR}/doctor-woman-1.svg`,
  womanTwo: `${PHOTO_DIR}/doctor-woman-2.svg`,
  generic: `${PHOTO_DIR}/doctor-generic.svg`,
} as const;

/** The fixed table, by display name as the doctors list writes it. */
export const DOCTOR_PHOTO_TABLE: Readonly<Record<string, string>> = {
  'Dr. Rajesh Malhotra': DOCTOR_PHOTOS.manOne,
  'Dr. Anjali Saxena': DOCTOR_PHOTOS.womanOne,
  'Dr. Vikram Singh Rathore': DOCTOR_PHOTOS.manTwo,
  'Dr. Neha Agarwal': DOCTOR_PHOTOS.womanTwo,
  'Dr. Sunita Verma': DOCTOR_PHOTOS.womanOne,
  'Dr. Priya Chaturvedi': DOCTOR_PHOTOS.womanTwo,
  'Dr. Alok Srivastava': DOCTOR_PHOTOS.generic,
  'Dr. Kavita Mishra': DOCTOR_PHOTOS.generic,
  'Dr. Amit Khanna': DOCTOR_PHOTOS.manOne,
  'Dr. Ritu Bhatnagar': DOCTOR_PHOTOS.generic,
  'Dr. Sanjay Tiwari': DOCTOR_PHOTOS.manTwo,
  'Dr. Manish Kapoor': DOCTOR_PHOTOS.generic,
};

/** The photos a doctor outside the table gets, in turn by id. */
const CYCLE = [DOCTOR_PHOTOS.manOne, DOCTOR_PHOTOS.womanOne, DOCTOR_PHOTOS.manTwo, DOCTOR_PHOTOS.womanTwo] as const;

/** Names compare without case and extra spaces, so "dr. rajesh  malhotra" still finds its photo. */
const normalise = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
const TABLE_BY_KEY = new Map(Object.entries(DOCTOR_PHOTO_TABLE).map(([name, photo]) => [normalise(name), photo]));

/**
 * A doctor's photo: the table's entry for the name; else the doctor's own `image` when the record has one;
 * else one of four portraits cycled by id (id 1 the first, id 5 the first again).
 */
export function doctorPhotoOf(doctor: Pick<Doctor, 'id' | 'name' | 'image'>): string {
  const fromTable = TABLE_BY_KEY.get(normalise(doctor.name));
  if (fromTable !== undefined) return fromTable;
  if (doctor.image) return doctor.image;
  const index = (((doctor.id - 1) % CYCLE.length) + CYCLE.length) % CYCLE.length;
  return CYCLE[index]!;
}
