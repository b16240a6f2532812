import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { IconButton, type IconButtonSize, type IconButtonVariant } from './IconButton.tsx';

/** Icons drawn for the site: 24px grid, 1.75 stroke, round caps, `currentColor`. */
const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.75, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
const CloseIcon = () => (
  <svg viewBox="0 0 24 24" {...stroke}>
    <path d="M6 6l12 12M18 6 6 18" />
  </svg>
);
const TrashIcon = () => (
  <svg viewBox="0 0 24 24" {...stroke}>
    <path d="M4 7h16M9 7V4.5h6V7M6.5 7l1 13h9l1-13M10 11v5M14 11v5" />
  </svg>
);
const EditIcon = () => (
  <svg viewBox="0 0 24 24" {...stroke}>
    <path d="M4 20h4L19 9a2.1 2.1 0 0 0-4-4L4 16z" />
  </svg>
);
const MoreIcon = () => (
  <svg viewBox="0 0 24 24" fill="currentColor">
    <circle cx="5" cy="12" r="1.75" />
    <circle cx="12" cy="12" r="1.75" />
    <circle cx="19" cy="12" r="1.75" />
  </svg>
);

// @ts-expect-error: the accessible name is required; an IconButton without `label` does not compile.
const _unnamed = <IconButton icon={<CloseIcon />} />;
// @ts-expect-error: the name is `label`, not a free-form aria-label that could be forgotten.
const _ariaLabelled = <IconButton aria-label="Close" icon={<CloseIcon />} label="Close" />;

const variants = ['ghost', 'secondary', 'danger'] as const satisfies readonly IconButtonVariant[];
const sizes = ['sm', 'md', 'lg'] as const satisfies readonly IconButtonSize[];

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { label: 'Close', icon: <CloseIcon />, variant: 'ghost', size: 'md', disabled: false, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: variants },
    size: { control: 'inline-radio', options: sizes },
    icon: { control: false, table: { type: { summary: 'ReactNode' } } },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named by its label, the icon hidden; a click and Enter from the keyboard both reach `onClick`. */
const namedAndPressable: Story['play'] = async ({ args, canvas, step, userEvent }) => {
  const button = canvas.getByRole('button', { name: args.label });
  await expect(button).toHaveAccessibleName(args.label);
  await expect(button.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();

  await step('click calls onClick', async () => {
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  });

  await step('Tab reaches it and Enter calls onClick', async () => {
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  });
};

/** A dialog's close button. */
export const Default: Story = { play: namedAndPressable };

export const Secondary: Story = { args: { variant: 'secondary', label: 'Edit task', icon: <EditIcon /> }, play: namedAndPressable };

/** The gallery's delete action: red, and the name says what is deleted. */
export const Danger: Story = {
  args: { variant: 'danger', label: 'Delete image: Operation theatre', icon: <TrashIcon /> },
  play: namedAndPressable,
};

/** `md` is the 44px touch target; `sm` for dense admin tables; `lg` for the phone's header. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      {sizes.map((size) => (
        <IconButton {...args} key={size} size={size} label={`More actions, ${size}`} icon={<MoreIcon />} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const box = (size: string) => canvas.getByRole('button', { name: `More actions, ${size}` }).getBoundingClientRect();
    await expect(box('md').width).toBeGreaterThanOrEqual(44);
    await expect(box('md').height).toBeGreaterThanOrEqual(44);
    await expect(box('lg').height).toBeGreaterThan(box('md').height);
    await expect(box('sm').height).toBeLessThan(box('md').height);
  },
};

export const Disabled: Story = {
  args: { disabled: true, label: 'Delete image', icon: <TrashIcon />, variant: 'danger' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Delete image' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** A long label is only heard, never shown, so the button keeps its square. */
export const LongContent: Story = {
  args: { label: 'Open the actions menu for the task "Install oxygen pipeline in the new ICU wing"', icon: <MoreIcon /> },
  play: async (context) => {
    const { width, height } = context.canvas.getByRole('button').getBoundingClientRect();
    await expect(width).toBe(height);
    await namedAndPressable(context);
  },
};

export const Hindi: Story = {
  args: { label: 'बंद करें', lang: 'hi' },
  play: namedAndPressable,
};

/** A card's toolbar on a 360px phone: each button a full 44px target. */
export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.5rem' }}>
      <IconButton {...args} label="Edit image" icon={<EditIcon />} />
      <IconButton {...args} label="Delete image" icon={<TrashIcon />} variant="danger" />
      <IconButton {...args} label="More actions" icon={<MoreIcon />} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.clientWidth).toBeLessThanOrEqual(360);
    for (const button of canvas.getAllByRole('button')) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
