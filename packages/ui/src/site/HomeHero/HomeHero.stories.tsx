import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../../Button/index.ts';
import { EmergencyCallLink, HomeHero } from './HomeHero.tsx';

export const figuresData = [
  { value: '39', label: 'Years of Legacy' },
  { value: '98%', label: 'Success Rate' },
  { value: '15K+', label: 'Surgeries Performed' },
  { value: '4.9/5', label: 'Patient Rating' },
];

const meta = {
  title: 'Site/HomeHero',
  component: HomeHero,
  excludeStories: /.*Data$/,
  args: {
    title: 'City Care Hospital',
    tagline: 'Compassionate care, close to home',
    text: 'Trusted by families across Lucknow since 1987.',
    figures: figuresData,
    actions: (
      <>
        <Button variant="primary" size="lg">
          Book Appointment
        </Button>
        <EmergencyCallLink href="tel:101">Emergency 101</EmergencyCallLink>
      </>
    ),
  },
} satisfies Meta<typeof HomeHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's h1, Book Appointment and the Emergency 101 call link. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('City Care Hospital');
    await expect(canvas.getByRole('link', { name: 'Emergency 101' })).toHaveAttribute('href', 'tel:101');
    await expect(canvas.getByRole('button', { name: 'Book Appointment' })).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    tagline: 'Compassionate, affordable, round-the-clock multi-speciality care for every family in Uttar Pradesh',
    text: 'Trusted by families since 1987. '.repeat(8),
  },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

const hindiArgs = {
  title: 'सिटी केयर हॉस्पिटल',
  tagline: 'करुणा भरी देखभाल, आपके घर के पास',
  text: '1987 से लखनऊ के परिवारों का भरोसा: अनुभवी डॉक्टर, आधुनिक सुविधाएँ और चौबीसों घंटे आपातकालीन सेवा, सब एक ही छत के नीचे।',
  figures: [
    { value: '39', label: 'वर्षों की विरासत' },
    { value: '98%', label: 'सफलता दर' },
    { value: '15\u00a0हज़ार+', label: 'सर्जरी' },
    { value: '4.9/5', label: 'मरीज़ों की रेटिंग' },
  ],
  actions: (
    <>
      <Button variant="primary" size="lg">
        अपॉइंटमेंट बुक करें
      </Button>
      <EmergencyCallLink href="tel:101">आपातकाल 101</EmergencyCallLink>
    </>
  ),
};

/** A Hindi page's opening: the hospital's name and the two things people come to do, in Hindi. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: hindiArgs,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('सिटी केयर हॉस्पिटल');
    await expect(canvas.getByRole('link', { name: 'आपातकाल 101' })).toHaveAttribute('href', 'tel:101');
    await expect(canvas.getByRole('button', { name: 'अपॉइंटमेंट बुक करें' })).toBeVisible();
  },
};

/** Hindi on a 360px phone: the buttons keep one line, nothing is wider than the screen. */
export const HindiMobileWidth: Story = {
  globals: { locale: 'hi', viewport: { value: 'mobile', isRotated: false } },
  args: hindiArgs,
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'अपॉइंटमेंट बुक करें' });
    const lineHeight = parseFloat(getComputedStyle(button).lineHeight);
    // One line: its padding and one line of text, well short of a second line.
    await expect(button.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5 + 26);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
