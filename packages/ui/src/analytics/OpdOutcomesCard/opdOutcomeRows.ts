// The OPD figures' rows and words for the analytics tab: the no-show rate and the wait from check-in to the
// doctor's call, per doctor and per department, as GET /api/stats/appointments answers them (`opd`). Pure.
import type { AppointmentCounts, Doctor } from '@hospital/contract';

export type OpdFigures = AppointmentCounts['opd'];
export type OpdOutcomeFigures = OpdFigures['overall'];

/** A table row: who it is about, and their figures. */
export interface OpdOutcomeRow extends OpdOutcomeFigures {
  key: string;
  name: string;
  /** The doctor's department (the doctors' table only). */
  department?: string;
}

const oneDecimal = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });
const counts = new Intl.NumberFormat('en-IN');

/** 0.125 is "12.5%"; no settled visit yet is "–" (never "0%", which would claim everyone came). */
export function rateText(rate: number | null): string {
  return rate === null ? '–' : `${oneDecimal.format(rate * 100)}%`;
}

/** 18.44 is "18.4 min"; no one called yet is "–". */
export function waitText(minutes: number | null): string {
  return minutes === null ? '–' : `${oneDecimal.format(minutes)} min`;
}

export function countText(count: number): string {
  return counts.format(count);
}

/** The doctors' rows, named from the doctors list (a doctor not in it, such as a retired one, by number). */
export function doctorOutcomeRows(byDoctor: OpdFigures['byDoctor'], doctors: readonly Pick<Doctor, 'id' | 'name'>[] | undefined): OpdOutcomeRow[] {
  return byDoctor.map(({ doctorId, department, ...figures }) => ({
    key: `doctor-${doctorId}`,
    name: doctors?.find((doctor) => doctor.id === doctorId)?.name ?? `Doctor #${doctorId}`,
    department,
    ...figures,
  }));
}

export function departmentOutcomeRows(byDepartment: OpdFigures['byDepartment']): OpdOutcomeRow[] {
  return byDepartment.map(({ department, ...figures }) => ({ key: `department-${department}`, name: department, ...figures }));
}

/** Nothing to show yet: no booked visit settled and no one called (a hospital that has not run its queue). */
export function hasOpdFigures(opd: OpdFigures | undefined): boolean {
  if (!opd) return false;
  const { attended, noShows, averageWaitMinutes } = opd.overall;
  return attended + noShows > 0 || averageWaitMinutes !== null;
}
