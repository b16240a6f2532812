import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { API_PATHS, IDEMPOTENCY_HEADER, hospitalToday, type Appointment, type Department, type Doctor } from '@hospital/contract';
import { BookingDialog, useToast, type BookingOutcome, type BookingValues, type HospitalContact, type SlotQuery } from '@hospital/ui';
import { keyMatcher, useApi, useApiMutation } from '../api/swr.ts';
import { EMERGENCY, HOSPITAL, HOSPITAL_ADDRESS_LINE } from '../content/site.ts';
import { paths } from '../routes.ts';
import { bookingOutcomeOf } from './bookingOutcome.ts';
import { useSubmissionKey } from './submissionKey.ts';
import { useTakenSlots } from './useTakenSlots.ts';

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

/** What the confirmation tells the patient about the hospital: from the site's one list of its facts. */
const HOSPITAL_CONTACT: HospitalContact = {
  name: HOSPITAL.name,
  address: HOSPITAL_ADDRESS_LINE,
  phone: HOSPITAL.phone,
  // The contact section's line (spec section 9), the one a patient is told to ring when it cannot wait.
  emergencyNumber: EMERGENCY.contactNumber,
};

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
      let appointment: Appointment;
      try {
        // The admin list (when mounted) and every availability read show the new booking.
        appointment = await mutate<Appointment>('POST', API_PATHS.appointments, values, [API_PATHS.appointments, API_PATHS.availability], {
          [IDEMPOTENCY_HEADER]: submissionKey.keyFor(values),
        });
      } catch (error) {
        toast({ ...BOOKING_TOASTS.failure, variant: 'destructive' });
        // A slot taken meanwhile shows as booked in the picker too.
        void revalidate(keyMatcher(API_PATHS.availability));
        return bookingOutcomeOf(error);
      }
      submissionKey.forget();
      // The spec's toast, and the dialog stays open on its step 2: the confirmation with the reference.
      toast({ ...BOOKING_TOASTS.success, variant: 'success' });
      return { ok: true, appointment };
    },
    [mutate, revalidate, toast, submissionKey],
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
      today={hospitalToday()}
      hospital={HOSPITAL_CONTACT}
      privacyHref={paths.privacy}
      manageHref={paths.manageBooking}
    />
  );
}
