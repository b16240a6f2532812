import { useRef, useState } from 'react';
import type { TimetableImpact } from '@hospital/contract';

export interface TimetableChangeOptions<Values> {
  /** Asks the server what the change would do (`?preview=1`): saves nothing. */
  preview: (values: Values) => Promise<TimetableImpact>;
  /** Makes the change. The caller says how it went (a toast); on a failure the dialog stays open. */
  commit: (values: Values) => Promise<unknown>;
  /** Asked even when no booking falls on the change (leave, a closure, a retirement); else saved at once. */
  confirmWhenNone: boolean;
  /** After the change is made: the form empties, the editor forgets its draft. */
  onDone?: (() => void) | undefined;
}

/** What `TimetableChangeDialog` is given by the hook: spread it onto the dialog. */
export interface TimetableChangeState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  impact: TimetableImpact | undefined;
  isChecking: boolean;
  saving: boolean;
  onConfirm: () => void;
}

/**
 * A change that may strand bookings, asked in two steps: the server's preview first (the dialog opens at once and
 * says it is checking), then the admin's confirmation, then the change. A refused preview (a date in the past, an
 * overlap) closes the dialog: the caller shows the server's reasons at the fields, and the form stays as it was.
 * `ask` resolves once the question is over, true when the change was made.
 */
export function useTimetableChange<Values>({ preview, commit, confirmWhenNone, onDone }: TimetableChangeOptions<Values>) {
  const [open, setOpen] = useState(false);
  const [impact, setImpact] = useState<TimetableImpact>();
  const [saving, setSaving] = useState(false);
  const [busy, setBusy] = useState(false);
  const asked = useRef<{ values: Values; settle: (made: boolean) => void } | null>(null);

  const settle = (made: boolean) => {
    asked.current?.settle(made);
    asked.current = null;
  };

  const save = async (values: Values): Promise<boolean> => {
    setSaving(true);
    try {
      await commit(values);
      setOpen(false);
      onDone?.();
      return true;
    } catch {
      // The caller said what failed; the admin may try again or cancel.
      return false;
    } finally {
      setSaving(false);
    }
  };

  const ask = (values: Values): Promise<boolean> =>
    new Promise<boolean>((resolve) => {
      settle(false);
      asked.current = { values, settle: resolve };
      setImpact(undefined);
      setBusy(true);
      if (confirmWhenNone) setOpen(true);
      preview(values).then(
        async (answer) => {
          if (asked.current?.values !== values) return;
          setBusy(false);
          if (answer.affected.length === 0 && !confirmWhenNone) {
            settle(await save(values));
            return;
          }
          setImpact(answer);
          setOpen(true);
        },
        () => {
          if (asked.current?.values !== values) return;
          setBusy(false);
          setOpen(false);
          settle(false);
        },
      );
    });

  const dialog: TimetableChangeState = {
    open,
    onOpenChange: (next) => {
      if (next || saving) return;
      setOpen(false);
      setBusy(false);
      settle(false);
    },
    impact,
    isChecking: busy && impact === undefined,
    saving,
    onConfirm: () => {
      const current = asked.current;
      if (!current || impact === undefined) return;
      void save(current.values).then((made) => {
        if (made) settle(true);
      });
    },
  };

  /** Whether a preview or a save is under way: the editor's own Save button shows it. */
  const pending = busy || saving;
  return { ask, dialog, pending };
}
