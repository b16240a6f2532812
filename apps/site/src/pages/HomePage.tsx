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
import {
  ABOUT,
  ACCREDITATIONS,
  EXCELLENCE_FIGURES,
  HERO,
  HERO_FIGURES,
  HOME_DEPARTMENTS,
  HOME_DOCTORS,
  TESTIMONIALS,
} from '../content/home.ts';
import {
  EMERGENCY,
  HOME_HOURS,
  HOSPITAL,
  HOSPITAL_ADDRESS_LINE,
  HOSPITAL_MAP_EMBED_URL,
  HOSPITAL_MAP_LINK_URL,
  SITE_NAME,
} from '../content/site.ts';
import { useDocumentTitle } from '../lib/useDocumentTitle.ts';

/** Home (spec section 2): every section in the spec's order, from built-in content; nothing is fetched. */
export function HomePage() {
  useDocumentTitle();
  return (
    <>
      <HomeHero
        title={SITE_NAME}
        tagline={HERO.tagline}
        text={HERO.text}
        figures={HERO_FIGURES}
        actions={
          <>
            <BookAppointmentButton size="lg" />
            <EmergencyCallLink href={`tel:${EMERGENCY.heroNumber}`}>
              Emergency {EMERGENCY.heroNumber}
            </EmergencyCallLink>
          </>
        }
      />
      <AboutSection
        id="about"
        heading={ABOUT.heading}
        paragraphs={ABOUT.paragraphs}
        accreditation={ABOUT.accreditation}
        emergency={ABOUT.emergency}
        chairman={ABOUT.chairman}
        socialLinks={HOSPITAL.social}
      />
      <ExcellenceSection
        intro="Numbers that reflect the trust our patients place in us."
        figures={EXCELLENCE_FIGURES}
        action={<BookAppointmentButton size="lg">Book Your Appointment</BookAppointmentButton>}
      />
      <DepartmentsSection
        id="services"
        intro="Specialist care across the departments patients need most."
        departments={HOME_DEPARTMENTS}
      />
      <DoctorsSection
        id="doctors"
        intro="Experienced specialists who listen, explain and care."
        doctors={HOME_DOCTORS}
      />
      <HomeSection heading="What Our Patients Say" tone="tinted">
        <TestimonialsStrip testimonials={TESTIMONIALS} />
      </HomeSection>
      <AccreditationsSection accreditations={ACCREDITATIONS} />
      <ContactSection
        id="contact"
        tone="tinted"
        address={HOSPITAL_ADDRESS_LINE}
        phone={HOSPITAL.phone}
        email={HOSPITAL.email.appointments}
        emergencyNumber={EMERGENCY.contactNumber}
        hours={HOME_HOURS}
        mapSrc={HOSPITAL_MAP_EMBED_URL}
        mapHref={HOSPITAL_MAP_LINK_URL}
      />
    </>
  );
}
