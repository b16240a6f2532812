import { lazy, Suspense, useMemo } from 'react';
import { EmergencyCallLink, HomeHero } from '@hospital/ui';
import { BookAppointmentButton } from '../booking/BookAppointmentButton.tsx';
import { HOME_CONTENT } from '../content/home.ts';
import { EMERGENCY } from '../content/site.ts';
import { useLocaleBundle } from '../i18n/LocaleContext.tsx';
import { useDocumentTitle } from '../lib/useDocumentTitle.ts';

// Asked for as soon as the home page's code runs, so it arrives beside the page instead of after its hydration.
const homeSections = import('./HomeSections.tsx');
const HomeSections = lazy(() => homeSections.then((module) => ({ default: module.HomeSections })));

/**
 * Home: the hero, then About to Contact in HomeSections, from built-in content but for the doctors and the
 * testimonials, which HomeSections reads from the API (drawn into the page with it): the hero fetches nothing.
 */
export function HomePage() {
  useDocumentTitle();
  const { t, home } = useLocaleBundle();
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
      {/* The pre-rendered HTML of the sections stays on screen until their code has arrived and React takes it over. */}
      <Suspense fallback={null}>
        <HomeSections content={content} />
      </Suspense>
    </>
  );
}
