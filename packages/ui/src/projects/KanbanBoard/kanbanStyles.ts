import styled from 'styled-components';
import { cssVar } from '../../theme/cssVar.ts';
import { media } from '../../theme/theme.ts';

// The Kanban board's styles: the board and its columns, a card and its parts, and the card that follows the pointer.

export const Root = styled.div`
  display: grid;
  gap: ${cssVar.space[4]};
  min-inline-size: 0;
`;

/* Columns in a row share its height, so the whole height of a short column takes a drop. */
export const Columns = styled.div`
  display: grid;
  gap: ${cssVar.space[4]};

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

export const Column = styled.section`
  display: grid;
  gap: ${cssVar.space[3]};
  align-content: start;
  min-inline-size: 0;
  min-block-size: 10rem;
  padding: ${cssVar.space[3]};
  border: ${cssVar.borderWidth.thick} dashed transparent;
  border-radius: ${cssVar.radius.lg};
  background-color: ${cssVar.color.surfaceMuted};
  transition: border-color ${cssVar.motion.duration.fast} ${cssVar.motion.easing.standard};

  &[data-over] {
    border-color: ${cssVar.color.brand};
    background-color: ${cssVar.color.brandSubtle};
  }
`;

export const ColumnHeading = styled.h3`
  display: flex;
  align-items: center;
  gap: ${cssVar.space[2]};
  margin: 0;
  font-size: ${cssVar.font.size.lg};
  font-weight: ${cssVar.font.weight.semibold};
  color: ${cssVar.color.text};
`;

export const Count = styled.span`
  display: inline-grid;
  place-items: center;
  min-inline-size: 1.75rem;
  padding: 0 ${cssVar.space[2]};
  border-radius: ${cssVar.radius.pill};
  background-color: ${cssVar.color.surface};
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  font-size: ${cssVar.font.size.sm};
`;

export const EmptyColumn = styled.p`
  display: grid;
  gap: ${cssVar.space[1]};
  margin: 0;
  padding: ${cssVar.space[6]} ${cssVar.space[3]};
  border: ${cssVar.borderWidth.thin} dashed ${cssVar.color.borderStrong};
  border-radius: ${cssVar.radius.md};
  text-align: center;
  color: ${cssVar.color.textMuted};

  strong {
    color: ${cssVar.color.text};
    font-weight: ${cssVar.font.weight.semibold};
  }
`;

export const CardList = styled.ul`
  display: grid;
  gap: ${cssVar.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Card = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${cssVar.space[2]};
  padding: ${cssVar.space[3]};
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.surface};
  box-shadow: ${cssVar.shadow.sm};
  cursor: grab;
  touch-action: manipulation;

  &[data-dragging] {
    opacity: 0.4;
  }
`;

export const Handle = styled.div`
  align-self: start;
  display: grid;
  place-items: center;
  inline-size: 1.5rem;
  min-block-size: ${cssVar.size.control.sm};
  border-radius: ${cssVar.radius.sm};
  color: ${cssVar.color.textMuted};
  cursor: grab;

  &:hover {
    background-color: ${cssVar.color.brandSubtle};
    color: ${cssVar.color.brand};
  }

  &[aria-disabled='true'] {
    cursor: default;
    opacity: 0.5;
  }

  svg {
    inline-size: ${cssVar.size.icon.md};
    block-size: ${cssVar.size.icon.md};
  }
`;

export const Body = styled.div`
  display: grid;
  gap: ${cssVar.space[2]};
  min-inline-size: 0;
`;

export const CardHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${cssVar.space[2]};
`;

export const CardTitle = styled.h4`
  margin: 0;
  padding-block-start: ${cssVar.space[1]};
  font-size: ${cssVar.font.size.md};
  font-weight: ${cssVar.font.weight.semibold};
  line-height: ${cssVar.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${cssVar.space[2]};
`;

export const Muted = styled.span`
  color: ${cssVar.color.textMuted};
  font-size: ${cssVar.font.size.sm};
  overflow-wrap: anywhere;
`;

export const Line = styled.span`
  font-size: ${cssVar.font.size.sm};
  overflow-wrap: anywhere;
`;

export const MenuText = styled.span`
  display: grid;

  small {
    font-size: ${cssVar.font.size.sm};
    color: ${cssVar.color.textMuted};
  }
`;

export const Preview = styled.div`
  display: grid;
  gap: ${cssVar.space[1]};
  padding: ${cssVar.space[3]};
  border: ${cssVar.borderWidth.thick} solid ${cssVar.color.brand};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.surface};
  box-shadow: ${cssVar.shadow.lg};
  cursor: grabbing;
`;
