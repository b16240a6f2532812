// Data hooks of the public pages: one per list, keyed by the API path (with its query), read through `useApi`
// (the site's SWR configuration). Each returns the list, whether it is loading, and the error.
import { API_PATHS, type Department, type Doctor, type GalleryCategory, type GalleryImage, type NewsEvent, type NewsType, type Testimonial } from '@hospital/contract';
import { withQuery } from './client.ts';
import { useApi } from './swr.ts';

export interface DoctorsState {
  doctors: Doctor[] | undefined;
  isLoading: boolean;
  error: Error | undefined;
  onRetry: () => void;
}

export function useDoctors(): DoctorsState {
  const { data, isLoading, error, mutate } = useApi<Doctor[]>(API_PATHS.doctors);
  return { doctors: data, isLoading, error, onRetry: () => void mutate() };
}

export interface DoctorState {
  doctor: Doctor | undefined;
  isLoading: boolean;
  error: Error | undefined;
  onRetry: () => void;
}

/** The doctor id in a URL, or null when it is not a whole positive number: no such doctor can exist, so none is fetched. */
export function doctorIdOf(param: string | undefined): number | null {
  if (param === undefined || !/^[1-9]\d{0,8}$/.test(param)) return null;
  return Number(param);
}

/** One doctor; `null` (an id that is not a number) reads nothing. */
export function useDoctor(id: number | null): DoctorState {
  const { data, isLoading, error, mutate } = useApi<Doctor>(id === null ? null : API_PATHS.doctor(id));
  return { doctor: data ?? undefined, isLoading, error, onRetry: () => void mutate() };
}

export interface DepartmentsState {
  departments: Department[] | undefined;
  isLoading: boolean;
  error: Error | undefined;
}

export function useDepartments(): DepartmentsState {
  const { data, isLoading, error } = useApi<Department[]>(API_PATHS.departments);
  return { departments: data, isLoading, error };
}

export interface GalleryState {
  images: GalleryImage[] | undefined;
  isLoading: boolean;
  error: Error | undefined;
  onRetry: () => void;
}

/** The visible gallery, of one category or (`''`) all: `/api/gallery?category=staff`. */
export function useGallery(category: GalleryCategory | ''): GalleryState {
  const { data, isLoading, error, mutate } = useApi<GalleryImage[]>(withQuery(API_PATHS.gallery, { category }));
  return { images: data, isLoading, error, onRetry: () => void mutate() };
}

export interface NewsEventsState {
  items: NewsEvent[] | undefined;
  isLoading: boolean;
  error: Error | undefined;
  onRetry: () => void;
}

/** Published news and events, of one type or (`''`) both: `/api/news-events?type=event`. */
export function useNewsEvents(type: NewsType | ''): NewsEventsState {
  const { data, isLoading, error, mutate } = useApi<NewsEvent[]>(withQuery(API_PATHS.newsEvents, { type }));
  return { items: data, isLoading, error, onRetry: () => void mutate() };
}

export interface TestimonialsState {
  testimonials: Testimonial[] | undefined;
  isLoading: boolean;
  error: Error | undefined;
}

/** The patients' testimonials the home page shows, each text in English and Hindi. */
export function useTestimonials(): TestimonialsState {
  const { data, isLoading, error } = useApi<Testimonial[]>(API_PATHS.testimonials);
  return { testimonials: data, isLoading, error };
}
