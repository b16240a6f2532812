import type { Appointment, AppointmentStatus } from '@hospital/contract';
import { addDays, dayOfWeek, HOSPITAL_TIME_SLOTS, hospitalInstant as ist, newBookingReference } from '@hospital/contract';
import { ANCHOR, hhmm } from './clock.ts';
import { DEPARTMENTS, DOCTORS } from './departments.ts';
import { BOY_NAMES, EMAIL_DOMAINS, FEMALE_NAMES, GIRL_NAMES, LEAD_DAYS, MALE_NAMES, MOBILE_PREFIXES, PROFILES, SURNAMES } from './patients.ts';
import { Rng } from './random.ts';

const APPOINTMENT_COUNT = 60;
/** Saturday OPD closes at 2 PM, so Saturday bookings use the morning slots only. */
const MORNING_SLOTS = HOSPITAL_TIME_SLOTS.filter((slot) => slot.endsWith(' AM'));

/** Appointments in the past were seen or cancelled; upcoming ones await confirmation. */
function statusFor(preferredDate: string, rng: Rng): AppointmentStatus {
  if (preferredDate < ANCHOR) return rng.weighted([['completed', 4], ['cancelled', 1]]);
  if (preferredDate === ANCHOR) return rng.weighted([['confirmed', 7], ['pending', 3]]);
  return rng.weighted([['pending', 11], ['confirmed', 7], ['cancelled', 2]]);
}

export function makeAppointments(): Appointment[] {
  const rng = new Rng('appointments');
  const usedNames = new Set<string>();
  /** `doctorId|date|time` of every non-cancelled booking: a doctor sees one patient per slot. */
  const booked = new Set<string>();
  const drafts: Omit<Appointment, 'id' | 'reference' | 'language' | 'remindersStopped'>[] = [];

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
    if (dayOfWeek(preferredDate) === 0) preferredDate = addDays(preferredDate, 1); // OPD is closed on Sundays
    const status = statusFor(preferredDate, rng);

    const departmentDoctors = DOCTORS.filter((d) => d.departmentId === department.id);
    // About one booking in five leaves the doctor to the hospital (the field is optional).
    const doctorId = departmentDoctors.length > 0 && rng.chance(0.8) ? rng.pick(departmentDoctors).id : undefined;

    const slots = dayOfWeek(preferredDate) === 6 ? MORNING_SLOTS : HOSPITAL_TIME_SLOTS;
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
    // About one booking in five was made on the Hindi pages (every fifth, so the other fields are not reshuffled);
    // nobody has stopped their reminders yet.
    .map((draft, index) => ({ id: index + 1, reference: newBookingReference(fill), ...draft, language: index % 5 === 2 ? 'hi' : 'en', remindersStopped: false }));
}
