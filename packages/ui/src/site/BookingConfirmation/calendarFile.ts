// The .ics file of a booked visit: made by the contract (the confirmation e-mail carries the same file), handed to
// the browser here.
import { downloadTextFile } from '../../shared/downloadFile.ts';

export {
  VISIT_MINUTES,
  calendarFileName,
  escapeText,
  foldLine,
  slotMinutes,
  visitCalendarFile,
  visitUid,
  type VisitEvent,
} from '@hospital/contract';

/** Hands the file to the browser as a download; a phone offers to add it to its calendar. */
export function downloadCalendarFile(text: string, fileName: string): void {
  downloadTextFile(text, fileName, 'text/calendar;charset=utf-8');
}
