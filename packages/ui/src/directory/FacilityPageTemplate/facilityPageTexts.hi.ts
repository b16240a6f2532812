import type { FacilityPageTexts } from './facilityPageTexts.ts';

/** The words of a facility page in Hindi. */
export const FACILITY_PAGE_TEXTS_HI: FacilityPageTexts = {
  backToHome: 'मुखपृष्ठ पर लौटें',
  atAGlance: 'एक नज़र में',
  phone: 'फ़ोन',
  email: 'ईमेल',
};
