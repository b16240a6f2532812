export { AdminFormDialog, type AdminFormDialogProps, type AdminFormFields } from './AdminFormDialog.tsx';
