/** The words a facility page writes itself. */
export interface FacilityPageTexts {
  backToHome: string;
  atAGlance: string;
  phone: string;
  email: string;
}

declare module '../../UiTexts/UiTexts.tsx' {
  interface UiTexts {
    facilityPage: FacilityPageTexts;
  }
}

export const FACILITY_PAGE_TEXTS: FacilityPageTexts = {
  backToHome: 'Back to Home',
  atAGlance: 'At a Glance',
  phone: 'Phone',
  email: 'Email',
};
