// The admin dashboard's data: its lists, its stats and its mutations, each with the rule that a 401 clears the
// stored user (see auth/useAdminGuard). Keys are the API paths; admins see hidden images and drafts on the same
// paths the public pages read, because the server answers by the session.
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import {
  API_PATHS,
  type Appointment,
  type AppointmentCounts,
  type AppointmentPage,
  type AppointmentStatus,
  type ChangePasswordInput,
  type Closure,
  type ClosureAnswer,
  type ClosureRequest,
  type Department,
  type Doctor,
  type DoctorInput,
  type LeaveAnswer,
  type Message,
  type MessagePage,
  type LeaveRequest,
  type TimetableImpact,
  type Timetable,
  type TimetableAnswer,
  type WeeklySession,
  type CreatedStaff,
  type CreateStaffInput,
  type DemoAccounts,
  type GalleryImage,
  type InsertGalleryImage,
  type InsertNewsEvent,
  type NewsEvent,
  type Stats,
  type TemporaryPassword,
  type InsertTestimonial,
  type Testimonial,
  type UpdateStaffInput,
  type User,
} from '@hospital/contract';
import { messagesQueryInput, type AppointmentsTableQuery, type MessagesTableQuery } from '@hospital/ui';
import { useHandleUnauthorized, useUnauthorizedQuery } from '../auth/useAdminGuard.ts';
import { appointmentPageKey } from './appointmentsQuery.ts';
import { apiGet, withQuery, type MutationMethod } from './client.ts';
import { keyMatcher, swrConfig, useApi, useApiMutation, type ApiReadOptions } from './swr.ts';

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
 * One page of the appointments table from the server (never the whole list). While another page,
 * search, filter or sort loads, `data` is still the page before it and `isLoading` is true: the table keeps its
 * rows and shows itself busy.
 */
export const useAppointmentPage = (query: AppointmentsTableQuery) =>
  useAdminQuery<AppointmentPage>(appointmentPageKey(query), { keepPreviousData: true });
/** The SWR key (and request path) of one page of the messages, for the Messages tab or one appointment's. */
export function messagePageKey(query: MessagesTableQuery, appointmentId?: number): string {
  return withQuery(API_PATHS.messages, { ...messagesQueryInput(query, appointmentId) });
}

/**
 * One page of the messages to patients, newest first; with `appointmentId`, that appointment's only.
 * Staff (admin and reception). Like the appointments, the page before stays while the next loads.
 */
export const useMessagePage = (query: MessagesTableQuery, appointmentId?: number) =>
  useAdminQuery<MessagePage>(messagePageKey(query, appointmentId), { keepPreviousData: true });

/** One appointment's messages (the appointments table's "Messages"); `null` waits for an appointment to be chosen. */
export function useAppointmentMessages(appointmentId: number | null): ListState<MessagePage> {
  const key = appointmentId === null ? null : messagePageKey({ status: 'all', kind: 'all', channel: 'all', page: 1 }, appointmentId);
  const { data, isLoading, error, mutate } = useApi<MessagePage>(key);
  useUnauthorizedQuery(error);
  return { data, isLoading, error, onRetry: () => void mutate() };
}

/**
 * Sends a failed message again (admins), then refetches every page of the messages, the tab's and each
 * appointment's, so its status shows queued (then sent). A 409 `message_not_failed` or any refusal is thrown.
 */
export function useResendMessage() {
  const send = useAdminMutation();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (message: Message) => {
      const answer = await send<Message>('POST', API_PATHS.messageResend(message.id), undefined, []);
      await mutate(keyMatcher(API_PATHS.messages), undefined, { revalidate: true });
      return answer;
    },
    [send, mutate],
  );
}

/** The analytics tab's counts, counted by the server. */
export const useAppointmentCounts = () => useAdminQuery<AppointmentCounts>(API_PATHS.appointmentCounts);
export const useStats = () => useAdminQuery<Stats>(API_PATHS.stats);
export const useAdminGallery = () => useAdminQuery<GalleryImage[]>(API_PATHS.gallery);
export const useAdminNewsEvents = () => useAdminQuery<NewsEvent[]>(API_PATHS.newsEvents);
/** The home page's testimonials, as visitors read them (the same path: there are no drafts). */
export const useAdminTestimonials = () => useAdminQuery<Testimonial[]>(API_PATHS.testimonials);
/** The accounts of the Staff tab (admins only). */
export const useStaffAccounts = () => useAdminQuery<User[]>(API_PATHS.users);

/** The Doctors tab's lists (admins): the doctors, the departments for the form, and the hospital's closures. */
export const useAdminDoctors = () => useAdminQuery<Doctor[]>(API_PATHS.doctors);
export const useAdminDepartments = () => useAdminQuery<Department[]>(API_PATHS.departments);
export const useClosures = () => useAdminQuery<Closure[]>(API_PATHS.closures);
/** The key prefix of every doctor's timetable read at once, for the Doctors list's "Next session". */
const TIMETABLES_KEY = 'doctor-timetables:';

/**
 * Every listed doctor's timetable, one request each (at most a few dozen doctors), as one map: the list's next
 * sessions. A doctor whose timetable fails is left out rather than failing the list.
 */
export function useDoctorTimetables(ids: readonly number[] | undefined): ReadonlyMap<number, Timetable> | undefined {
  const key = ids ? `${TIMETABLES_KEY}${ids.join(',')}` : null;
  const { data } = useSWR<Map<number, Timetable>, Error>(
    key,
    async () => {
      const answers = await Promise.allSettled((ids ?? []).map(async (id) => [id, await apiGet<Timetable>(API_PATHS.doctorTimetable(id))] as const));
      return new Map(answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value] : [])));
    },
    { ...swrConfig, fetcher: undefined },
  );
  return data;
}

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

export function useTestimonialMutations() {
  const send = useAdminMutation();
  const keys = [API_PATHS.testimonials];
  return {
    create: (values: InsertTestimonial) => send<Testimonial>('POST', API_PATHS.testimonials, values, keys),
    update: (id: number, values: InsertTestimonial) => send<Testimonial>('PATCH', API_PATHS.testimonial(id), values, keys),
    remove: (id: number) => send<null>('DELETE', API_PATHS.testimonial(id), undefined, keys),
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

/** `path?preview=1`: the server answers what the change would do and saves nothing. */
const preview = (path: string) => withQuery(path, { preview: 1 });

/**
 * What a timetable change alters besides its own list: every doctor's timetable as the list reads them, the
 * appointments' pages (bookings marked as needing a new time) and the public availability. Dropped and refetched,
 * as a status change does (see useUpdateAppointmentStatus).
 */
const timetableDependents = (key?: unknown) =>
  typeof key === 'string' &&
  (key.startsWith(TIMETABLES_KEY) || keyMatcher(API_PATHS.appointments)(key) || keyMatcher(API_PATHS.availability)(key) || key === API_PATHS.appointmentCounts);

/**
 * The Doctors tab's writes: the doctor's details, retiring, the weekly sessions, leave and the hospital's closures.
 * Each `preview...` asks with `?preview=1` and changes nothing; each write refetches what it changed.
 */
export function useDoctorMutations() {
  const send = useAdminMutation();
  const { mutate } = useSWRConfig();
  const write = async <T>(method: MutationMethod, path: string, body: unknown, keys: readonly string[]): Promise<T> => {
    const answer = await send<T>(method, path, body, keys);
    await mutate(timetableDependents, undefined, { revalidate: true });
    return answer;
  };
  const doctorKeys = (id?: number) => [API_PATHS.doctors, ...(id === undefined ? [] : [API_PATHS.doctor(id), API_PATHS.doctorTimetable(id)])];
  return {
    create: (values: DoctorInput) => write<Doctor>('POST', API_PATHS.doctors, values, doctorKeys()),
    update: (id: number, values: DoctorInput) => write<Doctor>('PATCH', API_PATHS.doctor(id), values, doctorKeys(id)),
    previewRetire: (id: number) => send<TimetableImpact>('DELETE', preview(API_PATHS.doctor(id)), undefined, []),
    retire: (id: number) => write<TimetableImpact>('DELETE', API_PATHS.doctor(id), undefined, doctorKeys(id)),
    previewTimetable: (id: number, weekly: WeeklySession[]) => send<TimetableAnswer>('PUT', preview(API_PATHS.doctorTimetable(id)), { weekly }, []),
    saveTimetable: (id: number, weekly: WeeklySession[]) => write<TimetableAnswer>('PUT', API_PATHS.doctorTimetable(id), { weekly }, [API_PATHS.doctorTimetable(id)]),
    previewLeave: (id: number, values: LeaveRequest) => send<LeaveAnswer>('POST', preview(API_PATHS.doctorLeave(id)), values, []),
    addLeave: (id: number, values: LeaveRequest) => write<LeaveAnswer>('POST', API_PATHS.doctorLeave(id), values, [API_PATHS.doctorTimetable(id)]),
    removeLeave: (id: number, leaveId: number) => write<null>('DELETE', API_PATHS.doctorLeaveItem(id, leaveId), undefined, [API_PATHS.doctorTimetable(id)]),
    previewClosure: (values: ClosureRequest) => send<ClosureAnswer>('POST', preview(API_PATHS.closures), values, []),
    addClosure: (values: ClosureRequest) => write<ClosureAnswer>('POST', API_PATHS.closures, values, [API_PATHS.closures]),
    removeClosure: (id: number) => write<null>('DELETE', API_PATHS.closure(id), undefined, [API_PATHS.closures]),
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
