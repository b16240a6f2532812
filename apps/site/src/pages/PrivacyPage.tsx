import styled from 'styled-components';
import { cssVar } from '@hospital/ui';
import { Page } from '../components/Page.tsx';
import { PRIVACY_FACTS, PRIVACY_NOTICE, type PrivacySection } from '../content/privacy.ts';
import { LOCALE_BUNDLES } from '../i18n/loadLocale.ts';
import { useLocalizedContent } from '../i18n/LocaleContext.tsx';
import { localized } from '../i18n/localized.ts';
import type { Locale } from '../i18n/locales.ts';

// The Hindi notice names the site's Hindi address, which the Hindi bundle (loaded before any Hindi page) holds.
const privacyNotices = localized(PRIVACY_NOTICE, async () => {
  const [{ privacyNoticeInHindi }, hindi] = await Promise.all([import('../content/privacy.hi.ts'), LOCALE_BUNDLES.load('hi')]);
  return privacyNoticeInHindi({ ...PRIVACY_FACTS, addressLine: hindi.site.addressLine });
});

/** The route's loader fetches the notice in its language before the first paint (App.tsx). */
export const loadContent = (locale: Locale) => privacyNotices.load(locale);

/** /privacy: the notice the booking form's consent links to, in the site's page shell, in the page's language. */
export function PrivacyPage() {
  const notice = useLocalizedContent(privacyNotices);
  return (
    <Page title={notice.title} documentTitle={notice.documentTitle}>
      <Notice>
        <p>{notice.intro}</p>
        {notice.sections.map((section: PrivacySection) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs?.map((text) => <p key={text}>{text}</p>)}
            {section.list && (
              <ul>
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
            {section.closing?.map((text) => <p key={text}>{text}</p>)}
          </section>
        ))}
      </Notice>
    </Page>
  );
}

/** A readable column of text: a measure of about 70 characters, the body size and generous line height. */
const Notice = styled.div`
  max-inline-size: ${cssVar.size.prose};
  color: ${cssVar.color.text};
  font-size: ${cssVar.font.size.md};
  line-height: ${cssVar.font.lineHeight.body};

  p,
  ul {
    margin: 0 0 ${cssVar.space[4]};
  }

  li + li {
    margin-block-start: ${cssVar.space[2]};
  }

  section {
    margin-block-start: ${cssVar.space[8]};
  }

  h2 {
    margin: 0 0 ${cssVar.space[3]};
    font-size: ${cssVar.font.size.xl};
    font-weight: ${cssVar.font.weight.semibold};
    line-height: ${cssVar.font.lineHeight.heading};
  }
`;
