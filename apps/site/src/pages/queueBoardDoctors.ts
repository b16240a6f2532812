// Which doctors a waiting-hall board shows (QueueBoardPage): pure, tested beside.
import type { Department, Doctor } from '@hospital/contract';
import type { QueueBoardDoctor } from '@hospital/ui';

/** The doctors a board shows: the one asked for, or every doctor of the department, by name. */
export function boardDoctors(
  doctors: readonly Doctor[] | undefined,
  departments: readonly Department[] | undefined,
  which: { doctorId: number | null } | { departmentId: number | undefined },
): Omit<QueueBoardDoctor, 'queue'>[] {
  const departmentName = (doctor: Doctor) => departments?.find((entry) => entry.id === doctor.departmentId)?.name;
  const chosen =
    'doctorId' in which
      ? (doctors ?? []).filter((doctor) => doctor.id === which.doctorId)
      : which.departmentId === undefined
        ? []
        : (doctors ?? []).filter((doctor) => doctor.departmentId === which.departmentId).sort((a, b) => a.name.localeCompare(b.name));
  return chosen.map((doctor) => ({ id: doctor.id, name: doctor.name, department: departmentName(doctor) ?? doctor.specialization }));
}

