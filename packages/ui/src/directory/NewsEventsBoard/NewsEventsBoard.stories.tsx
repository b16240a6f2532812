import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { newsFixture, newsTodayFixture } from '../fixtures.ts';
import { NewsEventsBoard } from './NewsEventsBoard.tsx';

const meta = {
  title: 'Directory/NewsEventsBoard',
  component: NewsEventsBoard,
  args: { items: newsFixture, type: '', onTypeChange: fn(), now: newsTodayFixture },
} satisfies Meta<typeof NewsEventsBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

const titlesIn = (region: HTMLElement) => within(region).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

/** Three sections; today's event is in none; dates in US English; a filter calls back with its type. */
export const Default: Story = {
  play: async ({ args, canvas, step, userEvent }) => {
    await step('sections', async () => {
      await expect(titlesIn(canvas.getByRole('region', { name: 'Upcoming Events' }))).toEqual(['Free diabetes screening camp']);
      await expect(titlesIn(canvas.getByRole('region', { name: 'Latest News' }))).toEqual([
        'Hospital receives NABH entry-level accreditation',
        'Construction begins on a new 50-bed ICU wing',
      ]);
      await expect(titlesIn(canvas.getByRole('region', { name: 'Past Events' }))).toEqual(['World Heart Day walkathon']);
      await expect(canvas.queryByText('CPR workshop for families')).toBeNull();
    });
    await step('dates', async () => {
      await expect(canvas.getByText('Sunday, December 13, 2026')).toBeVisible();
      await expect(canvas.getByText('November 20, 2026')).toBeVisible();
    });
    await step('a broken news picture is hidden', async () => {
      const accreditation = canvas.getByRole('heading', { name: 'Hospital receives NABH entry-level accreditation' }).closest('article')!;
      await waitFor(() => expect(accreditation.querySelector('img')).toBeNull());
    });
    await step('filters', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Events' }));
      await expect(args.onTypeChange).toHaveBeenCalledWith('event');
      await userEvent.click(canvas.getByRole('button', { name: 'News' }));
      await expect(args.onTypeChange).toHaveBeenLastCalledWith('news');
    });
  },
};

export const EventsOnly: Story = {
  args: { items: newsFixture.filter((item) => item.type === 'event'), type: 'event' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Latest News' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Events' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Loading: Story = {
  args: { items: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-part="skeleton-item"]')).toHaveLength(6);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No updates found' })).toBeVisible();
    await expect(canvas.getByText('No news or events available at the moment.')).toBeVisible();
  },
};

export const EmptyType: Story = {
  args: { items: [], type: 'news' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No news updates available at the moment.')).toBeVisible();
  },
};

export const Error: Story = {
  args: { items: undefined, error: new globalThis.Error('Failed to fetch news and events'), onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Unable to load news and events' })).toBeVisible();
    await expect(canvas.getByText('Please try again later or contact support if the problem persists.')).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    items: [
      ...newsFixture,
      {
        ...newsFixture[0]!,
        id: 50,
        title: 'Hospital opens a dedicated geriatric outpatient clinic with physiotherapy, nutrition and memory services under one roof',
        content:
          'From next month, patients over sixty can see a physician, a physiotherapist and a dietitian in a single visit on the ground floor, with wheelchair assistance from the main gate, a separate registration counter and seating designed for elderly visitors and their families. '.repeat(2),
        createdAt: '2026-11-24T05:00:00.000Z',
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
 * A Hindi page: the filters, sections and badges in Hindi; dates through Intl in hi-IN with Latin digits
 * ("रविवार, 13 दिसंबर 2026"); the items the staff wrote, in English, marked so.
 */
export const Hindi: Story = {
  globals: { locale: 'hi', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(titlesIn(canvas.getByRole('region', { name: 'आने वाले कार्यक्रम' }))).toEqual(['Free diabetes screening camp']);
    await expect(canvas.getByRole('region', { name: 'ताज़ा समाचार' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'पिछले कार्यक्रम' })).toBeVisible();
    await expect(canvas.getByText('रविवार, 13 दिसंबर 2026')).toBeVisible();
    await expect(canvas.getByText('20 नवंबर 2026')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Free diabetes screening camp' })).toHaveAttribute('lang', 'en');
    await userEvent.click(canvas.getByRole('button', { name: 'कार्यक्रम' }));
    await expect(args.onTypeChange).toHaveBeenCalledWith('event');
  },
};

/** A Hindi page with nothing of the chosen type. */
export const HindiEmptyType: Story = {
  globals: { locale: 'hi' },
  args: { items: [], type: 'news' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'कोई अपडेट नहीं मिला' })).toBeVisible();
    await expect(canvas.getByText('अभी कोई समाचार उपलब्ध नहीं है।')).toBeVisible();
  },
};
