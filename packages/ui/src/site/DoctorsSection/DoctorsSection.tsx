import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Badge } from '../../Badge/index.ts';
import { EmptyState } from '../../EmptyState/index.ts';
import { ErrorState } from '../../ErrorState/index.ts';
import { LoadingText } from '../../LoadingText/index.ts';
import { loadPhase, type LoadState } from '../../shared/loadState.ts';
import { STATE_TEXTS } from '../../shared/stateTexts.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { MEDICAL_TERM_TEXTS, useLangOf, useUiTexts } from '../../UiTexts/index.ts';
import { ActionLink, CardGrid, HomeSection, SectionCard, type HomeSectionProps } from '../HomeSection/index.ts';
import { DOCTORS_SECTION_TEXTS } from './doctorsSectionTexts.ts';

export interface HomeDoctorCard {
  id: number;
  name: string;
  /** In English, as the API writes it: shown through the page's medical terms. */
  specialization: string;
  /** Years of experience. */
  experience: number;
  qualifications: string;
  /** The doctor's profile, /doctors/{id}. */
  href: string;
}

export interface DoctorsSectionProps extends Omit<HomeSectionProps, 'heading' | 'children'>, LoadState {
  heading?: ReactNode;
  /** The doctors the hospital chose for its home page, in their order; undefined until loaded. */
  doctors: readonly HomeDoctorCard[] | undefined;
}

/** "Dr. Rajesh Malhotra" gives "RM": the title is left out, first and last names kept. */
export function doctorInitials(name: string): string {
  const words = name
    .replace(/^(dr|prof)\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/**
 * Meet Our Expert Doctors: a card per doctor with their experience and a View Profile link; while the doctors load,
 * a line saying so; when they failed, the error with Try again; a hospital with none yet says they are to come.
 */
export function DoctorsSection({ heading, doctors, isLoading, error, onRetry, ...rest }: DoctorsSectionProps) {
  const texts = useUiTexts('doctorsSection', DOCTORS_SECTION_TEXTS);
  const states = useUiTexts('states', STATE_TEXTS);
  const { term } = useUiTexts('medicalTerms', MEDICAL_TERM_TEXTS);
  const english = useLangOf('en');
  let content: ReactNode;
  // Loading and failure show only before any doctors have come: those shown stay while a fresh copy loads or fails.
  if (doctors === undefined) {
    content =
      loadPhase({ isLoading, error }) === 'error' ? (
        <ErrorState title={texts.errorTitle} description={states.tryLater} onRetry={onRetry} />
      ) : (
        <LoadingText>{texts.loading}</LoadingText>
      );
  } else if (doctors.length === 0) {
    content = <EmptyState title={texts.noneYet} />;
  } else {
    content = (
      <CardGrid>
        {doctors.map((doctor) => (
          <SectionCard key={doctor.id}>
            <Top>
              <Initials aria-hidden="true">{doctorInitials(doctor.name)}</Initials>
              <Badge tone="brand">{texts.years(doctor.experience)}</Badge>
            </Top>
            <h3 lang={english}>{doctor.name}</h3>
            <Specialization>{term(doctor.specialization)}</Specialization>
            <p lang={english}>{doctor.qualifications}</p>
            <ActionLink
              href={doctor.href}
              aria-label={texts.viewProfileOf(doctor.name)}
              style={{ marginBlockStart: 'auto' }}
            >
              {texts.viewProfile}
            </ActionLink>
          </SectionCard>
        ))}
      </CardGrid>
    );
  }
  return (
    <HomeSection tone="tinted" {...rest} heading={heading ?? texts.heading}>
      {content}
    </HomeSection>
  );
}

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${cssVar.space[2]};
`;

const Initials = styled.span`
  display: inline-grid;
  place-items: center;
  inline-size: ${cssVar.space[16]};
  block-size: ${cssVar.space[16]};
  border-radius: ${cssVar.radius.pill};
  background-color: ${cssVar.color.brand};
  color: ${cssVar.color.brandContrast};
  font-size: ${cssVar.font.size.xl};
  font-weight: ${cssVar.font.weight.bold};
`;

const Specialization = styled.p`
  && {
    color: ${cssVar.color.brand};
    font-weight: ${cssVar.font.weight.semibold};
  }
`;
