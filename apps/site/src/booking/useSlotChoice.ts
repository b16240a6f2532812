import { API_PATHS, HOSPITAL_TIME_SLOTS, slotsBegunOn, type Availability } from '@hospital/contract';
import type { SlotQuery } from '@hospital/ui';
import { withQuery } from '../api/client.ts';
import { useApi } from '../api/swr.ts';

export interface SlotChoice {
  /** The chosen doctor's slots another patient holds that day: shown as booked. */
  unavailable: readonly string[];
  /** The day's slots that have not begun on the hospital's clock (all of them on a later day): the only ones shown. */
  offered: readonly string[];
}

/** The slots a picker offers for a doctor and a day, as the servers will accept them. */
export function useSlotChoice(query: SlotQuery): SlotChoice {
  const key =
    query.doctorId !== undefined && query.date
      ? withQuery(API_PATHS.availability, { doctorId: query.doctorId, date: query.date })
      : null;
  const { data } = useApi<Availability>(key);
  const begun = query.date ? slotsBegunOn(query.date) : [];
  return {
    unavailable: key && data ? data.takenSlots : [],
    offered: begun.length === 0 ? HOSPITAL_TIME_SLOTS : HOSPITAL_TIME_SLOTS.filter((slot) => !begun.includes(slot)),
  };
}
