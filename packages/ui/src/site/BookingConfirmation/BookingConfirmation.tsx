import { useEffect, useRef, useState, type ComponentPropsWithoutRef, type Ref } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import type { Appointment, Doctor } from '@hospital/contract';
import { Button } from '../../Button/index.ts';
import { ButtonLink } from '../../directory/ButtonLink/index.ts';
import { Status } from '../../LiveRegion/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { focusRing } from '../../theme/focusRing.ts';
import { media } from '../../theme/theme.ts';
import { MEDICAL_TERM_TEXTS, useUiTexts } from '../../UiTexts/index.ts';
import { BookingSummary, BOOKING_SUMMARY_TEXTS, bookingDoctorName } from '../BookingSummary/index.ts';
import { calendarFileName, downloadCalendarFile, visitCalendarFile } from './calendarFile.ts';
import {
  BOOKING_CONFIRMATION_TEXTS,
  bookingVisitEvent,
  confirmationTexts,
  type ConfirmationWordsInput,
  type HospitalContact,
} from './confirmationContent.ts';

/** Where a patient changes or cancels a booking. */
export const MANAGE_BOOKING_HREF = '/appointments/manage';

/** After the heading has taken focus and been read, so the news is heard as well, not instead. */
const ANNOUNCE_DELAY_MS = 250;

/** Words over the page's language's (`UiTextsProvider`), the summary's one level down. */
export type BookingConfirmationTextsInput = ConfirmationWordsInput;

export interface BookingConfirmationProps extends ComponentPropsWithoutRef<'section'> {
  /** The booking as the server stored it, with its reference. */
  appointment: Appointment;
  /** To name the chosen doctor; undefined while they load. */
  doctors?: readonly Pick<Doctor, 'id' | 'name'>[] | undefined;
  hospital: HospitalContact;
  /** The manage page; a link, so the app's router takes it (see `LinkProvider`). */
  manageHref?: string;
  /** "Done": shown when given, e.g. to close the booking dialog. */
  onDone?: () => void;
  /** Receives the `.ics` text and its file name; by default the browser downloads it. */
  onAddToCalendar?: (text: string, fileName: string) => void;
  /** By default the browser's print dialog; the print stylesheet leaves only the slip on the page. */
  onPrint?: () => void;
  /** The heading's level: 3 inside a dialog whose title is the h2, 2 on a page of its own. */
  headingLevel?: 2 | 3;
  texts?: BookingConfirmationTextsInput;
  ref?: Ref<HTMLElement>;
}

/**
 * Step 2 of booking: what a patient keeps. The reference large, the visit's details, where to come, what to bring,
 * the emergency number; and a calendar entry, a printed slip and the way to change or cancel. Focus moves to the
 * heading and a polite status says the booking succeeded with its reference, so a screen reader user hears both.
 * Everything above the buttons is the slip: printing shows it alone, on one page, without the site around it.
 * Its words, the calendar entry's too, are the page's language's; the hospital's facts come in that language.
 */
export function BookingConfirmation({
  appointment,
  doctors,
  hospital,
  manageHref = MANAGE_BOOKING_HREF,
  onDone,
  onAddToCalendar = downloadCalendarFile,
  onPrint = () => window.print(),
  headingLevel = 3,
  texts: given,
  ref,
  ...rest
}: BookingConfirmationProps) {
  const texts = confirmationTexts(given, {
    ...useUiTexts('bookingConfirmation', BOOKING_CONFIRMATION_TEXTS),
    summary: useUiTexts('bookingSummary', BOOKING_SUMMARY_TEXTS),
  });
  const { term } = useUiTexts('medicalTerms', MEDICAL_TERM_TEXTS);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const announcementText = texts.announcement(appointment.reference);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  // The region is in the page, empty, before its text arrives: some screen readers announce only a change.
  useEffect(() => {
    const timer = setTimeout(() => setAnnouncement(announcementText), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [announcementText]);

  const headingTag = headingLevel === 2 ? 'h2' : 'h3';
  const sectionHeadingTag = headingLevel === 2 ? 'h3' : 'h4';
  const doctorName = bookingDoctorName(appointment.doctorId, doctors, texts.summary);
  const addToCalendar = () => {
    const event = bookingVisitEvent({ ...appointment, department: term(appointment.department) }, doctorName, hospital, texts);
    onAddToCalendar(visitCalendarFile(event, new Date()), calendarFileName(appointment.reference));
  };

  return (
    <Root {...rest} ref={ref}>
      <PrintOnlyTheSlip />
      <Status visuallyHidden>{announcement}</Status>
      <Slip data-print-slip="">
        <Heading as={headingTag} ref={headingRef} tabIndex={-1}>
          <CheckIcon />
          {texts.heading}
        </Heading>

        <ReferenceBox>
          <ReferenceLabel>{texts.referenceLabel}</ReferenceLabel>
          <Reference>{appointment.reference}</Reference>
          <Muted>{texts.referenceHint}</Muted>
        </ReferenceBox>

        <BookingSummary booking={appointment} doctors={doctors} texts={texts.summary} />
        <Muted>{texts.nextStep}</Muted>

        <Section>
          <SectionHeading as={sectionHeadingTag}>{texts.whereHeading}</SectionHeading>
          <Address>
            {hospital.name}
            <br />
            {hospital.address}
            <br />
            {texts.phoneLabel}: <a href={`tel:${hospital.phone.tel}`}>{hospital.phone.display}</a>
          </Address>
        </Section>

        <Section>
          <SectionHeading as={sectionHeadingTag}>{texts.whatToBringHeading}</SectionHeading>
          <List>
            {texts.whatToBring.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </List>
        </Section>

        <Emergency>
          {texts.emergency.before}
          <EmergencyNumber href={`tel:${hospital.emergencyNumber}`}>{hospital.emergencyNumber}</EmergencyNumber>
          {texts.emergency.after}
        </Emergency>
      </Slip>

      <Actions>
        <OutlinedButton variant="ghost" onClick={addToCalendar}>
          <CalendarIcon />
          {texts.addToCalendar}
        </OutlinedButton>
        <OutlinedButton variant="ghost" onClick={onPrint}>
          <PrintIcon />
          {texts.print}
        </OutlinedButton>
        <ButtonLink href={manageHref} variant="ghost">
          {texts.manage}
        </ButtonLink>
        {onDone ? (
          <Button variant="secondary" onClick={onDone}>
            {texts.done}
          </Button>
        ) : null}
      </Actions>
    </Root>
  );
}

/**
 * Printing the page prints the slip alone: everything that does not hold it is left out, and everything that does
 * (the page, the dialog's layers, its scrolling body) stops clipping and positioning, so the slip starts at the top
 * of the first page and is not cut at the dialog's height. Chromium, Firefox 121+ and Safari read `:has()`.
 */
const PrintOnlyTheSlip = createGlobalStyle`
  @media print {
    body *:not(:has([data-print-slip])):not([data-print-slip]):not([data-print-slip] *) {
      display: none !important;
    }

    html:has([data-print-slip]),
    body:has([data-print-slip]),
    body *:has([data-print-slip]) {
      display: block !important;
      position: static !important;
      inset: auto !important;
      inline-size: auto !important;
      max-inline-size: none !important;
      block-size: auto !important;
      max-block-size: none !important;
      overflow: visible !important;
      margin: 0 !important;
      padding: 0 !important;
      border: 0 !important;
      background: none !important;
      box-shadow: none !important;
      transform: none !important;
      animation: none !important;
    }
  }
`;

function CheckIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M7.5 12.5l3 3 6-6.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function CalendarIcon() {
  return (
    <ButtonIcon viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <rect x="4" y="5" width="16" height="15" rx="2" />
      <path d="M4 10h16M8 3v4M16 3v4M12 13v5M9.5 15.5h5" />
    </ButtonIcon>
  );
}

function PrintIcon() {
  return (
    <ButtonIcon viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
      <path d="M7 9V4h10v5M7 17H5a1 1 0 0 1-1-1v-6a1 1 0 0 1 1-1h14a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1h-2M7 14h10v6H7z" />
    </ButtonIcon>
  );
}

/* Framed like the "Manage booking" link beside them, so the three things to keep the booking read as one row;
   "Done", filled, ends it. */
const OutlinedButton = styled(Button)`
  &&[data-variant='ghost'] {
    border-color: ${cssVar.color.brand};
  }
`;

/* Inline in the button's label: centred on the text and spaced from it. */
const ButtonIcon = styled.svg`
  inline-size: ${cssVar.size.icon.md};
  block-size: ${cssVar.size.icon.md};
  margin-inline-end: ${cssVar.space[2]};
  vertical-align: middle;
`;

const Root = styled.section`
  display: grid;
  gap: ${cssVar.space[6]};
  min-inline-size: 0;
`;

const Slip = styled.div`
  display: grid;
  gap: ${cssVar.space[5]};
  min-inline-size: 0;
  color: ${cssVar.color.text};
`;

const Heading = styled.h3`
  display: flex;
  align-items: center;
  gap: ${cssVar.space[2]};
  margin: 0;
  color: ${cssVar.color.brand};
  font-family: ${cssVar.font.family.heading};
  font-size: ${cssVar.font.size['2xl']};
  font-weight: ${cssVar.font.weight.bold};
  line-height: ${cssVar.font.lineHeight.heading};
  overflow-wrap: anywhere;

  /* Focus lands here only to start a screen reader at the news; a ring would suggest it can be pressed. */
  &:focus,
  &:focus-visible {
    outline: none;
  }

  svg {
    flex: none;
    inline-size: ${cssVar.size.icon.lg};
    block-size: ${cssVar.size.icon.lg};
  }
`;

const ReferenceBox = styled.div`
  display: grid;
  gap: ${cssVar.space[1]};
  padding: ${cssVar.space[4]};
  border: ${cssVar.borderWidth.thick} dashed ${cssVar.color.brand};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.brandSubtle};
`;

const ReferenceLabel = styled.p`
  margin: 0;
  color: ${cssVar.color.text};
  font-weight: ${cssVar.font.weight.semibold};
`;

/* Large and spaced so it can be read aloud over the phone; one line on a 360px phone, larger where there is room. */
const Reference = styled.p`
  margin: 0;
  color: ${cssVar.color.text};
  font-size: ${cssVar.font.size['2xl']};
  font-weight: ${cssVar.font.weight.bold};
  line-height: ${cssVar.font.lineHeight.tight};
  letter-spacing: ${cssVar.space[1]};
  font-variant-numeric: tabular-nums slashed-zero;
  overflow-wrap: anywhere;

  ${media.sm} {
    font-size: ${cssVar.font.size['3xl']};
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${cssVar.color.textMuted};
`;

const Section = styled.section`
  display: grid;
  gap: ${cssVar.space[2]};
`;

const SectionHeading = styled.h4`
  margin: 0;
  font-family: ${cssVar.font.family.heading};
  font-size: ${cssVar.font.size.lg};
  font-weight: ${cssVar.font.weight.semibold};
  line-height: ${cssVar.font.lineHeight.heading};
`;

const Address = styled.address`
  font-style: normal;
  overflow-wrap: anywhere;

  a {
    color: ${cssVar.color.brand};
    font-weight: ${cssVar.font.weight.semibold};
  }

  a:focus-visible {
    ${focusRing}
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${cssVar.space[1]};
  margin: 0;
  padding-inline-start: ${cssVar.space[6]};
`;

const Emergency = styled.p`
  margin: 0;
  padding: ${cssVar.space[3]} ${cssVar.space[4]};
  border-inline-start: ${cssVar.borderWidth.focus} solid ${cssVar.color.emergency};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.dangerSubtle};
  color: ${cssVar.color.text};
`;

const EmergencyNumber = styled.a`
  color: ${cssVar.color.emergency};
  font-weight: ${cssVar.font.weight.bold};

  &:focus-visible {
    ${focusRing}
  }
`;

/* On a phone the actions take the full width, one under another; where there is room they sit in a row. */
const Actions = styled.div`
  display: grid;
  gap: ${cssVar.space[3]};

  ${media.sm} {
    display: flex;
    flex-wrap: wrap;
  }
`;
