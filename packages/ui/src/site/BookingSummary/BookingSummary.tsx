import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import type { Doctor } from '@hospital/contract';
import { AppointmentStatusBadge } from '../../StatusBadge/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { media } from '../../theme/theme.ts';
import { slotTimeText } from '../../TimeSlotPicker/index.ts';
import { MEDICAL_TERM_TEXTS, useIntlLocale, useLangOf, useUiTexts } from '../../UiTexts/index.ts';
import { bookingDoctorName, BOOKING_SUMMARY_TEXTS, visitDateText, type BookingSummaryDetails, type BookingSummaryTexts } from './bookingSummary.ts';

export interface BookingSummaryProps extends ComponentPropsWithoutRef<'dl'> {
  booking: BookingSummaryDetails;
  /** To name the chosen doctor; undefined while they load. */
  doctors?: readonly Pick<Doctor, 'id' | 'name'>[] | undefined;
  /** Adds the reference as the first line (the confirmation shows it large above instead). */
  showReference?: boolean;
  texts?: Partial<BookingSummaryTexts>;
  ref?: Ref<HTMLDListElement>;
}

/**
 * A booking in the patient's words, as a list of terms: patient, department, doctor (or "Any available doctor"),
 * the date written out, the slot and the status badge. Shared by the booking confirmation and the manage page.
 * Labels and values wrap at any length (Hindi labels run longer); on a phone each value sits under its label.
 * In another language the department goes through the medical terms, the day and time through its Intl locale,
 * and the doctor's name, which stays as the hospital writes it, is marked English.
 */
export function BookingSummary({ booking, doctors, showReference = false, texts: given, ref, ...rest }: BookingSummaryProps) {
  const texts = { ...useUiTexts('bookingSummary', BOOKING_SUMMARY_TEXTS), ...given };
  const { term } = useUiTexts('medicalTerms', MEDICAL_TERM_TEXTS);
  const locale = useIntlLocale();
  const english = useLangOf('en');
  const doctorName = bookingDoctorName(booking.doctorId, doctors, texts);
  // A name from the list is English; "Any available doctor" is in the page's language.
  const namedDoctor = english !== undefined && doctors?.some((doctor) => doctor.id === booking.doctorId);
  const rows: [string, ReactNode][] = [
    ...(showReference && booking.reference ? [[texts.reference, <Reference key="reference">{booking.reference}</Reference>] as [string, ReactNode]] : []),
    [texts.patient, booking.patientName],
    [texts.department, term(booking.department)],
    [texts.doctor, namedDoctor ? <span key="doctor" lang={english}>{doctorName}</span> : doctorName],
    [texts.date, visitDateText(booking.preferredDate, locale)],
    [texts.time, slotTimeText(booking.preferredTime, locale)],
    [texts.status, <AppointmentStatusBadge key="status" status={booking.status}>{texts.statusText[booking.status]}</AppointmentStatusBadge>],
  ];
  return (
    <List {...rest} ref={ref}>
      {rows.map(([label, value]) => (
        <Row key={label}>
          <Term>{label}</Term>
          <Value>{value}</Value>
        </Row>
      ))}
    </List>
  );
}

const List = styled.dl`
  display: grid;
  gap: ${cssVar.space[3]};
  margin: 0;

  ${media.sm} {
    /* The labels take what the longest needs, up to 40%; past that they wrap rather than squeeze the values. */
    grid-template-columns: fit-content(40%) 1fr;
    column-gap: ${cssVar.space[4]};
    row-gap: ${cssVar.space[2]};
  }
`;

/* A row per term: its own grid on a phone, the list's two columns where there is room. */
const Row = styled.div`
  display: grid;
  gap: ${cssVar.space[1]};
  min-inline-size: 0;

  ${media.sm} {
    grid-column: 1 / -1;
    grid-template-columns: subgrid;
    /* A subgrid keeps its own gap: the list's column gap, restated. */
    column-gap: ${cssVar.space[4]};
    align-items: baseline;
  }
`;

const Term = styled.dt`
  color: ${cssVar.color.textMuted};
  overflow-wrap: anywhere;
`;

const Value = styled.dd`
  margin: 0;
  min-inline-size: 0;
  color: ${cssVar.color.text};
  font-weight: ${cssVar.font.weight.medium};
  overflow-wrap: anywhere;
`;

const Reference = styled.span`
  font-variant-numeric: tabular-nums;
  /* "CCH-7K4Q-M2XD" is read as one word; a break at a dash would look like two references. */
  white-space: nowrap;
`;
