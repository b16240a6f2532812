// The seed data and its pictures, made in memory and checked: main.ts writes them, seed.test.ts compares them with
// the committed files.
import type { Database } from '@hospital/contract';
import { makeAppointments } from './appointments.ts';
import { DEPARTMENTS, DOCTORS } from './departments.ts';
import { GALLERY } from './gallery.ts';
import { seedImages } from './images/index.ts';
import { NEWS_EVENTS } from './newsEvents.ts';
import { makeProjects } from './projects/index.ts';
import { TESTIMONIALS } from './testimonials.ts';
import { makeUsers } from './users.ts';
import { CLOSURES, DOCTOR_LEAVE, DOCTOR_SESSIONS } from './timetables.ts';
import { validate } from './validate.ts';

export interface Seed {
  db: Database;
  /** Site-relative URL to SVG document. */
  images: Map<string, string>;
}

export function makeSeed(): Seed {
  // The order of the keys is the order of the collections in db.json.
  const db: Database = {
    users: makeUsers(),
    departments: DEPARTMENTS,
    doctors: DOCTORS,
    doctor_sessions: DOCTOR_SESSIONS,
    doctor_leave: DOCTOR_LEAVE,
    closures: CLOSURES,
    appointments: makeAppointments(),
    gallery_images: GALLERY.map((image, index) => ({ id: index + 1, ...image })),
    news_events: NEWS_EVENTS.map((item, index) => ({ id: index + 1, ...item })),
    testimonials: TESTIMONIALS.map((testimonial, index) => ({ id: index + 1, ...testimonial })),
    ...makeProjects(),
  };
  const images = seedImages();
  validate(db, images);
  return { db, images };
}

/** db.json's text: one field a line, so a review's diff shows exactly which records a change touched. */
export function databaseText(db: Database): string {
  return `${JSON.stringify(db, null, 2)}\n`;
}
