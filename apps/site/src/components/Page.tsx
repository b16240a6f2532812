import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Status, cssVar, media } from '@hospital/ui';
import { useDocumentTitle } from '../lib/useDocumentTitle.ts';

export interface PageProps {
  /** The page's h1, and its part of the document title. */
  title: string;
  /** The document title's page part when it differs from the heading; `null` for the site name alone. */
  documentTitle?: string | null;
  /** The page's meta description; the site's (in the page's language) when not given. */
  description?: string;
  children?: ReactNode;
}

/** A page's frame inside the site shell: its document title, a centred column and the h1. */
export function Page({ title, documentTitle, description, children }: PageProps) {
  useDocumentTitle(documentTitle === null ? undefined : (documentTitle ?? title), description);
  return (
    <Column>
      <Title>{title}</Title>
      {children}
    </Column>
  );
}

const Column = styled.div`
  max-inline-size: ${cssVar.size.container};
  margin-inline: auto;
  padding: ${cssVar.space[8]} ${cssVar.space[4]} ${cssVar.space[12]};

  /* The same side padding as the site header and footer. */
  ${media.md} {
    padding-inline: ${cssVar.space[6]};
  }
`;

const Title = styled.h1`
  margin: 0 0 ${cssVar.space[6]};
  color: ${cssVar.color.brand};
  font-size: ${cssVar.font.size['3xl']};
  font-weight: ${cssVar.font.weight.bold};
`;

/** A placeholder section with an in-page anchor, until the real section is built. */
export const Section = styled.section`
  padding-block: ${cssVar.space[6]};
  border-block-start: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};

  h2 {
    margin: 0;
    color: ${cssVar.color.text};
    font-size: ${cssVar.font.size['2xl']};
  }
`;

/** A line of news for screen readers too, such as "Loading...": a polite status paragraph. */
export const StatusText = styled(Status).attrs({ element: 'p' })`
  color: ${cssVar.color.textMuted};
`;
