// The admin dashboard's data: its lists, its stats and its mutations, each with the rule that a 401 clears the
// stored user (see auth/useAdminGuard). Keys are the API paths; admins see hidden images and drafts on the same
// paths the public pages read, because the server answers by the session.
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import {
  API_PATHS,
  type Appointment,
  type AppointmentCounts,
  type AppointmentPage,
  type AppointmentStatus,
  type ChangePasswordInput,
  type CreatedStaff,
  type CreateStaffInput,
  type DemoAccounts,
  type GalleryImage,
  type InsertGalleryImage,
  type InsertNewsEvent,
  type NewsEvent,
  type Stats,
  type TemporaryPassword,
  type UpdateStaffInput,
  type User,
} from '@hospital/contract';
import type { AppointmentsTableQuery } from '@hospital/ui';
import { useHandleUnauthorized, useUnauthorizedQuery } from '../auth/useAdminGuard.ts';
import { appointmentPageKey } from './appointmentsQuery.ts';
import type { MutationMethod } from './client.ts';
import { keyMatcher, useApi, useApiMutation, type ApiReadOptions } from './swr.ts';

export interface ListState<T> {
  data: T | undefined;
  isLoading: boolean;
  error: Error | undefined;
  /** Fetches the list again (a Try again button). */
  onRetry: () => void;
}

function useAdminQuery<T>(key: string, read?: ApiReadOptions): ListState<T> {
  const { data, isLoading, error, mutate } = useApi<T>(key, read);
  useUnauthorizedQuery(error);
  return { data, isLoading, error, onRetry: () => void mutate() };
}

/**
 * One page of the appointments table from the server (issue 22: never the whole list). While another page,
 * search, filter or sort loads, `data` is still the page before it and `isLoading` is true: the table keeps its
 * rows and shows itself busy.
 */
export const useAppointmentPage = (query: AppointmentsTableQuery) =>
  useAdminQuery<AppointmentPage>(appointmentPageKey(query), { keepPreviousData: true });
/** The analytics tab's counts, counted by the server. */
export const useAppointmentCounts = () => useAdminQuery<AppointmentCounts>(API_PATHS.appointmentCounts);
export const useStats = () => useAdminQuery<Stats>(API_PATHS.stats);
export const useAdminGallery = () => useAdminQuery<GalleryImage[]>(API_PATHS.gallery);
export const useAdminNewsEvents = () => useAdminQuery<NewsEvent[]>(API_PATHS.newsEvents);
/** The accounts of the Staff tab (admins only). */
export const useStaffAccounts = () => useAdminQuery<User[]>(API_PATHS.users);

/** One admin mutation: sent once, then the named lists refetched; a 401 clears the stored user before rethrowing. */
function useAdminMutation() {
  const mutate = useApiMutation();
  const handleUnauthorized = useHandleUnauthorized();
  return useCallback(
    async <T>(method: MutationMethod, path: string, body: unknown, keys: readonly string[]): Promise<T> => {
      try {
        return await mutate<T>(method, path, body, keys);
      } catch (error) {
        handleUnauthorized(error);
        throw error;
      }
    },
    [mutate, handleUnauthorized],
  );
}

/** Every page of the appointments list (any query) and the analytics counts: what a status change alters. */
const countsOrPage = (() => {
  const page = keyMatcher(API_PATHS.appointments);
  return (key?: unknown) => page(key) || key === API_PATHS.appointmentCounts;
})();

/**
 * Changes an appointment's status, then refetches what shows it: the stat cards' totals, and the appointments'
 * pages and analytics counts. Those are dropped from the cache as well as refetched: a page or the counts not on
 * screen would otherwise come back from the cache with the old status (the site never refetches by itself), while
 * the page on screen keeps its rows until its fresh copy arrives (keepPreviousData).
 */
export function useUpdateAppointmentStatus() {
  const send = useAdminMutation();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number, status: AppointmentStatus) => {
      const updated = await send<Appointment>('PATCH', API_PATHS.appointmentStatus(id), { status }, []);
      await Promise.all([mutate(keyMatcher(API_PATHS.stats)), mutate(countsOrPage, undefined, { revalidate: true })]);
      return updated;
    },
    [send, mutate],
  );
}

export function useGalleryMutations() {
  const send = useAdminMutation();
  const keys = [API_PATHS.gallery];
  return {
    create: (values: InsertGalleryImage) => send<GalleryImage>('POST', API_PATHS.gallery, values, keys),
    update: (id: number, values: InsertGalleryImage) => send<GalleryImage>('PATCH', API_PATHS.galleryImage(id), values, keys),
    remove: (id: number) => send<null>('DELETE', API_PATHS.galleryImage(id), undefined, keys),
  };
}

export function useNewsEventMutations() {
  const send = useAdminMutation();
  const keys = [API_PATHS.newsEvents];
  return {
    create: (values: InsertNewsEvent) => send<NewsEvent>('POST', API_PATHS.newsEvents, values, keys),
    update: (id: number, values: InsertNewsEvent) => send<NewsEvent>('PATCH', API_PATHS.newsEvent(id), values, keys),
    remove: (id: number) => send<null>('DELETE', API_PATHS.newsEvent(id), undefined, keys),
  };
}

/** The Staff tab's writes; each refetches the accounts. Create and reset answer a temporary password, shown once. */
export function useStaffMutations() {
  const send = useAdminMutation();
  const keys = [API_PATHS.users];
  return {
    create: (values: CreateStaffInput) => send<CreatedStaff>('POST', API_PATHS.users, values, keys),
    update: (id: number, values: UpdateStaffInput) => send<User>('PATCH', API_PATHS.user(id), values, keys),
    resetPassword: (id: number) => send<TemporaryPassword>('POST', API_PATHS.userResetPassword(id), undefined, keys),
  };
}

/** The signed-in user changes their own password (204); their other sessions end. */
export function useChangePassword() {
  const send = useAdminMutation();
  return useCallback((values: ChangePasswordInput) => send<null>('POST', API_PATHS.changePassword, values, []), [send]);
}

/**
 * The demo's accounts for the sign-in page; the server decides (none in production). A failure is no accounts:
 * the sign-in works without them.
 */
export function useDemoAccounts(): DemoAccounts['accounts'] {
  const { data } = useApi<DemoAccounts>(API_PATHS.demoAccounts);
  return data?.accounts ?? [];
}

/**
 * Forgets every cached answer without refetching. Called when the signed-in user changes: the same paths answer
 * differently for an admin (hidden images, drafts) than for a visitor, and data is otherwise never refetched.
 */
export function useForgetCachedData(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate(() => true, undefined, { revalidate: false });
  }, [mutate]);
}
