// The front desk's data (issue 25): a doctor's day at the desk, read every OPD_QUEUE.refreshSeconds so a change
// made at another desk (a check-in, a call) shows here within seconds, and the desk's writes: check-in, walk-in,
// call next. Each write refetches the day at once, and what else shows the visit (the appointments' pages and
// counts, through useUpdateAppointmentStatus's rule). A refusal is thrown as an Error with the server's sentence
// (and, for a walk-in, the fields it named), which the widgets show.
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import {
  API_PATHS,
  OPD_QUEUE,
  type Appointment,
  type AppointmentStatus,
  type QueueDesk,
  type WalkInRequest,
} from '@hospital/contract';
import { useHandleUnauthorized, useUnauthorizedQuery } from '../auth/useAdminGuard.ts';
import { apiErrorBody, apiErrorMessage } from '../auth/apiErrorMessage.ts';
import { useUpdateAppointmentStatus, type ListState } from './admin.ts';
import { withQuery } from './client.ts';
import { keyMatcher, swrConfig, useApiMutation } from './swr.ts';

/** How often the desk asks for the day again: the contract's figure, the same as the waiting hall's board. */
export const DESK_REFRESH_MS = OPD_QUEUE.refreshSeconds * 1000;

/** The SWR key (and path) of a doctor's day at the desk; without a date, the server's today. */
export function queueDeskKey(doctorId: number, date?: string): string {
  return withQuery(API_PATHS.queueDesk, { doctorId, date: date || undefined });
}

/**
 * A doctor's day at the desk, polled: `null` waits for a doctor. Unlike the site's other reads this one refreshes
 * by itself, also when the window regains focus, and shares a request only within the polling interval.
 */
export function useQueueDesk(doctorId: number | null, date?: string): ListState<QueueDesk> & { isValidating: boolean } {
  const { fetcher, ...config } = swrConfig;
  const { data, error, isLoading, isValidating, mutate } = useSWR<QueueDesk, Error>(
    doctorId === null ? null : queueDeskKey(doctorId, date),
    (path: string) => fetcher(path) as Promise<QueueDesk>,
    {
      ...config,
      refreshInterval: DESK_REFRESH_MS,
      revalidateOnFocus: true,
      dedupingInterval: DESK_REFRESH_MS / 2,
      keepPreviousData: true,
    },
  );
  useUnauthorizedQuery(error);
  return { data, error, isLoading, isValidating, onRetry: () => void mutate() };
}

/** An Error carrying the server's sentence, and the fields it named (a 400's), for the widgets to show. */
export function deskError(error: unknown, fallback: string): Error & { fields?: Record<string, string> } {
  const fields = apiErrorBody(error)?.fields;
  return Object.assign(new Error(apiErrorMessage(error, fallback), { cause: error }), fields ? { fields } : {});
}

/** Every desk day in the cache (any doctor, any date): what a desk write changes. */
const anyDesk = keyMatcher(API_PATHS.queueDesk);

/**
 * The desk's writes. Each sends once, then refetches every desk day shown (a 401 clears the stored user first) and
 * throws a refusal as `deskError`.
 */
export function useQueueDeskActions() {
  const send = useApiMutation();
  const handleUnauthorized = useHandleUnauthorized();
  const updateStatus = useUpdateAppointmentStatus();
  const { mutate } = useSWRConfig();

  const write = useCallback(
    async <T>(run: () => Promise<T>, fallback: string): Promise<T> => {
      try {
        return await run();
      } catch (error) {
        handleUnauthorized(error);
        throw deskError(error, fallback);
      } finally {
        await mutate(anyDesk, undefined, { revalidate: true });
      }
    },
    [handleUnauthorized, mutate],
  );

  return {
    /** A booked patient arrives: the visit with its token (a department booking names the doctor). */
    checkIn: useCallback(
      (visit: Pick<Appointment, 'id'>, doctorId?: number) =>
        write(
          () => send<Appointment>('POST', API_PATHS.appointmentCheckIn(visit.id), doctorId === undefined ? {} : { doctorId }, [API_PATHS.appointments]),
          'The check-in did not go through. Please try again.',
        ),
      [send, write],
    ),
    /** A patient without a booking: registered for the doctor's session under way, with a token. */
    registerWalkIn: useCallback(
      (values: WalkInRequest) =>
        write(() => send<Appointment>('POST', API_PATHS.walkIns, values, [API_PATHS.appointments]), 'The walk-in was not registered. Please try again.'),
      [send, write],
    ),
    /** The doctor's room calls the next patient; the one in consultation is completed first (the server's rule). */
    callNext: useCallback(
      (doctorId: number) =>
        write(() => send<Appointment>('POST', API_PATHS.queueNext, { doctorId }, [API_PATHS.appointments]), 'The next patient could not be called. Please try again.'),
      [send, write],
    ),
    /** A row's step (call, completed, absent, undo): PATCH status, as the appointments table does it. */
    changeStatus: useCallback(
      (visit: Pick<Appointment, 'id'>, status: AppointmentStatus) =>
        write(() => updateStatus(visit.id, status), 'The change did not go through. Please try again.'),
      [updateStatus, write],
    ),
  };
}
