export { DoctorDialog, type DoctorDialogProps } from './DoctorDialog.tsx';
export { doctorFormDefaults, doctorFormSchema, doctorServerErrors, parseLanguages, type DoctorFormValues } from './doctorForm.ts';
