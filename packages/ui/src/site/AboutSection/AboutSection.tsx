import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Badge } from '../../Badge/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { touchTargetLink } from '../../theme/mixins.ts';
import { focusRing } from '../../theme/focusRing.ts';
import { media } from '../../theme/theme.ts';
import { useLangOf, useUiTexts } from '../../UiTexts/index.ts';
import { HomeSection, type HomeSectionProps } from '../HomeSection/index.ts';
import { ABOUT_SECTION_TEXTS } from './aboutSectionTexts.ts';

export interface ChairmanMessage {
  name: string;
  role: string;
  /** The message in Hindi; marked `lang="hi"` so it is read and hyphenated as Hindi. */
  messageHi: string;
  messageEn: string;
}

export interface SocialLink {
  label: string;
  href: string;
}

export interface AboutSectionProps extends Omit<HomeSectionProps, 'heading' | 'children'> {
  heading?: ReactNode;
  /** The establishment story (the spec's 100-bed text is one of them). */
  paragraphs: readonly string[];
  /** The accreditation badge's text: "NABH Accredited Hospital". */
  accreditation: string;
  /** The 24/7 emergency line: "24/7 Emergency Services". */
  emergency: string;
  chairman: ChairmanMessage;
  socialLinks?: readonly SocialLink[];
}

/** About: the hospital's story, its accreditation, 24/7 emergency, the chairman's message in Hindi and English, social links. */
export function AboutSection({
  heading,
  paragraphs,
  accreditation,
  emergency,
  chairman,
  socialLinks = [],
  ...rest
}: AboutSectionProps) {
  const texts = useUiTexts('aboutSection', ABOUT_SECTION_TEXTS);
  const english = useLangOf('en');
  return (
    <HomeSection {...rest} heading={heading ?? texts.heading}>
      <Columns>
        <Story>
          <Badges>
            <Badge tone="success">{accreditation}</Badge>
            <Badge tone="danger">{emergency}</Badge>
          </Badges>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {socialLinks.length > 0 ? (
            <Social aria-label={texts.followUs}>
              <ul>
                {socialLinks.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} rel="noopener noreferrer" target="_blank">
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </Social>
          ) : null}
        </Story>
        <Message>
          <MessageHeading>{texts.chairmansMessage}</MessageHeading>
          <blockquote>
            <p lang="hi">{chairman.messageHi}</p>
            <p lang={english}>{chairman.messageEn}</p>
          </blockquote>
          <Signature>
            <strong lang={english}>{chairman.name}</strong>
            <span>{chairman.role}</span>
          </Signature>
        </Message>
      </Columns>
    </HomeSection>
  );
}

const Columns = styled.div`
  display: grid;
  gap: ${cssVar.space[8]};

  ${media.lg} {
    grid-template-columns: 3fr 2fr;
  }
`;

const Story = styled.div`
  display: grid;
  align-content: start;
  gap: ${cssVar.space[4]};

  p {
    margin: 0;
    font-size: ${cssVar.font.size.lg};
    line-height: ${cssVar.font.lineHeight.body};
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${cssVar.space[2]};
`;

const Social = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${cssVar.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    ${touchTargetLink}
    padding-inline: ${cssVar.space[3]};
    border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
    border-radius: ${cssVar.radius.pill};
    color: ${cssVar.color.brand};
    font-weight: ${cssVar.font.weight.medium};
    text-decoration: none;
  }

  a:hover {
    background-color: ${cssVar.color.brandSubtle};
  }

  a:focus-visible {
    ${focusRing}
  }
`;

const Message = styled.figure`
  display: grid;
  gap: ${cssVar.space[3]};
  margin: 0;
  padding: ${cssVar.space[6]};
  border-inline-start: ${cssVar.borderWidth.focus} solid ${cssVar.color.brand};
  border-radius: ${cssVar.radius.lg};
  background-color: ${cssVar.color.brandSubtle};

  blockquote {
    display: grid;
    gap: ${cssVar.space[3]};
    margin: 0;
  }

  p {
    margin: 0;
    line-height: ${cssVar.font.lineHeight.body};
  }

  p[lang='hi'] {
    font-family: ${cssVar.font.family.devanagari};
    font-size: ${cssVar.font.size.lg};
  }
`;

const MessageHeading = styled.h3`
  margin: 0;
  color: ${cssVar.color.brand};
  font-size: ${cssVar.font.size.xl};
`;

const Signature = styled.figcaption`
  display: grid;

  span {
    color: ${cssVar.color.textMuted};
  }
`;
