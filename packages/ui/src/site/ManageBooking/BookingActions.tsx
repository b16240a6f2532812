import styled from 'styled-components';
import { Button } from '../../Button/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import type { ManageBookingTexts } from './manageBookingTexts.ts';
import { Actions, Note } from './manageBookingStyles.ts';

export interface BookingActionsProps {
  texts: ManageBookingTexts;
  /** The booking can still be moved or cancelled. */
  canChange: boolean;
  /** There is a time to move to (not when the doctor no longer holds an OPD here). */
  canMove: boolean;
  onReschedule: () => void;
  onCancel: () => void;
  onFindAnother: () => void;
}

/** What can be done with the booking found: move it, cancel it (while it can change), or find another. */
export function BookingActions({ texts, canChange, canMove, onReschedule, onCancel, onFindAnother }: BookingActionsProps) {
  return (
    <Actions>
      {canChange ? (
        <>
          {/* The retired doctor has no time to move to: calling the hospital or cancelling is what is left. */}
          {canMove ? (
            <Button variant="secondary" onClick={onReschedule}>
              {texts.reschedule}
            </Button>
          ) : null}
          <Button variant="danger" onClick={onCancel}>
            {texts.cancel}
          </Button>
        </>
      ) : null}
      <Button variant="ghost" onClick={onFindAnother}>
        {texts.findAnother}
      </Button>
    </Actions>
  );
}

/** "Stop reminders", with a line saying what it does: about the messages, not the visit. */
export function StopReminders({ texts, stopping, onStop }: { texts: ManageBookingTexts; stopping: boolean; onStop: () => void }) {
  return (
    <Reminders>
      <Note>{texts.stopRemindersHint}</Note>
      <Button variant="secondary" loading={stopping} onClick={onStop}>
        {stopping ? texts.stoppingReminders : texts.stopReminders}
      </Button>
    </Reminders>
  );
}

/* The reminders' line and its button: a plain secondary action under the booking, apart from the visit's own. */
const Reminders = styled.div`
  display: grid;
  justify-items: start;
  gap: ${cssVar.space[3]};
  padding-block-start: ${cssVar.space[4]};
  border-block-start: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
`;
