import { useId, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { Button } from '../../Button/index.ts';
import { cssVar } from '../../theme/cssVar.ts';

export interface AdminSectionProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  /** The section's h2, e.g. "Gallery Images"; it names the section. */
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** The add button's text, e.g. "Add Image"; no button without it. */
  addLabel?: string;
  onAdd?: () => void;
  ref?: Ref<HTMLElement>;
}

/** One managed list of the admin dashboard: its heading, an add button, and the list below. */
export function AdminSection({ title, description, addLabel, onAdd, children, ref, ...rest }: AdminSectionProps) {
  const headingId = useId();
  return (
    <Root aria-labelledby={headingId} {...rest} ref={ref}>
      <Header>
        <div>
          <Heading id={headingId}>{title}</Heading>
          {description ? <Description>{description}</Description> : null}
        </div>
        {addLabel && onAdd ? (
          <Button onClick={onAdd}>
            <PlusIcon />
            {addLabel}
          </Button>
        ) : null}
      </Header>
      {children}
    </Root>
  );
}

function PlusIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M12 5v14M5 12h14" />
    </svg>
  );
}

const Root = styled.section`
  display: grid;
  gap: ${cssVar.space[4]};
  min-inline-size: 0;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${cssVar.space[3]};
`;

const Heading = styled.h2`
  margin: 0;
  color: ${cssVar.color.text};
  font-size: ${cssVar.font.size.xl};
  font-weight: ${cssVar.font.weight.semibold};
  line-height: ${cssVar.font.lineHeight.heading};
`;

const Description = styled.p`
  margin: ${cssVar.space[1]} 0 0;
  color: ${cssVar.color.textMuted};
`;

/** The managed items: a grid of cards, as a list so screen readers count them. */
export const AdminCardList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: ${cssVar.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** One managed item's card. */
export const AdminCard = styled.li`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
  overflow: hidden;
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  border-radius: ${cssVar.radius.lg};
  background-color: ${cssVar.color.surface};
  box-shadow: ${cssVar.shadow.sm};
`;

export const AdminCardBody = styled.div`
  display: grid;
  flex: 1 1 auto;
  align-content: start;
  gap: ${cssVar.space[2]};
  padding: ${cssVar.space[4]};

  & h3 {
    margin: 0;
    font-size: ${cssVar.font.size.lg};
    font-weight: ${cssVar.font.weight.semibold};
    line-height: ${cssVar.font.lineHeight.heading};
    overflow-wrap: anywhere;
  }

  & p {
    margin: 0;
    color: ${cssVar.color.textMuted};
    overflow-wrap: anywhere;
  }
`;

/** Badges in a row. */
export const AdminCardTags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${cssVar.space[2]};
`;

/** Edit and Delete, at the foot of the card. */
export const AdminCardActions = styled.div`
  display: flex;
  gap: ${cssVar.space[2]};
  padding: ${cssVar.space[3]} ${cssVar.space[4]};
  border-block-start: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};

  & > * {
    flex: 1 1 auto;
  }
`;

/** Clamps long text to three lines in a card. */
export const ClampedText = styled.p`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  overflow: hidden;
`;
