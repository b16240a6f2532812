import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ErrorState } from './ErrorState.tsx';

const meta = {
  title: 'Components/ErrorState',
  component: ErrorState,
  args: {
    title: 'Unable to load gallery',
    description: 'Please try again later or contact support if the problem persists.',
    onRetry: fn(),
    retryLabel: 'Try again',
    live: 'polite',
    headingLevel: 3,
  },
  argTypes: {
    title: { control: 'text', table: { type: { summary: 'ReactNode' } } },
    description: { control: 'text', table: { type: { summary: 'ReactNode' } } },
    live: { control: 'inline-radio', options: ['polite', 'assertive', 'off'] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
    onRetry: { table: { type: { summary: '() => void' } } },
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The person reads what failed, then retries with a click and again from the keyboard. */
const retries: Story['play'] = async ({ args, canvas, step, userEvent }) => {
  await expect(canvas.getByRole('heading', { name: String(args.title) })).toBeVisible();
  const button = canvas.getByRole('button', { name: args.retryLabel ?? 'Try again' });

  await step('click calls onRetry', async () => {
    await userEvent.click(button);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  });

  await step('Enter on the focused button calls onRetry again', async () => {
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
  });
};

/** The public gallery failed to load: a polite status region, so it waits its turn to be read. */
export const Default: Story = {
  play: async (context) => {
    const region = context.canvas.getByRole('status');
    await expect(region).toHaveTextContent(String(context.args.title));
    await expect(context.canvas.queryByRole('alert')).toBeNull();
    await retries(context);
  },
};

/** The admin gallery tab, with the admin's wording. */
export const AdminGallery: Story = {
  args: { title: 'Failed to load gallery images', description: 'Please try again later.' },
  play: retries,
};

export const NewsAndEvents: Story = {
  args: { title: 'Unable to load news and events' },
  play: retries,
};

/** Without `onRetry` there is no button. */
export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A failure the person caused just now, and must hear at once: `live="assertive"` is an alert. */
export const Assertive: Story = {
  args: { live: 'assertive', title: 'Could not save the appointment', description: 'Check your connection and try again.' },
  play: async (context) => {
    await expect(context.canvas.getByRole('alert')).toHaveTextContent('Could not save the appointment');
    await retries(context);
  },
};

/** The missing-doctor page: the error is the page, found through its heading, with a way back. */
export const DoctorNotFound: Story = {
  args: {
    live: 'off',
    headingLevel: 2,
    title: 'Doctor Not Found',
    description: "The doctor profile you're looking for doesn't exist.",
    onRetry: undefined,
    action: <a href="#home">Back to Home</a>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Doctor Not Found' })).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '#home');
  },
};

export const LongContent: Story = {
  args: {
    title: 'Unable to load the appointment statistics for the Department of General Medicine and Gastroenterology',
    description:
      'The server answered 503: Service Unavailable. Please try again later or contact support if the problem persists; your data is safe.',
    retryLabel: 'Try loading the statistics again',
  },
  play: retries,
};

export const Hindi: Story = {
  args: {
    lang: 'hi',
    title: 'गैलरी लोड नहीं हो सकी',
    description: 'कृपया बाद में पुनः प्रयास करें।',
    retryLabel: 'पुनः प्रयास करें',
  },
  play: retries,
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    await retries(context);
    const root = context.canvasElement.ownerDocument.documentElement;
    await expect(root.clientWidth).toBeLessThanOrEqual(360);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const { height } = context.canvas.getByRole('button').getBoundingClientRect();
    await expect(height).toBeGreaterThanOrEqual(44);
  },
};

/** On a Hindi page the retry button needs no label of its own: the design system says "फिर से कोशिश करें". */
export const HindiRetry: Story = {
  globals: { locale: 'hi' },
  args: {
    title: 'गैलरी लोड नहीं हो सकी',
    description: 'कृपया थोड़ी देर बाद फिर कोशिश करें। समस्या बनी रहे तो सहायता के लिए संपर्क करें।',
    retryLabel: undefined,
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'फिर से कोशिश करें' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
