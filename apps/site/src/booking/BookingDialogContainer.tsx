import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { API_PATHS, IDEMPOTENCY_HEADER, type Appointment, type Availability, type Department, type Doctor } from '@hospital/contract';
import { BookingDialog, useToast, type BookingOutcome, type BookingValues, type SlotQuery } from '@hospital/ui';
import { withQuery } from '../api/client.ts';
import { keyMatcher, useApi, useApiMutation } from '../api/swr.ts';
import { bookingOutcomeOf } from './bookingOutcome.ts';
import { useSubmissionKey } from './submissionKey.ts';

export interface BookingDialogContainerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  doctorId?: number | undefined;
  department?: string | undefined;
}

/** The booking toasts (spec section 8). */
export const BOOKING_TOASTS = {
  success: { title: 'Appointment Booked Successfully!', description: "We'll contact you soon to confirm your appointment." },
  failure: { title: 'Booking Failed', description: 'Please try again later' },
} as const;

/** The taken slots of one doctor on one day; nothing to read until both are chosen. */
function useTakenSlots(query: SlotQuery): readonly string[] {
  const key =
    query.doctorId !== undefined && query.date
      ? withQuery(API_PATHS.availability, { doctorId: query.doctorId, date: query.date })
      : null;
  const { data } = useApi<Availability>(key);
  return key && data ? data.takenSlots : [];
}

/**
 * The booking dialog with its data: doctors, departments and the chosen doctor's taken slots through SWR,
 * the booking sent to the API, and the toasts. Loaded with the dialog's code on first open.
 */
export function BookingDialogContainer({ open, onOpenChange, doctorId, department }: BookingDialogContainerProps) {
  const { data: doctors } = useApi<Doctor[]>(API_PATHS.doctors);
  const { data: departments } = useApi<Department[]>(API_PATHS.departments);
  const [slotQuery, setSlotQuery] = useState<SlotQuery>({ doctorId, date: '' });
  const takenSlots = useTakenSlots(slotQuery);
  const mutate = useApiMutation();
  const { mutate: revalidate } = useSWRConfig();
  const { toast } = useToast();
  const submissionKey = useSubmissionKey();

  const onSubmit = useCallback(
    async (values: BookingValues): Promise<BookingOutcome> => {
      try {
        // The admin list (when mounted) and every availability read show the new booking.
        await mutate<Appointment>('POST', API_PATHS.appointments, values, [API_PATHS.appointments, API_PATHS.availability], {
          [IDEMPOTENCY_HEADER]: submissionKey.keyFor(values),
        });
      } catch (error) {
        toast({ ...BOOKING_TOASTS.failure, variant: 'destructive' });
        // A slot taken meanwhile shows as booked in the picker too.
        void revalidate(keyMatcher(API_PATHS.availability));
        return bookingOutcomeOf(error);
      }
      submissionKey.forget();
      toast({ ...BOOKING_TOASTS.success, variant: 'success' });
      onOpenChange(false);
      return { ok: true };
    },
    [mutate, revalidate, toast, onOpenChange, submissionKey],
  );

  return (
    <BookingDialog
      open={open}
      onOpenChange={onOpenChange}
      doctors={doctors}
      departments={departments}
      defaultDoctorId={doctorId}
      defaultDepartment={department}
      unavailableSlots={takenSlots}
      onSlotQueryChange={setSlotQuery}
      onSubmit={onSubmit}
    />
  );
}
