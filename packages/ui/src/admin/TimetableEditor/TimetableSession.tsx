import { Button } from '../../Button/index.ts';
import { Field } from '../../Field/index.ts';
import { Input } from '../../Input/index.ts';
import { Select } from '../../Select/index.ts';
import { VisuallyHidden } from '../../VisuallyHidden/index.ts';
import { SLOT_LENGTH_OPTIONS, slotPreviewText, validSession, type DraftSession, type SessionField } from './timetableDraft.ts';
import { Preview, Session, SessionFields, SessionFoot } from './timetableEditorStyles.ts';

export interface TimetableSessionProps {
  /** The session's name as a screen reader hears it and its Remove button says it: "Monday, session 1". */
  name: string;
  session: DraftSession;
  /** The id of the session's field, for its label and for moving focus to it. */
  fieldId: (field: SessionField) => string;
  /** The field's problem to show now, if any. */
  errorOf: (field: SessionField) => string | undefined;
  onChange: (field: SessionField, value: string) => void;
  /** Focus left the session: its problems show from then on. */
  onLeave: () => void;
  onRemove: () => void;
}

/** One weekly session as typed: its start, end, slot length and patients per slot, and the slots it makes. */
export function TimetableSession({ name, session, fieldId, errorOf, onChange, onLeave, onRemove }: TimetableSessionProps) {
  const checked = validSession(session);
  return (
    <Session onBlur={onLeave}>
      <VisuallyHidden as="legend">{name}</VisuallyHidden>
      <SessionFields>
        <Field label="Start" controlId={fieldId('start')} error={errorOf('start')}>
          {(controlProps) => (
            <Input
              {...controlProps}
              inputMode="numeric"
              autoComplete="off"
              placeholder="09:00"
              maxLength={5}
              value={session.start}
              onChange={(event) => onChange('start', event.target.value)}
            />
          )}
        </Field>
        <Field label="End" controlId={fieldId('end')} error={errorOf('end')}>
          {(controlProps) => (
            <Input
              {...controlProps}
              inputMode="numeric"
              autoComplete="off"
              placeholder="12:00"
              maxLength={5}
              value={session.end}
              onChange={(event) => onChange('end', event.target.value)}
            />
          )}
        </Field>
        <Field label="Slot length" controlId={fieldId('slotMinutes')} error={errorOf('slotMinutes')}>
          {(controlProps) => (
            <Select
              {...controlProps}
              options={SLOT_LENGTH_OPTIONS}
              value={session.slotMinutes}
              onChange={(event) => onChange('slotMinutes', event.target.value)}
            />
          )}
        </Field>
        <Field label="Patients per slot" controlId={fieldId('capacity')} error={errorOf('capacity')}>
          {(controlProps) => (
            <Input
              {...controlProps}
              inputMode="numeric"
              autoComplete="off"
              maxLength={2}
              value={session.capacity}
              onChange={(event) => onChange('capacity', event.target.value)}
            />
          )}
        </Field>
      </SessionFields>
      <SessionFoot>
        <Preview>{checked ? slotPreviewText(checked) : 'No slots until the times are right.'}</Preview>
        <Button variant="danger" size="sm" aria-label={`Remove ${name}`} onClick={onRemove}>
          Remove
        </Button>
      </SessionFoot>
    </Session>
  );
}
