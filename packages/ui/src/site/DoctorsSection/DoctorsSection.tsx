import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Badge } from '../../Badge/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { ActionLink, CardGrid, HomeSection, SectionCard, type HomeSectionProps } from '../HomeSection/index.ts';

export interface HomeDoctorCard {
  id: number;
  name: string;
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
export function DoctorsSection({ heading = 'Meet Our Expert Doctors', doctors, ...rest }: DoctorsSectionProps) {
  return (
    <HomeSection tone="tinted" {...rest} heading={heading}>
      <CardGrid>
        {doctors.map((doctor) => (
          <SectionCard key={doctor.id}>
            <Top>
              <Initials aria-hidden="true">{doctorInitials(doctor.name)}</Initials>
              <Badge tone="brand">{doctor.experience} Years</Badge>
            </Top>
            <h3>{doctor.name}</h3>
            <Specialization>{doctor.specialization}</Specialization>
            <p>{doctor.qualifications}</p>
            <ActionLink
              href={doctor.href}
              aria-label={`View Profile of ${doctor.name}`}
              style={{ marginBlockStart: 'auto' }}
            >
              View Profile
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
