import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Badge } from '../../Badge/index.ts';
import { AdminCardBody, AdminCardTags, ClampedText } from '../AdminSection/index.ts';
import { AdminManagedList } from './AdminManagedList.tsx';

interface Notice {
  id: number;
  title: string;
  text: string;
  isPublished: boolean;
}

const noticesData: Notice[] = [
  { id: 1, title: 'Visiting hours', text: '4 pm to 7 pm, two visitors a patient.', isPublished: true },
  { id: 2, title: 'Pharmacy open all night', text: 'The ground-floor pharmacy now stays open around the clock.', isPublished: true },
  { id: 3, title: 'Parking closed on Sunday', text: 'Resurfacing work; use the school ground opposite.', isPublished: false },
];

function noticeCard(notice: Notice) {
  return (
    <AdminCardBody>
      <h3>{notice.title}</h3>
      <AdminCardTags>
        <Badge tone={notice.isPublished ? 'success' : 'neutral'}>{notice.isPublished ? 'Published' : 'Draft'}</Badge>
      </AdminCardTags>
      <ClampedText>{notice.text}</ClampedText>
    </AdminCardBody>
  );
}

const meta = {
  title: 'Admin/AdminManagedList',
  component: AdminManagedList<Notice>,
  excludeStories: /.*Data$/,
  args: {
    title: 'Notices',
    addLabel: 'Add Notice',
    items: noticesData,
    errorTitle: 'Failed to load notices',
    skeleton: { count: 3, columns: 3, label: 'Loading notices...' },
    empty: { title: 'No notices found', description: 'No notices available at the moment.' },
    renderItem: noticeCard,
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
  },
  argTypes: { items: { control: false }, renderItem: { control: false } },
} satisfies Meta<typeof AdminManagedList<Notice>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card per record, with Edit and Delete named after it; Add under the heading. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const section = within(canvas.getByRole('region', { name: 'Notices' }));
    await expect(section.getAllByRole('listitem')).toHaveLength(noticesData.length);
    await expect(section.getByText('Draft')).toBeVisible();
    await userEvent.click(section.getByRole('button', { name: 'Edit Pharmacy open all night' }));
    await expect(args.onEdit).toHaveBeenCalledWith(noticesData[1]);
    await userEvent.click(section.getByRole('button', { name: 'Delete Parking closed on Sunday' }));
    await expect(args.onDelete).toHaveBeenCalledWith(noticesData[2]);
    await userEvent.click(section.getByRole('button', { name: 'Add Notice' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

/** Placeholder cards, as many as asked, until the records arrive. */
export const Loading: Story = {
  args: { items: undefined, isLoading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-part="skeleton-item"]')).toHaveLength(3);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading notices...');
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No notices found')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Notice' })).toBeVisible();
  },
};

/** A failed load: the admin is told, politely, with a way to try again. */
export const Error: Story = {
  args: { items: undefined, error: new globalThis.Error('500: Internal Server Error'), onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Failed to load notices')).toBeVisible();
    await expect(canvas.getByText('Please try again later.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /try again/i }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongContent: Story = {
  args: {
    items: [
      {
        id: 9,
        title: 'Revised visiting hours for the paediatric and neonatal intensive care units of the Shrimati Kamla Devi Agarwal Memorial block',
        text: 'Parents may stay at any hour; other family members from 4 pm to 7 pm, two at a time, after washing their hands. '.repeat(4),
        isPublished: true,
      },
      ...noticesData,
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(canvas.getByRole('button', { name: /^Delete Revised visiting hours/ })).toBeVisible();
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThanOrEqual(first!.getBoundingClientRect().bottom);
  },
};
