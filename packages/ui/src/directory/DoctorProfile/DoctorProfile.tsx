import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../../VisuallyHidden/index.ts';
import type { Doctor, Timetable } from '@hospital/contract';
import { Badge } from '../../Badge/index.ts';
import { Card } from '../../Card/index.ts';
import { ErrorState } from '../../ErrorState/index.ts';
import { FallbackImage } from '../../FallbackImage/index.ts';
import { LoadingText } from '../../LoadingText/index.ts';
import type { LoadState } from '../../shared/loadState.ts';
import { STATE_TEXTS } from '../../shared/stateTexts.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { media } from '../../theme/theme.ts';
import { MEDICAL_TERM_TEXTS, useIntlLocale, useLangOf, useUiTexts } from '../../UiTexts/index.ts';
import { ButtonLink } from '../ButtonLink/index.ts';
import { splitQualifications } from '../DoctorCard/index.ts';
import { HoursTable } from '../HoursTable/index.ts';
import { consultationHoursRows } from './consultationHours.ts';
import { DOCTOR_PROFILE_TEXTS } from './doctorProfileTexts.ts';
import { areasOfExpertise } from './expertise.ts';

export interface ProfileContact {
  /** The hospital's contact phone as written ("+91 ..."), and its `tel:` form. */
  phone: string;
  phoneHref: string;
  /** The appointments e-mail address. */
  email: string;
  address: string;
}

export interface DoctorProfileProps extends ComponentPropsWithoutRef<'div'>, LoadState {
  /** Undefined while loading, when not found, or after an error. */
  doctor: Doctor | undefined;
  /** The API answered 404, or the id in the URL is not a number; `error` is then any other failed load. */
  notFound?: boolean;
  /** In English, as the API names it; shown through the medical terms. */
  departmentName?: string;
  /** The photo (the app's fixed table); a broken one shows a generic person icon. */
  photoSrc?: string;
  /**
   * The doctor's weekly sessions and coming leave (GET doctors/{id}/timetable), shown as "Consultation Hours":
   * weekdays with the same sessions grouped, closed days, then "On leave 14 Dec - 18 Dec". Undefined while loading.
   */
  timetable: Pick<Timetable, 'weekly' | 'leave'> | undefined;
  /** The timetable's read failed: the hours say to call instead. */
  timetableError?: unknown;
  /** The "Next available" line under the header's badges (the app's `NextAvailable`). */
  nextAvailable?: ReactNode;
  contact: ProfileContact;
  /** The Book Appointment control (the app's, opening the booking dialog with this doctor chosen), shown twice. */
  renderBookAction: (placement: 'header' | 'quick-actions') => ReactNode;
  homeHref?: string;
  ref?: Ref<HTMLDivElement>;
}

/** A doctor's page: header, About, Education & Qualifications, Areas of Expertise, hours, contact, quick actions. */
export function DoctorProfile({
  doctor,
  isLoading = false,
  notFound = false,
  error,
  onRetry,
  departmentName,
  photoSrc,
  timetable,
  timetableError,
  nextAvailable,
  contact,
  renderBookAction,
  homeHref = '/',
  ref,
  ...rest
}: DoctorProfileProps) {
  const texts = useUiTexts('doctorProfile', DOCTOR_PROFILE_TEXTS);
  const states = useUiTexts('states', STATE_TEXTS);
  const { term } = useUiTexts('medicalTerms', MEDICAL_TERM_TEXTS);
  const english = useLangOf('en');
  const locale = useIntlLocale();
  const backHome = (
    <ButtonLink href={homeHref} variant="ghost">
      {texts.backToHome}
    </ButtonLink>
  );

  if (doctor === undefined) {
    let state: ReactNode;
    if (notFound) {
      state = (
        <ErrorState
          live="off"
          headingLevel={2}
          title={texts.notFoundTitle}
          description={texts.notFoundText}
          action={backHome}
        />
      );
    } else if (isLoading || error === undefined || error === null) {
      state = <LoadingText>{texts.loading}</LoadingText>;
    } else {
      state = (
        <ErrorState
          headingLevel={2}
          title={texts.errorTitle}
          description={states.tryLater}
          onRetry={onRetry}
          action={backHome}
        />
      );
    }
    return (
      <Root {...rest} ref={ref}>
        {/* The page keeps one h1 whatever its state, so its outline does not start at h2. */}
        <VisuallyHidden as="h1">{texts.pageHeading}</VisuallyHidden>
        {state}
      </Root>
    );
  }

  const qualifications = splitQualifications(doctor.qualifications);
  const specialization = term(doctor.specialization);
  const department = departmentName === undefined ? undefined : term(departmentName);
  return (
    <Root {...rest} ref={ref}>
      <Header>
        <Photo
          src={photoSrc ?? ''}
          alt={texts.photoOf(doctor.name)}
          fallback="person-icon"
          width={240}
          height={240}
          loading="eager"
        />
        <HeaderText>
          <Name lang={english}>{doctor.name}</Name>
          <Specialization>{specialization}</Specialization>
          <Badges>
            {department !== undefined ? <Badge tone="brand">{department}</Badge> : null}
            <Badge tone="neutral">{texts.yearsExperience(doctor.experience)}</Badge>
          </Badges>
          {nextAvailable}
          <HeaderActions>{renderBookAction('header')}</HeaderActions>
        </HeaderText>
      </Header>

      <Columns>
        <Main>
          <Card title={texts.about} headingLevel={2}>
            <Prose>{texts.aboutText({ name: doctor.name, specialization, experience: doctor.experience, department })}</Prose>
          </Card>
          <Card title={texts.education} headingLevel={2}>
            <BulletList lang={english}>
              {qualifications.map((qualification, index) => (
                <li key={`${index}-${qualification}`}>{qualification}</li>
              ))}
            </BulletList>
          </Card>
          <Card title={texts.expertise} headingLevel={2}>
            <ExpertiseList>
              {areasOfExpertise(doctor.specialization).map((area) => (
                <li key={area}>{term(area)}</li>
              ))}
            </ExpertiseList>
          </Card>
        </Main>
        <Side>
          <HoursTable
            title={texts.consultationHours}
            rows={timetable ? consultationHoursRows(timetable, locale, { closed: texts.closed, range: texts.range, onLeave: texts.onLeave }) : []}
            status={
              timetable ? undefined : timetableError !== undefined && timetableError !== null ? (
                <HoursProblem>{texts.hoursError(contact.phone)}</HoursProblem>
              ) : (
                <LoadingText>{texts.hoursLoading}</LoadingText>
              )
            }
          />
          <Card title={texts.contactInformation} headingLevel={2}>
            <ContactList>
              <div>
                <dt>{texts.phone}</dt>
                <dd>
                  <a href={contact.phoneHref}>{contact.phone}</a>
                </dd>
              </div>
              <div>
                <dt>{texts.email}</dt>
                <dd>
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </dd>
              </div>
              <div>
                <dt>{texts.address}</dt>
                <dd>{contact.address}</dd>
              </div>
            </ContactList>
          </Card>
          <Card title={texts.quickActions} headingLevel={2}>
            <QuickActions>
              {renderBookAction('quick-actions')}
              {/* The spec shows no action for these two; on a phone a call and a message are what a patient wants. */}
              <ButtonLink href={contact.phoneHref} variant="ghost">
                {texts.callNow}
              </ButtonLink>
              <ButtonLink href={`mailto:${contact.email}?subject=${encodeURIComponent(texts.messageSubject(doctor.name))}`} variant="ghost">
                {texts.sendMessage}
              </ButtonLink>
            </QuickActions>
          </Card>
        </Side>
      </Columns>
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${cssVar.space[6]};
  max-inline-size: ${cssVar.size.container};
  margin-inline: auto;
  padding: ${cssVar.space[8]} ${cssVar.space[4]} ${cssVar.space[12]};

  ${media.md} {
    padding-inline: ${cssVar.space[6]};
  }
`;

const Header = styled.div`
  display: grid;
  gap: ${cssVar.space[6]};
  align-items: center;
  padding: ${cssVar.space[6]};
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  border-radius: ${cssVar.radius.xl};
  /* Not the brand tint: the department badge is drawn in it and would vanish. */
  background-color: ${cssVar.color.surfaceMuted};

  ${media.md} {
    grid-template-columns: auto minmax(0, 1fr);
  }
`;

const Photo = styled(FallbackImage)`
  display: block;
  inline-size: 10rem;
  block-size: 10rem;
  border: ${cssVar.borderWidth.focus} solid ${cssVar.color.surface};
  border-radius: ${cssVar.radius.pill};
  background-color: ${cssVar.color.surface};
  box-shadow: ${cssVar.shadow.md};
  object-fit: cover;
`;

const HeaderText = styled.div`
  display: grid;
  gap: ${cssVar.space[3]};
  min-inline-size: 0;
  overflow-wrap: anywhere;
`;

const Name = styled.h1`
  margin: 0;
  color: ${cssVar.color.brand};
  font-size: ${cssVar.font.size['3xl']};
  line-height: ${cssVar.font.lineHeight.heading};
`;

const Specialization = styled.p`
  margin: 0;
  color: ${cssVar.color.text};
  font-size: ${cssVar.font.size.xl};
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${cssVar.space[2]};
`;

const HeaderActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${cssVar.space[3]};
`;

const Columns = styled.div`
  display: grid;
  gap: ${cssVar.space[6]};
  align-items: start;

  ${media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

const Main = styled.div`
  display: grid;
  gap: ${cssVar.space[6]};
  min-inline-size: 0;
`;

const Side = styled(Main)``;

const Prose = styled.p`
  margin: 0;
  max-inline-size: ${cssVar.size.prose};
  line-height: ${cssVar.font.lineHeight.body};
`;

const BulletList = styled.ul`
  display: grid;
  gap: ${cssVar.space[2]};
  margin: 0;
  padding-inline-start: ${cssVar.space[5]};
`;

const ExpertiseList = styled.ul`
  display: grid;
  gap: ${cssVar.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  & > li {
    padding: ${cssVar.space[3]} ${cssVar.space[4]};
    border-radius: ${cssVar.radius.md};
    background-color: ${cssVar.color.surfaceMuted};
    font-weight: ${cssVar.font.weight.medium};
  }
`;

const ContactList = styled.dl`
  display: grid;
  gap: ${cssVar.space[3]};
  margin: 0;

  & dt {
    color: ${cssVar.color.textMuted};
    font-size: ${cssVar.font.size.sm};
  }

  & dd {
    margin: 0;
  }

  & a {
    color: ${cssVar.color.brand};
    font-weight: ${cssVar.font.weight.semibold};
  }
`;

const HoursProblem = styled.p`
  margin: 0;
  color: ${cssVar.color.textMuted};
`;

const QuickActions = styled.div`
  display: grid;
  gap: ${cssVar.space[3]};
`;
