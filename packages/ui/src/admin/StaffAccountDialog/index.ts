export { StaffAccountDialog, STAFF_FORM_DEFAULTS, type StaffAccountDialogProps, type StaffAccountFieldCodes } from './StaffAccountDialog.tsx';
export { STAFF_ACCOUNT_DIALOG_TEXTS, type StaffAccountDialogTexts } from './staffAccountDialogTexts.ts';
