import { useId, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { EmptyState } from '../../EmptyState/index.ts';
import { ErrorState } from '../../ErrorState/index.ts';
import { LoadingText } from '../../LoadingText/index.ts';
import type { LoadState } from '../../shared/loadState.ts';
import { STATE_TEXTS } from '../../shared/stateTexts.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { media } from '../../theme/theme.ts';
import { useUiTexts } from '../../UiTexts/index.ts';
import { DoctorSummaryCard, type DoctorSummary } from '../DoctorSummaryCard/index.ts';
import { HoursTable, type HoursRow } from '../HoursTable/index.ts';
import { Column, SectionTitle } from '../pageLayout.ts';
import { ServiceGrid, ServiceTile, type ServiceItem } from '../ServiceTile/index.ts';
import { DEPARTMENT_PAGE_TEXTS } from './departmentPageTexts.ts';

export interface HoursBlock {
  title: string;
  rows: readonly HoursRow[];
  note?: string;
}

/** A department page's words, as typed data (apps/site/src/content/departments.ts). */
export interface DepartmentContent {
  /** The h1: "Cardiology". */
  name: string;
  /** The hero's sentence under the name. */
  tagline: string;
  /** An introduction paragraph (General Medicine has one). */
  intro?: string;
  servicesTitle: string;
  services: readonly ServiceItem[];
  /** Hours, or availability per sub-service. */
  hours?: readonly HoursBlock[];
  doctorsTitle: string;
  /** Written-in doctors; the cardiology, neurology and pediatrics pages list doctors from the API instead. */
  doctors?: readonly DoctorSummary[];
  callToAction?: { title: string; text: string };
  /** The cardiology, neurology and pediatrics pages' emergency section. */
  emergency?: { title: string; text: string };
}

/** The load state is the doctors' (the only data a department page fetches); the rest of the page is content. */
export interface DepartmentPageTemplateProps extends Omit<ComponentPropsWithoutRef<'div'>, 'content'>, LoadState {
  content: DepartmentContent;
  /** Doctors from the API (overrides `content.doctors`); undefined while loading. */
  doctors?: readonly DoctorSummary[];
  /** Each API doctor's "Next available" line (the app reads their open days); "Available for consultation" without it. */
  renderNextAvailable?: (doctor: DoctorSummary) => ReactNode;
  /** Beside the title in the hero: the Book Appointment button. */
  headerAction?: ReactNode;
  /** In the call-to-action section: links to the home appointment section, an emergency phone. */
  callToActionActions?: ReactNode;
  /** In the emergency section: Schedule Consultation, Emergency: Call Now. */
  emergencyActions?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** Every department page, from its content: hero, introduction, services, hours, doctors, calls to action. */
export function DepartmentPageTemplate({
  content,
  doctors,
  isLoading = false,
  error,
  onRetry,
  renderNextAvailable,
  headerAction,
  callToActionActions,
  emergencyActions,
  ref,
  ...rest
}: DepartmentPageTemplateProps) {
  const texts = useUiTexts('departmentPage', DEPARTMENT_PAGE_TEXTS);
  const states = useUiTexts('states', STATE_TEXTS);
  const servicesId = useId();
  const doctorsId = useId();
  const shownDoctors = doctors ?? content.doctors;
  const compactServices = content.services.every((service) => service.description === undefined);

  let doctorList: ReactNode;
  if (shownDoctors === undefined && isLoading) {
    doctorList = <LoadingText>{texts.loadingDoctors}</LoadingText>;
  } else if (shownDoctors === undefined && error !== undefined && error !== null) {
    doctorList = (
      <ErrorState
        title={texts.errorTitle}
        description={states.tryLater}
        onRetry={onRetry}
      />
    );
  } else if (shownDoctors === undefined || shownDoctors.length === 0) {
    doctorList = <EmptyState title={texts.emptyTitle} description={texts.emptyHint} />;
  } else {
    doctorList = (
      <ServiceGrid>
        {shownDoctors.map((doctor) => (
          <li key={doctor.name}>
            <DoctorSummaryCard doctor={doctor} nextAvailable={renderNextAvailable?.(doctor)} />
          </li>
        ))}
      </ServiceGrid>
    );
  }

  return (
    <Root {...rest} ref={ref}>
      <Hero>
        <Column>
          <HeroText>
            <Title>{content.name}</Title>
            <Tagline>{content.tagline}</Tagline>
          </HeroText>
          {headerAction !== undefined ? <Actions>{headerAction}</Actions> : null}
        </Column>
      </Hero>

      <Column data-stack="">
        {content.intro !== undefined ? <Intro>{content.intro}</Intro> : null}

        <section aria-labelledby={servicesId}>
          <SectionTitle id={servicesId}>{content.servicesTitle}</SectionTitle>
          <ServiceGrid data-columns={compactServices ? '4' : undefined}>
            {content.services.map((service) => (
              <li key={service.title}>
                <ServiceTile title={service.title} description={service.description} />
              </li>
            ))}
          </ServiceGrid>
        </section>

        {content.hours !== undefined && content.hours.length > 0 ? (
          <HoursGrid>
            {content.hours.map((block) => (
              <HoursTable key={block.title} title={block.title} rows={block.rows} note={block.note} />
            ))}
          </HoursGrid>
        ) : null}

        <section aria-labelledby={doctorsId}>
          <SectionTitle id={doctorsId}>{content.doctorsTitle}</SectionTitle>
          {doctorList}
        </section>

        {content.callToAction !== undefined ? (
          <Banner title={content.callToAction.title} text={content.callToAction.text} actions={callToActionActions} />
        ) : null}
        {content.emergency !== undefined ? (
          <Banner title={content.emergency.title} text={content.emergency.text} actions={emergencyActions} tone="emergency" />
        ) : null}
      </Column>
    </Root>
  );
}

/** A call-to-action band: a heading, a sentence and its buttons. */
export function Banner({
  title,
  text,
  actions,
  tone = 'brand',
}: {
  title: string;
  text: string;
  actions?: ReactNode;
  tone?: 'brand' | 'emergency';
}) {
  const titleId = useId();
  return (
    <BannerRoot aria-labelledby={titleId} data-tone={tone}>
      <SectionTitle id={titleId}>{title}</SectionTitle>
      <BannerText>{text}</BannerText>
      {actions !== undefined ? <Actions>{actions}</Actions> : null}
    </BannerRoot>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${cssVar.space[8]};
  padding-block-end: ${cssVar.space[12]};
`;

const Hero = styled.div`
  padding-block: ${cssVar.space[10]};
  background-color: ${cssVar.color.brandSubtle};

  & > div {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${cssVar.space[6]};
  }
`;

const HeroText = styled.div`
  flex: 1 1 20rem;
  min-inline-size: 0;
  overflow-wrap: anywhere;
`;

const Title = styled.h1`
  margin: 0 0 ${cssVar.space[3]};
  color: ${cssVar.color.brand};
  font-size: ${cssVar.font.size['4xl']};
  line-height: ${cssVar.font.lineHeight.heading};
`;

const Tagline = styled.p`
  margin: 0;
  max-inline-size: ${cssVar.size.prose};
  color: ${cssVar.color.text};
  font-size: ${cssVar.font.size.lg};
  line-height: ${cssVar.font.lineHeight.body};
`;

const Intro = styled.p`
  margin: 0;
  max-inline-size: ${cssVar.size.prose};
  font-size: ${cssVar.font.size.lg};
  line-height: ${cssVar.font.lineHeight.body};
`;

const HoursGrid = styled.div`
  display: grid;
  gap: ${cssVar.space[6]};

  ${media.md} {
    grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${cssVar.space[3]};
`;

const BannerRoot = styled.section`
  display: grid;
  gap: ${cssVar.space[2]};
  justify-items: start;
  padding: ${cssVar.space[8]} ${cssVar.space[6]};
  border-radius: ${cssVar.radius.xl};
  background-color: ${cssVar.color.brandSubtle};
  overflow-wrap: anywhere;

  &[data-tone='emergency'] {
    background-color: ${cssVar.color.dangerSubtle};
  }

  & > h2 {
    margin: 0;
  }
`;

const BannerText = styled.p`
  margin: 0 0 ${cssVar.space[3]};
  max-inline-size: ${cssVar.size.prose};
  line-height: ${cssVar.font.lineHeight.body};
`;
