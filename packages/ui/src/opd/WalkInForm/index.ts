export { WalkInForm, type WalkInFormProps } from './WalkInForm.tsx';
export { walkInFormSchema, walkInPlacesText, type WalkInValues } from './walkInForm.ts';
