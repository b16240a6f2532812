import type { ReactNode } from 'react';
import { useUiTexts } from '../../UiTexts/index.ts';
import { ActionLink, CardGrid, HomeSection, SectionCard, type HomeSectionProps } from '../HomeSection/index.ts';
import { DEPARTMENTS_SECTION_TEXTS } from './departmentsSectionTexts.ts';

export interface HomeDepartmentCard {
  name: string;
  description: string;
  /** The department's page. */
  href: string;
}

export interface DepartmentsSectionProps extends Omit<HomeSectionProps, 'heading' | 'children'> {
  heading?: ReactNode;
  departments: readonly HomeDepartmentCard[];
}

/** Our Medical Departments: one card per department, each leading to its page. */
export function DepartmentsSection({ heading, departments, ...rest }: DepartmentsSectionProps) {
  const texts = useUiTexts('departmentsSection', DEPARTMENTS_SECTION_TEXTS);
  return (
    <HomeSection {...rest} heading={heading ?? texts.heading}>
      <CardGrid>
        {departments.map((department) => (
          <SectionCard key={department.href}>
            <h3>{department.name}</h3>
            <p>{department.description}</p>
            {/* The department in the link's own words: "Learn More" alone says nothing in a list of links. */}
            <ActionLink href={department.href} style={{ marginBlockStart: 'auto' }}>
              {texts.learnMore(department.name)}
            </ActionLink>
          </SectionCard>
        ))}
      </CardGrid>
    </HomeSection>
  );
}
