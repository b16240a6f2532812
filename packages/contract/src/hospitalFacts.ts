// The hospital's facts that both the pages and the messages to patients say. A module of its own (as is
// whatToBring.ts), so each travels only with the code that shows it.

/**
 * The hospital's facts every message to a patient carries: the site's pages read the same (apps/site's
 * site content adds what only pages show).
 */
export const HOSPITAL_FACTS = {
  name: 'City Care Hospital',
  address: {
    street: '14 Shahnajaf Road, Hazratganj',
    city: 'Lucknow',
    state: 'Uttar Pradesh',
    postalCode: '226001',
    country: 'India',
  },
  phone: { display: '+91 522 400 1010', tel: '+915224001010' },
  email: { appointments: 'appointments@citycarehospital.in', info: 'info@citycarehospital.in' },
} as const;
