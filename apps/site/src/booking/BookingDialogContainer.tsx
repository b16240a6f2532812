import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { API_PATHS, IDEMPOTENCY_HEADER, hospitalToday, type Appointment, type Department, type Doctor } from '@hospital/contract';
import { BOOKING_DIALOG_TEXTS, BookingDialog, useToast, useUiTexts, type BookingOutcome, type BookingValues, type HospitalContact, type SlotQuery } from '@hospital/ui';
import { keyMatcher, useApi, useApiMutation } from '../api/swr.ts';
import { EMERGENCY, HOSPITAL, HOSPITAL_ADDRESS_LINE } from '../content/site.ts';
import { paths } from '../routes.ts';
import { bookingOutcomeOf } from './bookingOutcome.ts';
import { useSubmissionKey } from './submissionKey.ts';
import { useSlotChoice } from './useSlotChoice.ts';

export interface BookingDialogContainerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  doctorId?: number | undefined;
  department?: string | undefined;
}

/** The hospital's name and address in English, from the site's one list of its facts. */
const HOSPITAL_WORDS = { name: HOSPITAL.name, address: HOSPITAL_ADDRESS_LINE };

/**
 * What the confirmation tells the patient about the hospital, with the name and address as the page's language
 * writes them. They come through the design system's provider (i18n/hindi.ts fills it) rather than the site's
 * LocaleContext, which this lazily loaded module would otherwise share with the entry: rolldown then moved it into a
 * shared chunk and the English home route grew by 53 bytes gzip (2026-11-26).
 */
function useHospitalContact(): HospitalContact {
  const { name, address } = useUiTexts('hospital', HOSPITAL_WORDS);
  return {
    name,
    address,
    phone: HOSPITAL.phone,
    // The contact section's emergency line, the one a patient is told to ring when it cannot wait.
    emergencyNumber: EMERGENCY.contactNumber,
  };
}

/**
 * The booking dialog with its data: doctors, departments and the chosen doctor's taken slots through SWR,
 * the booking sent to the API, and the toasts in the page's language. Loaded with the dialog's
 * code on first open.
 */
export function BookingDialogContainer({ open, onOpenChange, doctorId, department }: BookingDialogContainerProps) {
  const { data: doctors } = useApi<Doctor[]>(API_PATHS.doctors);
  const { data: departments } = useApi<Department[]>(API_PATHS.departments);
  const [slotQuery, setSlotQuery] = useState<SlotQuery>({ doctorId, date: '' });
  const slots = useSlotChoice(slotQuery);
  const mutate = useApiMutation();
  const { mutate: revalidate } = useSWRConfig();
  const { toast } = useToast();
  const submissionKey = useSubmissionKey();
  const { bookedToast, failedToast } = useUiTexts('bookingDialog', BOOKING_DIALOG_TEXTS);
  const hospital = useHospitalContact();

  const onSubmit = useCallback(
    async (values: BookingValues): Promise<BookingOutcome> => {
      let appointment: Appointment;
      try {
        // The admin list (when mounted) and every availability read show the new booking.
        appointment = await mutate<Appointment>('POST', API_PATHS.appointments, values, [API_PATHS.appointments, API_PATHS.availability], {
          [IDEMPOTENCY_HEADER]: submissionKey.keyFor(values),
        });
      } catch (error) {
        toast({ ...failedToast, variant: 'destructive' });
        // A slot taken meanwhile shows as booked in the picker too.
        void revalidate(keyMatcher(API_PATHS.availability));
        return bookingOutcomeOf(error);
      }
      submissionKey.forget();
      // The spec's toast, and the dialog stays open on its step 2: the confirmation with the reference.
      toast({ ...bookedToast, variant: 'success' });
      return { ok: true, appointment };
    },
    [mutate, revalidate, toast, submissionKey, bookedToast, failedToast],
  );

  return (
    <BookingDialog
      open={open}
      onOpenChange={onOpenChange}
      doctors={doctors}
      departments={departments}
      defaultDoctorId={doctorId}
      defaultDepartment={department}
      unavailableSlots={slots.unavailable}
      offeredSlots={slots.offered}
      onSlotQueryChange={setSlotQuery}
      onSubmit={onSubmit}
      today={hospitalToday()}
      hospital={hospital}
      privacyHref={paths.privacy}
      manageHref={paths.manageBooking}
    />
  );
}
