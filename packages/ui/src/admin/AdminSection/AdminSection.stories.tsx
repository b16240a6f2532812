import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Badge } from '../../Badge/index.ts';
import { Button } from '../../Button/index.ts';
import { AdminCard, AdminCardActions, AdminCardBody, AdminCardList, AdminCardTags, AdminSection, ClampedText } from './AdminSection.tsx';

interface Ward {
  id: number;
  name: string;
  note: string;
  open: boolean;
}

const wards: Ward[] = [
  { id: 1, name: 'General Ward A', note: 'Thirty beds on the first floor, next to the nursing station.', open: true },
  { id: 2, name: 'Maternity Ward', note: 'Twelve beds with a newborn care corner.', open: true },
  { id: 3, name: 'Isolation Ward', note: 'Closed for repainting this week.', open: false },
];

function WardCards({ items }: { items: readonly Ward[] }) {
  return (
    <AdminCardList>
      {items.map((ward) => (
        <AdminCard key={ward.id}>
          <AdminCardBody>
            <h3>{ward.name}</h3>
            <AdminCardTags>
              <Badge tone={ward.open ? 'success' : 'neutral'}>{ward.open ? 'Open' : 'Closed'}</Badge>
            </AdminCardTags>
            <ClampedText>{ward.note}</ClampedText>
          </AdminCardBody>
          <AdminCardActions>
            <Button variant="ghost" aria-label={`Edit ${ward.name}`}>
              Edit
            </Button>
            <Button variant="danger" aria-label={`Delete ${ward.name}`}>
              Delete
            </Button>
          </AdminCardActions>
        </AdminCard>
      ))}
    </AdminCardList>
  );
}

const meta = {
  title: 'Admin/AdminSection',
  component: AdminSection,
  args: {
    title: 'Wards',
    description: 'Beds the front desk can offer to admitted patients.',
    addLabel: 'Add Ward',
    onAdd: fn(),
    children: <WardCards items={wards} />,
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof AdminSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A region named by its heading, the add button beside it, and the cards as a list. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const section = within(canvas.getByRole('region', { name: 'Wards' }));
    await expect(section.getByRole('heading', { level: 2, name: 'Wards' })).toBeVisible();
    await expect(section.getByText('Beds the front desk can offer to admitted patients.')).toBeVisible();
    await expect(section.getAllByRole('listitem')).toHaveLength(wards.length);
    await userEvent.click(section.getByRole('button', { name: 'Add Ward' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

/** Without an add button: a list the admin reads but does not grow here. */
export const WithoutAddButton: Story = {
  args: { addLabel: undefined, description: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Wards' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Add/ })).toBeNull();
  },
};

const longNote =
  'Forty beds across two bays with central oxygen, a nurses’ station at each end and a separate sluice room; the ward takes post-operative patients from orthopaedics and general surgery. '.repeat(3);

/** A long heading wraps; a long note is clamped to three lines so the cards keep one height. */
export const LongContent: Story = {
  args: {
    title: 'Inpatient wards of the Shrimati Kamla Devi Agarwal Memorial surgical block',
    description: 'Every ward that admits patients after surgery, with the number of beds and what each is for.',
    addLabel: 'Add Surgical Ward',
    children: <WardCards items={[{ id: 4, name: 'Post-operative Ward of the Department of Orthopaedics and Joint Replacement', note: longNote, open: true }, ...wards]} />,
  },
  play: async ({ canvas, canvasElement }) => {
    const note = canvas.getByText(/Forty beds across two bays/);
    await expect(note.scrollHeight).toBeGreaterThan(note.clientHeight);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** On a phone the add button wraps under the heading and the cards stack in one column. */
export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThanOrEqual(first!.getBoundingClientRect().bottom);
    await expect(canvas.getByRole('button', { name: 'Add Ward' })).toBeVisible();
  },
};
