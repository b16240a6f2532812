import { useState, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import type { Department, Doctor } from '@hospital/contract';
import { EmptyState } from '../../EmptyState/index.ts';
import { ErrorState } from '../../ErrorState/index.ts';
import { Input } from '../../Input/index.ts';
import { LoadingText } from '../../LoadingText/index.ts';
import type { LoadState } from '../../shared/loadState.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { DoctorCard, departmentNameFor } from '../DoctorCard/index.ts';
import { ListingGrid } from '../FilteredListing/index.ts';
import { searchDoctors } from './doctorSearch.ts';

export const DOCTOR_SEARCH_PLACEHOLDER = 'Search doctors by name or specialization...';

/** Shows the list it has while a load runs again; the loading and error states only replace a list it has not got. */
export interface DoctorDirectoryProps extends ComponentPropsWithoutRef<'div'>, LoadState {
  /** Undefined until loaded. */
  doctors: readonly Doctor[] | undefined;
  /** For the department badges; cards show none until these arrive. */
  departments?: readonly Department[];
  /** The photo of a doctor (the app's fixed table of names, falling back by id). */
  photoOf: (doctor: Doctor) => string;
  profileHref: (doctor: Doctor) => string;
  /** Each card's Book Appointment control; an inert button when not given. */
  renderBookAction?: (doctor: Doctor) => ReactNode;
  /** The search box's text on first render. */
  defaultQuery?: string;
  ref?: Ref<HTMLDivElement>;
}

/** The doctors directory: a search box filtering, on the client, a grid of doctor cards. */
export function DoctorDirectory({
  doctors,
  departments,
  isLoading = false,
  error,
  onRetry,
  photoOf,
  profileHref,
  renderBookAction,
  defaultQuery = '',
  ref,
  ...rest
}: DoctorDirectoryProps) {
  const [query, setQuery] = useState(defaultQuery);
  const found = doctors === undefined ? undefined : searchDoctors(doctors, query);

  let content: ReactNode;
  if (doctors === undefined && isLoading) {
    content = <LoadingText>Loading doctors...</LoadingText>;
  } else if (doctors === undefined && error !== undefined && error !== null) {
    content = (
      <ErrorState
        headingLevel={2}
        title="Unable to load doctors"
        description="Please try again later or contact support if the problem persists."
        onRetry={onRetry}
      />
    );
  } else if (found === undefined || found.length === 0) {
    content = <EmptyState headingLevel={2} title="No doctors found" description="Try adjusting your search terms." />;
  } else {
    content = (
      <ListingGrid $maxColumns={3} aria-label="Doctors">
        {found.map((doctor) => (
          <li key={doctor.id}>
            <DoctorCard
              doctor={doctor}
              departmentName={departmentNameFor(doctor, departments)}
              photoSrc={photoOf(doctor)}
              profileHref={profileHref(doctor)}
             
              bookAction={renderBookAction?.(doctor)}
            />
          </li>
        ))}
      </ListingGrid>
    );
  }

  return (
    <Root {...rest} ref={ref}>
      <Search role="search">
        <Input
          aria-label="Search doctors"
          type="search"
          placeholder={DOCTOR_SEARCH_PLACEHOLDER}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
      </Search>
      {content}
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${cssVar.space[6]};
`;

const Search = styled.div`
  max-inline-size: 36rem;
`;
