import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { cssVar } from '../../theme/cssVar.ts';
import type { FilterOption } from '../FilterBar/index.ts';
import { hospitalPicture, wardPicture } from '../fixtures.ts';
import { FilteredListing, ListingCard, ListingGrid, ListingPicture } from './FilteredListing.tsx';

type Wing = '' | 'inpatient' | 'outpatient';

interface Facility {
  id: number;
  name: string;
  wing: Exclude<Wing, ''>;
  picture: string;
}

const facilitiesData: Facility[] = [
  { id: 1, name: 'General ward', wing: 'inpatient', picture: wardPicture },
  { id: 2, name: 'Outpatient block', wing: 'outpatient', picture: hospitalPicture },
  { id: 3, name: 'Day-care ward', wing: 'inpatient', picture: wardPicture },
];

const wingFilters: readonly FilterOption<Wing>[] = [
  { value: '', label: 'All Wings' },
  { value: 'inpatient', label: 'Inpatient' },
  { value: 'outpatient', label: 'Outpatient' },
];

function facilityCards(items: readonly Facility[]) {
  return (
    <ListingGrid $maxColumns={3} aria-label="Facilities">
      {items.map((facility) => (
        <li key={facility.id}>
          <ListingCard>
            {/* Decorative: the heading under it already names the facility. */}
            <ListingPicture $aspectRatio="4 / 3" src={facility.picture} alt="" fallback="hide" width={400} height={300} />
            <h2 style={{ margin: 0, padding: cssVar.space[4], fontSize: cssVar.font.size.lg }}>{facility.name}</h2>
          </ListingCard>
        </li>
      ))}
    </ListingGrid>
  );
}

const meta = {
  title: 'Directory/FilteredListing',
  component: FilteredListing<Facility, Wing>,
  excludeStories: /.*Data$/,
  args: {
    items: facilitiesData,
    filterLabel: 'Filter by wing',
    filters: wingFilters,
    filter: '',
    onFilterChange: fn(),
    skeleton: { count: 3, columns: 3, label: 'Loading facilities...' },
    errorTitle: 'Unable to load facilities',
    empty: { title: 'No facilities found', description: 'No facilities available at the moment.' },
    children: facilityCards,
  },
  argTypes: { items: { control: false }, children: { control: false } },
} satisfies Meta<typeof FilteredListing<Facility, Wing>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The filters above the cards; choosing one calls back with its value, choosing the pressed one does nothing. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const filters = within(canvas.getByRole('group', { name: 'Filter by wing' }));
    await expect(filters.getByRole('button', { name: 'All Wings' })).toHaveAttribute('aria-pressed', 'true');
    await expect(within(canvas.getByRole('list', { name: 'Facilities' })).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(filters.getByRole('button', { name: 'Outpatient' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('outpatient');
    await userEvent.click(filters.getByRole('button', { name: 'All Wings' }));
    await expect(args.onFilterChange).toHaveBeenCalledTimes(1);
  },
};

/** Loading: placeholders under the filters, which stay usable. */
export const Loading: Story = {
  args: { items: undefined, isLoading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-part="skeleton-item"]')).toHaveLength(3);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading facilities...');
    await expect(canvas.getByRole('button', { name: 'Inpatient' })).toBeEnabled();
  },
};

/** Nothing in the chosen filter: the empty state, with the filters still there to pick another. */
export const Empty: Story = {
  args: { items: [], filter: 'outpatient', empty: { title: 'No facilities found', description: 'No outpatient facilities at the moment.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No facilities found' })).toBeVisible();
    await expect(canvas.getByText('No outpatient facilities at the moment.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Outpatient' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Error: Story = {
  args: { items: undefined, error: new globalThis.Error('Failed to fetch facilities'), onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Unable to load facilities' })).toBeVisible();
    await expect(canvas.getByText('Please try again later or contact support if the problem persists.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongContent: Story = {
  args: {
    items: [
      ...facilitiesData,
      { id: 4, name: 'Shrimati Kamla Devi Agarwal Memorial Paediatric Intensive Care Unit and Neonatal Ward', wing: 'inpatient', picture: wardPicture },
    ],
    filters: [
      { value: '', label: 'All Wings' },
      { value: 'inpatient', label: 'Inpatient wards, operation theatres and intensive care units' },
      { value: 'outpatient', label: 'Outpatient clinics, diagnostics and day care' },
    ],
  },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** On a phone the cards stack in one column and the long filter labels wrap instead of widening the page. */
export const MobileWidth: Story = {
  args: LongContent.args,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const [first, second] = within(canvas.getByRole('list', { name: 'Facilities' })).getAllByRole('listitem');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThanOrEqual(first!.getBoundingClientRect().bottom);
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
