import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { brokenPicture, galleryFixture, hospitalPicture } from '../fixtures.ts';
import { GalleryGrid } from './GalleryGrid.tsx';

const meta = {
  title: 'Directory/GalleryGrid',
  component: GalleryGrid,
  args: { images: galleryFixture, category: '', onCategoryChange: fn(), fallbackSrc: hospitalPicture },
} satisfies Meta<typeof GalleryGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cards with title, optional description and category; a filter button calls back with its category. */
export const Default: Story = {
  play: async ({ args, canvas, step, userEvent }) => {
    await expect(within(canvas.getByRole('list', { name: 'Gallery images' })).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('heading', { name: 'Main hospital building' })).toBeVisible();
    await expect(canvas.getAllByText('facility').length).toBeGreaterThan(1);
    await step('the first picture is fetched at once, the rest as the page scrolls to them', async () => {
      const [first, ...others] = within(canvas.getByRole('list', { name: 'Gallery images' })).getAllByRole('img');
      await expect(first).toHaveAttribute('fetchpriority', 'high');
      await expect(first).toHaveAttribute('loading', 'eager');
      for (const other of others) await expect(other).toHaveAttribute('loading', 'lazy');
    });
    await step('a filter calls back with its category', async () => {
      for (const name of ['All Categories', 'facility', 'staff', 'equipment', 'events']) {
        await expect(canvas.getByRole('button', { name })).toBeVisible();
      }
      await userEvent.click(canvas.getByRole('button', { name: 'equipment' }));
      await expect(args.onCategoryChange).toHaveBeenCalledWith('equipment');
    });
    await step('a broken picture falls back to the default hospital image', async () => {
      await waitFor(() => expect(canvas.getByRole('img', { name: 'CT scanner' })).toHaveAttribute('src', hospitalPicture));
    });
  },
};

export const Filtered: Story = {
  args: { images: galleryFixture.filter((image) => image.category === 'staff'), category: 'staff' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'staff' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Loading: Story = {
  args: { images: undefined, isLoading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-part="skeleton-item"]')).toHaveLength(8);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading gallery...');
  },
};

export const Empty: Story = {
  args: { images: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No images found' })).toBeVisible();
    await expect(canvas.getByText('No gallery images available at the moment.')).toBeVisible();
  },
};

export const EmptyCategory: Story = {
  args: { images: [], category: 'events' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No images found in the events category.')).toBeVisible();
  },
};

export const Error: Story = {
  args: { images: undefined, error: new globalThis.Error('Failed to fetch gallery images'), onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Unable to load gallery' })).toBeVisible();
    await expect(canvas.getByText('Please try again later or contact support if the problem persists.')).toBeVisible();
  },
};

/** Even the default image is missing: the picture keeps its alt text, no loop. */
export const BrokenFallback: Story = {
  args: { images: galleryFixture.slice(3), fallbackSrc: brokenPicture },
};

export const LongContent: Story = {
  args: {
    images: [
      ...galleryFixture,
      {
        ...galleryFixture[0]!,
        id: 99,
        title: 'The inauguration of the new cardiac catheterisation laboratory by the District Magistrate',
        description:
          'Staff, patients and guests gathered in the courtyard for the ribbon cutting, followed by a free heart check-up camp that ran until late in the evening and saw more than four hundred visitors.',
        category: 'events',
      },
    ],
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: LongContent.args,
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/**
 * A Hindi page: the filters and badges name the categories in Hindi while calling back with the contract's values;
 * the titles the staff wrote, in English, are marked so.
 */
export const Hindi: Story = {
  globals: { locale: 'hi', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('group', { name: 'श्रेणी के अनुसार चुनें' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'सभी श्रेणियाँ' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('heading', { name: 'Main hospital building' })).toHaveAttribute('lang', 'en');
    await expect(within(canvas.getByRole('list', { name: 'गैलरी की तस्वीरें' })).getAllByText('सुविधाएँ')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'स्टाफ़' }));
    await expect(args.onCategoryChange).toHaveBeenCalledWith('staff');
  },
};

/** A Hindi page whose chosen category holds nothing: the sentence names the category in Hindi. */
export const HindiEmptyCategory: Story = {
  globals: { locale: 'hi' },
  args: { images: [], category: 'equipment' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'कोई तस्वीर नहीं मिली' })).toBeVisible();
    await expect(canvas.getByText('“उपकरण” श्रेणी में कोई तस्वीर नहीं मिली।')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'उपकरण' })).toHaveAttribute('aria-pressed', 'true');
  },
};
