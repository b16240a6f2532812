import { useEffect, useId, useRef, useState, type ComponentPropsWithoutRef, type Ref } from 'react';
import { WEEKDAYS, type TimetableImpact, type WeeklySession, type Weekday } from '@hospital/contract';
import { Button } from '../../Button/index.ts';
import { ErrorState } from '../../ErrorState/index.ts';
import { Alert } from '../../LiveRegion/index.ts';
import { LoadingText } from '../../LoadingText/index.ts';
import { loadPhase, type LoadState } from '../../shared/loadState.ts';
import { TimetableChangeDialog, useTimetableChange } from '../TimetableChangeDialog/index.ts';
import {
  draftErrors,
  draftFromWeekly,
  newSession,
  sameWeekly,
  serverDraftErrors,
  weeklyFromDraft,
  type DraftErrors,
  type DraftSession,
  type SessionField,
} from './timetableDraft.ts';
import { Actions, Days, Footer, Header, Root } from './timetableEditorStyles.ts';
import { TimetableDay } from './TimetableDay.tsx';

export interface TimetableEditorProps extends Omit<ComponentPropsWithoutRef<'section'>, 'onError'>, LoadState {
  /** Whose timetable it is: "Dr. Priya Sharma". */
  doctorName: string;
  /** The saved weekly sessions; undefined until loaded. A new array (after a save) starts the draft again from it. */
  weekly: readonly WeeklySession[] | undefined;
  /**
   * The server's reasons against the last save, by its field path (`weekly.3.start`): shown at the session until
   * the draft changes.
   */
  serverErrors?: Readonly<Record<string, string | undefined>> | undefined;
  /** Asks the server which coming bookings the new sessions leave outside (`PUT ?preview=1`). */
  onPreview: (weekly: WeeklySession[]) => Promise<TimetableImpact>;
  /** Saves the sessions (PUT); the caller reports how it went and rejects on a failure. */
  onSave: (weekly: WeeklySession[]) => Promise<unknown>;
  ref?: Ref<HTMLElement>;
}

/**
 * A doctor's weekly OPD sessions, Monday to Sunday: add or remove a session on a day, its start and end on the
 * 24-hour clock, its slot length and patients per slot, each session's slots previewed as they are typed, and
 * the contract's own checks (a bad time, an end before the start, sessions that overlap) at the session. Save asks
 * the server first and, when bookings fall outside the new hours, lists them and waits for a confirmation.
 */
export function TimetableEditor({
  doctorName,
  weekly,
  isLoading,
  error,
  onRetry,
  serverErrors,
  onPreview,
  onSave,
  ref,
  ...rest
}: TimetableEditorProps) {
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const rootRef = useRef<HTMLElement | null>(null);
  const addButtons = useRef(new Map<Weekday, HTMLButtonElement>());
  const [draft, setDraft] = useState<DraftSession[]>(() => draftFromWeekly(weekly ?? []));
  const [savedShown, setSavedShown] = useState(weekly);
  // Sessions whose fields have been left once: their problems show from then on; all of them after a Save.
  const [touched, setTouched] = useState<ReadonlySet<number>>(new Set());
  const [showAll, setShowAll] = useState(false);
  const [serverShown, setServerShown] = useState(serverErrors);
  const [serverDismissed, setServerDismissed] = useState(false);
  // The field to focus once the draft has drawn (a new session's start, the first problem after Save).
  const focusWanted = useRef<string | null>(null);

  if (weekly !== savedShown) {
    setSavedShown(weekly);
    const next = draftFromWeekly(weekly ?? []);
    setDraft(next);
    setTouched(new Set());
    setShowAll(false);
  }
  if (serverErrors !== serverShown) {
    setServerShown(serverErrors);
    setServerDismissed(false);
  }

  useEffect(() => {
    if (!focusWanted.current) return;
    rootRef.current?.ownerDocument.getElementById(focusWanted.current)?.focus();
    focusWanted.current = null;
  });

  const change = useTimetableChange<WeeklySession[]>({ preview: onPreview, commit: onSave, confirmWhenNone: false });

  const clientErrors = draftErrors(draft);
  const fromServer: DraftErrors = serverDismissed ? {} : serverDraftErrors(serverErrors);
  const errorOf = (index: number, session: DraftSession, field: SessionField): string | undefined => {
    const key = `${index}.${field}` as const;
    if (clientErrors[key] && (showAll || touched.has(session.key))) return clientErrors[key];
    return fromServer[key];
  };
  const dirty = !sameWeekly(draft, weekly ?? []);
  const problemCount = Object.keys(clientErrors).length;

  const update = (key: number, field: SessionField, value: string) => {
    setDraft((current) => current.map((session) => (session.key === key ? { ...session, [field]: value } : session)));
    setServerDismissed(true);
  };
  const touch = (key: number) => setTouched((current) => (current.has(key) ? current : new Set(current).add(key)));
  const fieldId = (key: number, field: SessionField) => `${baseId}-${key}-${field}`;

  const add = (weekday: Weekday) => {
    const session = newSession(draft, weekday, Math.max(0, ...draft.map((other) => other.key)) + 1);
    setDraft((current) => [...current, session]);
    setTouched((current) => {
      const next = new Set(current);
      next.delete(session.key);
      return next;
    });
    setServerDismissed(true);
    focusWanted.current = fieldId(session.key, 'start');
  };
  const remove = (session: DraftSession) => {
    setDraft((current) => current.filter((other) => other.key !== session.key));
    setServerDismissed(true);
    addButtons.current.get(session.weekday)?.focus();
  };
  const reset = () => {
    setDraft(draftFromWeekly(weekly ?? []));
    setTouched(new Set());
    setShowAll(false);
    setServerDismissed(true);
  };
  const save = () => {
    setShowAll(true);
    const firstProblem = draft.findIndex((session, index) =>
      (['start', 'end', 'slotMinutes', 'capacity'] as const).some((field) => clientErrors[`${index}.${field}`]),
    );
    if (firstProblem >= 0) {
      const session = draft[firstProblem]!;
      const field = (['start', 'end', 'slotMinutes', 'capacity'] as const).find((name) => clientErrors[`${firstProblem}.${name}`])!;
      // The field is drawn already (its message comes with this Save): focus it now.
      rootRef.current?.ownerDocument.getElementById(fieldId(session.key, field))?.focus();
      return;
    }
    void change.ask(weeklyFromDraft(draft));
  };

  const phase = loadPhase({ isLoading, error });
  let body;
  if (phase === 'error') {
    body = <ErrorState title="Failed to load the timetable" description="Please try again later." onRetry={onRetry} />;
  } else if (phase === 'loading' || !weekly) {
    body = <LoadingText>Loading the timetable...</LoadingText>;
  } else {
    body = (
      <>
        <Days>
          {WEEKDAYS.map((weekday) => (
            <TimetableDay
              key={weekday}
              weekday={weekday}
              headingId={`${baseId}-day-${weekday}`}
              sessions={draft.map((session, index) => ({ session, index })).filter(({ session }) => session.weekday === weekday)}
              fieldId={fieldId}
              errorOf={errorOf}
              onChange={update}
              onLeave={touch}
              onRemove={remove}
              onAdd={() => add(weekday)}
              addButtonRef={(element) => {
                if (element) addButtons.current.set(weekday, element);
                else addButtons.current.delete(weekday);
              }}
            />
          ))}
        </Days>
        <Footer>
          <Alert element="p">{showAll && problemCount > 0 ? `Fix the ${problemCount === 1 ? 'problem' : 'problems'} marked above before saving.` : ''}</Alert>
          <Actions>
            <Button variant="ghost" onClick={reset} disabled={!dirty || change.pending}>
              Undo changes
            </Button>
            <Button onClick={save} disabled={!dirty} loading={change.pending}>
              Save timetable
            </Button>
          </Actions>
        </Footer>
      </>
    );
  }

  return (
    <Root
      {...rest}
      aria-labelledby={headingId}
      ref={(element) => {
        rootRef.current = element;
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
      }}
    >
      <Header>
        <h3 id={headingId}>Weekly timetable</h3>
        <p>
          {doctorName}’s OPD sessions. Times on the 24-hour clock (HH:MM, 14:00 for 2 PM); 1 to 20 patients per slot.
        </p>
      </Header>
      {body}
      <TimetableChangeDialog
        {...change.dialog}
        title={`Save ${doctorName}’s timetable?`}
        description="Some coming bookings fall outside the new hours."
        confirmLabel="Save timetable"
      />
    </Root>
  );
}
