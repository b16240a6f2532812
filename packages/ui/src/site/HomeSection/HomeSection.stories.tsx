import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HomeSection } from './HomeSection.tsx';

const meta = {
  title: 'Site/HomeSection',
  component: HomeSection,
  args: { heading: 'What Our Patients Say', intro: 'Words from the families we have cared for.', children: <p>Section body.</p> },
} satisfies Meta<typeof HomeSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A named region: its h2 is its name, so the in-page anchors land on a labelled landmark. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'What Our Patients Say' })).toBeVisible();
  },
};

export const Tinted: Story = { args: { tone: 'tinted' } };

export const LongContent: Story = {
  args: { heading: 'A very long section heading that wraps onto more than one line on a phone', intro: 'Intro. '.repeat(30) },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
