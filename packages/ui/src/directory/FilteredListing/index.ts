export {
  FilteredListing,
  ListingCard,
  ListingGrid,
  ListingPicture,
  type FilteredListingProps,
  type ListingLoadState,
} from './FilteredListing.tsx';
