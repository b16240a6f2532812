import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { Message } from '@hospital/contract';
import { longMessagesData, messagePageData, messagesData } from '../messageFixtures.ts';
import { MessagesTable, type MessagesTableProps } from './MessagesTable.tsx';
import { DEFAULT_MESSAGES_QUERY, type MessagesTableQuery } from './messagesQuery.ts';
import { layerShown } from '../../shared/layerShown.ts';

/** The dialog once it has come in. */
const shownDialog = async (body: HTMLElement, name?: string) => layerShown(await within(body).findByRole('dialog', name === undefined ? {} : { name }));

/** What the server answers for a query, filtered and paged here. */
function serverPage(query: MessagesTableQuery, rows: readonly Message[] = messagesData) {
  const matching = rows.filter(
    (message) =>
      (query.status === 'all' || message.status === query.status) &&
      (query.kind === 'all' || message.kind === query.kind) &&
      (query.channel === 'all' || message.channel === query.channel),
  );
  return messagePageData(matching, query.page);
}

/** The table with a caller that keeps the query, as the site does. */
function WithServer(args: MessagesTableProps) {
  const [query, setQuery] = useState(args.query);
  return (
    <MessagesTable
      {...args}
      query={query}
      page={serverPage(query)}
      onQueryChange={(next) => {
        args.onQueryChange(next);
        setQuery(next);
      }}
    />
  );
}

const meta = {
  title: 'Admin/MessagesTable',
  component: MessagesTable,
  args: {
    page: serverPage(DEFAULT_MESSAGES_QUERY),
    query: DEFAULT_MESSAGES_QUERY,
    onQueryChange: fn(),
    onResend: fn(async (_message: Message) => undefined),
  },
  argTypes: { page: { control: false }, query: { control: false } },
} satisfies Meta<typeof MessagesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstFailed = messagesData.find((message) => message.status === 'failed')!;

/** The first of three pages: time (IST), message, recipient and booking, status and tries, last error, actions. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const headers = canvas.getAllByRole('columnheader').map((th) => th.textContent);
    await expect(headers).toEqual(['Time (IST)', 'Message', 'To', 'Status', 'Last error', 'Actions']);
    await expect(canvas.getAllByRole('rowheader')).toHaveLength(25);
    await expect(canvas.getByText('Showing 1–25 of 60')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Resend / }).length).toBeGreaterThan(0);
  },
};

/** With the keyboard: Enter on a row's View opens the message as the patient reads it; Escape closes it, focus returns. */
export const OpenMessage: Story = {
  play: async ({ canvas, canvasElement, step, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    const view = canvas.getAllByRole('button', { name: /^View / })[0]!;
    await step('open', async () => {
      view.focus();
      await userEvent.keyboard('{Enter}');
      const dialog = await shownDialog(canvasElement.ownerDocument.body, 'Confirmation e-mail');
      await expect(within(dialog).getByText(/Your appointment at City Care Hospital is booked\./)).toBeVisible();
      await expect(within(dialog).getByText('Sent', { selector: '[data-status]' })).toBeVisible();
      await expect(within(dialog).getByRole('region', { name: 'What the patient reads' })).toBeVisible();
    });
    await step('Escape closes it and focus goes back to View', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(view).toHaveFocus());
    });
  },
};

/** A failed message: Resend in its row calls back with it (keyboard), and so does the dialog's. */
export const ResendFailed: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const resend = canvas.getAllByRole('button', { name: /^Resend / })[0]!;
    resend.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onResend).toHaveBeenCalledWith(firstFailed);
    const row = resend.closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /^View / }));
    const dialog = await shownDialog(canvasElement.ownerDocument.body);
    await expect(within(dialog).getByText('connect ECONNREFUSED 10.0.0.7:587')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));
    await expect(args.onResend).toHaveBeenCalledTimes(2);
  },
};

/** The server refuses (409 message_not_failed, another admin resent it first): its words are shown. */
export const ResendRefused: Story = {
  args: { onResend: fn(async (_message: Message) => Promise.reject(new globalThis.Error('Only a message that failed can be sent again.'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: /^Resend / })[0]!);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Only a message that failed can be sent again.');
  },
};

/** The front desk may read the messages but not resend them: no Resend anywhere. */
export const ReadOnlyForReception: Story = {
  args: { onResend: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button', { name: /^Resend / })).toHaveLength(0);
    await expect(canvas.getAllByRole('button', { name: /^View / })).toHaveLength(25);
  },
};

/** Each filter asks at once, from page 1. */
export const Filters: Story = {
  args: { query: { ...DEFAULT_MESSAGES_QUERY, page: 2 } },
  render: (args) => <WithServer {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by status' }), 'failed');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...DEFAULT_MESSAGES_QUERY, status: 'failed', page: 1 });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by channel' }), 'email');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...DEFAULT_MESSAGES_QUERY, status: 'failed', channel: 'email', page: 1 });
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by kind' }), 'reminder');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ status: 'failed', kind: 'reminder', channel: 'email', page: 1 });
    // Only failed reminder e-mails are left, each saying so.
    await waitFor(() => expect(canvas.queryByText('Showing 1–25 of 60')).toBeNull());
    for (const row of canvas.getAllByRole('row').slice(1)) {
      await expect(within(row).getByText('Failed')).toBeVisible();
      await expect(within(row).getByText('Reminder')).toBeVisible();
    }
  },
};

/** Next asks for page 2. */
export const Pages: Story = {
  render: (args) => <WithServer {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...DEFAULT_MESSAGES_QUERY, page: 2 });
    await expect(canvas.getByText('Showing 26–50 of 60')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { page: undefined, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status').some((status) => status.textContent === 'Loading messages...')).toBe(true);
    await expect(canvas.queryByRole('navigation', { name: 'Messages pages' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { page: messagePageData([]), query: { ...DEFAULT_MESSAGES_QUERY, status: 'failed' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No messages found')).toBeVisible();
  },
};

export const Error: Story = {
  args: { page: undefined, error: new globalThis.Error('500: Internal Server Error'), onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText(/Failed to load messages/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A long address and error, and a Hindi booking's message (its text marked Hindi). */
export const LongContent: Story = {
  args: { page: messagePageData(longMessagesData) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^View Confirmation e-mail to radha/ }));
    const dialog = await shownDialog(canvasElement.ownerDocument.body);
    await expect(within(dialog).getByRole('region', { name: 'What the patient reads' })).toHaveAttribute('lang', 'hi');
  },
};

export const MobileWidth: Story = {
  args: { page: messagePageData(messagesData.slice(0, 6), 1, 6) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Filter by status' })).toBeVisible();
  },
};

/** A message open at phone width: the dialog is a bottom sheet; the text wraps. */
export const MessageOpenMobileWidth: Story = {
  args: { page: messagePageData(longMessagesData) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: /^View / })[0]!);
    const dialog = await shownDialog(canvasElement.ownerDocument.body);
    await expect(within(dialog).getByRole('button', { name: 'Resend' })).toBeVisible();
  },
};
