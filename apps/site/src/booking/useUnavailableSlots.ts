import { API_PATHS, type Availability } from '@hospital/contract';
import type { SlotQuery } from '@hospital/ui';
import { withQuery } from '../api/client.ts';
import { useApi } from '../api/swr.ts';

/** The taken slots of one doctor on one day, for a slot picker; nothing to read until both are chosen. */
export function useTakenSlots(query: SlotQuery): readonly string[] {
  const key =
    query.doctorId !== undefined && query.date
      ? withQuery(API_PATHS.availability, { doctorId: query.doctorId, date: query.date })
      : null;
  const { data } = useApi<Availability>(key);
  return key && data ? data.takenSlots : [];
}
