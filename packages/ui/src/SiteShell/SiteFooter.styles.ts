import styled from 'styled-components';
import { cssVar } from '../theme/cssVar.ts';
import { renderWhenNear, touchTargetLink } from '../theme/mixins.ts';
import { footerWide } from './containers.ts';

// The footer: name, Quick Links, the hospital's details and the last line.
export const Footer = styled.footer`
  ${renderWhenNear}
  container: site-footer / inline-size;
  background-color: ${cssVar.color.surfaceMuted};
  border-block-start: ${cssVar.borderWidth.thick} solid ${cssVar.color.brand};
  color: ${cssVar.color.text};
`;

export const FooterInner = styled.div`
  display: grid;
  gap: ${cssVar.space[6]};
  max-inline-size: ${cssVar.size.container};
  margin-inline: auto;
  padding: ${cssVar.space[8]} ${cssVar.space[4]};

  ${footerWide} {
    grid-template-columns: minmax(12rem, 1fr) 2fr;
    padding-inline: ${cssVar.space[6]};
  }
`;

export const FooterBrand = styled.p`
  display: flex;
  align-items: center;
  gap: ${cssVar.space[2]};
  margin: 0;
  align-self: start;
  color: ${cssVar.color.brand};
  font-family: ${cssVar.font.family.heading};
  font-size: ${cssVar.font.size.xl};
  font-weight: ${cssVar.font.weight.bold};
  line-height: ${cssVar.font.lineHeight.tight};
`;

export const FooterHeading = styled.h2`
  margin: 0 0 ${cssVar.space[2]};
  color: ${cssVar.color.text};
  font-size: ${cssVar.font.size.lg};
  font-weight: ${cssVar.font.weight.semibold};
`;

export const FooterList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  column-gap: ${cssVar.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    ${touchTargetLink}
    color: ${cssVar.color.brand};
    font-weight: ${cssVar.font.weight.medium};
    text-decoration: underline;
    text-decoration-color: transparent;
    text-underline-offset: 0.25em;
    transition: text-decoration-color ${cssVar.motion.duration.fast} ${cssVar.motion.easing.standard};
  }

  a:hover,
  a[aria-current='page'] {
    text-decoration-color: currentColor;
  }
`;

export const FooterContent = styled.div`
  ${footerWide} {
    grid-column: 1 / -1;
  }
`;

export const FooterNote = styled.p`
  margin: 0;
  padding-block-start: ${cssVar.space[4]};
  border-block-start: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  color: ${cssVar.color.textMuted};
  font-size: ${cssVar.font.size.sm};

  ${footerWide} {
    grid-column: 1 / -1;
  }
`;

/** The date the page's content last changed, after the copyright on its own line. */
export const FooterUpdated = styled.span`
  display: block;
  margin-block-start: ${cssVar.space[1]};
`;
