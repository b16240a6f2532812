import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { Task } from '@hospital/contract';
import { taskData } from '../projectFixtures.ts';
import { TaskDetailDialog } from './TaskDetailDialog.tsx';

/** A task with nothing but what the schema requires, and materials and hierarchy the API sent as broken JSON. */
export const sparseTaskData: Task = {
  ...taskData,
  id: 99,
  activity: null,
  subActivity: '',
  description: null,
  actualStartDate: null,
  actualEndDate: null,
  contractor: null,
  location: null,
  hierarchy: '{level1: Block C',
  materials: '[{"name": "cement"',
  photoUrl: null,
  notes: null,
  updatedBy: null,
};

const meta = {
  title: 'Projects/TaskDetailDialog',
  component: TaskDetailDialog,
  excludeStories: /.*Data$/,
  args: {
    open: true,
    task: taskData,
    canEdit: true,
    onOpenChange: fn(),
    onSave: fn(async () => undefined),
  },
} satisfies Meta<typeof TaskDetailDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

// The dialog opens in a portal, outside the story's canvas: it is found on the `screen`.

/** The dialog once its opening animation has finished (it fades in from transparent). */
async function openDialog(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** Every section of the spec, read-only; materials parsed from the JSON string the API sent. */
export const ReadOnly: Story = {
  play: async () => {
    const body = within(await openDialog('Task Details'));
    for (const label of [
      'Task Name',
      'Activity',
      'Sub Activity',
      'Description',
      'Status',
      'Priority',
      'Progress',
      'Duration (days)',
      'Planned Dates',
      'Actual Dates',
      'Contractor',
      'Updated By',
      'Location',
      'Hierarchy',
      'Materials',
      'Additional Information',
    ]) {
      await expect(body.getByText(label, { selector: 'dt' })).toBeVisible();
    }
    await expect(body.getByText('Block C > First Floor > Slab')).toBeVisible();
    await expect(body.getByRole('rowheader', { name: 'Ready-mix concrete M30' })).toBeVisible();
    await expect(body.getByRole('cell', { name: '221' })).toBeVisible();
    await expect(body.queryByRole('textbox')).toBeNull();
  },
};

/** Empty values read as a dash; unparseable materials and hierarchy count as empty. */
export const EmptyValues: Story = {
  args: { task: sparseTaskData },
  play: async () => {
    const dialog = within(await openDialog('Task Details'));
    await expect(dialog.getByText('No materials specified')).toBeVisible();
    const hierarchy = dialog.getByText('Hierarchy', { selector: 'dt' }).nextElementSibling;
    await expect(hierarchy).toHaveTextContent(/^-$/);
    const contractor = dialog.getByText('Contractor', { selector: 'dt' }).nextElementSibling;
    await expect(contractor).toHaveTextContent(/^-$/);
    await expect(dialog.getByText('Notes: -')).toBeVisible();
  },
};

/** Edit, change the progress, then Cancel: back to read-only with nothing saved. */
export const EditAndCancel: Story = {
  play: async ({ args, step, userEvent }) => {
    const body = screen;
    await step('Edit shows the form with Save and Cancel', async () => {
      await openDialog('Task Details');
      await userEvent.click(body.getByRole('button', { name: 'Edit' }));
      await expect(await body.findByRole('dialog', { name: 'Edit Task' })).toBeInTheDocument();
      await expect(body.getByRole('button', { name: 'Save' })).toBeVisible();
    });
    await step('Cancel returns to the details without saving', async () => {
      const progress = body.getByRole('spinbutton', { name: /Progress/ });
      await userEvent.clear(progress);
      await userEvent.type(progress, '40');
      await userEvent.click(body.getByRole('button', { name: 'Cancel' }));
      await expect(await body.findByRole('dialog', { name: 'Task Details' })).toBeInTheDocument();
      await expect(body.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '100');
      await expect(args.onSave).not.toHaveBeenCalled();
    });
  },
};

/** Save sends only what changed, with the spec's fallbacks: progress rounded to a whole number, a blank duration 1. */
export const EditAndSave: Story = {
  args: { initialMode: 'edit' },
  play: async ({ args, userEvent }) => {
    const body = screen;
    await openDialog('Edit Task');
    const progress = body.getByRole('spinbutton', { name: /Progress/ });
    await userEvent.clear(progress);
    await userEvent.type(progress, '45.4');
    await userEvent.clear(body.getByRole('spinbutton', { name: /Duration/ }));
    await userEvent.clear(body.getByRole('textbox', { name: 'Contractor' }));
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(taskData, { progress: 45, duration: 1, contractor: null }),
    );
    await expect(await body.findByRole('dialog', { name: 'Task Details' })).toBeInTheDocument();
  },
};

/** A planned end before the start is refused in the form, naming the field, before anything is sent. */
export const EditInvalidDates: Story = {
  args: { initialMode: 'edit' },
  play: async ({ args, userEvent }) => {
    const body = screen;
    await openDialog('Edit Task');
    const end = body.getByLabelText(/Planned end/);
    await userEvent.clear(end);
    await userEvent.type(end, '2026-01-01');
    await userEvent.click(body.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body.getByText('End date must not be before the start date')).toBeVisible());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Signed out: the details show, Edit is disabled, and "Sign in to edit" links to the admin sign-in. */
export const SignedOut: Story = {
  args: { canEdit: false, initialMode: 'edit' },
  play: async () => {
    const body = screen;
    await openDialog('Task Details');
    await expect(body.getByRole('button', { name: 'Edit' })).toBeDisabled();
    await expect(body.getByRole('link', { name: 'Sign in to edit' })).toHaveAttribute('href', '/admin/login');
  },
};

export const LongContent: Story = {
  args: {
    task: {
      ...taskData,
      name: 'First-floor slab and beams of the ICU wing, including the cantilevered nurses’ station and the service shafts',
      description: `${taskData.description ?? ''} `.repeat(6),
      hierarchy: ['Block C', 'First Floor', 'East Wing', 'ICU Bay 4', 'Isolation Room 2', 'Ceiling'],
    },
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    await openDialog('Task Details');
  },
};
