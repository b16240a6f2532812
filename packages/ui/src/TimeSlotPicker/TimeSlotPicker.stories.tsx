import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState, type FormEvent } from 'react';
import { HOSPITAL_TIME_SLOTS } from '@hospital/contract';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { Field, type FieldProps } from '../Field/index.ts';
import { Status } from '../LiveRegion/index.ts';
import { TimeSlotPicker, type TimeSlotPickerProps } from './TimeSlotPicker.tsx';

/** Slots already taken for the chosen doctor and date, as the booking page would pass them. */
export const bookedSlotsData = ['9:30 AM', '10:00 AM', '2:30 PM'];

const meta = {
  title: 'Components/TimeSlotPicker',
  component: TimeSlotPicker,
  excludeStories: /.*Data$/,
  args: {
    name: 'preferredTime',
    slots: HOSPITAL_TIME_SLOTS,
    unavailable: [],
    disabled: false,
    onChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    slots: { control: 'object', table: { type: { summary: 'readonly string[]' }, defaultValue: { summary: 'HOSPITAL_TIME_SLOTS' } } },
    unavailable: { control: 'object', table: { type: { summary: 'readonly string[]' } } },
    value: { control: 'select', options: ['', ...HOSPITAL_TIME_SLOTS], table: { type: { summary: 'string | null' } } },
    disabled: { control: 'boolean', table: { type: { summary: 'boolean' } } },
    bookedText: { control: 'text', table: { type: { summary: 'ReactNode' }, defaultValue: { summary: "'Booked'" } } },
    onChange: { table: { type: { summary: '(slot: string) => void' } } },
    onBlur: { table: { type: { summary: '() => void' } } },
    ref: { control: false, table: { type: { summary: 'Ref<HTMLInputElement>' } } },
  },
} satisfies Meta<typeof TimeSlotPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The picker as pages use it: inside a group `Field`, which names the radiogroup and carries hint and error. */
function InField({ field, ...args }: TimeSlotPickerProps & { field?: Partial<Omit<FieldProps, 'children'>> }) {
  return (
    <Field group label="Preferred time" {...field}>
      {(controlProps) => <TimeSlotPicker {...controlProps} {...args} />}
    </Field>
  );
}

/** Holds the value the way react-hook-form's Controller would, so `value` drives the radios. */
function Controlled(args: TimeSlotPickerProps & { field?: Partial<Omit<FieldProps, 'children'>> }) {
  const [value, setValue] = useState(args.value);
  return (
    <InField
      {...args}
      value={value}
      onChange={(slot) => {
        setValue(slot);
        args.onChange?.(slot);
      }}
    />
  );
}

/** Arrow keys move the choice as native radios do, crossing from Morning to Afternoon; a click chooses too. */
export const Default: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvas, step, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Preferred time' });
    const slot = (name: string) => within(group).getByRole('radio', { name });

    await step('morning and afternoon are labelled groups', async () => {
      await expect(within(group).getByRole('group', { name: 'Morning' })).toBeVisible();
      await expect(within(group).getByRole('group', { name: 'Afternoon' })).toBeVisible();
      await expect(within(group).getAllByRole('radio')).toHaveLength(HOSPITAL_TIME_SLOTS.length);
    });

    await step('Tab enters at the first slot without choosing it', async () => {
      await userEvent.tab();
      await expect(slot('9:00 AM')).toHaveFocus();
      await expect(args.onChange).not.toHaveBeenCalled();
    });

    await step('arrow keys move the choice and report the slot text', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(slot('9:30 AM')).toBeChecked();
      await expect(slot('9:30 AM')).toHaveFocus();
      await expect(args.onChange).toHaveBeenLastCalledWith('9:30 AM');
      await userEvent.keyboard('{ArrowDown}');
      await expect(slot('10:00 AM')).toBeChecked();
      await userEvent.keyboard('{ArrowLeft}');
      await expect(slot('9:30 AM')).toBeChecked();
      await expect(slot('10:00 AM')).not.toBeChecked();
    });

    await step('the last morning slot moves on to the first afternoon slot', async () => {
      await userEvent.click(slot('11:30 AM'));
      await userEvent.keyboard('{ArrowRight}');
      await expect(slot('2:00 PM')).toBeChecked();
      await expect(args.onChange).toHaveBeenLastCalledWith('2:00 PM');
    });

    await step('leaving the group calls onBlur once', async () => {
      await userEvent.tab();
      await expect(args.onBlur).toHaveBeenCalledTimes(1);
    });
  },
};

/** Booked slots are shown, struck through and marked "Booked", and cannot be chosen by click or keys. */
export const WithUnavailableSlots: Story = {
  args: { unavailable: bookedSlotsData },
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvas, step, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Preferred time' });
    const slot = (name: RegExp) => within(group).getByRole('radio', { name });

    await step('each booked slot says so in words and is disabled', async () => {
      await expect(within(group).getAllByText('Booked')).toHaveLength(bookedSlotsData.length);
      for (const time of bookedSlotsData) await expect(slot(new RegExp(`^${time} Booked$`))).toBeDisabled();
    });

    await step('a click on a booked slot chooses nothing', async () => {
      await userEvent.click(slot(/^9:30 AM/));
      await expect(slot(/^9:30 AM/)).not.toBeChecked();
      await expect(args.onChange).not.toHaveBeenCalled();
    });

    await step('arrow keys skip the booked slots', async () => {
      await userEvent.click(slot(/^9:00 AM/));
      await expect(args.onChange).toHaveBeenLastCalledWith('9:00 AM');
      await userEvent.keyboard('{ArrowRight}');
      await expect(slot(/^10:30 AM/)).toBeChecked();
      await expect(args.onChange).toHaveBeenLastCalledWith('10:30 AM');
      await expect(args.onChange).not.toHaveBeenCalledWith('9:30 AM');
      await expect(args.onChange).not.toHaveBeenCalledWith('10:00 AM');
    });
  },
};

/** A value from the form shows chosen, with a check mark, and Tab lands on it. */
export const Preselected: Story = {
  args: { value: '3:00 PM' },
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Preferred time' });
    const chosen = within(group).getByRole('radio', { name: '3:00 PM' });
    await expect(chosen).toBeChecked();
    await expect(within(group).getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(1);
    await userEvent.tab();
    await expect(chosen).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The Field's error marks the radiogroup invalid and is its description; choosing a slot still works. */
export const WithError: Story = {
  args: { unavailable: bookedSlotsData },
  render: (args) => (
    <Controlled {...args} field={{ required: true, hint: 'Morning and afternoon OPD; closed 12:00 to 1:30 PM.', error: 'Required' }} />
  ),
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Preferred time' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAccessibleDescription('Morning and afternoon OPD; closed 12:00 to 1:30 PM. Required');
    await userEvent.click(within(group).getByRole('radio', { name: '4:00 PM' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('4:00 PM');
  },
};

/** The whole picker off, e.g. until a date is chosen. */
export const Disabled: Story = {
  args: { disabled: true },
  render: (args) => <Controlled {...args} field={{ hint: 'Choose a date first.' }} />,
  play: async ({ args, canvas, userEvent }) => {
    const radios = canvas.getAllByRole('radio');
    for (const radio of radios) await expect(radio).toBeDisabled();
    await userEvent.click(radios[0] as HTMLElement);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const HindiLabel: Story = {
  args: { lang: 'hi', unavailable: ['9:30 AM'], bookedText: 'बुक', periodLabels: { morning: 'सुबह', afternoon: 'दोपहर' } },
  render: (args) => <Controlled {...args} field={{ lang: 'hi', label: 'पसंदीदा समय' }} />,
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'पसंदीदा समय' });
    await expect(within(group).getByRole('group', { name: 'सुबह' })).toBeVisible();
    await expect(within(group).getByRole('radio', { name: '9:30 AM बुक' })).toBeDisabled();
  },
};

/**
 * A Hindi page (the provider's texts and locale): the groups' headings and the booked marker in Hindi, each slot
 * said as Hindi says it ("सुबह 9:00", "शाम 4:30"), its value the contract's slot.
 */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: { unavailable: bookedSlotsData, value: '2:00 PM' },
  render: (args) => <Controlled {...args} field={{ label: 'पसंदीदा समय' }} />,
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: 'पसंदीदा समय' });
    await expect(within(group).getByRole('group', { name: 'सुबह' })).toBeVisible();
    await expect(within(group).getByRole('group', { name: 'दोपहर बाद' })).toBeVisible();
    await expect(within(group).getByRole('radio', { name: 'सुबह 9:30 बुक हो चुका' })).toBeDisabled();
    await expect(within(group).getByRole('radio', { name: 'दोपहर 2:00' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: 'शाम 4:30' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('4:30 PM');
  },
};

/** A 360px phone: two chips a row, each at least 44px tall, nothing scrolls sideways. */
export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { unavailable: bookedSlotsData, value: '10:30 AM' },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.clientWidth).toBeLessThanOrEqual(360);
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    const chips = canvas
      .getAllByRole('radio')
      .map((radio) => (radio.closest('label') as HTMLElement).getBoundingClientRect());
    for (const chip of chips) {
      await expect(chip.right).toBeLessThanOrEqual(doc.clientWidth);
      await expect(chip.height).toBeGreaterThanOrEqual(44);
    }
    const firstRowTop = chips[0]?.top;
    await expect(chips.filter((chip) => chip.top === firstRowTop).length).toBeGreaterThanOrEqual(2);
  },
};

/**
 * A tiny booking step on plain React state, passing the props react-hook-form's Controller passes
 * (`name`, `value`, `onChange`, `onBlur`, `ref`): submitting without a time shows the error, and the ref
 * lets the form put focus on the picker.
 */
function PreferredTimeForm({ unavailable }: { unavailable: readonly string[] }) {
  const [time, setTime] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState('');
  const firstRadio = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!time) {
      setError('Required');
      firstRadio.current?.focus();
      return;
    }
    setError(undefined);
    setSaved(time);
  };

  return (
    <form noValidate onSubmit={submit} style={{ display: 'grid', gap: '1rem' }}>
      <Field group label="Preferred time" required error={error}>
        {(controlProps) => (
          <TimeSlotPicker
            {...controlProps}
            name="preferredTime"
            unavailable={unavailable}
            value={time}
            onChange={setTime}
            onBlur={() => {}}
            ref={firstRadio}
          />
        )}
      </Field>
      <div>
        <Button type="submit">Continue</Button>
      </div>
      <Status element="p">{saved ? `Saved ${saved}` : ''}</Status>
    </form>
  );
}

export const SubmitWithoutChoosing: Story = {
  render: () => <PreferredTimeForm unavailable={['9:00 AM']} />,
  play: async ({ canvas, step, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Preferred time' });

    await step('submitting without a time shows the error and focuses the first free slot', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
      await expect(await canvas.findByText('Required')).toBeVisible();
      await expect(group).toHaveAttribute('aria-invalid', 'true');
      await expect(group).toHaveAccessibleDescription('Required');
      await expect(within(group).getByRole('radio', { name: '9:30 AM' })).toHaveFocus();
    });

    await step('choosing with the keyboard and submitting again saves the slot', async () => {
      await userEvent.keyboard(' ');
      await expect(within(group).getByRole('radio', { name: '9:30 AM' })).toBeChecked();
      await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(canvas.queryByText('Required')).toBeNull());
      await expect(group).not.toHaveAttribute('aria-invalid');
      // The field's error region is a status too: find the form's own by its text.
      await expect(canvas.getByText('Saved 9:30 AM')).toHaveAttribute('role', 'status');
    });
  },
};

/** A physician's 15-minute slots of two patients each: the places left under each time, a full one booked. */
export const PlacesLeft: Story = {
  args: {
    slots: ['9:00 AM', '9:15 AM', '9:30 AM', '9:45 AM', '2:00 PM', '2:15 PM'],
    unavailable: ['9:00 AM'],
    placesLeft: { '9:15 AM': 1, '9:30 AM': 2, '9:45 AM': 2, '2:00 PM': 2, '2:15 PM': 1 },
  },
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Preferred time' });
    await expect(within(group).getByRole('radio', { name: '9:00 AM Booked' })).toBeDisabled();
    await expect(within(group).getByRole('radio', { name: '9:15 AM 1 place left' })).toBeEnabled();
    await userEvent.click(within(group).getByRole('radio', { name: '9:30 AM 2 places left' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('9:30 AM');
  },
};

/** The same in Hindi. */
export const HindiPlacesLeft: Story = {
  globals: { locale: 'hi' },
  args: { slots: ['9:00 AM', '9:15 AM', '9:30 AM'], placesLeft: { '9:00 AM': 2, '9:15 AM': 1, '9:30 AM': 2 } },
  render: (args) => <Controlled {...args} field={{ label: 'पसंदीदा समय' }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'सुबह 9:15 1 जगह बाकी' })).toBeEnabled();
    await expect(canvas.getByRole('radio', { name: 'सुबह 9:00 2 जगहें बाकी' })).toBeEnabled();
  },
};
