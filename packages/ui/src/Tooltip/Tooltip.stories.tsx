import type { Meta, StoryObj } from '@storybook/react-vite';
import { TOOLTIP } from '@hospital/contract';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { layerShown } from '../shared/layerShown.ts';
import { cssVar } from '../theme/cssVar.ts';
import { Tooltip, TooltipProvider } from './Tooltip.tsx';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: 'Takes about two minutes; we call you back to confirm.',
    side: 'top',
    align: 'center',
    children: <Button variant="primary">Book Appointment</Button>,
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
    content: { control: 'text', table: { type: { summary: 'ReactNode' } } },
    children: { control: false, table: { type: { summary: 'ReactElement' } } },
    ref: { control: false, table: { type: { summary: 'Ref<HTMLDivElement>' } } },
  },
  decorators: [
    (Story) => (
      <TooltipProvider>
        {/* Room above the trigger for the hint. */}
        <div style={{ paddingBlockStart: cssVar.space[16] }}>
          <Story />
        </div>
      </TooltipProvider>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Radix portals the tooltip to the end of `<body>`, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const findShownTooltip = async (canvasElement: HTMLElement) => layerShown(await page(canvasElement).findByRole('tooltip'));

async function tooltipHidden(canvasElement: HTMLElement) {
  await waitFor(() => expect(page(canvasElement).queryByRole('tooltip')).not.toBeInTheDocument());
}

/** Keyboard focus shows it at once, Escape hides it; hovering shows it only after the 700 ms delay. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement, step, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Book Appointment' });
    const hint = String(args.content);

    await step('keyboard focus shows it and it describes the trigger', async () => {
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      const tooltip = await findShownTooltip(canvasElement);
      await expect(tooltip).toHaveTextContent(hint);
      await expect(tooltip).toBeVisible();
      await expect(trigger).toHaveAccessibleDescription(hint);
    });

    await step('Escape hides it and focus stays on the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await tooltipHidden(canvasElement);
      await expect(trigger).toHaveFocus();
      await expect(trigger).not.toHaveAccessibleDescription(hint);
    });

    await step('hover shows it only after the delay', async () => {
      trigger.blur();
      // Past the skip delay, so this hover waits the full delay again.
      await pause(TOOLTIP.skipDelayMs + 100);
      await userEvent.hover(trigger);
      await pause(TOOLTIP.delayMs / 2);
      await expect(page(canvasElement).queryByRole('tooltip')).not.toBeInTheDocument();
      const tooltip = await findShownTooltip(canvasElement);
      await expect(tooltip).toHaveTextContent(hint);
    });

    await step('Escape hides a hovered one too', async () => {
      await userEvent.keyboard('{Escape}');
      await tooltipHidden(canvasElement);
      await userEvent.unhover(trigger);
    });

    await step('left shown, so the audit checks its contrast', async () => {
      trigger.focus();
      await findShownTooltip(canvasElement);
    });
  },
};

/** An icon-only button keeps its own name; the tooltip shows that name to sighted mouse users and adds nothing for screen readers. */
export const IconOnly: Story = {
  args: {
    content: 'Print appointment slip',
    children: (
      <Button variant="ghost" aria-label="Print appointment slip">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M7 9V4h10v5M7 17H5a1 1 0 0 1-1-1v-6a1 1 0 0 1 1-1h14a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1h-2M7 14h10v6H7z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      </Button>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Print appointment slip' });
    trigger.focus();
    const tooltip = await findShownTooltip(canvasElement);
    await expect(tooltip).toHaveTextContent('Print appointment slip');
    await expect(trigger).toHaveAccessibleName('Print appointment slip');
  },
};

/** A long hint wraps at half the reading measure instead of running across the screen. */
export const LongContent: Story = {
  args: {
    content:
      'Reports from the Pathology laboratory are usually ready the same evening and can be collected from the report counter between 4:00 PM and 8:00 PM, Monday to Saturday.',
    children: <Button>Report collection</Button>,
  },
  play: async ({ canvas, canvasElement }) => {
    canvas.getByRole('button', { name: 'Report collection' }).focus();
    const tooltip = await findShownTooltip(canvasElement);
    const { width, right } = tooltip.getBoundingClientRect();
    await expect(width).toBeLessThan(canvasElement.ownerDocument.documentElement.clientWidth / 2);
    await expect(right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
    await expect(tooltip.scrollWidth).toBeLessThanOrEqual(tooltip.clientWidth);
  },
};

export const Hindi: Story = {
  args: {
    lang: 'hi',
    content: 'लगभग दो मिनट लगते हैं; पुष्टि के लिए हम आपको फ़ोन करेंगे।',
    children: (
      <Button variant="primary" lang="hi">
        अपॉइंटमेंट बुक करें
      </Button>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    canvas.getByRole('button', { name: 'अपॉइंटमेंट बुक करें' }).focus();
    const tooltip = await findShownTooltip(canvasElement);
    await expect(tooltip).toHaveAttribute('lang', 'hi');
    await expect(tooltip).toHaveTextContent('लगभग दो मिनट लगते हैं');
  },
};

/** A 360px phone, trigger at the right edge: the hint shifts to stay on screen. */
export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    content: 'An ambulance and the emergency team, day and night, including Sundays and holidays.',
    children: <Button variant="emergency">Call 101</Button>,
  },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Tooltip {...args} />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.clientWidth).toBeLessThanOrEqual(360);
    canvas.getByRole('button', { name: 'Call 101' }).focus();
    const tooltip = await findShownTooltip(canvasElement);
    const { left, right } = tooltip.getBoundingClientRect();
    await expect(left).toBeGreaterThanOrEqual(0);
    await expect(right).toBeLessThanOrEqual(root.clientWidth);
  },
};
