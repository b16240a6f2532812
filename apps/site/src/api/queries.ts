// Data hooks: one per list, keyed by the API path, fetched by the fetcher of `swrConfig`.
import useSWR from 'swr';
import { API_PATHS, type Doctor } from '@hospital/contract';

export interface DoctorsState {
  doctors: Doctor[] | undefined;
  isLoading: boolean;
  error: Error | undefined;
}

export function useDoctors(): DoctorsState {
  const { data, isLoading, error } = useSWR<Doctor[], Error>(API_PATHS.doctors);
  return { doctors: data, isLoading, error };
}
