// Seed files for the API benchmark: db.json (moved on to today) with past appointments added until there are `total`, each a valid
// record (checked with the contract's databaseSchema), and the free future slots the benchmark books.
import { readFileSync, writeFileSync } from 'node:fs';
import { HOSPITAL_TIME_SLOTS, addDays, agedSeed, databaseSchema, daySlots, hospitalToday, newBookingReference } from '@hospital/contract';

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
  // The seed as a server started today holds it, so the benchmark's slots are free ones there.
  const seed = agedSeed(JSON.parse(readFileSync(from, 'utf8')), today);
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
      language: k % 5 === 0 ? 'hi' : 'en',
      remindersStopped: false,
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

/** Each doctor's calendar in the seed: weekly sessions, leave and the hospital's closures (rules/timetable.ts). */
function seedCalendars(seed) {
  return new Map(
    seed.doctors.map((doctor) => [
      doctor.id,
      {
        weekly: seed.doctor_sessions.filter((session) => session.doctorId === doctor.id),
        leave: seed.doctor_leave.filter((leave) => leave.doctorId === doctor.id),
        closures: seed.closures,
      },
    ]),
  );
}

/**
 * Booking bodies for the free places of the doctors' timetables, tomorrow onward within the booking
 * horizon, so each should be a 201: only the days each doctor works, only the slots their sessions make, each as
 * many times as its capacity leaves places. A day's places are handed out a slot time at a time across the doctors,
 * so the clients at once book different doctors. `next()` returns undefined when the horizon is used up.
 */
export function freeSlots(seed, { today = hospitalToday(), horizonDays = 365 } = {}) {
  const doctors = bookableDoctors(seed);
  const calendars = seedCalendars(seed);
  const taken = new Map();
  for (const a of seed.appointments) {
    if (a.status === 'cancelled' || !a.doctorId) continue;
    const key = `${a.doctorId}|${a.preferredDate}|${a.preferredTime}`;
    taken.set(key, (taken.get(key) ?? 0) + 1);
  }
  let dayOffset = 0;
  let queue = [];
  let handedOut = 0;
  /** The free places of one day, in booking order: by slot time, then doctor, each place of a slot once. */
  const placesOn = (date) => {
    const byMinute = new Map();
    for (const doctor of doctors) {
      for (const slot of daySlots(calendars.get(doctor.id), date)) {
        const free = slot.capacity - (taken.get(`${doctor.id}|${date}|${slot.time}`) ?? 0);
        for (let place = 0; place < free; place++) {
          const list = byMinute.get(slot.minute) ?? [];
          list.push({ doctor, time: slot.time, date });
          byMinute.set(slot.minute, list);
        }
      }
    }
    return [...byMinute.keys()].sort((a, b) => a - b).flatMap((minute) => byMinute.get(minute));
  };
  return {
    get handedOut() {
      return handedOut;
    },
    next() {
      while (queue.length === 0) {
        // Tomorrow onward: the hospital's today moves at midnight in India, which may fall inside a run.
        if (dayOffset + 1 > horizonDays - 1) return undefined;
        queue = placesOn(addDays(today, 1 + dayOffset++));
      }
      const { doctor, time, date } = queue.shift();
      handedOut++;
      return {
        patientName: 'Benchmark Patient',
        email: `bench.${handedOut}@example.com`,
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
    },
  };
}
