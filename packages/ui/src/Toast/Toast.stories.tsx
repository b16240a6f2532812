import type { Meta, StoryObj } from '@storybook/react-vite';
import { TOAST } from '@hospital/contract';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { Dialog } from '../Dialog/index.ts';
import { layerShown } from '../shared/layerShown.ts';
import { cssVar } from '../theme/cssVar.ts';
import { ToastProvider, useToast, type ToastProviderProps } from './Toast.tsx';
import type { ToastOptions } from './toastState.ts';

// The Undo handler sits inside a toast's options, out of reach of `args`.
const onUndo = fn();

const bookedData: ToastOptions = {
  title: 'Appointment Booked Successfully!',
  description: "We'll contact you soon to confirm your appointment.",
  variant: 'success',
};
const bookingFailedData: ToastOptions = {
  title: 'Booking Failed',
  description: 'Please try again later',
  variant: 'destructive',
};
const deletedData: ToastOptions = {
  title: 'Success',
  description: 'Gallery image deleted successfully',
  variant: 'success',
  action: { label: 'Undo', onClick: onUndo },
};

/** Buttons that raise toasts through `useToast()`, the way a page does. */
function ToastButtons({ toasts }: { toasts: Record<string, ToastOptions> }) {
  const { toast } = useToast();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: cssVar.space[3] }}>
      {Object.entries(toasts).map(([label, options]) => (
        <Button key={label} onClick={() => toast(options)}>
          {label}
        </Button>
      ))}
    </div>
  );
}

const withButtons = (toasts: Record<string, ToastOptions>) =>
  function Render(args: ToastProviderProps) {
    return (
      <ToastProvider {...args}>
        <ToastButtons toasts={toasts} />
      </ToastProvider>
    );
  };

const meta = {
  title: 'Components/Toast',
  component: ToastProvider,
  args: {
    // A toast here stays until it is closed, so the tests and pictures find it however busy the machine is (the
    // app's five seconds have run out before a picture on CI). "Disappears By Itself" shows the timer.
    duration: Infinity,
    label: 'Notification',
    viewportLabel: 'Notifications ({hotkey})',
    closeLabel: 'Close notification',
  },
  argTypes: {
    children: { control: false, table: { type: { summary: 'ReactNode' } } },
  },
  beforeEach: () => {
    onUndo.mockClear();
  },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The play context's `canvas`: queries bound to the story's root. */
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Radix renders the viewport and the announcement outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
// Named by `viewportLabel` with the hotkey filled in: "Notifications (F8)".
const region = (canvasElement: HTMLElement) => page(canvasElement).getByRole('region', { name: /\(F8\)$/ });
const toasts = (canvasElement: HTMLElement) => within(region(canvasElement)).queryAllByRole('listitem');

async function showToast(canvas: Canvas, canvasElement: HTMLElement, buttonName: string) {
  await userEvent.click(canvas.getByRole('button', { name: buttonName }));
  // The region's code loads lazily: on idle, or at once for a toast raised before that.
  const viewport = await page(canvasElement).findByRole('region', { name: /\(F8\)$/ });
  // Mid-entrance the toast is still transparent.
  return layerShown(await within(viewport).findByRole('listitem'));
}

/** A success toast: announced politely, reachable with F8, closed by its named close button. */
export const Default: Story = {
  render: withButtons({ 'Book Appointment': bookedData }),
  play: async ({ canvas, canvasElement, step, userEvent }) => {
    const toast = await showToast(canvas, canvasElement, 'Book Appointment');

    await step('the toast shows its title and description', async () => {
      await expect(toast).toBeVisible();
      await expect(toast).toHaveTextContent('Appointment Booked Successfully!');
      await expect(toast).toHaveTextContent("We'll contact you soon to confirm your appointment.");
      await expect(region(canvasElement)).toHaveAccessibleName('Notifications (F8)');
    });

    await step('screen readers hear it politely', async () => {
      const announcement = await page(canvasElement).findByRole('status');
      await expect(announcement).toHaveAttribute('aria-live', 'polite');
      await waitFor(() => expect(announcement).toHaveTextContent('Appointment Booked Successfully!'));
    });

    await step('F8 moves focus to the notifications', async () => {
      await userEvent.keyboard('[F8]');
      await expect(within(region(canvasElement)).getByRole('list')).toHaveFocus();
    });

    await step('the close button, named, closes it', async () => {
      await userEvent.click(within(toast).getByRole('button', { name: 'Close notification' }));
      await waitFor(() => expect(toasts(canvasElement)).toHaveLength(0));
    });
  },
};

/** Before any toast, the F8 region arrives by itself once the browser is idle; nothing is announced. */
export const RegionWithoutToast: Story = {
  render: withButtons({ 'Book Appointment': bookedData }),
  play: async ({ canvasElement }) => {
    const viewport = await page(canvasElement).findByRole('region', { name: 'Notifications (F8)' });
    await expect(within(viewport).queryAllByRole('listitem')).toHaveLength(0);
  },
};

/** The spec allows one toast at a time: a second replaces the first. */
export const OneAtATime: Story = {
  render: withButtons({ 'Book Appointment': bookedData, 'Try again': bookingFailedData }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await showToast(canvas, canvasElement, 'Book Appointment');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(toasts(canvasElement)).toHaveLength(1));
    await expect(toasts(canvasElement)[0]).toHaveTextContent('Booking Failed');
    await expect(region(canvasElement)).not.toHaveTextContent('Appointment Booked Successfully!');
  },
};

/** A toast leaves by itself after its duration (shortened here from the app's `TOAST.durationMs`, 5000 ms). */
export const DisappearsByItself: Story = {
  args: { duration: 600 },
  render: withButtons({ 'Book Appointment': bookedData }),
  play: async ({ canvas, canvasElement }) => {
    const toast = await showToast(canvas, canvasElement, 'Book Appointment');
    await expect(toast).toBeVisible();
    await waitFor(() => expect(toasts(canvasElement)).toHaveLength(0));
  },
};

/** Undo after a delete: the action calls its handler and the toast closes. */
export const WithAction: Story = {
  render: withButtons({ 'Delete image': deletedData }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const toast = await showToast(canvas, canvasElement, 'Delete image');
    await userEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    await expect(onUndo).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(toasts(canvasElement)).toHaveLength(0));
  },
};

/** A failure interrupts: Radix's foreground type, announced assertively. */
export const Destructive: Story = {
  render: withButtons({ 'Book Appointment': bookingFailedData }),
  play: async ({ canvas, canvasElement }) => {
    const toast = await showToast(canvas, canvasElement, 'Book Appointment');
    await expect(toast).toHaveTextContent('Booking Failed');
    const announcement = await page(canvasElement).findByRole('status');
    await expect(announcement).toHaveAttribute('aria-live', 'assertive');
  },
};

/** A swipe to the right past the threshold dismisses it, as on a phone. */
export const SwipeToDismiss: Story = {
  render: withButtons({ 'Book Appointment': bookedData }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const toast = await showToast(canvas, canvasElement, 'Book Appointment');
    const { left, top } = toast.getBoundingClientRect();
    const start = { x: left + 20, y: top + 20 };
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: toast, coords: { clientX: start.x, clientY: start.y } },
      { target: toast, coords: { clientX: start.x + 20, clientY: start.y } },
      { target: toast, coords: { clientX: start.x + TOAST.swipeThresholdPx + 30, clientY: start.y } },
      { keys: '[/MouseLeft]', target: toast, coords: { clientX: start.x + TOAST.swipeThresholdPx + 30, clientY: start.y } },
    ]);
    await waitFor(() => expect(toasts(canvasElement)).toHaveLength(0));
  },
};

function BookingWithFailure() {
  const { toast } = useToast();
  return (
    <Dialog
      title="Book an appointment"
      trigger={<Button variant="primary">Book Appointment</Button>}
      footer={
        <Button variant="primary" onClick={() => toast(bookingFailedData)}>
          Confirm booking
        </Button>
      }
    >
      <p>Dr. Anjali Sharma, General Medicine, 10:30 AM.</p>
    </Dialog>
  );
}

/** A failed booking: the toast appears over the still-open modal, is announced, and closes without closing the dialog. */
export const OverADialog: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <BookingWithFailure />
    </ToastProvider>
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Book Appointment' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Book an appointment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm booking' }));
    const announcement = await page(canvasElement).findByRole('status');
    await waitFor(() => expect(announcement).toHaveTextContent('Booking Failed'));
    await expect(announcement.closest('[aria-hidden="true"]')).toBeNull();
    const toast = (await page(canvasElement).findAllByText('Booking Failed')).find((node) => node.closest('li'))!.closest('li')!;
    // While the modal is open the rest of the page, toasts included, is hidden from screen readers (they hear
    // the announcement instead), so the close button is found among hidden elements; a pointer still reaches it.
    await userEvent.click(within(toast).getByRole('button', { name: 'Close notification', hidden: true }));
    await waitFor(() => expect(toast).not.toBeInTheDocument());
    await expect(page(canvasElement).getByRole('dialog', { name: 'Book an appointment' })).toBeVisible();
  },
};

/** Long text wraps inside the toast. */
export const LongContent: Story = {
  render: withButtons({
    'Save news': {
      title: 'News/Event created successfully',
      description:
        'The free cardiac screening camp for senior citizens at the Department of General Medicine on Saturday is now on the News & Events page and on the home page.',
      variant: 'success',
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    const toast = await showToast(canvas, canvasElement, 'Save news');
    await expect(toast.scrollWidth).toBeLessThanOrEqual(toast.clientWidth);
    await expect(toast.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};

/** Hindi text, with the provider's labels translated too. */
export const Hindi: Story = {
  args: { label: 'सूचना', viewportLabel: 'सूचनाएँ ({hotkey})', closeLabel: 'सूचना बंद करें' },
  render: withButtons({
    'अपॉइंटमेंट बुक करें': {
      title: 'अपॉइंटमेंट बुक हो गया!',
      description: 'आपके अपॉइंटमेंट की पुष्टि के लिए हम जल्द ही आपसे संपर्क करेंगे।',
      variant: 'success',
      lang: 'hi',
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    const toast = await showToast(canvas, canvasElement, 'अपॉइंटमेंट बुक करें');
    await expect(toast).toHaveAttribute('lang', 'hi');
    await expect(region(canvasElement)).toHaveAccessibleName('सूचनाएँ (F8)');
    await expect(within(toast).getByRole('button', { name: 'सूचना बंद करें' })).toBeVisible();
    await waitFor(async () => expect(await page(canvasElement).findByRole('status')).toHaveTextContent(/^सूचना/));
  },
};

/** A 360px phone: the toast spans the width at the bottom, the close button a 44px target. */
export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: withButtons({ 'Delete image': deletedData }),
  play: async ({ canvas, canvasElement }) => {
    const toast = await showToast(canvas, canvasElement, 'Delete image');
    const root = canvasElement.ownerDocument.documentElement;
    const { innerHeight } = canvasElement.ownerDocument.defaultView ?? window;
    await expect(root.clientWidth).toBeLessThanOrEqual(360);
    const rect = toast.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(0);
    await expect(rect.right).toBeLessThanOrEqual(root.clientWidth);
    await expect(rect.width).toBeGreaterThan(root.clientWidth * 0.9);
    await expect(rect.bottom).toBeLessThanOrEqual(innerHeight);
    await expect(innerHeight - rect.bottom).toBeLessThan(32);
    for (const name of ['Undo', 'Close notification']) {
      await expect(within(toast).getByRole('button', { name }).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
