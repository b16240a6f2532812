import type { WeeklySession, Weekday } from '@hospital/contract';
import { Button } from '../../Button/index.ts';
import { WEEKDAY_NAMES } from '../../shared/opdDays.ts';
import { dayTotalText, validSession, type DraftSession, type SessionField } from './timetableDraft.ts';
import { Day, DayHeader, DayTotal } from './timetableEditorStyles.ts';
import { TimetableSession } from './TimetableSession.tsx';

export interface TimetableDayProps {
  weekday: Weekday;
  /** The id of the day's heading, which names its card. */
  headingId: string;
  /** The draft's sessions on this day, each with its place in the whole draft (where its problems are kept). */
  sessions: readonly { session: DraftSession; index: number }[];
  fieldId: (key: number, field: SessionField) => string;
  errorOf: (index: number, session: DraftSession, field: SessionField) => string | undefined;
  onChange: (key: number, field: SessionField, value: string) => void;
  onLeave: (key: number) => void;
  onRemove: (session: DraftSession) => void;
  onAdd: () => void;
  /** The day's "Add session" button, where focus goes back when one of its sessions is removed. */
  addButtonRef: (element: HTMLButtonElement | null) => void;
}

/** One weekday's card: its name and total, its sessions, and a button to add another. */
export function TimetableDay({ weekday, headingId, sessions, fieldId, errorOf, onChange, onLeave, onRemove, onAdd, addButtonRef }: TimetableDayProps) {
  const dayName = WEEKDAY_NAMES[weekday];
  const valid = sessions.map(({ session }) => validSession(session)).filter((session): session is WeeklySession => Boolean(session));
  return (
    <Day aria-labelledby={headingId}>
      <DayHeader>
        <h4 id={headingId}>{dayName}</h4>
        <DayTotal>{dayTotalText(valid)}</DayTotal>
      </DayHeader>
      {sessions.map(({ session, index }, position) => (
        <TimetableSession
          key={session.key}
          name={`${dayName}, session ${position + 1}`}
          session={session}
          fieldId={(field) => fieldId(session.key, field)}
          errorOf={(field) => errorOf(index, session, field)}
          onChange={(field, value) => onChange(session.key, field, value)}
          onLeave={() => onLeave(session.key)}
          onRemove={() => onRemove(session)}
        />
      ))}
      <div>
        <Button variant="ghost" size="md" ref={addButtonRef} onClick={onAdd}>
          Add session on {dayName}
        </Button>
      </div>
    </Day>
  );
}
