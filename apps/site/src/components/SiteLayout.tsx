import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { FooterDetails, SiteShell } from '@hospital/ui';
import {
  FOOTER_LINKS,
  FOOTER_SERVICES,
  HOME_HOURS,
  HOSPITAL,
  HOSPITAL_ADDRESS_LINE,
  HOSPITAL_MAP_LINK_URL,
  NAV_LINKS,
  SITE_NAME,
} from '../content/site.ts';
import { BookAppointmentButton } from '../booking/BookAppointmentButton.tsx';
import { StatusText } from './Page.tsx';

const MAIN_ID = 'main-content';

/** Every route's frame: the site shell around the lazily loaded page. */
export function SiteLayout() {
  const { pathname } = useLocation();
  useScrollAndFocusOnNavigation(MAIN_ID);
  return (
    <SiteShell
      siteName={SITE_NAME}
      navLinks={NAV_LINKS}
      footerLinks={FOOTER_LINKS}
      currentPath={pathname}
      mainId={MAIN_ID}
      actions={<BookAppointmentButton size="md" />}
      footerContent={
        <FooterDetails
          address={HOSPITAL_ADDRESS_LINE}
          phone={HOSPITAL.phone}
          services={FOOTER_SERVICES}
          hours={HOME_HOURS}
          mapHref={HOSPITAL_MAP_LINK_URL}
        />
      }
    >
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </SiteShell>
  );
}

/** What a route shows while its page's code loads. */
export function PageLoading() {
  // A screen tall, so the footer waits below the fold and does not jump when the page arrives (layout shift).
  return (
    <StatusText style={{ textAlign: 'center', minBlockSize: '100dvh' }}>
      Loading...
    </StatusText>
  );
}

/**
 * What a full page load would do, for client-side navigation: a URL with a hash scrolls to that element
 * (waiting for a lazily loaded page to render it); a new page starts at the top with focus on <main>, so
 * keyboard and screen-reader users begin at the content. Back and forward leave the scroll to the browser.
 */
function useScrollAndFocusOnNavigation(mainId: string): void {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  // The location handled last: null before the first load, which the browser itself has placed.
  const handledKey = useRef<string | null>(null);

  useEffect(() => {
    const isNavigation = handledKey.current !== null && handledKey.current !== key;
    handledKey.current = key;

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
