// The timetable editor's styled parts: a card per weekday, a fieldset per session, the footer with its actions.
import styled from 'styled-components';
import { cssVar } from '../../theme/cssVar.ts';
import { media } from '../../theme/theme.ts';

export const Root = styled.section`
  display: grid;
  gap: ${cssVar.space[4]};
  min-inline-size: 0;
`;

export const Header = styled.div`
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

export const Days = styled.div`
  display: grid;
  gap: ${cssVar.space[3]};
`;

export const Day = styled.section`
  display: grid;
  gap: ${cssVar.space[3]};
  padding: ${cssVar.space[3]} ${cssVar.space[4]};
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.surface};
`;

export const DayHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${cssVar.space[2]};

  & > h4 {
    margin: 0;
    font-size: ${cssVar.font.size.lg};
  }
`;

export const DayTotal = styled.p`
  margin: 0;
  color: ${cssVar.color.textMuted};
`;

export const Session = styled.fieldset`
  display: grid;
  gap: ${cssVar.space[2]};
  min-inline-size: 0;
  margin: 0;
  padding: ${cssVar.space[2]} ${cssVar.space[3]};
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.surfaceMuted};
`;

export const SessionFields = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${cssVar.space[3]};
  align-items: start;

  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 10rem));
  }
`;

export const SessionFoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${cssVar.space[2]};
`;

export const Preview = styled.p`
  margin: 0;
  color: ${cssVar.color.textMuted};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${cssVar.space[3]};

  & > p {
    margin: 0;
    color: ${cssVar.color.danger};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${cssVar.space[3]};
  margin-inline-start: auto;
`;
