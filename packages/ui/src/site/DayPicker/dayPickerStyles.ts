// The day picker's look: the month bar, the grid and its days in each state, the month's load line and the legend.
import styled from 'styled-components';
import { Status } from '../../LiveRegion/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { focusRing } from '../../theme/focusRing.ts';

export const Root = styled.div`
  display: grid;
  gap: ${cssVar.space[3]};
  max-inline-size: 26rem;
  min-inline-size: 0;
`;

export const MonthBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${cssVar.space[2]};
`;

export const MonthHeading = styled(Status)`
  margin: 0;
  font-size: ${cssVar.font.size.md};
  font-weight: ${cssVar.font.weight.semibold};
  text-align: center;
`;

export const NavButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${cssVar.size.touchTarget};
  block-size: ${cssVar.size.touchTarget};
  padding: 0;
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.borderStrong};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.surface};
  color: ${cssVar.color.brand};
  cursor: pointer;

  & > svg {
    inline-size: ${cssVar.size.icon.md};
    block-size: ${cssVar.size.icon.md};
  }

  &:focus-visible {
    ${focusRing}
  }

  &:disabled {
    border-color: ${cssVar.color.border};
    color: ${cssVar.color.textMuted};
    cursor: not-allowed;
  }
`;

export const Grid = styled.table`
  inline-size: 100%;
  border-collapse: separate;
  border-spacing: ${cssVar.space[1]};
  table-layout: fixed;

  & th {
    padding-block: ${cssVar.space[1]};
    color: ${cssVar.color.textMuted};
    font-size: ${cssVar.font.size.sm};
    font-weight: ${cssVar.font.weight.medium};
    text-align: center;
  }

  & td {
    padding: 0;
    text-align: center;
  }
`;

export const DayButton = styled.button`
  position: relative;
  inline-size: 100%;
  min-block-size: ${cssVar.size.control.md};
  padding: 0;
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.borderStrong};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.surface};
  color: ${cssVar.color.text};
  font: inherit;
  font-weight: ${cssVar.font.weight.semibold};
  cursor: pointer;
  touch-action: manipulation;

  &:hover[data-state='open']:not([data-selected]) {
    border-color: ${cssVar.color.brand};
    background-color: ${cssVar.color.brandSubtle};
  }

  &:focus-visible {
    ${focusRing}
  }

  /* Full: a dashed edge and a struck-through number, not a colour alone. */
  &[data-state='full'] {
    border-style: dashed;
    background-color: ${cssVar.color.surfaceMuted};
    color: ${cssVar.color.textMuted};
    text-decoration: line-through;
  }

  /* Not a working day: no edge, the muted number, and not choosable. */
  &[data-state='closed'] {
    border-color: transparent;
    background-color: transparent;
    color: ${cssVar.color.textMuted};
    font-weight: ${cssVar.font.weight.regular};
    cursor: not-allowed;
  }

  /* Its month not read yet: no edge, a muted ground and number, and not choosable until the doctor's days arrive. */
  &[data-state='loading'] {
    border-color: transparent;
    background-color: ${cssVar.color.surfaceMuted};
    color: ${cssVar.color.textMuted};
    font-weight: ${cssVar.font.weight.regular};
    cursor: progress;
  }

  &[data-selected] {
    border-color: ${cssVar.color.brand};
    border-style: solid;
    background-color: ${cssVar.color.brand};
    color: ${cssVar.color.brandContrast};
  }
`;

/* What the shown month's read is doing: loading, or failed. */
export const MonthStatus = styled(Status)`
  margin: 0;
  color: ${cssVar.color.textMuted};
  font-size: ${cssVar.font.size.sm};
`;

export const Legend = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${cssVar.space[2]} ${cssVar.space[4]};
  margin: 0;
  color: ${cssVar.color.textMuted};
  font-size: ${cssVar.font.size.sm};
`;

export const LegendItem = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${cssVar.space[2]};

  &::before {
    content: '';
    inline-size: ${cssVar.space[4]};
    block-size: ${cssVar.space[4]};
    border: ${cssVar.borderWidth.thin} solid ${cssVar.color.borderStrong};
    border-radius: ${cssVar.radius.sm};
    background-color: ${cssVar.color.surface};
  }

  &[data-state='full']::before {
    border-style: dashed;
    background-color: ${cssVar.color.surfaceMuted};
  }

  &[data-state='closed']::before {
    border-style: dotted;
    border-color: ${cssVar.color.border};
    background-color: transparent;
  }
`;
