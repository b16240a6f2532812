import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingText } from './LoadingText.tsx';

const meta = {
  title: 'Components/LoadingText',
  component: LoadingText,
  args: { children: 'Loading doctors...', spinner: true },
} satisfies Meta<typeof LoadingText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A polite status region that says, in words, what is loading. */
const announces: Story['play'] = async ({ args, canvas }) => {
  const status = canvas.getByRole('status');
  await expect(status).toHaveTextContent(String(args.children ?? 'Loading...'));
  await expect(status).toHaveAttribute('aria-live', 'polite');
  await expect(status).toBeVisible();
};

export const Default: Story = { play: announces };

export const DoctorProfile: Story = { args: { children: 'Loading doctor profile...' }, play: announces };

export const Appointments: Story = { args: { children: 'Loading appointments...' }, play: announces };

/** Without the spinner, for tight places such as a table cell. */
export const WithoutSpinner: Story = {
  args: { spinner: false },
  play: async (context) => {
    await announces(context);
    await expect(context.canvasElement.querySelector('[aria-hidden="true"]')).toBeNull();
  },
};

export const LongContent: Story = {
  args: { children: 'Loading the appointment statistics for every department over the last seven days...' },
  play: announces,
};

export const Hindi: Story = {
  args: { lang: 'hi', children: 'डॉक्टरों की जानकारी लोड हो रही है...' },
  play: announces,
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { children: 'Loading the appointment statistics for every department...' },
  play: async (context) => {
    await announces(context);
    const root = context.canvasElement.ownerDocument.documentElement;
    await expect(root.clientWidth).toBeLessThanOrEqual(360);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** On a Hindi page the default words are Hindi: "लोड हो रहा है...". */
export const HindiDefault: Story = {
  globals: { locale: 'hi' },
  args: { children: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('लोड हो रहा है...');
  },
};
