// The waiting-hall board's words (English), its place in `UiTexts`, and its Hindi beside it (queueBoardTexts.hi.ts).

export interface QueueBoardTexts {
  /** The department board's heading: "Cardiology OPD" (the department in the page's language). */
  departmentHeading: (department: string) => string;
  /** Above the token in the doctor's room. */
  nowServing: string;
  /** Above the tokens to be called next. */
  next: string;
  /** A token as said aloud: "Token 14". */
  token: (token: number) => string;
  /** No token called yet today (or since the last patient left). */
  noneCalled: string;
  /** No one checked in and waiting. */
  noneWaiting: string;
  /** Beyond the tokens shown: "+3 more waiting". */
  moreWaiting: (count: number) => string;
  /** The department board's columns. */
  doctor: string;
  /** Under the board. */
  pleaseWait: string;
  loading: string;
  /** Nothing read and the reading failed. */
  connectionLost: string;
  /** The last known queue is shown while the board tries again. */
  reconnecting: string;
  /** A department with no doctor to show. */
  noDoctors: string;
  /** The page's title: "Token board: Dr. Rajesh Malhotra". */
  documentTitle: (name: string) => string;
  /** An address that names no doctor or department. */
  notFound: string;
  /** When the board last heard from the server: "Updated 10:42 AM". */
  updatedAt: (time: string) => string;
}

declare module '../../UiTexts/UiTexts.tsx' {
  interface UiTexts {
    queueBoard: QueueBoardTexts;
  }
}

export const QUEUE_BOARD_TEXTS: QueueBoardTexts = {
  departmentHeading: (department) => `${department} OPD`,
  nowServing: 'Now serving',
  next: 'Next',
  token: (token) => `Token ${token}`,
  noneCalled: 'No token called yet',
  noneWaiting: 'No one waiting',
  moreWaiting: (count) => `+${count} more waiting`,
  doctor: 'Doctor',
  pleaseWait: 'Please wait until your token is shown and called.',
  loading: 'Loading the queue…',
  connectionLost: 'Connection lost',
  reconnecting: 'Reconnecting…',
  noDoctors: 'No doctor of this department to show.',
  documentTitle: (name) => `Token board: ${name}`,
  notFound: 'There is no token board at this address.',
  updatedAt: (time) => `Updated ${time}`,
};
