import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { FooterDetails, LanguageSwitch, MEDICAL_TERM_TEXTS, SiteShell, STATE_TEXTS, UiTextsProvider, useUiTexts } from '@hospital/ui';
import { CONTENT_UPDATES_PATH, type ContentUpdates } from '@hospital/contract';
import { FOOTER_LINKS, HOSPITAL, HOSPITAL_MAP_LINK_URL, MENU_LINKS, NAV_LINKS, type SiteLink, type SiteLinkGroup } from '../content/site.ts';
import { BookAppointmentButton, BookingFromAddress } from '../booking/BookAppointmentButton.tsx';
import { DocumentLanguage } from '../i18n/DocumentLanguage.tsx';
import { LocaleProvider, useLocaleBundle, useLocalized } from '../i18n/LocaleContext.tsx';
import { LOCALE_BUNDLES } from '../i18n/loadLocale.ts';
import { LANGUAGE_NAMES, otherLocale, pageTwins, withoutLocale, type Locale } from '../i18n/locales.ts';
import type { Translate } from '../i18n/messages.ts';
import { rememberLocale } from '../i18n/rememberedLocale.ts';
import { pageLastUpdated } from '../pageUpdated.ts';
import { useBuildAnswer } from '../prerender/buildData.ts';
import { routeFor } from '../routes.ts';
import { StatusText } from './Page.tsx';

const MAIN_ID = 'main-content';

/**
 * Every public route's frame in one language: the language's words for everything below (the page's, the design
 * system's, the document's `lang`), then the site shell around the lazily loaded page. The first visit to a Hindi
 * page waits here for the Hindi catalog.
 */
export function SiteLayout({ locale }: { locale: Locale }) {
  const bundle = useLocalized(LOCALE_BUNDLES, locale);
  return (
    <LocaleProvider bundle={bundle}>
      <UiTextsProvider texts={bundle.uiTexts} lang={locale} intlLocale={bundle.intlLocale}>
        <SiteFrame />
      </UiTextsProvider>
    </LocaleProvider>
  );
}

/** The header's and footer's links with their labels in the page's language. */
function labelled(t: Translate, term: (english: string) => string) {
  const link = ({ label, href }: SiteLink) => ({ label: t(label), href });
  const item = (entry: SiteLink | SiteLinkGroup) =>
    'links' in entry ? { label: t(entry.label), links: entry.links.map((named) => ({ label: term(named.term), href: named.href })) } : link(entry);
  return { link, item };
}

function SiteFrame() {
  const { locale, t, site } = useLocaleBundle();
  const { pathname, search, hash } = useLocation();
  useScrollAndFocusOnNavigation(MAIN_ID);
  const labels = labelled(t, useUiTexts('medicalTerms', MEDICAL_TERM_TEXTS).term);
  // Drawn into the page by the server with the page itself, and kept for the visit: no request of its own, so the
  // frame loads no data code before the page's first paint.
  const contentUpdates = useBuildAnswer<ContentUpdates>(CONTENT_UPDATES_PATH);

  const twins = pageTwins(pathname);
  const other = otherLocale(locale);
  const prefetch = () => void LOCALE_BUNDLES.load(other).catch(() => undefined);
  // A page with no twin (the English-only project dashboard) shows no switch.
  const languageSwitch =
    twins === null ? undefined : (
      <LanguageSwitch
        href={`${twins[other]}${search}${hash}`}
        lang={other}
        label={LANGUAGE_NAMES[other]}
        onSelect={() => rememberLocale(other)}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      />
    );

  return (
    <>
      <DocumentLanguage locale={locale} twins={twins} />
      <SiteShell
        siteName={t('site.name')}
        navLinks={NAV_LINKS.map(labels.item)}
        menuLinks={MENU_LINKS.map(labels.link)}
        footerLinks={FOOTER_LINKS.map(labels.link)}
        // The links are written in their English form (RouterLink adds the prefix), so the current page is too.
        currentPath={withoutLocale(pathname)}
        mainId={MAIN_ID}
        languageSwitch={languageSwitch}
        lastUpdated={pageLastUpdated(routeFor(pathname), contentUpdates)}
        actions={<BookAppointmentButton size="md">{t('action.bookAppointment')}</BookAppointmentButton>}
        footerContent={
          <FooterDetails
            address={site.addressLine}
            phone={HOSPITAL.phone}
            services={site.footerServices}
            hours={site.hours}
            mapHref={HOSPITAL_MAP_LINK_URL}
          />
        }
      >
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </SiteShell>
      <BookingFromAddress />
    </>
  );
}

/** What a route shows while its page's code loads. */
export function PageLoading() {
  const { loading } = useUiTexts('states', STATE_TEXTS);
  // A screen tall, so the footer waits below the fold and does not jump when the page arrives (layout shift).
  return <StatusText style={{ textAlign: 'center', minBlockSize: '100dvh' }}>{loading}</StatusText>;
}

/**
 * What a full page load would do, for client-side navigation: a URL with a hash scrolls to that element
 * (waiting for a lazily loaded page to render it); a new page starts at the top with focus on <main>, so
 * keyboard and screen-reader users begin at the content. Back and forward leave the scroll to the browser.
 * A change of the query alone (a filter, the doctors' search, a project opened, the booking dialog) is the same
 * page: it keeps its scroll and focus.
 */
function useScrollAndFocusOnNavigation(mainId: string): void {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  // The location handled last: null before the first load, which the browser itself has placed.
  const handled = useRef<{ key: string; pathname: string } | null>(null);

  useEffect(() => {
    const isNavigation = handled.current !== null && handled.current.key !== key && handled.current.pathname !== pathname;
    handled.current = { key, pathname };

    if (hash.length > 1) return scrollToWhenPresent(decodeURIComponent(hash.slice(1)));
    if (!isNavigation || navigationType === 'POP') return undefined;
    window.scrollTo(0, 0);
    document.getElementById(mainId)?.focus({ preventScroll: true });
    return undefined;
  }, [pathname, hash, key, navigationType, mainId]);
}

/** Scrolls the element with this id into view, now or once it appears (for up to 5 s). Returns a cancel. */
function scrollToWhenPresent(id: string): () => void {
  const found = document.getElementById(id);
  if (found) {
    found.scrollIntoView();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const element = document.getElementById(id);
    if (!element) return;
    stop();
    element.scrollIntoView();
  });
  const timer = window.setTimeout(() => stop(), 5000);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
