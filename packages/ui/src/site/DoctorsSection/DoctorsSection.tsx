import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Badge } from '../../Badge/index.ts';
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

export interface DoctorsSectionProps extends Omit<HomeSectionProps, 'heading' | 'children'> {
  heading?: ReactNode;
  doctors: readonly HomeDoctorCard[];
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

/** Meet Our Expert Doctors: a card per doctor with their experience and a View Profile link. */
export function DoctorsSection({ heading, doctors, ...rest }: DoctorsSectionProps) {
  const texts = useUiTexts('doctorsSection', DOCTORS_SECTION_TEXTS);
  const { term } = useUiTexts('medicalTerms', MEDICAL_TERM_TEXTS);
  const english = useLangOf('en');
  return (
    <HomeSection tone="tinted" {...rest} heading={heading ?? texts.heading}>
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
