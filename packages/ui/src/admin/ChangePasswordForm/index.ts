export { ChangePasswordForm, type ChangePasswordFieldCodes, type ChangePasswordFormProps } from './ChangePasswordForm.tsx';
export { changePasswordFormSchema, type ChangePasswordField, type ChangePasswordFormValues } from './changePasswordForm.ts';
export { CHANGE_PASSWORD_FORM_TEXTS, type ChangePasswordFormTexts } from './changePasswordFormTexts.ts';
