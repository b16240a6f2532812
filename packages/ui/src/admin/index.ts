// The admin widgets of the design system; each folder here is one component.
export * from './AdminHeader/index.ts';
export * from './AdminLoginForm/index.ts';
export * from './AdminSection/index.ts';
export * from './AdminStatCards/index.ts';
export * from './AdminFormDialog/index.ts';
export * from './AdminManagedList/index.ts';
export * from './AppointmentsTable/index.ts';
export * from './DeferredRemoval/index.ts';
export * from './GalleryImageDialog/index.ts';
export * from './GalleryManager/index.ts';
export * from './NewsEventDialog/index.ts';
export * from './NewsEventsManager/index.ts';
export * from './StaffTable/index.ts';
export * from './StaffAccountDialog/index.ts';
export * from './TemporaryPasswordNotice/index.ts';
export * from './ChangePasswordForm/index.ts';
