import type { ContactSectionTexts } from './contactSectionTexts.ts';

/** The words of the Contact section in Hindi. */
export const CONTACT_SECTION_TEXTS_HI: ContactSectionTexts = {
  heading: 'संपर्क करें',
  address: 'पता',
  phone: 'फ़ोन',
  email: 'ईमेल',
  emergency: 'आपातकाल',
  openingHours: 'खुलने का समय',
  emergencyCall: (number) => `आपातकाल: ${number}`,
  mapTitle: (address) => `नक्शा: ${address}`,
  openInMaps: 'Google Maps में खोलें',
};
