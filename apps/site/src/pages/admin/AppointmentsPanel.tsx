import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Appointment, AppointmentStatus } from '@hospital/contract';
import { AppointmentMessagesDialog, AppointmentsTable, countPages, useToast, type AppointmentsTableQuery } from '@hospital/ui';
import { useAppointmentMessages, useAppointmentPage, useUpdateAppointmentStatus } from '../../api/admin.ts';
import { appointmentsExportPath } from '../../api/appointmentsQuery.ts';
import { apiUrl } from '../../api/client.ts';
import { apiErrorMessage } from '../../auth/apiErrorMessage.ts';
import { parseAppointmentQuery, withAppointmentQuery } from './appointmentQueryParams.ts';
import { useResendWithToast } from './MessagesPanel.tsx';

/**
 * The Appointments tab: one page of the table from the server, its search, filter, sort and page kept in the URL
 * (so a reload or a shared link shows the same page), and each status change sent to the API and confirmed by a
 * toast. Each row's "Messages" opens what the hospital sent its patient (GET /api/messages?appointmentId=), which
 * admins may resend when it failed.
 */
export function AppointmentsPanel({ mayResend = false }: { mayResend?: boolean }) {
  const { toast } = useToast();
  const updateStatus = useUpdateAppointmentStatus();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  // One object per URL, not per render: the table compares it to know whether the search came from elsewhere.
  const query = useMemo(() => parseAppointmentQuery(new URLSearchParams(search)), [search]);
  const page = useAppointmentPage(query);

  const changeQuery = useCallback(
    (next: AppointmentsTableQuery, replace = false) => {
      // A search is written as the admin types (after each pause): replacing the entry keeps Back for the page
      // before the search, rather than one step per pause. Filters, sorts and pages are steps of their own.
      setSearchParams((current) => withAppointmentQuery(current, next), { replace: replace || next.q !== query.q });
    },
    [setSearchParams, query.q],
  );

  // A page past the last (an old link, or the last row of the last page changed out of the filter): the last page.
  const data = page.data;
  const lastPage = data ? countPages(data.total, data.pageSize) : undefined;
  useEffect(() => {
    if (!page.isLoading && data && lastPage !== undefined && data.total > 0 && data.page === query.page && query.page > lastPage) {
      changeQuery({ ...query, page: lastPage }, true);
    }
  }, [page.isLoading, data, lastPage, query, changeQuery]);

  const changeStatus = async (appointment: Appointment, status: AppointmentStatus) => {
    try {
      await updateStatus(appointment.id, status);
      toast({ title: 'Status Updated', description: 'Appointment status has been updated successfully.', variant: 'success' });
    } catch (error) {
      toast({
        title: 'Update Failed',
        description: apiErrorMessage(error, 'Failed to update appointment status.'),
        variant: 'destructive',
      });
    }
  };

  // The appointment whose messages are open, and its messages.
  const [messagesOf, setMessagesOf] = useState<Appointment | null>(null);
  const messages = useAppointmentMessages(messagesOf?.id ?? null);
  const resend = useResendWithToast();

  return (
    <>
      <AppointmentsTable
        page={page.data}
        query={query}
        onQueryChange={changeQuery}
        // A plain link on the API's origin: the browser sends the session cookie and saves the streamed file.
        exportHref={apiUrl(appointmentsExportPath(query))}
        isLoading={page.isLoading}
        error={page.error}
        onRetry={page.onRetry}
        onStatusChange={changeStatus}
        onShowMessages={setMessagesOf}
      />
      <AppointmentMessagesDialog
        appointment={messagesOf}
        onOpenChange={(open) => {
          if (!open) setMessagesOf(null);
        }}
        messages={messages.data?.items}
        isLoading={messages.isLoading}
        error={messages.error}
        onRetry={messages.onRetry}
        onResend={mayResend ? resend : undefined}
      />
    </>
  );
}
