import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Button } from '../../Button/index.ts';
import { Checkbox } from '../../Checkbox/index.ts';
import { Field } from '../../Field/index.ts';
import { Input } from '../../Input/index.ts';
import { Textarea } from '../../Textarea/index.ts';
import { AdminForm } from './AdminForm.tsx';

const meta = {
  title: 'Admin/AdminForm',
  component: AdminForm,
  args: { 'aria-label': 'Visiting hours notice', onSubmit: fn((event) => event.preventDefault()) },
  argTypes: { children: { control: false } },
  render: (args) => (
    <AdminForm {...args}>
      <Field label="Title" required>
        {(controlProps) => <Input {...controlProps} name="title" />}
      </Field>
      <Field label="Notice" hint="Shown on the ward doors and the website">
        {(controlProps) => <Textarea {...controlProps} name="notice" rows={3} />}
      </Field>
      <Checkbox label="Published" name="published" defaultChecked />
      <Button type="submit">Save Notice</Button>
    </AdminForm>
  ),
} satisfies Meta<typeof AdminForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fields one under another, evenly spaced; a user fills them in and the form is submitted. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const form = within(canvas.getByRole('form', { name: 'Visiting hours notice' }));
    const title = form.getByRole('textbox', { name: /^Title/ });
    const notice = form.getByRole('textbox', { name: 'Notice' });
    await expect(notice.getBoundingClientRect().top).toBeGreaterThan(title.getBoundingClientRect().bottom);
    await userEvent.type(title, 'New visiting hours');
    await userEvent.type(notice, 'From Monday, 4 pm to 7 pm.');
    await userEvent.click(form.getByRole('button', { name: 'Save Notice' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(form.getByRole('checkbox', { name: 'Published' })).toBeChecked();
  },
};

/** Long labels and hints wrap inside the form's width; nothing is pushed off the side. */
export const LongContent: Story = {
  render: (args) => (
    <div style={{ maxWidth: '320px' }}>
      <AdminForm {...args}>
        <Field label="Title of the notice as it will appear on the ward doors and the hospital website" required>
          {(controlProps) => <Input {...controlProps} name="title" defaultValue="Revised visiting hours for the paediatric and neonatal intensive care units" />}
        </Field>
        <Field label="Notice" hint="Write it for families: when they may come, how many at a time, and what they may bring in for the patient.">
          {(controlProps) => <Textarea {...controlProps} name="notice" rows={5} />}
        </Field>
        <Checkbox label="Published on the website and printed for the notice boards of every ward" name="published" />
        <Button type="submit">Save Notice</Button>
      </AdminForm>
    </div>
  ),
  play: async ({ canvas }) => {
    const form = canvas.getByRole('form', { name: 'Visiting hours notice' });
    await expect(form.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth);
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Save Notice' })).toBeVisible();
  },
};
