import { useEffect, useState } from 'react';
import type { ManagedBooking } from '@hospital/contract';
import { followsQueue } from '../../opd/QueueTokenCard/index.ts';
import type { BookingLookupValues, ManageBookingOutcome } from './manageBooking.ts';

export interface QueueFollowOptions {
  booking: ManagedBooking;
  today: string;
  /** How often to ask; off when not given. */
  refreshSeconds: number | undefined;
  /** The look-up that found the booking, asked again as it was first asked (kept in memory only). */
  lookup: BookingLookupValues;
  onLookup: (lookup: BookingLookupValues) => Promise<ManageBookingOutcome>;
  /** Each newer answer of the booking, its token and the patients before it. */
  onBooking: (booking: ManagedBooking) => void;
}

/**
 * On the visit's day, while the patient waits or is with the doctor: the look-up asked again every `refreshSeconds`,
 * so the token card follows the queue. Says whether it is following, and whether the last asking failed.
 */
export function useQueueFollow({ booking, today, refreshSeconds, lookup, onLookup, onBooking }: QueueFollowOptions): {
  following: boolean;
  followFailed: boolean;
} {
  const following = refreshSeconds !== undefined && refreshSeconds > 0 && followsQueue(booking, today);
  const [followFailed, setFollowFailed] = useState(false);
  useEffect(() => {
    if (!following) return undefined;
    let active = true;
    const timer = setInterval(() => {
      void onLookup(lookup).then((outcome) => {
        if (!active) return;
        if (outcome.ok) onBooking(outcome.booking);
        setFollowFailed(!outcome.ok);
      });
    }, refreshSeconds * 1000);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [following, refreshSeconds, onLookup, lookup, onBooking]);
  return { following, followFailed };
}
