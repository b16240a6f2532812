import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { ButtonVariant } from '../../Button/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { ButtonLink } from './ButtonLink.tsx';

const variants = ['primary', 'secondary', 'ghost', 'danger', 'emergency'] as const satisfies readonly ButtonVariant[];

const meta = {
  title: 'Directory/ButtonLink',
  component: ButtonLink,
  args: { href: '/doctors/1', children: 'View Profile', variant: 'secondary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: variants },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** It is a link (navigation), named by its text, going where `href` says. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: String(args.children) });
    await expect(link).toHaveAttribute('href', args.href);
  },
};

export const BackToHome: Story = { args: { href: '/', children: 'Back to Home', variant: 'ghost' } };

export const Emergency: Story = {
  args: { href: 'tel:101', children: 'Emergency: 101', variant: 'emergency', size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Emergency: 101' })).toHaveAttribute('href', 'tel:101');
  },
};

export const LongContent: Story = {
  args: { children: 'Schedule a consultation with the Department of Gastroenterology and Hepatology', variant: 'primary' },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: LongContent.args,
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** The background-colour rules that apply to `element` only while the pointer is over it. */
function hoverBackgrounds(element: Element): string[] {
  const found: string[] = [];
  for (const sheet of Array.from(element.ownerDocument.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // another origin's sheet: not ours
    }
    for (const rule of Array.from(rules)) {
      if (!(rule instanceof CSSStyleRule) || !rule.selectorText.includes(':hover')) continue;
      if (element.matches(rule.selectorText.replaceAll(':hover', '')) && rule.style.backgroundColor) found.push(rule.style.backgroundColor);
    }
  }
  return found;
}

/** Every variant answers the pointer as its Button does; a rule that needs ":enabled" would never reach a link. */
export const HoverFeedback: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: cssVar.space[3] }}>
      {variants.map((variant) => (
        <ButtonLink key={variant} {...args} variant={variant}>
          {`${variant} link`}
        </ButtonLink>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const variant of variants) {
      const link = canvas.getByRole('link', { name: `${variant} link` });
      await expect(hoverBackgrounds(link)).not.toEqual([]);
    }
  },
};
