import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination.tsx';

/**
 * The caller owns the page: this wrapper plays the admin dashboard, keeping `page` in state and reporting every
 * request to the story's `onPageChange` spy.
 */
function PagedList(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        props.onPageChange(next);
        setPage(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { page: 1, totalItems: 130, pageSize: 25, onPageChange: fn() },
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    pageCount: { control: { type: 'number', min: 1 } },
    totalItems: { control: { type: 'number', min: 0 } },
    pageSize: { control: { type: 'number', min: 1 } },
    ref: { control: false },
  },
  render: (args) => <PagedList {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 130 appointments, 25 a page: page 1 of 6. */
export const FirstPage: Story = {
  play: async ({ args, canvas, step, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });

    await step('page 1 is current and Previous is disabled', async () => {
      await expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
      await expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
      await expect(within(nav).getByRole('status')).toHaveTextContent('Showing 1–25 of 130');
      await userEvent.click(within(nav).getByRole('button', { name: 'Previous' }));
      await expect(args.onPageChange).not.toHaveBeenCalled();
    });

    await step('Next asks for page 2 and the list moves there', async () => {
      await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
      await expect(args.onPageChange).toHaveBeenCalledTimes(1);
      await expect(args.onPageChange).toHaveBeenCalledWith(2);
      await expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
      await expect(within(nav).getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
      await expect(within(nav).getByRole('status')).toHaveTextContent('Showing 26–50 of 130');
      await expect(within(nav).getByRole('button', { name: 'Previous' })).toBeEnabled();
    });

    await step('the current page button asks for nothing', async () => {
      await userEvent.click(within(nav).getByRole('button', { name: 'Page 2' }));
      await expect(args.onPageChange).toHaveBeenCalledTimes(1);
    });
  },
};

export const MiddlePage: Story = {
  args: { page: 3 },
  play: async ({ args, canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    const pages = within(nav);
    await expect(pages.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByRole('status')).toHaveTextContent('Showing 51–75 of 130');
    await expect(pages.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await expect(pages.getByRole('button', { name: 'Next' })).toBeEnabled();
    // Six pages fit without gaps.
    await expect(pages.getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(6);

    await userEvent.click(pages.getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(pages.getByRole('button', { name: 'Page 5' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
    await expect(pages.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
  },
};

export const LastPage: Story = {
  args: { page: 6 },
  play: async ({ args, canvas, userEvent }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await expect(nav.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(nav.getByRole('status')).toHaveTextContent('Showing 126–130 of 130');
    await userEvent.click(nav.getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenCalledTimes(1);
    await expect(args.onPageChange).toHaveBeenCalledWith(5);
  },
};

/** Everything fits on one page: both steps are disabled. */
export const SinglePage: Story = {
  args: { totalItems: 8 },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    await expect(nav.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(nav.getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(1);
    await expect(nav.getByRole('status')).toHaveTextContent('Showing 1–8 of 8');
  },
};

/**
 * Twenty pages given as `pageCount`, with no totals and so no "Showing" line: first, last, the current page and
 * its neighbours, with gaps for the rest.
 */
export const ManyPages: Story = {
  args: { page: 10, pageCount: 20, totalItems: undefined, pageSize: undefined },
  play: async ({ args, canvas, userEvent }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    // The visible numbers; each button's name is "Page N".
    const numbers = () =>
      nav.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent?.replace('Page ', ''));
    await expect(numbers()).toEqual(['1', '9', '10', '11', '20']);
    await expect(nav.getAllByText('…')).toHaveLength(2);
    await expect(nav.queryByRole('status')).toBeNull();

    await userEvent.click(nav.getByRole('button', { name: 'Page 11' }));
    await expect(args.onPageChange).toHaveBeenCalledTimes(1);
    await expect(args.onPageChange).toHaveBeenCalledWith(11);
    await expect(numbers()).toEqual(['1', '10', '11', '12', '20']);
    await userEvent.click(nav.getByRole('button', { name: 'Page 20' }));
    await expect(numbers()).toEqual(['1', '16', '17', '18', '19', '20']);
    await expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/**
 * A 360 px phone: Previous and Next share the first row, the numbers the second, every target 44 px, nothing
 * wider than the screen.
 */
export const MobileWidth: Story = {
  args: { page: 10, pageSize: 25, totalItems: 500 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.clientWidth).toBeLessThanOrEqual(360);
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);

    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(7); // Previous, five numbers, Next
    for (const button of buttons) {
      const { right, width, height } = button.getBoundingClientRect();
      await expect(right).toBeLessThanOrEqual(doc.clientWidth);
      await expect(Math.min(width, height)).toBeGreaterThanOrEqual(44);
    }
    const top = (name: string | RegExp) => canvas.getAllByRole('button', { name })[0]!.getBoundingClientRect().top;
    await expect(top('Previous')).toBe(top('Next'));
    await expect(top(/^Page \d+$/)).toBeGreaterThan(top('Next'));
    const numberTops = canvas.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.getBoundingClientRect().top);
    await expect(new Set(numberTops).size).toBe(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 226–250 of 500');
  },
};
