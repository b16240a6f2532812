import {
  AboutSection,
  AccreditationsSection,
  ContactSection,
  DepartmentsSection,
  DoctorsSection,
  ExcellenceSection,
  HomeSection,
  TestimonialsStrip,
} from '@hospital/ui';
import { BookAppointmentButton } from '../booking/BookAppointmentButton.tsx';
import type { HomeContent } from '../content/home.ts';
import { HOSPITAL, EMERGENCY, HOSPITAL_MAP_EMBED_URL, HOSPITAL_MAP_LINK_URL } from '../content/site.ts';
import { useLocaleBundle } from '../i18n/LocaleContext.tsx';

/**
 * The home page below its hero, in the spec's order: a chunk of its own, so the code the first screen needs to
 * come alive is only the hero's. The pre-render waits for it, so the HTML holds every section; in the browser React
 * hydrates the hero at once and these sections when their code has arrived (it is asked for with the home page's).
 */
export function HomeSections({ content }: { content: HomeContent }) {
  const { t, site } = useLocaleBundle();
  return (
    <>
      <AboutSection
        id="about"
        paragraphs={content.about.paragraphs}
        accreditation={content.about.accreditation}
        emergency={content.about.emergency}
        chairman={content.about.chairman}
        socialLinks={HOSPITAL.social}
      />
      <ExcellenceSection
        heading={t('home.excellence.heading')}
        intro={t('home.excellence.intro')}
        figures={content.excellenceFigures}
        action={<BookAppointmentButton size="lg">{t('home.excellence.action')}</BookAppointmentButton>}
      />
      <DepartmentsSection id="services" intro={t('home.departments.intro')} departments={content.departments} />
      <DoctorsSection id="doctors" intro={t('home.doctors.intro')} doctors={content.doctors} />
      <HomeSection heading={t('home.testimonials.heading')} tone="tinted">
        <TestimonialsStrip testimonials={content.testimonials} />
      </HomeSection>
      <AccreditationsSection heading={t('home.accreditations.heading')} accreditations={content.accreditations} />
      <ContactSection
        id="contact"
        tone="tinted"
        address={site.addressLine}
        phone={HOSPITAL.phone}
        email={HOSPITAL.email.appointments}
        emergencyNumber={EMERGENCY.contactNumber}
        hours={site.hours}
        mapSrc={HOSPITAL_MAP_EMBED_URL}
        mapHref={HOSPITAL_MAP_LINK_URL}
      />
    </>
  );
}
