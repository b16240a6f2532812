import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LinkProvider, type LinkProps } from '../../Link/index.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';

const navigate = fn();

/** Stories do not leave the frame: a link reports where it would go instead. */
function StoryLink({ href, onClick, ...rest }: LinkProps) {
  return (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}

const meta = {
  title: 'Site/LanguageSwitch',
  component: LanguageSwitch,
  args: { href: '/hi/doctors', lang: 'hi', label: 'हिन्दी', onSelect: fn() },
  decorators: [
    (Story) => (
      <LinkProvider component={StoryLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * On an English page: the other language named in its own script and marked as Hindi (the language of parts), so a
 * screen reader says "हिन्दी" in a Hindi voice; choosing it is remembered, then the same page opens in Hindi.
 */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'हिन्दी' });
    await expect(link).toHaveAttribute('lang', 'hi');
    await expect(link).toHaveAttribute('hreflang', 'hi');
    await expect(link).toHaveAttribute('href', '/hi/doctors');
    await userEvent.click(link);
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith('/hi/doctors');
  },
};

/** On a Hindi page: "English", marked as English, back to the same page's English address. */
export const OnAHindiPage: Story = {
  globals: { locale: 'hi' },
  args: { href: '/doctors', lang: 'en', label: 'English' },
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'English' });
    await expect(link).toHaveAttribute('lang', 'en');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/doctors');
  },
};

/** A 360px phone: one short word, a full touch target. */
export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('link', { name: 'हिन्दी' }).getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(box.width).toBeLessThan(180);
  },
};
