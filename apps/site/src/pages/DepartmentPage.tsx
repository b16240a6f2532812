import { useParams } from 'react-router-dom';
import { Button, ButtonLink, DepartmentPageTemplate, doctorsOfDepartment } from '@hospital/ui';
import { useDoctors } from '../api/queries.ts';
import { BookAppointmentButton } from '../booking/index.ts';
import { DEPARTMENT_PAGES, HOSPITAL_CONTACT, type DepartmentPage as DepartmentPageData } from '../content/departments.ts';
import { useDocumentTitle } from '../lib/useDocumentTitle.ts';
import { findDepartment, paths } from '../routes.ts';
import { NotFoundPage } from './NotFoundPage.tsx';

/** /departments/:slug: one of the ten departments, drawn from its content; any other slug is not found. */
export function DepartmentPage() {
  const department = findDepartment(useParams().slug);
  if (!department) return <NotFoundPage />;
  const page = DEPARTMENT_PAGES[department.slug];
  return page.kind === 'specialty' ? <SpecialtyDepartment key={department.slug} page={page} /> : <WrittenDepartment page={page} />;
}

/** Cardiology, neurology, pediatrics: doctors from the API; booking opens the dialog for this department. */
function SpecialtyDepartment({ page }: { page: Extract<DepartmentPageData, { kind: 'specialty' }> }) {
  useDocumentTitle(page.content.name);
  const { doctors, isLoading, error, onRetry } = useDoctors();
  return (
    <DepartmentPageTemplate
      content={page.content}
      doctors={doctors ? doctorsOfDepartment(doctors, page.doctorRule) : undefined}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      headerAction={<BookAppointmentButton department={page.bookingDepartment} size="lg" />}
      emergencyActions={
        <>
          <BookAppointmentButton department={page.bookingDepartment}>Schedule Consultation</BookAppointmentButton>
          {/* The spec shows this button with no action. */}
          <Button variant="emergency">Emergency: Call Now</Button>
        </>
      }
    />
  );
}

/** The seven written pages: calls to action link to the home page's appointment (contact) section. */
function WrittenDepartment({ page }: { page: Extract<DepartmentPageData, { kind: 'written' }> }) {
  useDocumentTitle(page.content.name);
  return (
    <DepartmentPageTemplate
      content={page.content}
      callToActionActions={
        <>
          <ButtonLink href={paths.homeSection('contact')} variant="primary">
            {page.ctaLabel}
          </ButtonLink>
          {page.emergencyPhone ? (
            <ButtonLink href={`tel:${HOSPITAL_CONTACT.emergencyNumber}`} variant="emergency">
              Emergency: {HOSPITAL_CONTACT.emergencyNumber}
            </ButtonLink>
          ) : null}
        </>
      }
    />
  );
}
