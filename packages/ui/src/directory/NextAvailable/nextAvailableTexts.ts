/** The words of the "Next available" line on doctor cards and the profile. */
export interface NextAvailableTexts {
  /** "Next available: Tue 1 Dec, 9:30 AM"; `when` is written in the page's language already. */
  nextAvailable: (when: string) => string;
  /** No slot with a place in the days read: "No open slot in the next 14 days". */
  noneSoon: (days: number) => string;
}

declare module '../../UiTexts/UiTexts.tsx' {
  interface UiTexts {
    nextAvailable: NextAvailableTexts;
  }
}

export const NEXT_AVAILABLE_TEXTS: NextAvailableTexts = {
  nextAvailable: (when) => `Next available: ${when}`,
  noneSoon: (days) => `No open slot in the next ${days} days`,
};
