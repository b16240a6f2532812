import { useEffect, useLayoutEffect, useRef, useState, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import type { Department, Doctor } from '@hospital/contract';
import { EmptyState } from '../../EmptyState/index.ts';
import { ErrorState } from '../../ErrorState/index.ts';
import { Input } from '../../Input/index.ts';
import { LoadingText } from '../../LoadingText/index.ts';
import type { LoadState } from '../../shared/loadState.ts';
import { STATE_TEXTS } from '../../shared/stateTexts.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { MEDICAL_TERM_TEXTS, useUiTexts } from '../../UiTexts/index.ts';
import { DoctorCard, departmentNameFor } from '../DoctorCard/index.ts';
import { ListingGrid } from '../FilteredListing/index.ts';
import { DOCTOR_DIRECTORY_TEXTS } from './doctorDirectoryTexts.ts';
import { searchDoctors } from './doctorSearch.ts';

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
  /** Each card's "Next available" line (the app reads each doctor's open days); none when not given. */
  renderNextAvailable?: (doctor: Doctor) => ReactNode;
  /** The search box's text on first render (the page's `?q=`). */
  defaultQuery?: string;
  /**
   * The query parameter of the search form (default "q"). The search is a `<form method="get" role="search">` to the
   * page's own address: a query sent before the page's script has run, or without one, loads `?q=…`, which the page
   * hands back as `defaultQuery`.
   */
  searchParam?: string;
  /** Called with the search box's text as it changes (the page keeps it in its address). */
  onQueryChange?: (query: string) => void;
  ref?: Ref<HTMLDivElement>;
}

/** The doctors directory: a search form filtering, on the client, a grid of doctor cards. */
export function DoctorDirectory({
  doctors,
  departments,
  isLoading = false,
  error,
  onRetry,
  photoOf,
  profileHref,
  renderBookAction,
  renderNextAvailable,
  defaultQuery = '',
  searchParam = 'q',
  onQueryChange,
  ref,
  ...rest
}: DoctorDirectoryProps) {
  const texts = useUiTexts('doctorDirectory', DOCTOR_DIRECTORY_TEXTS);
  const states = useUiTexts('states', STATE_TEXTS);
  const { term } = useUiTexts('medicalTerms', MEDICAL_TERM_TEXTS);
  const [query, setQuery] = useState(defaultQuery);
  const changeQuery = (next: string) => {
    setQuery(next);
    onQueryChange?.(next);
  };
  // Text typed into the pre-rendered box before the script ran is in the DOM, not in state: adopt it before the
  // browser paints the hydrated list, and tell the page once every effect of the mount has run (a router refuses to
  // navigate from the layout effect of a component it is still mounting).
  const inputRef = useRef<HTMLInputElement>(null);
  const adopted = useRef<string | null>(null);
  useLayoutEffect(() => {
    const typed = inputRef.current?.value;
    if (typed === undefined || typed === defaultQuery) return;
    adopted.current = typed;
    setQuery(typed);
    // Once, when the box first mounts: later text arrives through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (adopted.current !== null) onQueryChange?.(adopted.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // A Hindi reader searches "हृदय" as readily as "cardio": the specialization matches in either language.
  const found = doctors === undefined ? undefined : searchDoctors(doctors, query, term);

  let content: ReactNode;
  if (doctors === undefined && isLoading) {
    content = <LoadingText>{texts.loading}</LoadingText>;
  } else if (doctors === undefined && error !== undefined && error !== null) {
    content = (
      <ErrorState
        headingLevel={2}
        title={texts.errorTitle}
        description={states.tryLater}
        onRetry={onRetry}
      />
    );
  } else if (found === undefined || found.length === 0) {
    content = <EmptyState headingLevel={2} title={texts.emptyTitle} description={texts.emptyHint} />;
  } else {
    content = (
      <ListingGrid $maxColumns={3} aria-label={texts.listLabel}>
        {found.map((doctor, index) => (
          <li key={doctor.id}>
            <DoctorCard
              doctor={doctor}
              photoPriority={index === 0}
              departmentName={departmentNameFor(doctor, departments)}
              photoSrc={photoOf(doctor)}
              profileHref={profileHref(doctor)}
              bookAction={renderBookAction?.(doctor)}
              nextAvailable={renderNextAvailable?.(doctor)}
            />
          </li>
        ))}
      </ListingGrid>
    );
  }

  return (
    <Root {...rest} ref={ref}>
      {/* No action: the form goes to the page's own address, in its language. Once the script runs the list filters as
          the visitor types, so sending it changes nothing more. */}
      <Search role="search" method="get" onSubmit={(event) => event.preventDefault()}>
        <Input
          ref={inputRef}
          aria-label={texts.searchLabel}
          type="search"
          name={searchParam}
          placeholder={texts.searchPlaceholder}
          value={query}
          onChange={(event) => changeQuery(event.target.value)}
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

const Search = styled.form`
  max-inline-size: 36rem;
  margin: 0;
`;
