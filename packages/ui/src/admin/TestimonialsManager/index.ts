export { TestimonialsManager, managedTestimonial, type ManagedTestimonial, type TestimonialsManagerProps } from './TestimonialsManager.tsx';
