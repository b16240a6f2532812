export { ContactSection, HoursList, type ContactSectionProps, type HoursLine, type PhoneNumber } from './ContactSection.tsx';
export { CONTACT_SECTION_TEXTS, type ContactSectionTexts } from './contactSectionTexts.ts';
