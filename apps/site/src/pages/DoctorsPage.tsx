import { Page, StatusText } from '../components/Page.tsx';
import { useDoctors } from '../api/queries.ts';

/** /doctors (placeholder): the directory's title and, for now, the doctors' names from the API. */
export function DoctorsPage() {
  const { doctors, isLoading } = useDoctors();
  return (
    <Page title="Our Doctors">
      {isLoading ? <StatusText role="status">Loading doctors...</StatusText> : null}
      {doctors && doctors.length === 0 ? (
        <>
          <h2>No doctors found</h2>
          <StatusText>Try adjusting your search terms.</StatusText>
        </>
      ) : null}
      {doctors && doctors.length > 0 ? (
        <ul aria-label="Doctors">
          {doctors.map((doctor) => (
            <li key={doctor.id}>
              {doctor.name}, {doctor.specialization}
            </li>
          ))}
        </ul>
      ) : null}
    </Page>
  );
}
