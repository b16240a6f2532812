// Seed files for the API benchmark: db.json with past appointments added until there are `total`, each a valid
// record (checked with the contract's databaseSchema), and the free future slots the benchmark books.
import { readFileSync, writeFileSync } from 'node:fs';
import { HOSPITAL_TIME_SLOTS, addDays, databaseSchema, hospitalToday, newBookingReference } from '@hospital/contract';

const FIRST_NAMES = ['Aarav', 'Diya', 'Ishaan', 'Meera', 'Kabir', 'Ananya', 'Rohan', 'Saanvi', 'Arjun', 'Priya', 'Vihaan', 'Kavya'];
const LAST_NAMES = ['Sharma', 'Iyer', 'Reddy', 'Banerjee', 'Patel', 'Nair', 'Gupta', 'Singh', 'Menon', 'Joshi'];
const REASONS = ['Follow-up after treatment', 'Persistent headache for a week', 'Routine check-up', 'Pain in the lower back', 'Review of test results'];
const GENDERS = ['Male', 'Female', 'Other', 'Prefer not to say'];
// Past visits mostly happened; a few were called off.
const PAST_STATUSES = ['completed', 'completed', 'completed', 'confirmed', 'cancelled'];

/** Each doctor with the name of their department, as the booking form sends it. */
export function bookableDoctors(seed) {
  const departmentName = new Map(seed.departments.map((d) => [d.id, d.name]));
  return seed.doctors.filter((d) => departmentName.has(d.departmentId)).map((d) => ({ id: d.id, department: departmentName.get(d.departmentId) }));
}

/** Appointment k's reference: distinct for every k (its digits in base 32 after a B), unlike random ones at 100,000. */
const benchReference = (k) => newBookingReference((bytes) => bytes.map((_, i) => (i === 0 ? 11 : Math.floor(k / 32 ** (7 - i)) % 32)));

// Appointment k of a walk over (doctor, slot, day): every doctor's slot on a day before the next day starts.
function slotAt(k, doctors) {
  const perDay = doctors.length * HOSPITAL_TIME_SLOTS.length;
  return {
    doctor: doctors[k % doctors.length],
    time: HOSPITAL_TIME_SLOTS[Math.floor(k / doctors.length) % HOSPITAL_TIME_SLOTS.length],
    dayOffset: Math.floor(k / perDay),
  };
}

/** Writes db.json with appointments added in the past (yesterday and back) until there are `total`. */
export function writeBenchSeed(file, total, { from = 'db.json', today = hospitalToday() } = {}) {
  const seed = JSON.parse(readFileSync(from, 'utf8'));
  const doctors = bookableDoctors(seed);
  const taken = new Set(seed.appointments.filter((a) => a.status !== 'cancelled' && a.doctorId).map((a) => `${a.doctorId}|${a.preferredDate}|${a.preferredTime}`));
  let nextId = Math.max(0, ...seed.appointments.map((a) => a.id)) + 1;
  for (let k = 0; seed.appointments.length < total; k++) {
    const { doctor, time, dayOffset } = slotAt(k, doctors);
    const date = addDays(today, -1 - dayOffset);
    if (taken.has(`${doctor.id}|${date}|${time}`)) continue;
    const first = FIRST_NAMES[k % FIRST_NAMES.length];
    const last = LAST_NAMES[Math.floor(k / FIRST_NAMES.length) % LAST_NAMES.length];
    seed.appointments.push({
      id: nextId++,
      reference: benchReference(k),
      patientName: `${first} ${last}`,
      email: `${first}.${last}.${k}@example.com`.toLowerCase(),
      phone: `+91 9${String(100_000_000 + (k % 900_000_000)).slice(0, 9)}`,
      age: 1 + (k % 90),
      gender: GENDERS[k % GENDERS.length],
      department: doctor.department,
      doctorId: doctor.id,
      preferredDate: date,
      preferredTime: time,
      reasonForVisit: REASONS[k % REASONS.length],
      status: PAST_STATUSES[k % PAST_STATUSES.length],
      createdAt: `${addDays(date, -3)}T09:00:00.000Z`,
    });
  }
  const checked = databaseSchema.safeParse(seed);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new Error(`bench seed is not valid at ${issue?.path.join('.')}: ${issue?.message}`);
  }
  writeFileSync(file, JSON.stringify(seed));
  return seed;
}

/**
 * Booking bodies for distinct free slots, tomorrow onward within the booking horizon, so each should be a 201.
 * `next()` returns undefined when the horizon is used up.
 */
export function freeSlots(seed, { today = hospitalToday(), horizonDays = 365 } = {}) {
  const doctors = bookableDoctors(seed);
  const taken = new Set(seed.appointments.filter((a) => a.status !== 'cancelled' && a.doctorId).map((a) => `${a.doctorId}|${a.preferredDate}|${a.preferredTime}`));
  let k = 0;
  let handedOut = 0;
  return {
    get handedOut() {
      return handedOut;
    },
    next() {
      for (;;) {
        const { doctor, time, dayOffset } = slotAt(k++, doctors);
        // Tomorrow onward: the hospital's today moves at midnight in India, which may fall inside a run.
        if (dayOffset + 1 > horizonDays - 1) return undefined;
        const date = addDays(today, 1 + dayOffset);
        if (taken.has(`${doctor.id}|${date}|${time}`)) continue;
        handedOut++;
        return {
          patientName: 'Benchmark Patient',
          email: `bench.${k}@example.com`,
          phone: '+91 9876543210',
          age: 42,
          gender: 'Other',
          department: doctor.department,
          doctorId: doctor.id,
          preferredDate: date,
          preferredTime: time,
          reasonForVisit: 'Routine check-up',
          consent: true,
        };
      }
    },
  };
}
