// The patient's token card's words (English), its place in `UiTexts`, and its Hindi beside it.

export interface QueueTokenCardTexts {
  /** The card's heading. */
  heading: string;
  /** A token as said aloud: "Token 14". */
  token: (token: number) => string;
  /** "3 patients before you" (1: "1 patient before you"). */
  ahead: (count: number) => string;
  /** Checked in, first in line. */
  next: string;
  /** Called into the doctor's room. */
  turn: string;
  /** Checked in, the place not known. */
  checkedIn: string;
  done: string;
  absent: string;
  cancelled: string;
  /** While the page follows the queue. */
  updating: string;
  /** The last reading failed: the card shows the last known place. */
  stale: string;
}

declare module '../../UiTexts/UiTexts.tsx' {
  interface UiTexts {
    queueTokenCard: QueueTokenCardTexts;
  }
}

export const QUEUE_TOKEN_CARD_TEXTS: QueueTokenCardTexts = {
  heading: 'Your token',
  token: (token) => `Token ${token}`,
  ahead: (count) => (count === 1 ? '1 patient before you' : `${count} patients before you`),
  next: 'You are next. Please stay near the doctor’s room.',
  turn: 'It’s your turn — please go to the doctor’s room.',
  checkedIn: 'You are checked in. Please wait for your token to be called.',
  done: 'Your visit is complete.',
  absent: 'You were marked absent. Please speak to the front desk.',
  cancelled: 'This visit was cancelled. Please speak to the front desk.',
  updating: 'This updates by itself every few seconds.',
  stale: 'Could not update just now. Trying again…',
};
