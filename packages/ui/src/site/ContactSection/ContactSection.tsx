import type { ReactNode } from 'react';
import styled from 'styled-components';
import { cssVar } from '../../theme/cssVar.ts';
import { touchTargetLink } from '../../theme/mixins.ts';
import { media } from '../../theme/theme.ts';
import { useUiTexts } from '../../UiTexts/index.ts';
import { HomeSection, type HomeSectionProps } from '../HomeSection/index.ts';
import { CONTACT_SECTION_TEXTS } from './contactSectionTexts.ts';

export interface HoursLine {
  days: string;
  hours: string;
}

export interface PhoneNumber {
  /** As people read it: "+91 522 400 1010". */
  display: string;
  /** As a phone dials it: "+915224001010". */
  tel: string;
}

export interface ContactSectionProps extends Omit<HomeSectionProps, 'heading' | 'children'> {
  heading?: ReactNode;
  address: string;
  phone: PhoneNumber;
  email: string;
  /** The emergency line shown here (the spec's 911). */
  emergencyNumber: string;
  hours: readonly HoursLine[];
  /** The map embed's address (an https URL the site's CSP allows as a frame). */
  mapSrc: string;
  /** A link to open the map in a new tab, for anyone the frame does not suit. */
  mapHref?: string;
}

/** Contact: address, phone, e-mail, the emergency line, opening hours and the map. */
export function ContactSection({
  heading,
  address,
  phone,
  email,
  emergencyNumber,
  hours,
  mapSrc,
  mapHref,
  ...rest
}: ContactSectionProps) {
  const texts = useUiTexts('contactSection', CONTACT_SECTION_TEXTS);
  return (
    <HomeSection {...rest} heading={heading ?? texts.heading}>
      <Columns>
        <Details>
          <div>
            <dt>{texts.address}</dt>
            <dd>
              <address>{address}</address>
            </dd>
          </div>
          <div>
            <dt>{texts.phone}</dt>
            <dd>
              <a href={`tel:${phone.tel}`}>{phone.display}</a>
            </dd>
          </div>
          <div>
            <dt>{texts.email}</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </div>
          <div>
            <dt>{texts.emergency}</dt>
            <dd>
              <EmergencyLink href={`tel:${emergencyNumber}`}>{texts.emergencyCall(emergencyNumber)}</EmergencyLink>
            </dd>
          </div>
          <div>
            <dt>{texts.openingHours}</dt>
            <dd>
              <HoursList hours={hours} />
            </dd>
          </div>
        </Details>
        <MapFrame>
          <iframe title={texts.mapTitle(address)} src={mapSrc} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
          {mapHref ? (
            <a href={mapHref} target="_blank" rel="noopener noreferrer">
              {texts.openInMaps}
            </a>
          ) : null}
        </MapFrame>
      </Columns>
    </HomeSection>
  );
}

/** Opening hours as a list of days and times. */
export function HoursList({ hours }: { hours: readonly HoursLine[] }) {
  return (
    <Hours>
      {hours.map((line) => (
        <li key={line.days}>
          <span>{line.days}</span> <strong>{line.hours}</strong>
        </li>
      ))}
    </Hours>
  );
}

const Columns = styled.div`
  display: grid;
  gap: ${cssVar.space[8]};

  ${media.lg} {
    grid-template-columns: 2fr 3fr;
  }
`;

const Details = styled.dl`
  display: grid;
  align-content: start;
  gap: ${cssVar.space[4]};
  margin: 0;

  dt {
    color: ${cssVar.color.textMuted};
    font-weight: ${cssVar.font.weight.semibold};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  address {
    font-style: normal;
  }

  a {
    ${touchTargetLink}
    color: ${cssVar.color.brand};
    font-weight: ${cssVar.font.weight.semibold};
  }
`;

const EmergencyLink = styled.a`
  && {
    padding-inline: ${cssVar.space[4]};
    border-radius: ${cssVar.radius.md};
    background-color: ${cssVar.color.emergency};
    color: ${cssVar.color.emergencyContrast};
    text-decoration: none;
  }
`;

const Hours = styled.ul`
  display: grid;
  gap: ${cssVar.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const MapFrame = styled.div`
  display: grid;
  gap: ${cssVar.space[2]};

  iframe {
    inline-size: 100%;
    block-size: calc(${cssVar.space[16]} * 5);
    border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
    border-radius: ${cssVar.radius.lg};
    background-color: ${cssVar.color.surfaceMuted};
  }

  a {
    ${touchTargetLink}
    color: ${cssVar.color.brand};
    font-weight: ${cssVar.font.weight.semibold};
  }
`;
