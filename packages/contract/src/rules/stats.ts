// The admin dashboard's totals, counted from the data (apps/api counts the same in SQL).
import type { Stats } from '../schemas.ts';

export function appointmentTotals(appointments: readonly { status: string }[], departmentCount: number): Stats {
  const count = (status: string) => appointments.filter((appointment) => appointment.status === status).length;
  return {
    totalAppointments: appointments.length,
    pendingAppointments: count('pending'),
    confirmedAppointments: count('confirmed'),
    totalDepartments: departmentCount,
  };
}
