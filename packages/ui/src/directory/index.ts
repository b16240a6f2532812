// The directory widgets of the design system; each folder here is one component.
export * from './ButtonLink/index.ts';
export * from './FilterBar/index.ts';
export * from './FilteredListing/index.ts';
export * from './DoctorCard/index.ts';
export * from './DoctorDirectory/index.ts';
export * from './DoctorProfile/index.ts';
export * from './GalleryGrid/index.ts';
export * from './NewsEventsBoard/index.ts';
export * from './HoursTable/index.ts';
export * from './ServiceTile/index.ts';
export * from './DoctorSummaryCard/index.ts';
export * from './NextAvailable/index.ts';
export * from './DepartmentPageTemplate/index.ts';
export * from './FacilityPageTemplate/index.ts';
