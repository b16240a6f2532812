// The OPD day's data: a doctor's OPD day, read every OPD_QUEUE.refreshSeconds so a change made at another counter
// (a check-in, a call) shows here within seconds, and the OPD day's writes: check-in, walk-in, call next. Each write refetches the day at once, and what else shows the visit (the appointments' pages and
// counts, through useUpdateAppointmentStatus's rule). A refusal is thrown as an Error with the server's sentence
// (and, for a walk-in, the fields it named), which the widgets show.
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import {
  API_PATHS,
  OPD_QUEUE,
  type Appointment,
  type AppointmentStatus,
  type OpdDay,
  type WalkInRequest,
} from '@hospital/contract';
import { useHandleUnauthorized, useUnauthorizedQuery } from '../auth/useAdminGuard.ts';
import { apiErrorBody, apiErrorMessage } from '../auth/apiErrorMessage.ts';
import { useUpdateAppointmentStatus, type ListState } from './admin.ts';
import { withQuery } from './client.ts';
import { keyMatcher, swrConfig, useApiMutation } from './swr.ts';

/** How often the OPD day is asked for again: the contract's figure, the same as the waiting hall's board. */
export const OPD_DAY_REFRESH_MS = OPD_QUEUE.refreshSeconds * 1000;

/** The SWR key (and path) of a doctor's OPD day; without a date, the server's today. */
export function opdDayKey(doctorId: number, date?: string): string {
  return withQuery(API_PATHS.opdDay, { doctorId, date: date || undefined });
}

/**
 * A doctor's OPD day, polled: `null` waits for a doctor. Unlike the site's other reads this one refreshes
 * by itself, also when the window regains focus, and shares a request only within the polling interval.
 */
export function useOpdDay(doctorId: number | null, date?: string): ListState<OpdDay> & { isValidating: boolean } {
  const { fetcher, ...config } = swrConfig;
  const { data, error, isLoading, isValidating, mutate } = useSWR<OpdDay, Error>(
    doctorId === null ? null : opdDayKey(doctorId, date),
    (path: string) => fetcher(path) as Promise<OpdDay>,
    {
      ...config,
      refreshInterval: OPD_DAY_REFRESH_MS,
      revalidateOnFocus: true,
      dedupingInterval: OPD_DAY_REFRESH_MS / 2,
      keepPreviousData: true,
    },
  );
  useUnauthorizedQuery(error);
  return { data, error, isLoading, isValidating, onRetry: () => void mutate() };
}

/** An Error carrying the server's sentence, and the fields it named (a 400's), for the widgets to show. */
export function opdDayError(error: unknown, fallback: string): Error & { fields?: Record<string, string> } {
  const fields = apiErrorBody(error)?.fields;
  return Object.assign(new Error(apiErrorMessage(error, fallback), { cause: error }), fields ? { fields } : {});
}

/** Every OPD day in the cache (any doctor, any date): what an OPD day write changes. */
const anyOpdDay = keyMatcher(API_PATHS.opdDay);

/**
 * The OPD day's writes. Each sends once, then refetches every OPD day shown (a 401 clears the stored user first)
 * and throws a refusal as `opdDayError`.
 */
export function useOpdDayActions() {
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
        throw opdDayError(error, fallback);
      } finally {
        await mutate(anyOpdDay, undefined, { revalidate: true });
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
