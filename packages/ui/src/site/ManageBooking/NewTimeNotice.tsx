import styled from 'styled-components';
import type { NewTimeReason } from '@hospital/contract';
import { cssVar } from '../../theme/cssVar.ts';
import type { ManageBookingTexts } from './manageBookingTexts.ts';

export interface NewTimeNoticeProps {
  reason: NewTimeReason;
  texts: ManageBookingTexts;
  /** Offered when the doctor no longer holds an OPD here: there is no time to move to. */
  hospitalPhone: { text: string; href: string } | undefined;
}

/** Why the booking needs a new time (leave, a closure, new hours, a doctor retired), in the patient's words. */
export function NewTimeNotice({ reason, texts, hospitalPhone }: NewTimeNoticeProps) {
  return (
    <Notice>
      <NoticeHeading>{texts.needsNewTimeHeading}</NoticeHeading>
      <p>{texts.needsNewTime[reason]}</p>
      {reason === 'doctor_retired' && hospitalPhone ? (
        <p>
          <a href={hospitalPhone.href}>{texts.callHospital(hospitalPhone.text)}</a>
        </p>
      ) : null}
    </Notice>
  );
}

/* Said plainly, above the booking: the hospital moved something under it. Not a colour alone: a heading and words. */
const Notice = styled.section`
  display: grid;
  gap: ${cssVar.space[2]};
  padding: ${cssVar.space[4]};
  border-inline-start: ${cssVar.borderWidth.focus} solid ${cssVar.color.status.appointment.pending.fg};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.status.appointment.pending.bg};
  color: ${cssVar.color.text};

  & p {
    margin: 0;
    line-height: ${cssVar.font.lineHeight.body};
  }

  & a {
    color: ${cssVar.color.brand};
    font-weight: ${cssVar.font.weight.semibold};
  }
`;

const NoticeHeading = styled.h3`
  margin: 0;
  font-size: ${cssVar.font.size.md};
  font-weight: ${cssVar.font.weight.semibold};
`;
