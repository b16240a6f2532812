import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { NewsEvent } from '@hospital/contract';
import { NewsEventsManager } from './NewsEventsManager.tsx';

export const newsEventsData: NewsEvent[] = [
  { id: 1, title: 'Construction begins on a new 50-bed ICU wing', content: 'Ground was broken this week for Block C, a three-storey critical care wing behind the main building.', type: 'news', imageUrl: '/images/news/icu-wing.svg', eventDate: null, isPublished: true, createdAt: '2026-06-05T06:30:00.000Z', updatedAt: '2026-06-05T06:30:00.000Z' },
  { id: 2, title: 'Free diabetes screening camp', content: 'Fasting sugar and HbA1c tests free of charge at the OPD block.', type: 'event', imageUrl: null, eventDate: '2026-12-06T03:30:00.000Z', isPublished: true, createdAt: '2026-11-05T06:30:00.000Z', updatedAt: '2026-11-05T06:30:00.000Z' },
  { id: 3, title: 'New visiting hours (draft)', content: 'Visiting hours change from January.', type: 'news', imageUrl: null, eventDate: null, isPublished: false, createdAt: '2026-11-20T06:30:00.000Z', updatedAt: '2026-11-20T06:30:00.000Z' },
];

const meta = {
  title: 'Admin/NewsEventsManager',
  component: NewsEventsManager,
  excludeStories: /.*Data$/,
  args: { items: newsEventsData, onAdd: fn(), onEdit: fn(), onDelete: fn() },
  argTypes: { items: { control: false } },
} satisfies Meta<typeof NewsEventsManager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('Draft')).toBeVisible();
    await expect(canvas.getByText('Event')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Free diabetes screening camp' }));
    await expect(args.onEdit).toHaveBeenCalledWith(newsEventsData[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete New visiting hours (draft)' }));
    await expect(args.onDelete).toHaveBeenCalledWith(newsEventsData[2]);
    await userEvent.click(canvas.getByRole('button', { name: 'Add News/Event' }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

/** Three placeholder cards while loading: the admin list's skeleton count (the public page shows six). */
export const Loading: Story = {
  args: { items: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-part="skeleton-item"]')).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No updates found')).toBeVisible();
  },
};

export const Error: Story = {
  args: { items: undefined, error: new globalThis.Error('500: Internal Server Error') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed to load news and events')).toBeVisible();
    await expect(canvas.getByText('Please try again later.')).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    items: [
      {
        ...newsEventsData[1]!,
        title: 'Annual continuing medical education conference on advances in interventional cardiology and stroke care',
        content: 'Sessions on primary angioplasty, thrombolysis windows and rehabilitation. '.repeat(8),
      },
    ],
  },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
