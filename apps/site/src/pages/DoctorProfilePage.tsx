import { useParams } from 'react-router-dom';
import { nextOpenSlot } from '@hospital/contract';
import { DOCTOR_PROFILE_TEXTS, DoctorProfile, NextAvailable, departmentNameFor, useUiTexts } from '@hospital/ui';
import { doctorIdOf, useDepartments, useDoctor } from '../api/queries.ts';
import { ApiError } from '../api/client.ts';
import { BOOKING_WINDOW_DAYS, useDoctorAvailability, useDoctorTimetable } from '../api/timetable.ts';
import { BookAppointmentButton } from '../booking/index.ts';
import { HOSPITAL_CONTACT } from '../content/departments.ts';
import { doctorPhotoOf } from '../content/doctorPhotos.ts';
import { useLocaleBundle } from '../i18n/LocaleContext.tsx';
import { useDocumentTitle } from '../lib/useDocumentTitle.ts';
import { paths } from '../routes.ts';

/** /doctors/:id: one doctor's profile; a 404 or an impossible id is "Doctor Not Found". */
export function DoctorProfilePage() {
  const { t, site } = useLocaleBundle();
  const texts = useUiTexts('doctorProfile', DOCTOR_PROFILE_TEXTS);
  const id = doctorIdOf(useParams().id);
  const { doctor, isLoading, error, onRetry } = useDoctor(id);
  const { departments } = useDepartments();
  const notFound = id === null || (error instanceof ApiError && error.status === 404);
  useDocumentTitle(doctor?.name ?? (notFound ? texts.notFoundTitle : texts.pageHeading));
  // The doctor's own hours and leave (in the pre-rendered page's data, then fresh), and their next open slot from
  // the same 62-day read the booking dialog makes, so opening it reads nothing more.
  const { timetable, error: timetableError } = useDoctorTimetable(notFound ? null : id);
  const { availability } = useDoctorAvailability(doctor ? doctor.id : null);
  const next = availability === undefined ? undefined : (nextOpenSlot(availability) ?? null);
  return (
    <DoctorProfile
      doctor={doctor}
      isLoading={isLoading}
      notFound={notFound}
      error={notFound ? undefined : error}
      onRetry={onRetry}
      departmentName={doctor ? departmentNameFor(doctor, departments) : undefined}
      photoSrc={doctor ? doctorPhotoOf(doctor) : undefined}
      timetable={timetable}
      timetableError={timetableError}
      nextAvailable={<NextAvailable next={next} days={BOOKING_WINDOW_DAYS} />}
      contact={{ ...HOSPITAL_CONTACT, address: site.addressLine }}
      renderBookAction={(placement) =>
        doctor ? (
          <BookAppointmentButton doctorId={doctor.id} size={placement === 'header' ? 'lg' : 'md'}>
            {t('action.bookAppointment')}
          </BookAppointmentButton>
        ) : null
      }
      homeHref={paths.home}
    />
  );
}
