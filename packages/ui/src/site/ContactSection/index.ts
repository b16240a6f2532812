export { ContactSection, HoursList, type ContactSectionProps, type HoursLine, type PhoneNumber } from './ContactSection.tsx';
