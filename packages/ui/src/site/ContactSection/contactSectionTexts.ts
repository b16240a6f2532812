/** The words the Contact section writes itself. */
export interface ContactSectionTexts {
  /** The section's heading when the page gives none. */
  heading: string;
  address: string;
  phone: string;
  email: string;
  emergency: string;
  openingHours: string;
  /** The emergency call button: "Emergency: 911". */
  emergencyCall: (number: string) => string;
  /** The map frame's title. */
  mapTitle: (address: string) => string;
  openInMaps: string;
}

declare module '../../UiTexts/UiTexts.tsx' {
  interface UiTexts {
    contactSection: ContactSectionTexts;
  }
}

export const CONTACT_SECTION_TEXTS: ContactSectionTexts = {
  heading: 'Contact Us',
  address: 'Address',
  phone: 'Phone',
  email: 'Email',
  emergency: 'Emergency',
  openingHours: 'Opening Hours',
  emergencyCall: (number) => `Emergency: ${number}`,
  mapTitle: (address) => `Map: ${address}`,
  openInMaps: 'Open in Google Maps',
};
