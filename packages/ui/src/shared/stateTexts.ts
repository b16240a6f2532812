/** The words of the loading and error states every data widget shares. */
export interface StateTexts {
  /** LoadingText's default: "Loading...". */
  loading: string;
  /** ErrorState's retry button: "Try again". */
  tryAgain: string;
  /** The sentence under a failed load's heading. */
  tryLater: string;
}

declare module '../UiTexts/UiTexts.tsx' {
  interface UiTexts {
    states: StateTexts;
  }
}

export const STATE_TEXTS: StateTexts = {
  loading: 'Loading...',
  tryAgain: 'Try again',
  tryLater: 'Please try again later or contact support if the problem persists.',
};
