// The front desk's one search box: a booking reference, a phone number or part of a name, matched against the day's
// visits the OPD day already holds (no request per key). What the patient says at the counter is rarely exact: a
// reference read with spaces or an O for a 0, a phone number with or without +91, a surname alone.
import { normalizeBookingReference, type Appointment } from '@hospital/contract';

export type CheckInSearchVisit = Pick<Appointment, 'reference' | 'phone' | 'patientName' | 'status'>;

/** How the box reads what was typed. */
export type CheckInSearchKind = 'none' | 'phone' | 'reference' | 'name';

/** The fewest digits that search phone numbers (fewer match too many), and characters that search a reference. */
export const MIN_PHONE_DIGITS = 3;
export const MIN_REFERENCE_CHARACTERS = 4;

const compact = (text: string) => text.toUpperCase().replace(/[\s-]/g, '');
/** Crockford's reading, as a reference typed from a phone call: I and L are 1, O is 0. */
const crockford = (text: string) => text.replace(/[IL]/g, '1').replace(/O/g, '0');

/**
 * What the text asks for: a phone number when it is digits (with spaces, dashes, brackets or a leading +), a
 * reference when it mixes letters and digits or starts with the reference's prefix, else a name.
 */
export function searchKind(query: string): CheckInSearchKind {
  const text = query.trim();
  if (text === '') return 'none';
  if (/^\+?[\d\s()-]+$/.test(text)) return text.replace(/\D/g, '').length >= MIN_PHONE_DIGITS ? 'phone' : 'none';
  const characters = compact(text);
  if (/^[0-9A-Z]+$/.test(characters) && (/\d/.test(characters) || characters.startsWith('CCH'))) {
    return characters.length >= MIN_REFERENCE_CHARACTERS ? 'reference' : 'none';
  }
  return 'name';
}

/** The words of a name as they compare: lower case, accents and case folded, in Devanagari as typed. */
const nameWords = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('en')
    .split(/\s+/)
    .filter((word) => word !== '');

/** Whether `visit` is one the text means. */
export function matchesSearch(visit: CheckInSearchVisit, query: string): boolean {
  switch (searchKind(query)) {
    case 'phone':
      return visit.phone.replace(/\D/g, '').includes(query.replace(/\D/g, ''));
    case 'reference': {
      const whole = normalizeBookingReference(query);
      if (whole !== undefined && whole === visit.reference) return true;
      const wanted = crockford(compact(query).replace(/^CCH/, ''));
      return wanted !== '' && compact(visit.reference).replace(/^CCH/, '').includes(wanted);
    }
    case 'name': {
      const words = nameWords(visit.patientName);
      return nameWords(query).every((part) => words.some((word) => word.startsWith(part)));
    }
    default:
      return false;
  }
}

/** The statuses a booking can be checked in from (the contract's checkInProblem, on its own OPD day). */
export function canCheckIn(visit: Pick<Appointment, 'status'>): boolean {
  return visit.status === 'pending' || visit.status === 'confirmed' || visit.status === 'no_show';
}

/**
 * The day's visits the text matches, those that can still be checked in first (in the day's order), then the rest
 * (already here, seen, cancelled), so the front desk sees why a patient is not in the list to check in. At most `limit`.
 */
export function searchVisits<T extends CheckInSearchVisit>(visits: readonly T[], query: string, limit = 20): T[] {
  if (searchKind(query) === 'none') return [];
  const found = visits.filter((visit) => matchesSearch(visit, query));
  return [...found.filter(canCheckIn), ...found.filter((visit) => !canCheckIn(visit))].slice(0, limit);
}
