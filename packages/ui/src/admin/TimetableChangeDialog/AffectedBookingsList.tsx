import type { ComponentPropsWithoutRef, Ref } from 'react';
import styled from 'styled-components';
import type { TimetableImpact } from '@hospital/contract';
import { cssVar } from '../../theme/cssVar.ts';
import { affectedCountText, visitWhenText, visitsInCallOrder } from './affectedVisits.ts';

export interface AffectedBookingsListProps extends ComponentPropsWithoutRef<'div'> {
  /** The server's preview of the change. */
  impact: TimetableImpact;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The coming bookings a timetable change falls on, in the order the front desk would call them: the reference, the
 * patient and the visit's day and time. Each will be marked as needing a new time once the change is made.
 */
export function AffectedBookingsList({ impact, ref, ...rest }: AffectedBookingsListProps) {
  const visits = visitsInCallOrder(impact);
  return (
    <Root {...rest} ref={ref}>
      <Count data-tone={visits.length > 0 ? 'warning' : 'calm'}>{affectedCountText(visits.length)}</Count>
      {visits.length > 0 ? (
        <>
          <p>They will be marked “Needs new time”, and the patients see it when they manage their booking.</p>
          <List aria-label="Bookings that need a new time">
            {visits.map((visit) => (
              <Item key={visit.id}>
                <strong>{visit.patientName}</strong>
                <Reference>{visit.reference}</Reference>
                <span>{visitWhenText(visit)}</span>
              </Item>
            ))}
          </List>
        </>
      ) : null}
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${cssVar.space[3]};
  min-inline-size: 0;

  & > p {
    margin: 0;
  }
`;

const Count = styled.p`
  margin: 0;
  font-weight: ${cssVar.font.weight.semibold};

  &[data-tone='warning'] {
    color: ${cssVar.color.danger};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${cssVar.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${cssVar.space[1]} ${cssVar.space[3]};
  padding: ${cssVar.space[2]} ${cssVar.space[3]};
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.surface};
  overflow-wrap: anywhere;

  & > span:last-child {
    grid-column: 1 / -1;
    color: ${cssVar.color.textMuted};
  }
`;

const Reference = styled.span`
  font-size: ${cssVar.font.size.sm};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;
