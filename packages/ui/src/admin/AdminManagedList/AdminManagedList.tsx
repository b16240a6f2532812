import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { Button } from '../../Button/index.ts';
import { EmptyState } from '../../EmptyState/index.ts';
import { ErrorState } from '../../ErrorState/index.ts';
import { FallbackImage } from '../../FallbackImage/index.ts';
import { loadPhase, type LoadState } from '../../shared/loadState.ts';
import { SkeletonGrid, type SkeletonGridColumns } from '../../Skeleton/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { AdminCard, AdminCardActions, AdminCardList, AdminSection, type AdminSectionProps } from '../AdminSection/index.ts';

/** A record the admin manages: the Edit and Delete buttons are named after its title. */
export interface ManagedRecord {
  id: number | string;
  title: string;
}

/** What a managed tab is told by the dashboard: how the load went, and what to do on Add, Edit and Delete. */
export interface ManagedListState<Item extends ManagedRecord> extends LoadState {
  onAdd: () => void;
  onEdit: (item: Item) => void;
  /** Delete has no confirmation (spec); the caller hides the card at once and offers Undo instead. */
  onDelete: (item: Item) => void;
  ref?: Ref<HTMLElement>;
}

export interface AdminManagedListProps<Item extends ManagedRecord>
  extends Omit<AdminSectionProps, 'title' | 'addLabel' | 'onAdd' | 'children' | 'ref'>,
    ManagedListState<Item> {
  /** The section's heading: "Gallery Images". */
  title: string;
  /** The add button's text: "Add Image". */
  addLabel: string;
  /** Undefined until loaded. */
  items: readonly Item[] | undefined;
  /** The error's heading: "Failed to load gallery images". */
  errorTitle: string;
  /** The placeholder cards while loading, as many as the spec counts for this list. */
  skeleton: { count: number; columns: SkeletonGridColumns; label: string };
  empty: { title: string; description: string };
  /** The card above its Edit and Delete: the picture, then an `AdminCardBody`. */
  renderItem: (item: Item) => ReactNode;
}

/**
 * One tab of the admin dashboard that manages a list: its heading and add button, the loading, error and empty
 * states, and a card per record with Edit and Delete. What a card shows is the caller's.
 */
export function AdminManagedList<Item extends ManagedRecord>({
  title,
  addLabel,
  onAdd,
  items,
  isLoading,
  error,
  onRetry,
  errorTitle,
  skeleton,
  empty,
  onEdit,
  onDelete,
  renderItem,
  ref,
  ...rest
}: AdminManagedListProps<Item>) {
  const phase = loadPhase({ isLoading, error });
  let body;
  if (phase === 'error') {
    body = <ErrorState title={errorTitle} description="Please try again later." onRetry={onRetry} />;
  } else if (phase === 'loading' || !items) {
    body = <SkeletonGrid count={skeleton.count} columns={skeleton.columns} label={skeleton.label} />;
  } else if (items.length === 0) {
    body = <EmptyState title={empty.title} description={empty.description} />;
  } else {
    body = (
      <AdminCardList>
        {items.map((item) => (
          <AdminCard key={item.id}>
            {renderItem(item)}
            <AdminCardActions>
              <Button variant="ghost" size="md" aria-label={`Edit ${item.title}`} onClick={() => onEdit(item)}>
                Edit
              </Button>
              <Button variant="danger" size="md" aria-label={`Delete ${item.title}`} onClick={() => onDelete(item)}>
                Delete
              </Button>
            </AdminCardActions>
          </AdminCard>
        ))}
      </AdminCardList>
    );
  }

  return (
    <AdminSection {...rest} ref={ref} title={title} addLabel={addLabel} onAdd={onAdd}>
      {body}
    </AdminSection>
  );
}

/** A card's picture across its full width, cropped to `$aspectRatio` so the cards of a row line up. */
export const AdminCardPicture = styled(FallbackImage)<{ $aspectRatio: '4 / 3' | '16 / 9' }>`
  display: block;
  inline-size: 100%;
  block-size: auto;
  aspect-ratio: ${({ $aspectRatio }) => $aspectRatio};
  object-fit: cover;
  background-color: ${cssVar.color.surfaceMuted};
`;
