// The parts the leave and closure editors share: their panel, heading, list of dates and the add form's row.
import styled from 'styled-components';
import { cssVar } from '../theme/cssVar.ts';
import { media } from '../theme/theme.ts';

export const DaysOffPanel = styled.section`
  display: grid;
  align-content: start;
  gap: ${cssVar.space[4]};
  min-inline-size: 0;
  padding: ${cssVar.space[4]};
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  border-radius: ${cssVar.radius.lg};
  background-color: ${cssVar.color.surface};
`;

export const DaysOffHeader = styled.div`
  display: grid;
  gap: ${cssVar.space[1]};

  & > h3 {
    margin: 0;
    font-size: ${cssVar.font.size.xl};
  }

  & > p {
    margin: 0;
    color: ${cssVar.color.textMuted};
  }
`;

export const DateList = styled.ul`
  display: grid;
  gap: ${cssVar.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const DateItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${cssVar.space[2]} ${cssVar.space[3]};
  padding: ${cssVar.space[2]} ${cssVar.space[3]};
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.surfaceMuted};

  & > div {
    display: grid;
    gap: ${cssVar.space[1]};
    min-inline-size: 0;
    overflow-wrap: anywhere;
  }
`;

export const DateItemDetail = styled.span`
  color: ${cssVar.color.textMuted};
`;

export const EmptyLine = styled.p`
  margin: 0;
  color: ${cssVar.color.textMuted};
`;

export const AddForm = styled.form`
  display: grid;
  gap: ${cssVar.space[3]};
  padding-block-start: ${cssVar.space[4]};
  border-block-start: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};

  & > h4 {
    margin: 0;
    font-size: ${cssVar.font.size.lg};
  }
`;

export const AddFields = styled.div`
  display: grid;
  gap: ${cssVar.space[3]};

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  & > :last-child:nth-child(odd) {
    grid-column: 1 / -1;
  }
`;

export const AddActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
