import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { Skeleton } from '../Skeleton/index.ts';
import { Alert, Status } from './LiveRegion.tsx';

/**
 * Every live region of the design system is a `Status` (polite) or an `Alert` (assertive); no component writes
 * `role="status"`, `role="alert"` or `aria-live` by hand. A load failure is a polite `Status`, and the status text
 * of a loading widget sits beside its `aria-busy` region, never inside it.
 */
const meta = {
  title: 'Components/LiveRegion',
  component: Status,
  args: { children: 'Loading appointments...' },
} satisfies Meta<typeof Status>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A polite status: heard after whatever the screen reader is reading now. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading appointments...');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toBeVisible();
  },
};

/** An assertive alert, for an action that just failed: the sign-in form's "Invalid username or password". */
export const AlertMessage: Story = {
  render: () => <Alert element="p">Invalid username or password</Alert>,
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Invalid username or password');
    await expect(alert).toHaveAttribute('aria-live', 'assertive');
    await expect(alert.tagName).toBe('P');
  },
};

/** A loading placeholder: the hidden status text beside the busy region, not inside it. */
export const BesideBusyRegion: Story = {
  render: () => (
    <div>
      <Status visuallyHidden>Loading appointments...</Status>
      <div aria-busy="true" aria-hidden="true">
        <Skeleton shape="text" />
        <Skeleton shape="text" />
      </div>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading appointments...');
    await expect(status.closest('[aria-busy="true"]')).toBeNull();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(status.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

function ChangingStatus() {
  const [moved, setMoved] = useState(0);
  return (
    <div>
      <Button onClick={() => setMoved((count) => count + 1)}>Move a task</Button>
      {/* The region stays in the page and only its text changes, which every screen reader announces. */}
      <Status element="p">{moved === 0 ? '' : `Moved ${moved} task${moved === 1 ? '' : 's'} to Completed`}</Status>
    </div>
  );
}

/** The region is there before the news; the text changes in it. */
export const ChangingText: Story = {
  render: () => <ChangingStatus />,
  play: async ({ canvas, userEvent }) => {
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Move a task' }));
    await expect(status).toHaveTextContent('Moved 1 task to Completed');
    await userEvent.click(canvas.getByRole('button', { name: 'Move a task' }));
    await expect(status).toHaveTextContent('Moved 2 tasks to Completed');
  },
};

/** Long text wraps inside the region. */
export const LongContent: Story = {
  args: { children: 'Unable to load the appointment statistics for every department over the last seven days. Please try again later.' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
