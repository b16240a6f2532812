import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { API_PATHS, IDEMPOTENCY_HEADER, hospitalToday, type Appointment, type Department, type Doctor } from '@hospital/contract';
import { BOOKING_DIALOG_TEXTS, BookingDialog, useToast, useUiTexts, type BookingOutcome, type BookingValues, type HospitalContact, type SlotQuery } from '@hospital/ui';
import { keyMatcher, useApi, useApiMutation } from '../api/swr.ts';
import { useBookingDays } from '../api/bookingDays.ts';
import { EMERGENCY, HOSPITAL, HOSPITAL_ADDRESS_LINE } from '../content/site.ts';
import { localeOfPath } from '../i18n/languages.ts';
import { paths } from '../routes.ts';
import { bookingRequestOf, sameRequest, withoutBooking, type BookingRequest } from './bookingAddress.ts';
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
  // The chosen doctor's open days, read a month at a time as the picker shows them: the form offers only these.
  const doctorDays = useBookingDays(slotQuery.doctorId);
  const mutate = useApiMutation();
  const { mutate: revalidate } = useSWRConfig();
  const { toast } = useToast();
  const submissionKey = useSubmissionKey();
  const { bookedToast, failedToast } = useUiTexts('bookingDialog', BOOKING_DIALOG_TEXTS);
  const hospital = useHospitalContact();
  // The page's language, read from its address (as the router's does): every message about the booking is in it.
  const language = localeOfPath(useLocation().pathname);

  const onSubmit = useCallback(
    async (values: BookingValues): Promise<BookingOutcome> => {
      let appointment: Appointment;
      // Not a field of the form: the booking records the language of the page it was made on.
      const request: BookingValues = { ...values, language };
      try {
        // The admin list (when mounted) and every availability read show the new booking.
        appointment = await mutate<Appointment>('POST', API_PATHS.appointments, request, [API_PATHS.appointments, API_PATHS.availability], {
          [IDEMPOTENCY_HEADER]: submissionKey.keyFor(request),
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
    [mutate, revalidate, toast, submissionKey, bookedToast, failedToast, language],
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
      doctorDays={doctorDays}
      onSubmit={onSubmit}
      today={hospitalToday()}
      hospital={hospital}
      privacyHref={paths.privacy}
      manageHref={paths.manageBooking}
    />
  );
}

/**
 * The booking dialog while the page's address asks for it (`?book=1&doctor=7`, see bookingAddress.ts), loaded by
 * `BookingFromAddress` once the page has hydrated; it lives in this module so that it comes with the dialog's code
 * (a chunk of its own moved shared code out of the home route's first load). Closing it takes the request out of
 * the address (replacing the entry, so Back does not open it again); Back, or any link away, closes it.
 */
export function AddressBookingDialog() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const asked = bookingRequestOf(search);
  // The last request stays drawn after closing, so the dialog plays its closing with the same form.
  const [shown, setShown] = useState<BookingRequest | null>(asked);
  if (asked !== null && !sameRequest(asked, shown)) setShown(asked);
  if (shown === null) return null;

  const onOpenChange = (open: boolean) => {
    if (open) return;
    const rest = withoutBooking(search).toString();
    void navigate({ pathname, search: rest === '' ? '' : `?${rest}`, hash }, { replace: true, preventScrollReset: true });
  };

  return (
    <BookingDialogContainer
      // Another doctor or department asked for is another form.
      key={`${shown.doctorId ?? ''}/${shown.department ?? ''}`}
      open={asked !== null}
      onOpenChange={onOpenChange}
      doctorId={shown.doctorId}
      department={shown.department}
    />
  );
}
