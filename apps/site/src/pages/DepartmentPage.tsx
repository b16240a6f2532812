import { useParams } from 'react-router-dom';
import { Button, ButtonLink, DEPARTMENT_PAGE_TEXTS, DepartmentPageTemplate, doctorsOfDepartment, useUiTexts } from '@hospital/ui';
import { useDoctors } from '../api/queries.ts';
import { BookAppointmentButton } from '../booking/index.ts';
import { DoctorNextAvailable } from '../booking/DoctorNextAvailable.tsx';
import { DEPARTMENT_PAGES, HOSPITAL_CONTACT, type DepartmentPage as DepartmentPageData } from '../content/departments.ts';
import { useLocalizedContent, useT } from '../i18n/LocaleContext.tsx';
import { localized } from '../i18n/localized.ts';
import type { Locale } from '../i18n/locales.ts';
import { useDocumentTitle } from '../lib/useDocumentTitle.ts';
import { findDepartment, paths } from '../routes.ts';
import { NotFoundPage } from './NotFoundPage.tsx';

const departmentPages = localized(
  DEPARTMENT_PAGES,
  async () => (await import('../content/departments.hi.ts')).departmentPagesInHindi(DEPARTMENT_PAGES),
);

/** The route's loader fetches the pages' words in its language before the first paint (App.tsx). */
export const loadContent = (locale: Locale) => departmentPages.load(locale);

/** /departments/:slug: one of the ten departments, drawn from its content; any other slug is not found. */
export function DepartmentPage() {
  const department = findDepartment(useParams().slug);
  const pages = useLocalizedContent(departmentPages);
  if (!department) return <NotFoundPage />;
  const page = pages[department.slug];
  return page.kind === 'specialty' ? <SpecialtyDepartment key={department.slug} page={page} /> : <WrittenDepartment page={page} />;
}

/** Cardiology, neurology, pediatrics: doctors from the API; booking opens the dialog for this department. */
function SpecialtyDepartment({ page }: { page: Extract<DepartmentPageData, { kind: 'specialty' }> }) {
  const t = useT();
  const texts = useUiTexts('departmentPage', DEPARTMENT_PAGE_TEXTS);
  useDocumentTitle(page.content.name);
  const { doctors, isLoading, error, onRetry } = useDoctors();
  return (
    <DepartmentPageTemplate
      content={page.content}
      doctors={doctors ? doctorsOfDepartment(doctors, page.doctorRule) : undefined}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      renderNextAvailable={(doctor) => (doctor.id === undefined ? null : <DoctorNextAvailable doctorId={doctor.id} />)}
      headerAction={
        <BookAppointmentButton department={page.bookingDepartment} size="lg">
          {t('action.bookAppointment')}
        </BookAppointmentButton>
      }
      emergencyActions={
        <>
          <BookAppointmentButton department={page.bookingDepartment}>{texts.scheduleConsultation}</BookAppointmentButton>
          {/* The spec shows this button with no action. */}
          <Button variant="emergency">{texts.emergencyCallNow}</Button>
        </>
      }
    />
  );
}

/** The seven written pages: calls to action link to the home page's appointment (contact) section. */
function WrittenDepartment({ page }: { page: Extract<DepartmentPageData, { kind: 'written' }> }) {
  const texts = useUiTexts('departmentPage', DEPARTMENT_PAGE_TEXTS);
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
              {texts.emergencyCall(HOSPITAL_CONTACT.emergencyNumber)}
            </ButtonLink>
          ) : null}
        </>
      }
    />
  );
}
