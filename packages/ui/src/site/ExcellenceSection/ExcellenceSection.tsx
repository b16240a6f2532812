import type { ReactNode } from 'react';
import styled from 'styled-components';
import { StatCard } from '../../StatCard/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { HomeSection, type HomeSectionProps } from '../HomeSection/index.ts';

export interface ExcellenceFigure {
  value: string;
  label: string;
}

export interface ExcellenceSectionProps extends Omit<HomeSectionProps, 'heading' | 'children'> {
  heading?: ReactNode;
  /** The four stat cards. */
  figures: readonly ExcellenceFigure[];
  /** The Book Your Appointment button. */
  action?: ReactNode;
}

/** Healthcare Excellence: four stat cards and the Book Your Appointment button. */
export function ExcellenceSection({ heading = 'Healthcare Excellence', figures, action, ...rest }: ExcellenceSectionProps) {
  return (
    <HomeSection tone="tinted" {...rest} heading={heading}>
      <Figures>
        {figures.map((figure) => (
          <li key={figure.label}>
            <StatCard label={figure.label} value={figure.value} />
          </li>
        ))}
      </Figures>
      {action ? <Action>{action}</Action> : null}
    </HomeSection>
  );
}

const Figures = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
  gap: ${cssVar.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Action = styled.div`
  display: flex;
  justify-content: center;
`;
