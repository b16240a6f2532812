import type { ReactNode } from 'react';
import styled from 'styled-components';
import { cssVar } from '../../theme/cssVar.ts';
import { CardGrid, HomeSection, SectionCard, type HomeSectionProps } from '../HomeSection/index.ts';

export interface Accreditation {
  /** Short name: "NABH". */
  name: string;
  description: string;
}

export interface AccreditationsSectionProps extends Omit<HomeSectionProps, 'heading' | 'children'> {
  heading?: ReactNode;
  accreditations: readonly Accreditation[];
}

/** Accreditations & Certifications: the bodies that vouch for the hospital. */
export function AccreditationsSection({ heading = 'Accreditations & Certifications', accreditations, ...rest }: AccreditationsSectionProps) {
  return (
    <HomeSection {...rest} heading={heading}>
      <CardGrid>
        {accreditations.map((item) => (
          <SectionCard key={item.name}>
            <Seal aria-hidden="true" viewBox="0 0 48 48" focusable="false">
              <circle cx="24" cy="20" r="14" />
              <path d="M17 20l5 5 9-10" />
              <path d="M16 32l-4 12 8-4 4 6 3-10M32 32l4 12-8-4-4 6" />
            </Seal>
            <h3>{item.name}</h3>
            <p>{item.description}</p>
          </SectionCard>
        ))}
      </CardGrid>
    </HomeSection>
  );
}

const Seal = styled.svg`
  inline-size: ${cssVar.space[12]};
  block-size: ${cssVar.space[12]};
  fill: none;
  stroke: ${cssVar.color.brand};
  stroke-width: 2.5;
  stroke-linecap: round;
  stroke-linejoin: round;
`;
