import styled from 'styled-components';
import { cssVar } from '../theme/cssVar.ts';
import { media } from '../theme/theme.ts';

// The layout the department and facility page templates share. Not exported from the package.

/** The same centred column as the site's other pages. */
export const Column = styled.div`
  max-inline-size: ${cssVar.size.container};
  inline-size: 100%;
  margin-inline: auto;
  padding-inline: ${cssVar.space[4]};

  ${media.md} {
    padding-inline: ${cssVar.space[6]};
  }

  &[data-stack] {
    display: grid;
    gap: ${cssVar.space[10]};
  }
`;

export const SectionTitle = styled.h2`
  margin: 0 0 ${cssVar.space[5]};
  color: ${cssVar.color.text};
  font-size: ${cssVar.font.size['2xl']};
`;
