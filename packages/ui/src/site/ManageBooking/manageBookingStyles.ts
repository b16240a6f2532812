// Styles the parts of the manage-booking widget share.
import styled from 'styled-components';
import { Alert, Status } from '../../LiveRegion/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { media } from '../../theme/theme.ts';

export const Panel = styled.section`
  display: grid;
  gap: ${cssVar.space[4]};
  min-inline-size: 0;
  padding: ${cssVar.space[5]};
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  border-radius: ${cssVar.radius.lg};
  background-color: ${cssVar.color.surface};
`;

export const PanelHeading = styled.h2`
  margin: 0;
  font-family: ${cssVar.font.family.heading};
  font-size: ${cssVar.font.size.xl};
  font-weight: ${cssVar.font.weight.semibold};
  line-height: ${cssVar.font.lineHeight.heading};
  color: ${cssVar.color.text};
  overflow-wrap: anywhere;

  /* Focus comes here only to start a screen reader at what changed; a ring would suggest it can be pressed. */
  &:focus,
  &:focus-visible {
    outline: none;
  }
`;

export const Note = styled.p`
  margin: 0;
  color: ${cssVar.color.textMuted};
`;

export const Form = styled.form`
  display: grid;
  gap: ${cssVar.space[4]};
`;

/** The answer to what the person just did that failed: assertive, with the danger edge. */
export const Problem = styled(Alert)`
  display: grid;
  gap: ${cssVar.space[1]};
  margin: 0;
  padding: ${cssVar.space[3]} ${cssVar.space[4]};
  border-inline-start: ${cssVar.borderWidth.focus} solid ${cssVar.color.danger};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.dangerSubtle};
  color: ${cssVar.color.danger};
  font-weight: ${cssVar.font.weight.medium};

  p {
    margin: 0;
  }

  p + p {
    color: ${cssVar.color.text};
    font-weight: ${cssVar.font.weight.regular};
  }
`;

/**
 * What a change came to ("Your appointment has been cancelled."): a polite region that stays in the page, empty
 * and taking no room until its text arrives, so the change is announced.
 */
export const Done = styled(Status)`
  margin: 0;
  padding: ${cssVar.space[3]} ${cssVar.space[4]};
  border-inline-start: ${cssVar.borderWidth.focus} solid ${cssVar.color.status.appointment.confirmed.fg};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.status.appointment.confirmed.bg};
  color: ${cssVar.color.text};
  font-weight: ${cssVar.font.weight.medium};

  &:empty {
    padding: 0;
    border: 0;
  }
`;

/** On a phone the buttons take the full width, one under another; where there is room they sit in a row. */
export const Actions = styled.div`
  display: grid;
  gap: ${cssVar.space[3]};

  ${media.sm} {
    display: flex;
    flex-wrap: wrap;
  }
`;
