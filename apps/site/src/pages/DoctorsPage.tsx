import { useSearchParams } from 'react-router-dom';
import { DoctorDirectory } from '@hospital/ui';
import { Page } from '../components/Page.tsx';
import { useDepartments, useDoctors } from '../api/queries.ts';
import { BookAppointmentButton } from '../booking/index.ts';
import { DoctorNextAvailable } from '../booking/DoctorNextAvailable.tsx';
import { doctorPhotoOf } from '../content/doctorPhotos.ts';
import { useT } from '../i18n/LocaleContext.tsx';
import { paths } from '../routes.ts';

/** The search's query parameter: `/doctors?q=cardio`. */
const QUERY_PARAM = 'q';

/**
 * /doctors: every doctor, searchable by name or specialization on the client. The search is a GET form to this page
 * (`?q=`), so a query sent before the page's script has run, or without one, loads the filtered list; the page
 * draws the URL's query on its first render and keeps the address up to date as the visitor types.
 */
export function DoctorsPage() {
  const t = useT();
  const [searchParams, setSearchParams] = useSearchParams();
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
        defaultQuery={searchParams.get(QUERY_PARAM) ?? ''}
        searchParam={QUERY_PARAM}
        onQueryChange={(query) =>
          setSearchParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (query === '') next.delete(QUERY_PARAM);
              else next.set(QUERY_PARAM, query);
              return next;
            },
            { replace: true, preventScrollReset: true },
          )
        }
        photoOf={doctorPhotoOf}
        profileHref={(doctor) => paths.doctor(doctor.id)}
        // The spec draws this button with no action. A patient who presses "Book Appointment" on a doctor's card
        // means to book that doctor, so it opens the booking dialog with the doctor chosen, as the profile does.
        renderBookAction={(doctor) => <BookAppointmentButton doctorId={doctor.id}>{t('action.bookAppointment')}</BookAppointmentButton>}
        renderNextAvailable={(doctor) => <DoctorNextAvailable doctorId={doctor.id} />}
      />
    </Page>
  );
}
