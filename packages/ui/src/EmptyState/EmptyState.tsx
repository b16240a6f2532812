import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { cssVar } from '../theme/cssVar.ts';

export type EmptyStateHeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface EmptyStateProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** What is missing, in the spec's words: "No doctors found". */
  title: ReactNode;
  /** What the person can do about it: "Try adjusting your search terms." */
  description?: ReactNode;
  /** A decorative picture above the title; a tray drawn for the site when not given, none with `null`. */
  icon?: ReactNode;
  /** A button or link below the text, such as Create New Project. */
  action?: ReactNode;
  /** The title's heading level, to fit the page's outline. Default 3 (inside a section under an `h2`). */
  headingLevel?: EmptyStateHeadingLevel;
  ref?: Ref<HTMLDivElement>;
}

/** What a list or page shows when there is nothing to show: a picture, a heading, a hint and maybe an action. */
export function EmptyState({
  title,
  description,
  icon = <TrayIcon />,
  action,
  headingLevel = 3,
  ref,
  ...rest
}: EmptyStateProps) {
  return (
    <Root {...rest} ref={ref}>
      {icon !== null ? (
        <IconFrame aria-hidden="true" data-part="icon">
          {icon}
        </IconFrame>
      ) : null}
      <Title as={`h${headingLevel}`}>
        {title}
      </Title>
      {description !== undefined ? <Description>{description}</Description> : null}
      {action !== undefined ? <Action>{action}</Action> : null}
    </Root>
  );
}

/** An empty in-tray: the default picture for "nothing here yet". */
function TrayIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round">
      <path d="M3 13h4.5l1.5 2.5h6l1.5-2.5H21" />
      <path d="M5.5 5.5h13L21 13v5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18v-5z" />
    </svg>
  );
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${cssVar.space[3]};
  padding: ${cssVar.space[10]} ${cssVar.space[4]};
  text-align: center;
  color: ${cssVar.color.text};
`;

const IconFrame = styled.div`
  display: grid;
  place-items: center;
  inline-size: ${cssVar.space[16]};
  block-size: ${cssVar.space[16]};
  margin-block-end: ${cssVar.space[2]};
  border-radius: ${cssVar.radius.pill};
  background-color: ${cssVar.color.brandSubtle};
  color: ${cssVar.color.brand};

  & > svg {
    inline-size: ${cssVar.space[8]};
    block-size: ${cssVar.space[8]};
  }

  /* ErrorState marks its root danger: the same frame, in red. */
  [data-tone='danger'] > & {
    background-color: ${cssVar.color.dangerSubtle};
    color: ${cssVar.color.danger};
  }
`;

const Title = styled.h3`
  margin: 0;
  max-inline-size: ${cssVar.size.prose};
  font-size: ${cssVar.font.size.xl};
  font-weight: ${cssVar.font.weight.semibold};
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  margin: 0;
  max-inline-size: ${cssVar.size.prose};
  color: ${cssVar.color.textMuted};
  font-size: ${cssVar.font.size.md};
  overflow-wrap: anywhere;
`;

const Action = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${cssVar.space[3]};
  margin-block-start: ${cssVar.space[3]};
`;
