import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { Department, Doctor } from '@hospital/contract';
import { DoctorDialog } from './DoctorDialog.tsx';

export const departmentsData: Department[] = [
  { id: 1, name: 'Cardiology' },
  { id: 2, name: 'General Medicine' },
  { id: 3, name: 'Orthopedics' },
];

export const doctorData: Doctor = {
  id: 2,
  name: 'Dr. Priya Sharma',
  specialization: 'General Physician',
  departmentId: 2,
  qualifications: 'MBBS, MD (Medicine)',
  experience: 9,
  image: '/images/doctors/priya-sharma.jpg',
  languages: ['Hindi', 'English'],
};

const meta = {
  title: 'Admin/DoctorDialog',
  component: DoctorDialog,
  excludeStories: /.*Data$/,
  args: { open: true, onOpenChange: fn(), onSubmit: fn(), departments: departmentsData },
} satisfies Meta<typeof DoctorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) => within(within(canvasElement.ownerDocument.body).getByRole('dialog'));

/** Add mode: the contract's checks at each field, then the values as the API takes them. */
export const Default: Story = {
  play: async ({ args, canvasElement, step, userEvent }) => {
    const dialog = dialogOf(canvasElement);
    await waitFor(() => expect(dialog.getByRole('heading', { name: 'Add doctor' })).toBeVisible());
    await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveFocus();

    await step('the required fields are refused empty', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Add doctor' }));
      await waitFor(() => expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('aria-invalid', 'true'));
      await expect(dialog.getByRole('textbox', { name: /^Experience/ })).toHaveAttribute('aria-invalid', 'true');
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });

    await step('filled in, it is sent as the contract reads it', async () => {
      await userEvent.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Dr. Kavita Rao');
      await userEvent.type(dialog.getByRole('textbox', { name: /^Specialization/ }), 'Cardiologist');
      await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Department' }), '1');
      await userEvent.type(dialog.getByRole('textbox', { name: /^Qualifications/ }), 'MBBS, MD, DM (Cardiology)');
      await userEvent.type(dialog.getByRole('textbox', { name: /^Experience/ }), '12');
      await userEvent.type(dialog.getByRole('textbox', { name: /^Languages spoken/ }), 'Kannada, Hindi , English');
      await userEvent.click(dialog.getByRole('button', { name: 'Add doctor' }));
      await waitFor(() =>
        expect(args.onSubmit).toHaveBeenCalledWith({
          name: 'Dr. Kavita Rao',
          specialization: 'Cardiologist',
          departmentId: 1,
          qualifications: 'MBBS, MD, DM (Cardiology)',
          experience: 12,
          image: null,
          languages: ['Kannada', 'Hindi', 'English'],
          walkInsPerSession: 10,
          featured: false,
        }),
      );
    });
  },
};

/** The walk-in quota: the hospital's default shown, 0 to 200 taken, anything else refused at the field. */
export const WalkInQuota: Story = {
  args: { doctor: doctorData },
  play: async ({ args, canvasElement, step, userEvent }) => {
    const dialog = dialogOf(canvasElement);
    const quota = await dialog.findByRole('spinbutton', { name: /^Walk-ins per session/ });
    await expect(quota).toHaveValue(10);
    await expect(quota).toHaveAccessibleDescription(/0 to 200/);

    await step('over 200 is refused', async () => {
      await userEvent.clear(quota);
      await userEvent.type(quota, '250');
      await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(quota).toHaveAttribute('aria-invalid', 'true'));
      await expect(dialog.getByText('Must be at most 200')).toBeVisible();
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });

    await step('a number in range is sent with the doctor', async () => {
      await userEvent.clear(quota);
      await userEvent.type(quota, '25');
      await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ walkInsPerSession: 25 })));
    });
  },
};

/** Edit mode starts from the doctor's own values. */
export const Edit: Story = {
  args: { doctor: doctorData },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await waitFor(() => expect(dialog.getByRole('heading', { name: 'Edit Dr. Priya Sharma' })).toBeVisible());
    await expect(dialog.getByRole('combobox', { name: 'Department' })).toHaveValue('2');
    await expect(dialog.getByRole('textbox', { name: /^Languages spoken/ })).toHaveValue('Hindi, English');
    await expect(dialog.getByRole('spinbutton', { name: /^Walk-ins per session/ })).toHaveValue(10);
    await expect(dialog.getByRole('button', { name: 'Save changes' })).toBeVisible();
  },
};

/** Featured on the home page: the box says the rule, starts from the doctor's flag and sends it. */
export const Featured: Story = {
  args: { doctor: { ...doctorData, featured: true } },
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = dialogOf(canvasElement);
    const featured = await dialog.findByRole('checkbox', { name: 'Featured on the home page' });
    await expect(featured).toBeChecked();
    await expect(featured).toHaveAccessibleDescription('The home page shows 8 doctors: those featured first, then the most experienced.');
    await userEvent.click(featured);
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Dr. Priya Sharma', featured: false })));
  },
};

/** The server's 400 names fields: each reason under its field, the first field focused. */
export const ServerErrors: Story = {
  args: { doctor: doctorData, serverErrors: { image: 'Must be a web address (https://...) or a path on this site (/...)', 'languages.1': 'Required' } },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await waitFor(() => expect(dialog.getByText('Must be a web address (https://...) or a path on this site (/...)')).toBeVisible());
    await expect(dialog.getByRole('textbox', { name: /^Languages spoken/ })).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /^Photo URL/ })).toHaveFocus());
  },
};

/** Saving: the button stays busy until the caller's promise settles. */
export const Saving: Story = {
  args: { doctor: doctorData, onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = dialogOf(canvasElement);
    await userEvent.click(await dialog.findByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Save changes' })).toHaveAttribute('aria-busy', 'true'));
  },
};

/** No departments loaded yet: only "No department" to choose. */
export const Empty: Story = { args: { departments: [] } };

export const LongContent: Story = {
  args: {
    doctor: {
      ...doctorData,
      name: 'Dr. Venkata Lakshmi Narasimha Satyanarayana Chakravarthula',
      qualifications: 'MBBS, MS (General Surgery), MCh (Cardiothoracic and Vascular Surgery), FRCS (Edinburgh)',
      languages: ['Telugu', 'Tamil', 'Kannada', 'Malayalam', 'Hindi', 'English', 'Sanskrit'],
    },
  },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
