// The pieces the OPD day's widgets (the queue, the check-in and walk-in forms) draw alike: a patient's name and
// details in a row, a refusal from the server, and the token just given, so the three read as one screen.
import styled from 'styled-components';
import { cssVar } from '../theme/cssVar.ts';

/** A patient's name over their details (slot, reference, phone). */
export const PatientWho = styled.div`
  display: grid;
  gap: ${cssVar.space[1]};
  min-inline-size: 0;
`;

export const PatientName = styled.span`
  font-weight: ${cssVar.font.weight.semibold};
  overflow-wrap: anywhere;
`;

export const PatientDetails = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${cssVar.space[1]} ${cssVar.space[3]};
  color: ${cssVar.color.textMuted};
  font-size: ${cssVar.font.size.sm};
`;

/** A booking reference, kept on one line. */
export const BookingReference = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

/** What the server refused, in its words. */
export const OpdDayProblem = styled.span`
  display: block;
  padding: ${cssVar.space[3]};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.dangerSubtle};
  color: ${cssVar.color.danger};
  font-weight: ${cssVar.font.weight.medium};
`;

/** The token a patient was just given, large enough to read out across the counter. */
export const TokenGiven = styled.div`
  display: grid;
  justify-items: start;
  gap: ${cssVar.space[2]};
  padding: ${cssVar.space[4]};
  border-radius: ${cssVar.radius.lg};
  background-color: ${cssVar.color.status.appointment.checkedIn.bg};
  color: ${cssVar.color.status.appointment.checkedIn.fg};
  font-weight: ${cssVar.font.weight.semibold};
`;

export const TokenGivenNumber = styled.strong`
  font-size: ${cssVar.font.size['4xl']};
  line-height: ${cssVar.font.lineHeight.tight};
  font-variant-numeric: tabular-nums;
`;
