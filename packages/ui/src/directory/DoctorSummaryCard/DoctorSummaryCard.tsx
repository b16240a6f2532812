import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { Avatar } from '../../Avatar/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { MEDICAL_TERM_TEXTS, useLangOf, useUiTexts } from '../../UiTexts/index.ts';
import { DOCTOR_SUMMARY_CARD_TEXTS } from './doctorSummaryCardTexts.ts';

export interface DoctorSummary {
  /** The API's id, when the doctor comes from it (for the page's "Next available" read). */
  id?: number;
  name: string;
  /** In English, as the API and the content write it; shown through the medical terms. */
  specialization: string;
  experience: number;
}

export interface DoctorSummaryCardProps extends ComponentPropsWithoutRef<'article'> {
  doctor: DoctorSummary;
  /** The "Next available" line from the doctor's open days; without it the card says "Available for consultation". */
  nextAvailable?: ReactNode;
  headingLevel?: 3 | 4;
  ref?: Ref<HTMLElement>;
}

/** A doctor on a department page: initials, name, specialization, "{experience} years experience", availability. */
export function DoctorSummaryCard({ doctor, nextAvailable, headingLevel = 3, ref, ...rest }: DoctorSummaryCardProps) {
  const texts = useUiTexts('doctorSummaryCard', DOCTOR_SUMMARY_CARD_TEXTS);
  const { term } = useUiTexts('medicalTerms', MEDICAL_TERM_TEXTS);
  const english = useLangOf('en');
  return (
    <Root {...rest} ref={ref}>
      {/* The name is the heading beside it: the initials are not read twice. */}
      <Avatar name={doctor.name} alt="" size="xl" />
      <Text>
        <Name as={`h${headingLevel}`} lang={english}>
          {doctor.name}
        </Name>
        <Specialization>{term(doctor.specialization)}</Specialization>
        <Detail>{texts.yearsExperience(doctor.experience)}</Detail>
        {nextAvailable ?? (
          <Available>
            <Dot aria-hidden="true" />
            {texts.available}
          </Available>
        )}
      </Text>
    </Root>
  );
}

const Root = styled.article`
  display: flex;
  gap: ${cssVar.space[4]};
  align-items: flex-start;
  block-size: 100%;
  padding: ${cssVar.space[5]};
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  border-radius: ${cssVar.radius.lg};
  background-color: ${cssVar.color.surface};
  box-shadow: ${cssVar.shadow.sm};
  overflow-wrap: anywhere;
`;

const Text = styled.div`
  display: grid;
  gap: ${cssVar.space[1]};
  min-inline-size: 0;
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${cssVar.font.size.lg};
  font-weight: ${cssVar.font.weight.semibold};
`;

const Specialization = styled.p`
  margin: 0;
  color: ${cssVar.color.brand};
  font-weight: ${cssVar.font.weight.medium};
`;

const Detail = styled.p`
  margin: 0;
  color: ${cssVar.color.textMuted};
`;

const Available = styled.p`
  display: flex;
  align-items: center;
  gap: ${cssVar.space[2]};
  margin: 0;
  color: ${cssVar.color.status.appointment.confirmed.fg};
  font-weight: ${cssVar.font.weight.medium};
`;

const Dot = styled.span`
  inline-size: ${cssVar.space[2]};
  block-size: ${cssVar.space[2]};
  border-radius: ${cssVar.radius.pill};
  background-color: currentColor;
`;
