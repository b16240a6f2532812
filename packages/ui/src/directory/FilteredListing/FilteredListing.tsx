import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import styled, { css } from 'styled-components';
import { EmptyState } from '../../EmptyState/index.ts';
import { ErrorState } from '../../ErrorState/index.ts';
import { FallbackImage } from '../../FallbackImage/index.ts';
import { loadPhase, type LoadState } from '../../shared/loadState.ts';
import { SkeletonGrid, type SkeletonGridColumns } from '../../Skeleton/index.ts';
import { STATE_TEXTS } from '../../shared/stateTexts.ts';
import { useUiTexts } from '../../UiTexts/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { renderWhenNear } from '../../theme/mixins.ts';
import { media } from '../../theme/theme.ts';
import { FilterBar, type FilterOption } from '../FilterBar/index.ts';

/** How a public page's list is getting on: still loading, failed (with a way to try again), or loaded. */
export interface ListingLoadState extends LoadState {
  ref?: Ref<HTMLDivElement>;
}

export interface FilteredListingProps<Item, Filter extends string>
  extends Omit<ComponentPropsWithoutRef<'div'>, 'children'>,
    ListingLoadState {
  /** Undefined until loaded. */
  items: readonly Item[] | undefined;
  /** Names the filter buttons for screen readers: "Filter by category". */
  filterLabel: string;
  filters: readonly FilterOption<Filter>[];
  filter: Filter;
  /** Called with the newly chosen filter; the caller fetches again with it. */
  onFilterChange: (filter: Filter) => void;
  /** The query parameter the filter lives in (`?category=`): the buttons then also work as a GET form (FilterBar). */
  filterParam?: string;
  /** The placeholder cards while loading, as many as the spec counts for this page. */
  skeleton: { count: number; columns: SkeletonGridColumns; label: string };
  /** The error's heading: "Unable to load gallery". */
  errorTitle: string;
  /** The empty state; its sentence usually names the chosen filter. */
  empty: { title: string; description: string };
  /** The space between the filters and what is under them. */
  spacing?: 6 | 8;
  /** Draws the loaded list; called only when there is something to show. */
  children: (items: readonly Item[]) => ReactNode;
}

/**
 * A public page's list under its filter buttons (the gallery's categories, the news types), with the loading,
 * error and empty states the spec gives every such page. The filters stay in place in every state, so a visitor
 * whose filter found nothing can pick another.
 */
export function FilteredListing<Item, Filter extends string>({
  items,
  isLoading,
  error,
  onRetry,
  filterLabel,
  filters,
  filter,
  onFilterChange,
  filterParam,
  skeleton,
  errorTitle,
  empty,
  spacing = 6,
  children,
  ref,
  ...rest
}: FilteredListingProps<Item, Filter>) {
  const states = useUiTexts('states', STATE_TEXTS);
  const phase = loadPhase({ isLoading, error });
  let content: ReactNode;
  if (phase === 'loading') {
    content = <SkeletonGrid count={skeleton.count} columns={skeleton.columns} label={skeleton.label} />;
  } else if (phase === 'error') {
    content = (
      <ErrorState
        headingLevel={2}
        title={errorTitle}
        description={states.tryLater}
        onRetry={onRetry}
      />
    );
  } else if (items === undefined || items.length === 0) {
    content = <EmptyState headingLevel={2} title={empty.title} description={empty.description} />;
  } else {
    content = children(items);
  }

  return (
    <Root {...rest} ref={ref} $spacing={spacing}>
      <FilterBar label={filterLabel} options={filters} value={filter} onChange={onFilterChange} name={filterParam} />
      {content}
    </Root>
  );
}

const Root = styled.div<{ $spacing: 6 | 8 }>`
  display: grid;
  gap: ${({ $spacing }) => cssVar.space[$spacing]};
`;

/**
 * The cards of a listing: one column on a phone, more as the screen widens, up to `$maxColumns`. A card is laid out
 * only near the viewport (`renderWhenNear`): eighteen doctors' cards cost a phone every layout of the page, and the
 * page is laid out again as each web font arrives and as the scripts take it over.
 */
export const ListingGrid = styled.ul<{ $maxColumns: 3 | 4 }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${cssVar.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    ${renderWhenNear}
  }

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  ${({ $maxColumns }) =>
    $maxColumns === 4 &&
    css`
      ${media.xl} {
        grid-template-columns: repeat(4, minmax(0, 1fr));
      }
    `}
`;

/** One card of a listing, as tall as its row, so the cards of a row line up; long words wrap inside it. */
export const ListingCard = styled.article`
  display: flex;
  flex-direction: column;
  block-size: 100%;
  margin: 0;
  overflow: hidden;
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  border-radius: ${cssVar.radius.lg};
  background-color: ${cssVar.color.surface};
  box-shadow: ${cssVar.shadow.sm};
  overflow-wrap: anywhere;
`;

/** A card's picture across its full width, cropped to `$aspectRatio`; the brand tint shows while it loads. */
export const ListingPicture = styled(FallbackImage)<{ $aspectRatio: '4 / 3' | '16 / 9' }>`
  display: block;
  inline-size: 100%;
  block-size: auto;
  aspect-ratio: ${({ $aspectRatio }) => $aspectRatio};
  object-fit: cover;
  background-color: ${cssVar.color.brandSubtle};
`;
