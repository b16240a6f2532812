// Zod schemas for every entity and every payload, one file a concern under schemas/. The browser's forms and both
// servers (the mock and apps/api) validate with these same schemas, so a rule is written once.
export { MAX_ID, calendarDateSchema, idSchema, imageUrlSchema, optionalImageUrlSchema, timestampSchema } from './schemas/common.ts';
export * from './schemas/users.ts';
export * from './schemas/appointments.ts';
export * from './schemas/queries.ts';
export * from './schemas/directory.ts';
export * from './schemas/timetable.ts';
export * from './schemas/content.ts';
export * from './schemas/testimonials.ts';
export * from './schemas/projects.ts';
export * from './schemas/operations.ts';
export * from './schemas/messages.ts';
