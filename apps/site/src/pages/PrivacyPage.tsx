import styled from 'styled-components';
import { cssVar } from '@hospital/ui';
import { Page } from '../components/Page.tsx';
import { PRIVACY_NOTICE, type PrivacySection } from '../content/privacy.ts';

/** /privacy: the notice the booking form's consent links to, in the site's page shell. */
export function PrivacyPage() {
  return (
    <Page title={PRIVACY_NOTICE.title} documentTitle={PRIVACY_NOTICE.documentTitle}>
      <Notice>
        <p>{PRIVACY_NOTICE.intro}</p>
        {PRIVACY_NOTICE.sections.map((section: PrivacySection) => (
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
