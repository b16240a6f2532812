import type { ComponentPropsWithoutRef } from 'react';
import styled from 'styled-components';
import { cssVar } from '../../theme/cssVar.ts';
import { touchTargetLink } from '../../theme/mixins.ts';
import { useUiTexts } from '../../UiTexts/index.ts';
import { HoursList, type HoursLine, type PhoneNumber } from '../ContactSection/index.ts';
import { FOOTER_DETAILS_TEXTS } from './footerDetailsTexts.ts';

export interface FooterDetailsProps extends ComponentPropsWithoutRef<'div'> {
  address: string;
  phone: PhoneNumber;
  services: readonly string[];
  hours: readonly HoursLine[];
  /** The map link (the footer shows a link, not a second frame: it is on every page). */
  mapHref: string;
}

/** The footer's hospital details: address and map link, the services list and the hours. */
export function FooterDetails({ address, phone, services, hours, mapHref, ...rest }: FooterDetailsProps) {
  const texts = useUiTexts('footerDetails', FOOTER_DETAILS_TEXTS);
  return (
    <Root {...rest}>
      <div>
        <Heading>{texts.visitUs}</Heading>
        <address>{address}</address>
        <p>
          <a href={`tel:${phone.tel}`}>{phone.display}</a>
        </p>
        <p>
          <a href={mapHref} target="_blank" rel="noopener noreferrer">
            {texts.viewOnMaps}
          </a>
        </p>
      </div>
      <div>
        <Heading>{texts.ourServices}</Heading>
        <List>
          {services.map((service) => (
            <li key={service}>{service}</li>
          ))}
        </List>
      </div>
      <div>
        <Heading>{texts.hours}</Heading>
        <HoursList hours={hours} />
      </div>
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: ${cssVar.space[6]};

  address {
    font-style: normal;
  }

  p {
    margin: ${cssVar.space[1]} 0 0;
  }

  a {
    ${touchTargetLink}
    color: ${cssVar.color.brand};
    font-weight: ${cssVar.font.weight.medium};
  }
`;

const Heading = styled.h2`
  margin: 0 0 ${cssVar.space[2]};
  color: ${cssVar.color.text};
  font-size: ${cssVar.font.size.lg};
  font-weight: ${cssVar.font.weight.semibold};
`;

const List = styled.ul`
  display: grid;
  gap: ${cssVar.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
