import { useParams } from 'react-router-dom';
import { DoctorProfile, departmentNameFor } from '@hospital/ui';
import { doctorIdOf, useDepartments, useDoctor } from '../api/queries.ts';
import { ApiError } from '../api/client.ts';
import { BookAppointmentButton } from '../booking/index.ts';
import { HOSPITAL_CONTACT } from '../content/departments.ts';
import { doctorPhotoOf } from '../content/doctorPhotos.ts';
import { useDocumentTitle } from '../lib/useDocumentTitle.ts';
import { paths } from '../routes.ts';

/** Spec section 9: the same hours for every doctor. */
const CONSULTATION_HOURS = [
  { label: 'Monday - Friday', hours: '9:00 AM - 5:00 PM' },
  { label: 'Saturday', hours: '9:00 AM - 2:00 PM' },
  { label: 'Sunday', hours: 'Closed' },
] as const;

/** /doctors/:id: one doctor's profile; a 404 or an impossible id is "Doctor Not Found". */
export function DoctorProfilePage() {
  const id = doctorIdOf(useParams().id);
  const { doctor, isLoading, error, onRetry } = useDoctor(id);
  const { departments } = useDepartments();
  const notFound = id === null || (error instanceof ApiError && error.status === 404);

  useDocumentTitle(doctor?.name ?? (notFound ? 'Doctor Not Found' : 'Doctor Profile'));

  return (
    <DoctorProfile
      doctor={doctor}
      isLoading={isLoading}
      notFound={notFound}
      error={notFound ? undefined : error}
      onRetry={onRetry}
      departmentName={doctor ? departmentNameFor(doctor, departments) : undefined}
      photoSrc={doctor ? doctorPhotoOf(doctor) : undefined}
      consultationHours={CONSULTATION_HOURS}
      contact={HOSPITAL_CONTACT}
      renderBookAction={(placement) =>
        doctor ? <BookAppointmentButton doctorId={doctor.id} size={placement === 'header' ? 'lg' : 'md'} /> : null
      }
      homeHref={paths.home}
    />
  );
}
