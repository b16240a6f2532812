// The token board's styled parts: light text on the darkest surface, its sizes growing from a phone to a hall TV.
import styled from 'styled-components';
import { Status } from '../../LiveRegion/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { media } from '../../theme/theme.ts';

/* The board's type grows with the screen: a phone's, a desk monitor's, a hall TV's (1920 px and over). */
export const Root = styled.section`
  --board-token: calc(${cssVar.font.size['4xl']} * 2.5);
  --board-next: calc(${cssVar.font.size['4xl']} * 1.1);
  --board-label: ${cssVar.font.size['2xl']};
  --board-heading: ${cssVar.font.size['2xl']};
  display: grid;
  grid-template-rows: auto 1fr auto;
  gap: ${cssVar.space[6]};
  min-block-size: 100%;
  box-sizing: border-box;
  padding: ${cssVar.space[4]};
  background-color: ${cssVar.color.text};
  color: ${cssVar.color.surface};
  font-family: ${cssVar.font.family.body};
  line-height: ${cssVar.font.lineHeight.tight};
  overflow-wrap: anywhere;

  ${media.md} {
    --board-token: calc(${cssVar.font.size['4xl']} * 4);
    --board-next: calc(${cssVar.font.size['4xl']} * 1.5);
    --board-label: ${cssVar.font.size['3xl']};
    --board-heading: ${cssVar.font.size['4xl']};
    padding: ${cssVar.space[8]};
  }

  ${media.xl} {
    --board-token: calc(${cssVar.font.size['4xl']} * 8);
    --board-next: calc(${cssVar.font.size['4xl']} * 2);
    --board-label: ${cssVar.font.size['4xl']};
    --board-heading: calc(${cssVar.font.size['4xl']} * 1.4);
    padding: ${cssVar.space[12]};
  }

  & :is(h1, h2) {
    margin: 0;
    font-size: var(--board-heading);
    font-weight: ${cssVar.font.weight.bold};
    line-height: ${cssVar.font.lineHeight.heading};
  }
`;

export const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${cssVar.space[4]};
  padding-block-end: ${cssVar.space[4]};
  border-block-end: ${cssVar.borderWidth.thick} solid ${cssVar.color.borderStrong};
`;

export const Titles = styled.div`
  display: grid;
  gap: ${cssVar.space[1]};
  min-inline-size: 0;
`;

export const Subtitle = styled.p`
  margin: 0;
  font-size: var(--board-label);
  color: ${cssVar.color.brandSubtle};
`;

export const Corner = styled.div`
  display: grid;
  justify-items: end;
  gap: ${cssVar.space[2]};
  font-size: ${cssVar.font.size.lg};
`;

export const Updated = styled.p`
  margin: 0;
  color: ${cssVar.color.border};
`;

/* Said in words and shown on the accent, never by colour alone. */
export const Connection = styled(Status)`
  margin: 0;

  &[data-lost] {
    padding: ${cssVar.space[2]} ${cssVar.space[4]};
    border-radius: ${cssVar.radius.md};
    background-color: ${cssVar.color.accent};
    color: ${cssVar.color.accentContrast};
    font-weight: ${cssVar.font.weight.bold};
  }
`;

export const Message = styled(Status)`
  margin: 0;
  align-self: center;
  justify-self: center;
  font-size: var(--board-label);
  text-align: center;
`;

export const Stack = styled.div`
  display: grid;
  align-content: center;
  justify-items: center;
  gap: ${cssVar.space[6]};
`;

export const Columns = styled.div`
  display: grid;
  gap: ${cssVar.space[6]};
  align-items: stretch;

  ${media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Panel = styled.div`
  display: grid;
  align-content: start;
  gap: ${cssVar.space[4]};
  padding: ${cssVar.space[6]};
  border-radius: ${cssVar.radius.xl};
`;

export const ServingPanel = styled(Panel)`
  align-content: center;
  background-color: ${cssVar.color.brand};
  color: ${cssVar.color.brandContrast};
  justify-items: center;
  text-align: center;

  & > p {
    margin: 0;
  }
`;

export const NextPanel = styled(Panel)`
  border: ${cssVar.borderWidth.thick} solid ${cssVar.color.borderStrong};
`;

export const Label = styled.p`
  margin: 0;
  font-size: var(--board-label);
  font-weight: ${cssVar.font.weight.semibold};
`;

export const BigToken = styled.span`
  display: block;
  font-size: var(--board-token);
  font-weight: ${cssVar.font.weight.bold};
  line-height: ${cssVar.font.lineHeight.tight};
  font-variant-numeric: tabular-nums;
`;

export const RowToken = styled.span`
  font-size: var(--board-next);
  font-weight: ${cssVar.font.weight.bold};
  color: ${cssVar.color.accent};
  font-variant-numeric: tabular-nums;
`;

export const NoneCalled = styled.span`
  display: block;
  font-size: var(--board-label);
  font-weight: ${cssVar.font.weight.medium};
`;

export const NoneWaiting = styled.p`
  margin: 0;
  font-size: var(--board-label);
`;

export const NextList = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${cssVar.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    padding: ${cssVar.space[2]} ${cssVar.space[4]};
    border-radius: ${cssVar.radius.lg};
    background-color: ${cssVar.color.surface};
    color: ${cssVar.color.text};
    font-size: var(--board-next);
    font-weight: ${cssVar.font.weight.bold};
    text-align: center;
    font-variant-numeric: tabular-nums;
  }

  &[data-compact] > li {
    font-size: var(--board-label);
    padding: ${cssVar.space[1]} ${cssVar.space[3]};
  }
`;

export const More = styled.p`
  margin: 0;
  font-size: var(--board-label);
  color: ${cssVar.color.border};
`;

export const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  align-self: start;

  & th,
  & td {
    padding: ${cssVar.space[3]} ${cssVar.space[2]};
    border-block-end: ${cssVar.borderWidth.thin} solid ${cssVar.color.borderStrong};
    text-align: start;
    vertical-align: middle;
  }

  & thead th {
    font-size: ${cssVar.font.size.lg};
    font-weight: ${cssVar.font.weight.semibold};
    color: ${cssVar.color.border};
  }

  & tbody th {
    font-size: var(--board-label);
    font-weight: ${cssVar.font.weight.bold};
  }

  & td > p,
  & td > ol {
    margin-block: ${cssVar.space[1]};
  }
`;

export const Footer = styled.p`
  margin: 0;
  font-size: var(--board-label);
  color: ${cssVar.color.brandSubtle};
  text-align: center;
`;
