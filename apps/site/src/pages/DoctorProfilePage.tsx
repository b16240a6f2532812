import { useParams } from 'react-router-dom';
import { DOCTOR_PROFILE_TEXTS, DoctorProfile, departmentNameFor, formatTimeRange, useUiTexts } from '@hospital/ui';
import { doctorIdOf, useDepartments, useDoctor } from '../api/queries.ts';
import { ApiError } from '../api/client.ts';
import { BookAppointmentButton } from '../booking/index.ts';
import { HOSPITAL_CONTACT } from '../content/departments.ts';
import { doctorPhotoOf } from '../content/doctorPhotos.ts';
import { useLocaleBundle } from '../i18n/LocaleContext.tsx';
import { useDocumentTitle } from '../lib/useDocumentTitle.ts';
import { paths } from '../routes.ts';

/** /doctors/:id: one doctor's profile; a 404 or an impossible id is "Doctor Not Found". */
export function DoctorProfilePage() {
  const { t, intlLocale, site } = useLocaleBundle();
  const texts = useUiTexts('doctorProfile', DOCTOR_PROFILE_TEXTS);
  const id = doctorIdOf(useParams().id);
  const { doctor, isLoading, error, onRetry } = useDoctor(id);
  const { departments } = useDepartments();
  const notFound = id === null || (error instanceof ApiError && error.status === 404);
  useDocumentTitle(doctor?.name ?? (notFound ? texts.notFoundTitle : texts.pageHeading));
  // The same consultation hours for every doctor, named in the profile's words.
  const consultationHours = [
    { label: texts.mondayToFriday, hours: formatTimeRange('09:00', '17:00', intlLocale) },
    { label: texts.saturday, hours: formatTimeRange('09:00', '14:00', intlLocale) },
    { label: texts.sunday, hours: texts.closed, closed: true },
  ];
  return (
    <DoctorProfile
      doctor={doctor}
      isLoading={isLoading}
      notFound={notFound}
      error={notFound ? undefined : error}
      onRetry={onRetry}
      departmentName={doctor ? departmentNameFor(doctor, departments) : undefined}
      photoSrc={doctor ? doctorPhotoOf(doctor) : undefined}
      consultationHours={consultationHours}
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
