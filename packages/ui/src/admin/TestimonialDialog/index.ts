export { TestimonialDialog, type TestimonialDialogProps } from './TestimonialDialog.tsx';
export { testimonialFormDefaults, testimonialFormSchema, type TestimonialFormOutput, type TestimonialFormValues } from './testimonialForm.ts';
