export * from './constants.ts';
export * from './paths.ts';
export * from './schemas.ts';
export * from './errors.ts';
export * from './rules.ts';
export * from './bookingReference.ts';
