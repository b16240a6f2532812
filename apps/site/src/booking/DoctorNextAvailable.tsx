import { useRef } from 'react';
import { NextAvailable } from '@hospital/ui';
import { CARD_WINDOW_DAYS, useNextAvailable } from '../api/timetable.ts';
import { useNearViewport } from '../lib/useNearViewport.ts';

/**
 * A doctor card's "Next available: Tue 1 Dec, 9:30 AM", from the doctor's next 14 days: one read per card, on the
 * client, once the card comes within a screen of being seen. A pre-rendered page draws the empty line, which keeps
 * its height until the words come.
 */
export function DoctorNextAvailable({ doctorId, days = CARD_WINDOW_DAYS }: { doctorId: number; days?: number }) {
  const line = useRef<HTMLParagraphElement>(null);
  const near = useNearViewport(line);
  return <NextAvailable ref={line} next={useNextAvailable(near ? doctorId : null, days)} days={days} />;
}
