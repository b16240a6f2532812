// The words of the day picker and of the notices beside the doctor's slots: its `UiTexts` group, English here and
// Hindi in dayPickerTexts.hi.ts.

export interface DayPickerTexts {
  previousMonth: string;
  nextMonth: string;
  /** Read after a day's name on its button, and drawn under full days: "Fully booked". */
  full: string;
  /** Read after a day's name when the doctor sees nobody that day. */
  closed: string;
  /** Read after a day's name while its month's days are being read. */
  dayLoading: string;
  /** The legend under the grid. */
  legendOpen: string;
  legendFull: string;
  legendClosed: string;
  /** While the doctor's open days load (the first weeks, or a month shown later). */
  loading: string;
  /** The read failed. */
  error: string;
  /** No open day in the first weeks (leave, a closure, no sessions). */
  noOpenDays: string;
  /** A chosen day with every slot taken, and the next one with a place: "All times on Tue 1 Dec are booked. The next open time is Wed 2 Dec, 9:30 AM." */
  dayFull: (day: string, next: string | undefined) => string;
  /** The button that takes the next open slot: "Choose Wed 2 Dec, 9:30 AM". */
  chooseNext: (next: string) => string;
  /** A day and a slot together: "Wed 2 Dec, 9:30 AM". */
  dayAndTime: (day: string, time: string) => string;
}

declare module '../../UiTexts/UiTexts.tsx' {
  interface UiTexts {
    dayPicker: DayPickerTexts;
  }
}

export const DAY_PICKER_TEXTS: DayPickerTexts = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  full: 'Fully booked',
  closed: 'Not available',
  dayLoading: 'Loading',
  legendOpen: 'Open',
  legendFull: 'Fully booked',
  legendClosed: 'Not available',
  loading: "Loading the doctor's open days...",
  error: "The doctor's open days could not be loaded.",
  noOpenDays: 'This doctor has no open day in the coming weeks. Please choose another doctor or call the hospital.',
  dayFull: (day, next) => `All times on ${day} are booked.${next ? ` The next open time is ${next}.` : ''}`,
  chooseNext: (next) => `Choose ${next}`,
  dayAndTime: (day, time) => `${day}, ${time}`,
};
