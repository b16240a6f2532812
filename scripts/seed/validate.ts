import type { Database } from '@hospital/contract';
import {
  addDays,
  APPOINTMENT_STATUSES,
  databaseSchema,
  doctorVisitProblems,
  timetableUpdateSchema,
  daysBetween,
  GALLERY_CATEGORIES,
  GENDERS,
  HOME_DOCTOR_COUNT,
  HOSPITAL_TIME_SLOTS,
  MILESTONE_WARNING_DAYS,
  TASK_STATUSES,
} from '@hospital/contract';
import { DEMO_ACCOUNTS } from '@hospital/contract/server';
import { ANCHOR } from './clock.ts';
import { durationOf } from './projects/index.ts';

/** Throws with every broken rule of the seed (ids, references, counts, booking clashes, dates), so nothing is written. */
export function validate(db: Database, images: Map<string, string>): void {
  const problems: string[] = [];
  const check = (ok: boolean, message: string): void => {
    if (!ok) problems.push(message);
  };
  // The contract's shape first: a seed the servers would refuse must fail here, not at their start.
  const shape = databaseSchema.safeParse(db);
  if (!shape.success) {
    for (const issue of shape.error.issues.slice(0, 10)) problems.push(`${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  const byId = <T extends { id: number }>(rows: T[]): Map<number, T> => new Map(rows.map((row) => [row.id, row]));

  for (const [name, rows] of Object.entries(db) as [string, { id: number }[]][]) {
    check(rows.every((row, index) => row.id === index + 1), `${name}: ids must run 1..n`);
  }
  const departments = byId(db.departments);
  const doctors = byId(db.doctors);
  const tasks = byId(db.tasks);
  const projects = byId(db.projects);

  check(db.users.length === DEMO_ACCOUNTS.length, 'users: expected one per demo account');
  for (const demo of DEMO_ACCOUNTS) check(db.users.some((u) => u.username === demo.username && u.role === demo.role), `users: no demo account ${demo.username}`);
  const experience = db.doctors.map((d) => d.experience);
  check(Math.min(...experience) === 8 && Math.max(...experience) === 22, 'doctors: experience must span 8 to 22');
  for (const d of db.doctors) check(d.departmentId == null || departments.has(d.departmentId), `doctor ${d.id}: unknown department`);
  // The home page's cards are the admin's choice in the demo too, not the rule's fallback.
  check(db.doctors.filter((d) => d.featured).length === HOME_DOCTOR_COUNT, `doctors: expected ${HOME_DOCTOR_COUNT} featured for the home page`);
  for (const d of db.doctors) check(db.doctor_sessions.some((session) => session.doctorId === d.id), `doctor ${d.id}: no OPD sessions`);
  for (const d of db.doctors) {
    const weekly = db.doctor_sessions.filter((session) => session.doctorId === d.id).map(({ weekday, start, end, slotMinutes, capacity }) => ({ weekday, start, end, slotMinutes, capacity }));
    check(timetableUpdateSchema.safeParse({ weekly }).success, `doctor ${d.id}: sessions overlap or are malformed`);
  }
  check(db.closures.every((closure) => closure.date > ANCHOR && closure.date <= addDays(ANCHOR, 366)), 'closures: must fall in the coming year');

  const slots = new Set<string>();
  check(new Set(db.appointments.map((a) => a.reference)).size === db.appointments.length, 'appointments: references must be unique');
  for (const a of db.appointments) {
    check(db.departments.some((d) => d.name === a.department), `appointment ${a.id}: unknown department ${a.department}`);
    if (a.doctorId !== undefined) {
      check(departments.get(doctors.get(a.doctorId)?.departmentId ?? -1)?.name === a.department, `appointment ${a.id}: doctor not in ${a.department}`);
      if (a.status !== 'cancelled') {
        const slot = `${a.doctorId}|${a.preferredDate}|${a.preferredTime}`;
        check(!slots.has(slot), `appointment ${a.id}: doctor double-booked at ${slot}`);
        slots.add(slot);
      }
    }
    check((HOSPITAL_TIME_SLOTS as readonly string[]).includes(a.preferredTime), `appointment ${a.id}: bad time slot`);
    // A coming visit is one its doctor's timetable has: no booking in the seed needs a new time.
    if (a.doctorId !== undefined && a.status !== 'cancelled' && a.preferredDate >= ANCHOR) {
      const calendar = {
        weekly: db.doctor_sessions.filter((session) => session.doctorId === a.doctorId),
        leave: db.doctor_leave.filter((leave) => leave.doctorId === a.doctorId),
        closures: db.closures,
      };
      check(Object.keys(doctorVisitProblems(calendar, a)).length === 0, `appointment ${a.id}: outside Dr #${a.doctorId}'s timetable`);
    }
    check(a.preferredDate >= a.createdAt.slice(0, 10), `appointment ${a.id}: preferred date before booking`);
    check(a.createdAt.slice(0, 10) <= ANCHOR, `appointment ${a.id}: created after the anchor`);
  }
  for (let back = 0; back < 14; back++) {
    const day = addDays(ANCHOR, -back);
    check(db.appointments.some((a) => a.createdAt.startsWith(day)), `appointments: none created on ${day}`);
  }
  // The spec's four statuses; the OPD's day (checked in, with the doctor, absent) comes from the front desk's use, which
  // a seed of fixed dates cannot hold for "today".
  for (const status of APPOINTMENT_STATUSES.slice(0, 4)) {
    check(db.appointments.some((a) => a.status === status), `appointments: no ${status}`);
  }
  for (const gender of GENDERS) {
    check(db.appointments.some((a) => a.gender === gender), `appointments: no ${gender}`);
  }

  for (const category of GALLERY_CATEGORIES) {
    check(db.gallery_images.filter((g) => g.category === category).length === 3, `gallery: expected 3 ${category} images`);
  }
  const dayOf = (iso: string | null): string => (iso ?? '').slice(0, 10);
  check(db.news_events.some((n) => n.type === 'event' && dayOf(n.eventDate) < ANCHOR), 'news: no past event');
  check(db.news_events.some((n) => n.type === 'event' && dayOf(n.eventDate) > ANCHOR), 'news: no upcoming event');
  for (const n of db.news_events) check((n.type === 'event') === (n.eventDate !== null), `news ${n.id}: eventDate is for events only`);
  check(db.testimonials.length === 6 && db.testimonials.every((t) => t.rating === 5), 'testimonials: expected the six built-in ones, all rated 5');

  for (const t of db.tasks) {
    check(projects.has(t.projectId), `task ${t.id}: unknown project`);
    check(t.duration === durationOf(t.startDate, t.endDate) && t.duration >= 1, `task ${t.id}: duration disagrees with dates`);
    check(t.actualEndDate == null || (t.actualStartDate != null && t.actualStartDate <= t.actualEndDate && t.actualEndDate <= ANCHOR), `task ${t.id}: actual dates`);
    check((t.status === 'completed') === (t.actualEndDate != null), `task ${t.id}: only completed tasks have an actual end`);
    if (t.parentId != null) {
      const parent = tasks.get(t.parentId);
      check(parent?.projectId === t.projectId && parent.startDate <= t.startDate && t.endDate <= parent.endDate, `task ${t.id}: parent must enclose it`);
    }
  }
  for (const status of TASK_STATUSES) {
    check(db.tasks.some((t) => t.status === status), `tasks: no ${status}`);
  }

  for (const dep of db.task_dependencies) {
    const task = tasks.get(dep.taskId);
    const before = tasks.get(dep.dependsOnTaskId);
    check(!!task && !!before && task.projectId === before.projectId, `dependency ${dep.id}: tasks must exist in one project`);
    if (task && before) check(before.endDate < task.startDate, `dependency ${dep.id}: ${before.id} must finish before ${task.id} starts`);
  }
  // Since every predecessor ends before its successor starts, a cycle is impossible; this
  // walk states it outright rather than relying on the date check above.
  const visiting = new Set<number>();
  const done = new Set<number>();
  const visit = (id: number): boolean => {
    if (done.has(id)) return true;
    if (visiting.has(id)) return false;
    visiting.add(id);
    const ok = db.task_dependencies.filter((d) => d.taskId === id).every((d) => visit(d.dependsOnTaskId));
    visiting.delete(id);
    done.add(id);
    return ok;
  };
  check(db.tasks.every((t) => visit(t.id)), 'task_dependencies: cycle');

  for (const m of db.milestones) {
    check(projects.has(m.projectId), `milestone ${m.id}: unknown project`);
    check((m.status === 'completed') === (m.actualDate != null), `milestone ${m.id}: actualDate only when completed`);
    // Overdue means past its target and not completed, and the stored status says so.
    check((m.status === 'overdue') === (m.targetDate < ANCHOR && m.status !== 'completed'), `milestone ${m.id}: overdue status disagrees with its target date`);
  }
  check(db.milestones.some((m) => m.status !== 'completed' && m.targetDate >= ANCHOR && daysBetween(ANCHOR, m.targetDate) <= MILESTONE_WARNING_DAYS), `milestones: none due within ${MILESTONE_WARNING_DAYS} days`);

  const referenced = [
    ...db.gallery_images.map((g) => g.imageUrl),
    ...db.news_events.map((n) => n.imageUrl),
    ...db.tasks.map((t) => t.photoUrl),
    '/images/gallery/default-hospital.svg', // the gallery's fallback for broken images
  ].filter((url): url is string => url != null);
  for (const url of referenced) check(images.has(url), `image ${url} is referenced but not drawn`);
  for (const url of images.keys()) check(referenced.includes(url), `image ${url} is drawn but never referenced`);
  for (const [url, svg] of images) check(svg.length < 4096, `image ${url} is ${svg.length} bytes (limit 4 KB)`);

  if (problems.length > 0) throw new Error(`Seed data failed its checks:\n- ${problems.join('\n- ')}`);
}
