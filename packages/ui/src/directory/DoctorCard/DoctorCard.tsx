import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import type { Doctor } from '@hospital/contract';
import { Badge } from '../../Badge/index.ts';
import { Button } from '../../Button/index.ts';
import { FallbackImage, leadPicture } from '../../FallbackImage/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { MEDICAL_TERM_TEXTS, useLangOf, useUiTexts } from '../../UiTexts/index.ts';
import { ButtonLink } from '../ButtonLink/index.ts';
import { DOCTOR_CARD_TEXTS } from './doctorCardTexts.ts';

export interface DoctorCardProps extends ComponentPropsWithoutRef<'article'> {
  doctor: Pick<Doctor, 'id' | 'name' | 'specialization' | 'qualifications' | 'experience'>;
  /** The department's name in English (see `departmentNameFor`), shown through the medical terms; no badge when unknown. */
  departmentName?: string;
  /** The doctor's photo; a broken one shows a generic person icon. */
  photoSrc: string;
  /** Where View Profile goes: `/doctors/{id}`. */
  profileHref: string;
  /**
   * The Book Appointment control. The app passes one that opens the booking dialog with this doctor chosen;
   * without it the button is drawn with no action, as the spec shows it.
   */
  bookAction?: ReactNode;
  /** The "Next available" line (the app's `NextAvailable` with this doctor's first open slot), under the qualifications. */
  nextAvailable?: ReactNode;
  /** The name's heading level, to fit the page's outline. Default 2 (a grid directly under the page's h1). */
  headingLevel?: 2 | 3 | 4;
  /** The photo is the page's lead picture (the first card of a list): fetched at once (FallbackImage `leadPicture`). */
  photoPriority?: boolean;
  ref?: Ref<HTMLElement>;
}

/** One doctor in the directory: photo, years badge, name, specialization, department, qualifications, actions. */
export function DoctorCard({
  doctor,
  departmentName,
  photoSrc,
  profileHref,
  bookAction,
  nextAvailable,
  headingLevel = 2,
  photoPriority = false,
  ref,
  ...rest
}: DoctorCardProps) {
  const texts = useUiTexts('doctorCard', DOCTOR_CARD_TEXTS);
  const { term } = useUiTexts('medicalTerms', MEDICAL_TERM_TEXTS);
  const english = useLangOf('en');
  return (
    <Root {...rest} ref={ref}>
      <PhotoFrame>
        <Photo src={photoSrc} alt={texts.photoOf(doctor.name)} fallback="person-icon" width={320} height={240} {...(photoPriority ? leadPicture : {})} />
        <YearsBadge tone="brand">{texts.years(doctor.experience)}</YearsBadge>
      </PhotoFrame>
      <Body>
        <Name as={`h${headingLevel}`} lang={english}>
          {doctor.name}
        </Name>
        <Specialization>{term(doctor.specialization)}</Specialization>
        {departmentName !== undefined ? <Badge tone="neutral">{term(departmentName)}</Badge> : null}
        <Qualifications lang={english}>{doctor.qualifications}</Qualifications>
        {nextAvailable}
      </Body>
      <Actions>
        <ButtonLink href={profileHref} variant="ghost" aria-label={texts.viewProfileOf(doctor.name)}>
          {texts.viewProfile}
        </ButtonLink>
        {bookAction ?? <Button variant="primary">{texts.bookAppointment}</Button>}
      </Actions>
    </Root>
  );
}

const Root = styled.article`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
  block-size: 100%;
  overflow: hidden;
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  border-radius: ${cssVar.radius.lg};
  background-color: ${cssVar.color.surface};
  box-shadow: ${cssVar.shadow.sm};
  overflow-wrap: anywhere;
`;

const PhotoFrame = styled.div`
  position: relative;
  background-color: ${cssVar.color.brandSubtle};
`;

const Photo = styled(FallbackImage)`
  display: block;
  inline-size: 100%;
  block-size: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
`;

const YearsBadge = styled(Badge)`
  position: absolute;
  inset-block-start: ${cssVar.space[3]};
  inset-inline-end: ${cssVar.space[3]};
  box-shadow: ${cssVar.shadow.sm};
`;

const Body = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  align-items: flex-start;
  gap: ${cssVar.space[2]};
  padding: ${cssVar.space[4]} ${cssVar.space[5]};
`;

const Name = styled.h2`
  margin: 0;
  color: ${cssVar.color.text};
  font-size: ${cssVar.font.size.xl};
  font-weight: ${cssVar.font.weight.semibold};
`;

const Specialization = styled.p`
  margin: 0;
  color: ${cssVar.color.brand};
  font-weight: ${cssVar.font.weight.medium};
`;

const Qualifications = styled.p`
  margin: 0;
  color: ${cssVar.color.textMuted};
`;

/** Stacked full width: side by side, "Book Appointment" wraps onto two lines in a three-column grid. */
const Actions = styled.div`
  display: grid;
  gap: ${cssVar.space[3]};
  padding: 0 ${cssVar.space[5]} ${cssVar.space[5]};
`;
