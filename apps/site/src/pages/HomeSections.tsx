import { useMemo } from 'react';
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
import { homeDoctors, type Doctor, type Testimonial } from '@hospital/contract';
import { useDoctors, useTestimonials } from '../api/queries.ts';
import { BookAppointmentButton } from '../booking/BookAppointmentButton.tsx';
import type { HomeContent } from '../content/home.ts';
import { HOSPITAL, EMERGENCY, HOSPITAL_MAP_EMBED_URL, HOSPITAL_MAP_LINK_URL } from '../content/site.ts';
import { useLocaleBundle } from '../i18n/LocaleContext.tsx';
import type { Locale } from '../i18n/languages.ts';
import { paths } from '../routes.ts';

/** The home page's doctor cards: the contract's choice of the hospital's doctors, each leading to their profile. */
const doctorCards = (doctors: readonly Doctor[]) =>
  homeDoctors(doctors).map(({ id, name, specialization, experience, qualifications }) => ({ id, name, specialization, experience, qualifications, href: paths.doctor(id) }));

/** A testimonial's words in the page's language (the admin writes each in English and Hindi). */
const testimonialCard = (testimonial: Testimonial, locale: Locale) =>
  locale === 'hi'
    ? { id: testimonial.id, name: testimonial.nameHi, condition: testimonial.conditionHi, quote: testimonial.quoteHi, rating: testimonial.rating }
    : { id: testimonial.id, name: testimonial.name, condition: testimonial.condition, quote: testimonial.quote, rating: testimonial.rating };

/**
 * The home page below its hero, in the spec's order: a chunk of its own, so the code the first screen needs to
 * come alive is only the hero's. The pre-render waits for it, so the HTML holds every section; in the browser React
 * hydrates the hero at once and these sections when their code has arrived (it is asked for with the home page's).
 */
export function HomeSections({ content }: { content: HomeContent }) {
  const { t, site, locale } = useLocaleBundle();
  // The database's, drawn into the page with it and read afresh once it has mounted (a doctor's change renews the
  // page as it does the doctors' pages, docs/adr/0015).
  const doctors = useDoctors();
  const { testimonials } = useTestimonials();
  const cards = useMemo(() => (doctors.doctors ? doctorCards(doctors.doctors) : undefined), [doctors.doctors]);
  const words = useMemo(() => testimonials?.map((testimonial) => testimonialCard(testimonial, locale)), [testimonials, locale]);
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
      <DoctorsSection
        id="doctors"
        intro={t('home.doctors.intro')}
        doctors={cards}
        isLoading={doctors.isLoading}
        error={doctors.error}
        onRetry={doctors.onRetry}
      />
      {/* None until the hospital has added some (a new hospital's server starts with none): no empty strip. */}
      {words && words.length > 0 ? (
        <HomeSection heading={t('home.testimonials.heading')} tone="tinted">
          <TestimonialsStrip testimonials={words} />
        </HomeSection>
      ) : null}
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
