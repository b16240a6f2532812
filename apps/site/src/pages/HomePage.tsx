import { SITE_NAME } from '../content/site.ts';
import { Page, Section } from '../components/Page.tsx';

/** Home (placeholder): the hospital's name and the sections its in-page anchors point at. */
export function HomePage() {
  return (
    <Page title={SITE_NAME} documentTitle={null}>
      <Section id="about" aria-labelledby="about-heading">
        <h2 id="about-heading">About Us</h2>
      </Section>
      <Section id="services" aria-labelledby="services-heading">
        <h2 id="services-heading">Our Medical Departments</h2>
      </Section>
      <Section id="doctors" aria-labelledby="doctors-heading">
        <h2 id="doctors-heading">Meet Our Expert Doctors</h2>
      </Section>
      <Section id="contact" aria-labelledby="contact-heading">
        <h2 id="contact-heading">Contact Us</h2>
      </Section>
    </Page>
  );
}
