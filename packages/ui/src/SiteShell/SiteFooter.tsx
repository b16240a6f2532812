import { useId, type ReactNode } from 'react';
import { Link } from '../Link/index.ts';
import { HOSPITAL_TIME_ZONE } from '@hospital/contract';
import { formatDate } from '../shared/localeFormat.ts';
import { useIntlLocale, useUiTexts } from '../UiTexts/index.ts';
import { HospitalMark } from './icons.tsx';
import { currentPageProps, type SiteShellLink } from './links.ts';
import { SITE_SHELL_TEXTS } from './siteShellTexts.ts';
import { Footer, FooterBrand, FooterContent, FooterHeading, FooterInner, FooterList, FooterNote, FooterUpdated } from './SiteFooter.styles.ts';

export interface SiteFooterProps {
  siteName: string;
  /** The Quick Links, in order. */
  links: readonly SiteShellLink[];
  currentPath?: string | undefined;
  /** Hospital details beside the quick links: address and map, services, hours. */
  content?: ReactNode;
  /** The last line; `© {siteName}` when not given. */
  note?: ReactNode;
  /** When the page's content last changed (an ISO 8601 instant or a YYYY-MM-DD day): shown as the hospital's day. */
  lastUpdated?: string | undefined;
}

/** The site's footer: the hospital's mark and name, the Quick Links, the hospital's details and a last line. */
export function SiteFooter({ siteName, links, currentPath, content, note, lastUpdated }: SiteFooterProps) {
  const headingId = `${useId()}-footer-heading`;
  const texts = useUiTexts('siteShell', SITE_SHELL_TEXTS);
  const locale = useIntlLocale();
  return (
    <Footer>
      <FooterInner>
        <FooterBrand>
          <HospitalMark />
          <span>{siteName}</span>
        </FooterBrand>
        <nav aria-labelledby={headingId}>
          <FooterHeading id={headingId}>{texts.quickLinks}</FooterHeading>
          <FooterList>
            {links.map((link) => (
              <li key={`${link.href} ${link.label}`}>
                <Link href={link.href} {...currentPageProps(link.href, currentPath)}>
                  {link.label}
                </Link>
              </li>
            ))}
          </FooterList>
        </nav>
        {content ? <FooterContent>{content}</FooterContent> : null}
        <FooterNote>
          {note ?? texts.copyright(siteName)}
          {lastUpdated ? (
            <FooterUpdated>
              {texts.lastUpdated} <time dateTime={lastUpdated}>{formatDate(lastUpdated, locale, HOSPITAL_TIME_ZONE)}</time>
            </FooterUpdated>
          ) : null}
        </FooterNote>
      </FooterInner>
    </Footer>
  );
}
