import { useId, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { Button } from '../../Button/index.ts';
import { Card } from '../../Card/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { media } from '../../theme/theme.ts';
import { useUiTexts } from '../../UiTexts/index.ts';
import { ButtonLink } from '../ButtonLink/index.ts';
import type { HoursBlock } from '../DepartmentPageTemplate/index.ts';
import { Column, SectionTitle } from '../pageLayout.ts';
import { HoursTable } from '../HoursTable/index.ts';
import { ServiceGrid, ServiceTile, type ServiceItem } from '../ServiceTile/index.ts';
import { EchoMachineIllustration } from './EchoMachineIllustration.tsx';
import { FACILITY_PAGE_TEXTS } from './facilityPageTexts.ts';

export interface FacilityServiceGroup {
  title: string;
  items: readonly ServiceItem[];
}

/** A facility page's words, as typed data (apps/site/src/content/facilities.ts). */
export interface FacilityContent {
  /** The h1: "X-Ray". */
  name: string;
  tagline: string;
  /** Figures shown large under the hero: ICU 24 beds, nurse ratio 1:2. */
  highlights?: readonly { value: string; label: string }[];
  serviceGroups: readonly FacilityServiceGroup[];
  hours: readonly HoursBlock[];
  team: { title: string; summary: string; points: readonly string[] };
  contact: {
    title: string;
    text: string;
    phone: string;
    email: string;
    /** The contact card's button: "Schedule X-Ray Appointment". */
    actionLabel: string;
  };
  /** A drawing beside the hero. */
  illustration?: 'echo-machine';
}

export interface FacilityPageTemplateProps extends Omit<ComponentPropsWithoutRef<'div'>, 'content'> {
  content: FacilityContent;
  homeHref?: string;
  /**
   * The contact card's control. The spec shows its button with no action, so by default it is drawn without
   * one; the app may pass a link or a booking button instead.
   */
  contactAction?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** Every facility page, from its content: Back to Home, hero, figures, service lists, hours, team and contact. */
export function FacilityPageTemplate({
  content,
  homeHref = '/',
  contactAction,
  ref,
  ...rest
}: FacilityPageTemplateProps) {
  const texts = useUiTexts('facilityPage', FACILITY_PAGE_TEXTS);
  const highlightsId = useId();
  return (
    <Root {...rest} ref={ref}>
      <Hero>
        <Column>
          <HeroInner>
            <HeroText>
              <ButtonLink href={homeHref} variant="ghost" size="sm">
                <span aria-hidden="true">←</span> {texts.backToHome}
              </ButtonLink>
              <Title>{content.name}</Title>
              <Tagline>{content.tagline}</Tagline>
            </HeroText>
            {content.illustration === 'echo-machine' ? (
              <Illustration>
                <EchoMachineIllustration />
              </Illustration>
            ) : null}
          </HeroInner>
        </Column>
      </Hero>

      <Column data-stack="">
        {content.highlights !== undefined && content.highlights.length > 0 ? (
          <section aria-labelledby={highlightsId}>
            <SectionTitle id={highlightsId}>{texts.atAGlance}</SectionTitle>
            <Highlights>
              {content.highlights.map((highlight) => (
                <div key={highlight.label}>
                  <dt>{highlight.label}</dt>
                  <dd>{highlight.value}</dd>
                </div>
              ))}
            </Highlights>
          </section>
        ) : null}

        {content.serviceGroups.map((group) => (
          <ServiceGroup key={group.title} group={group} />
        ))}

        <HoursGrid>
          {content.hours.map((block) => (
            <HoursTable key={block.title} title={block.title} rows={block.rows} note={block.note} />
          ))}
        </HoursGrid>

        <TwoColumns>
          <Card title={content.team.title} headingLevel={2}>
            <Prose>{content.team.summary}</Prose>
            <Points>
              {content.team.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </Points>
          </Card>
          <Card title={content.contact.title} headingLevel={2}>
            <Prose>{content.contact.text}</Prose>
            <ContactList>
              <div>
                <dt>{texts.phone}</dt>
                <dd>{content.contact.phone}</dd>
              </div>
              <div>
                <dt>{texts.email}</dt>
                <dd>{content.contact.email}</dd>
              </div>
            </ContactList>
            {contactAction ?? <Button variant="primary">{content.contact.actionLabel}</Button>}
          </Card>
        </TwoColumns>
      </Column>
    </Root>
  );
}

function ServiceGroup({ group }: { group: FacilityServiceGroup }) {
  const titleId = useId();
  const compact = group.items.every((item) => item.description === undefined);
  return (
    <section aria-labelledby={titleId}>
      <SectionTitle id={titleId}>{group.title}</SectionTitle>
      <ServiceGrid data-columns={compact ? '4' : undefined}>
        {group.items.map((item) => (
          <li key={item.title}>
            <ServiceTile title={item.title} description={item.description} />
          </li>
        ))}
      </ServiceGrid>
    </section>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${cssVar.space[8]};
  padding-block-end: ${cssVar.space[12]};
`;

const Hero = styled.div`
  padding-block: ${cssVar.space[8]};
  background-color: ${cssVar.color.brandSubtle};
`;

const HeroInner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${cssVar.space[6]};
`;

const HeroText = styled.div`
  display: grid;
  flex: 1 1 20rem;
  gap: ${cssVar.space[3]};
  justify-items: start;
  min-inline-size: 0;
  overflow-wrap: anywhere;
`;

const Illustration = styled.div`
  flex: 0 1 16rem;
`;

const Title = styled.h1`
  margin: 0;
  color: ${cssVar.color.brand};
  font-size: ${cssVar.font.size['4xl']};
  line-height: ${cssVar.font.lineHeight.heading};
`;

const Tagline = styled.p`
  margin: 0;
  max-inline-size: ${cssVar.size.prose};
  font-size: ${cssVar.font.size.lg};
  line-height: ${cssVar.font.lineHeight.body};
`;

const Highlights = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${cssVar.space[4]};
  margin: 0;

  & > div {
    display: flex;
    flex-direction: column-reverse;
    gap: ${cssVar.space[1]};
    padding: ${cssVar.space[5]};
    border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
    border-radius: ${cssVar.radius.lg};
    background-color: ${cssVar.color.surface};
    text-align: center;
  }

  & dt {
    color: ${cssVar.color.textMuted};
  }

  & dd {
    margin: 0;
    color: ${cssVar.color.brand};
    font-size: ${cssVar.font.size['3xl']};
    font-weight: ${cssVar.font.weight.bold};
  }
`;

const HoursGrid = styled.div`
  display: grid;
  gap: ${cssVar.space[6]};

  ${media.md} {
    grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  }
`;

const TwoColumns = styled.div`
  display: grid;
  gap: ${cssVar.space[6]};

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Prose = styled.p`
  margin: 0 0 ${cssVar.space[4]};
  line-height: ${cssVar.font.lineHeight.body};
`;

const Points = styled.ul`
  display: grid;
  gap: ${cssVar.space[2]};
  margin: 0;
  padding-inline-start: ${cssVar.space[5]};
`;

const ContactList = styled.dl`
  display: grid;
  gap: ${cssVar.space[2]};
  margin: 0 0 ${cssVar.space[4]};

  & > div {
    display: flex;
    flex-wrap: wrap;
    gap: ${cssVar.space[2]};
  }

  & dt {
    color: ${cssVar.color.textMuted};
  }

  & dt::after {
    content: ':';
  }

  & dd {
    margin: 0;
    font-weight: ${cssVar.font.weight.semibold};
  }
`;
