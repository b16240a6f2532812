import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Message } from '@hospital/contract';
import { MessagesTable, useToast, type MessagesTableQuery } from '@hospital/ui';
import { useMessagePage, useResendMessage } from '../../api/admin.ts';
import { apiErrorMessage } from '../../auth/apiErrorMessage.ts';
import { parseMessageQuery, withMessageQuery } from './messageQueryParams.ts';

/**
 * Resends a failed message as the dashboard does it: the POST, the lists refetched, a toast; a refusal (409
 * `message_not_failed`, another admin resent it first) is thrown with the server's words, which the widget shows.
 */
export function useResendWithToast() {
  const resendMessage = useResendMessage();
  const { toast } = useToast();
  return useCallback(
    async (message: Message) => {
      try {
        await resendMessage(message);
      } catch (error) {
        throw new Error(apiErrorMessage(error, 'The message could not be sent again. Please try again.'), { cause: error });
      }
      toast({ title: 'Message queued', description: `The ${message.channel === 'email' ? 'e-mail' : 'SMS'} to ${message.recipient} will be sent again.`, variant: 'success' });
    },
    [resendMessage, toast],
  );
}

/**
 * The Messages tab (admin and reception): every message to patients, a page at a time from the server, its filters
 * and page kept in the URL; admins may resend a failed one.
 */
export function MessagesPanel({ mayResend }: { mayResend: boolean }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const query = useMemo(() => parseMessageQuery(new URLSearchParams(search)), [search]);
  const page = useMessagePage(query);
  const resend = useResendWithToast();

  const changeQuery = useCallback(
    (next: MessagesTableQuery) => setSearchParams((current) => withMessageQuery(current, next)),
    [setSearchParams],
  );

  return (
    <MessagesTable
      page={page.data}
      query={query}
      onQueryChange={changeQuery}
      isLoading={page.isLoading}
      error={page.error}
      onRetry={page.onRetry}
      onResend={mayResend ? resend : undefined}
    />
  );
}
