import { useMemo } from 'react';
import {
  AboutSection,
  AccreditationsSection,
  ContactSection,
  DepartmentsSection,
  DoctorsSection,
  EmergencyCallLink,
  ExcellenceSection,
  HomeHero,
  HomeSection,
  TestimonialsStrip,
} from '@hospital/ui';
import { BookAppointmentButton } from '../booking/BookAppointmentButton.tsx';
import { HOME_CONTENT } from '../content/home.ts';
import { EMERGENCY, HOSPITAL, HOSPITAL_MAP_EMBED_URL, HOSPITAL_MAP_LINK_URL } from '../content/site.ts';
import { useLocaleBundle } from '../i18n/LocaleContext.tsx';
import { useDocumentTitle } from '../lib/useDocumentTitle.ts';

/** Home (spec section 2): every section in the spec's order, from built-in content; nothing is fetched. */
export function HomePage() {
  useDocumentTitle();
  const { t, site, home } = useLocaleBundle();
  // The Hindi words come with the Hindi bundle (i18n/hindi.ts), over the English content's links and figures.
  const content = useMemo(() => home?.(HOME_CONTENT) ?? HOME_CONTENT, [home]);
  return (
    <>
      <HomeHero
        title={t('site.name')}
        tagline={content.hero.tagline}
        text={content.hero.text}
        figures={content.heroFigures}
        actions={
          <>
            <BookAppointmentButton size="lg">{t('action.bookAppointment')}</BookAppointmentButton>
            <EmergencyCallLink href={`tel:${EMERGENCY.heroNumber}`}>{t('home.emergency', { number: EMERGENCY.heroNumber })}</EmergencyCallLink>
          </>
        }
      />
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
      <DepartmentsSection
        id="services"
        intro={t('home.departments.intro')}
        departments={content.departments}
      />
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
