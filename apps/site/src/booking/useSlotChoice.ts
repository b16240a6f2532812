import { HOSPITAL_TIME_SLOTS, slotHasBegun } from '@hospital/contract';
import type { SlotQuery } from '@hospital/ui';

export interface SlotChoice {
  /** Without a chosen doctor no slot is shown as taken: the server checks the department. */
  unavailable: readonly string[];
  /** The standard slots that have not begun on the hospital's clock (all of them on a later day). */
  offered: readonly string[];
}

/**
 * The slots a picker offers for a day when no doctor is chosen (department only): the spec's standard slots, less
 * today's that have begun. With a doctor chosen the picker shows that doctor's open days and slots instead
 * (`useDoctorAvailability`).
 */
export function useSlotChoice(query: SlotQuery): SlotChoice {
  return {
    unavailable: [],
    offered: query.date ? HOSPITAL_TIME_SLOTS.filter((slot) => !slotHasBegun(query.date, slot)) : HOSPITAL_TIME_SLOTS,
  };
}
