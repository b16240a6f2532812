// Story and test fixtures of the OPD figures (the analytics tab's no-shows and waiting): `opd` of
// GET /api/stats/appointments, and the doctors that name its rows.
import type { AppointmentCounts } from '@hospital/contract';

export const storyOpdDoctors = [
  { id: 1, name: 'Dr. Rajesh Malhotra' },
  { id: 2, name: 'Dr. Priya Sharma' },
  { id: 3, name: 'Dr. Vikram Singh Rathore' },
  { id: 4, name: 'Dr. Anjali Gupta' },
];

export const storyOpd: AppointmentCounts['opd'] = {
  overall: { attended: 412, noShows: 58, noShowRate: 0.123, averageWaitMinutes: 23.6 },
  byDoctor: [
    { doctorId: 1, department: 'Cardiology', attended: 135, noShows: 15, noShowRate: 0.1, averageWaitMinutes: 31.2 },
    { doctorId: 2, department: 'Gynecology', attended: 98, noShows: 22, noShowRate: 0.183, averageWaitMinutes: 18.5 },
    { doctorId: 3, department: 'Neurology', attended: 120, noShows: 12, noShowRate: 0.091, averageWaitMinutes: 26 },
    { doctorId: 4, department: 'Pediatrics', attended: 59, noShows: 9, noShowRate: 0.132, averageWaitMinutes: null },
    { doctorId: 9, department: 'Urology', attended: 0, noShows: 0, noShowRate: null, averageWaitMinutes: 12.4 },
  ],
  byDepartment: [
    { department: 'Cardiology', attended: 135, noShows: 15, noShowRate: 0.1, averageWaitMinutes: 31.2 },
    { department: 'Gynecology', attended: 98, noShows: 22, noShowRate: 0.183, averageWaitMinutes: 18.5 },
    { department: 'Neurology', attended: 120, noShows: 12, noShowRate: 0.091, averageWaitMinutes: 26 },
    { department: 'Pediatrics', attended: 59, noShows: 9, noShowRate: 0.132, averageWaitMinutes: null },
    { department: 'Urology', attended: 0, noShows: 0, noShowRate: null, averageWaitMinutes: 12.4 },
  ],
};

export const storyOpdEmpty: AppointmentCounts['opd'] = {
  overall: { attended: 0, noShows: 0, noShowRate: null, averageWaitMinutes: null },
  byDoctor: [],
  byDepartment: [],
};

/** Many doctors with long names, for the long-content story. */
export const storyOpdLong: AppointmentCounts['opd'] = {
  ...storyOpd,
  byDoctor: Array.from({ length: 14 }, (_, index) => ({
    doctorId: 100 + index,
    department: index % 2 === 0 ? 'General Medicine' : 'Obstetrics and Gynaecology (High-Risk Pregnancy Clinic)',
    attended: 40 + index * 7,
    noShows: index,
    noShowRate: Math.round((index / (40 + index * 8)) * 1000) / 1000,
    averageWaitMinutes: index === 3 ? null : 10 + index * 2.5,
  })),
};

export const storyOpdLongDoctors = storyOpdLong.byDoctor.map(({ doctorId }, index) => ({
  id: doctorId,
  name: `Dr. ${['Venkataraghavan Subramaniam', 'Harpreet Kaur Sandhu-Dhillon', 'Mohammed Abdul Rahman Siddiqui'][index % 3]} ${index + 1}`,
}));
