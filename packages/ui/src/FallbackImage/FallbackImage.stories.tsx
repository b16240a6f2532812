import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { theme } from '../theme/theme.ts';
import { FallbackImage, leadPicture } from './FallbackImage.tsx';

/** A drawn picture of a hospital building as a data URL: loads offline, in tests and in the static build. */
const hospitalPicture = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">
    <rect width="400" height="300" fill="${theme.color.brandSubtle}"/>
    <rect x="110" y="80" width="180" height="180" fill="${theme.color.surface}" stroke="${theme.color.brand}" stroke-width="6"/>
    <path d="M185 120h30v30h30v30h-30v30h-30v-30h-30v-30h30z" fill="${theme.color.emergency}"/>
  </svg>`,
)}`;

/** Paths the Storybook server answers with 404: the image's `error` event fires as it would for a dead link. */
const brokenPhoto = '/missing-images/doctor-photo-that-was-deleted.jpg';
const brokenDefault = '/missing-images/default-hospital-image-also-missing.jpg';

const meta = {
  title: 'Components/FallbackImage',
  component: FallbackImage,
  args: {
    src: hospitalPicture,
    alt: 'The main entrance of the hospital',
    fallback: { src: hospitalPicture },
    width: 400,
    height: 300,
    onError: fn(),
  },
  argTypes: {
    fallback: {
      control: 'object',
      table: { type: { summary: "{ src: string } | 'person-icon' | 'hide'" } },
    },
    loading: { control: 'inline-radio', options: ['lazy', 'eager'] },
  },
} satisfies Meta<typeof FallbackImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A picture that loads: lazily, decoded off the main thread, with its size reserved. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const image = canvas.getByRole('img', { name: args.alt });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).not.toHaveAttribute('fetchpriority');
    await expect(image).toHaveAttribute('decoding', 'async');
    await expect(image).toHaveAttribute('width', '400');
    await expect(image).toHaveAttribute('height', '300');
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

/** The page's lead picture: fetched at once and ahead of the page's scripts, not when the layout reaches it. */
export const LeadPicture: Story = {
  args: leadPicture,
  play: async ({ args, canvas }) => {
    const image = canvas.getByRole('img', { name: args.alt });
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('decoding', 'async');
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  },
};

/** The gallery: a broken picture is replaced by the default hospital image, alt text kept. */
export const FallbackSource: Story = {
  args: { src: brokenPhoto, alt: 'Operation theatre', fallback: { src: hospitalPicture } },
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Operation theatre' })).toHaveAttribute('src', hospitalPicture));
    const image = canvas.getByRole('img', { name: 'Operation theatre' }) as HTMLImageElement;
    await waitFor(() => expect(image.naturalWidth).toBeGreaterThan(0));
    await expect(args.onError).toHaveBeenCalledTimes(1);
  },
};

/** When the fallback is broken too, it is tried once and left: no loop of requests. */
export const BrokenFallback: Story = {
  args: { src: brokenPhoto, alt: 'Operation theatre', fallback: { src: brokenDefault } },
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(args.onError).toHaveBeenCalledTimes(2));
    await expect(canvas.getByRole('img', { name: 'Operation theatre' })).toHaveAttribute('src', brokenDefault);
    // Long enough for a loop to show itself: the count stays at two.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(args.onError).toHaveBeenCalledTimes(2);
  },
};

/** A doctor's broken photo becomes a generic person, still named by the alt text. */
export const PersonIconFallback: Story = {
  args: { src: brokenPhoto, alt: 'Dr. Rajesh Malhotra', fallback: 'person-icon', width: 240, height: 240 },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Dr. Rajesh Malhotra' }).tagName).toBe('svg'));
    const icon = canvas.getByRole('img', { name: 'Dr. Rajesh Malhotra' });
    await expect(icon).toBeVisible();
    const { width, height } = icon.getBoundingClientRect();
    await expect(width).toBe(240);
    await expect(height).toBe(240);
  },
};

/** A news item's broken image disappears. */
export const Hide: Story = {
  args: { src: brokenPhoto, alt: 'Free health camp in Sector 12', fallback: 'hide' },
  play: async ({ args, canvas, canvasElement }) => {
    await waitFor(() => expect(args.onError).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(canvas.queryByRole('img')).toBeNull());
    await expect(canvasElement.querySelector('img, svg')).toBeNull();
  },
};

export const Hindi: Story = {
  args: { src: brokenPhoto, alt: 'डॉ. राजेश मल्होत्रा', lang: 'hi', fallback: 'person-icon', width: 160, height: 160 },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'डॉ. राजेश मल्होत्रा' }).tagName).toBe('svg'));
  },
};

/** Scaled by CSS to a 360px phone: the reserved 4:3 box shrinks with it, no sideways scrolling. */
export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { src: brokenPhoto, alt: 'Dr. Priya Sharma', fallback: 'person-icon', width: 400, height: 300 },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Dr. Priya Sharma' }).tagName).toBe('svg'));
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const { width, height } = canvas.getByRole('img', { name: 'Dr. Priya Sharma' }).getBoundingClientRect();
    await expect(width).toBeLessThanOrEqual(360);
    await expect(width / height).toBeCloseTo(4 / 3, 1);
  },
};
