import { DoctorDirectory } from '@hospital/ui';
import { Page } from '../components/Page.tsx';
import { useDepartments, useDoctors } from '../api/queries.ts';
import { BookAppointmentButton } from '../booking/index.ts';
import { doctorPhotoOf } from '../content/doctorPhotos.ts';
import { useT } from '../i18n/LocaleContext.tsx';
import { paths } from '../routes.ts';

/** /doctors: every doctor, searchable by name or specialization on the client. */
export function DoctorsPage() {
  const t = useT();
  const { doctors, isLoading, error, onRetry } = useDoctors();
  const { departments } = useDepartments();
  return (
    <Page title={t('nav.ourDoctors')}>
      <DoctorDirectory
        doctors={doctors}
        departments={departments}
        isLoading={isLoading}
        error={error}
        onRetry={onRetry}
        photoOf={doctorPhotoOf}
        profileHref={(doctor) => paths.doctor(doctor.id)}
        // The spec draws this button with no action. A patient who presses "Book Appointment" on a doctor's card
        // means to book that doctor, so it opens the booking dialog with the doctor chosen, as the profile does.
        renderBookAction={(doctor) => <BookAppointmentButton doctorId={doctor.id}>{t('action.bookAppointment')}</BookAppointmentButton>}
      />
    </Page>
  );
}
