// SWR's configuration for the whole site and the one way to run a mutation:
// queries never refetch on their own and are never stale; nothing is retried; after a successful
// mutation the lists it changed are fetched again.
//
// Keys are URL strings built from API_PATHS: `API_PATHS.doctors`, or `withQuery(API_PATHS.gallery, { category })`.
//
// The configuration is passed to each hook through `useApi` rather than by an <SWRConfig> around the app,
// so SWR's code loads with the first page that fetches, not with the home page's first paint.
import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import { useBuildAnswer } from '../prerender/buildData.ts';
import { apiGet, apiMutate, type MutationMethod } from './client.ts';

/**
 * How long a finished request is shared with hooks asking for the same key. Large, because data is never
 * stale; but SWR passes it to setTimeout, which fires at once beyond 2^31-1 ms, so not Infinity: one day.
 */
export const DEDUPING_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** The configuration every data hook uses (see `useApi`). */
export const swrConfig = {
  fetcher: (key: string) => apiGet<unknown>(key),
  shouldRetryOnError: false,
  errorRetryCount: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  refreshInterval: 0,
  revalidateIfStale: false,
  dedupingInterval: DEDUPING_INTERVAL_MS,
} as const satisfies SWRConfiguration;

/** What a hook may add to the site's configuration. */
export interface ApiReadOptions {
  /**
   * While a new key loads, `data` stays the previous key's answer (with `isLoading` true), so a paged list keeps
   * its rows on screen instead of blanking on every page or search.
   */
  keepPreviousData?: boolean;
}

/**
 * Reads one API key with the site's SWR configuration; `null` waits (for example until an id is known).
 * On a pre-rendered page the answer the HTML was drawn with comes first, as loaded data, so hydration draws the
 * same; it is fetched afresh once the page has mounted (prerender/buildData.ts).
 */
export function useApi<T>(key: string | null, read: ApiReadOptions = {}): SWRResponse<T, Error> {
  const { fetcher, ...config } = swrConfig;
  const options = { ...config, ...read };
  const built = useBuildAnswer<T>(key);
  const response = useSWR<T, Error>(
    key,
    (path: string) => fetcher(path) as Promise<T>,
    built === undefined ? options : { ...options, fallbackData: built, revalidateOnMount: true },
  );
  return built === undefined ? response : loadedFromBuild(response);
}

/** SWR counts fallback data as not loaded (`isLoading` while the fresh answer is on its way); the page has it. */
function loadedFromBuild<T>(response: SWRResponse<T, Error>): SWRResponse<T, Error> {
  return {
    get data() {
      return response.data;
    },
    get error() {
      return response.error;
    },
    get isValidating() {
      return response.isValidating;
    },
    isLoading: false,
    mutate: response.mutate,
  };
}

/**
 * A filter over SWR keys: the key itself and, for a key without a query, the same path with any query.
 * So revalidating `/api/gallery` also refreshes `/api/gallery?category=staff`.
 */
export function keyMatcher(key: string): (candidate?: unknown) => boolean {
  const withAnyQuery = key.includes('?') ? undefined : `${key}?`;
  return (candidate) =>
    typeof candidate === 'string' && (candidate === key || (withAnyQuery !== undefined && candidate.startsWith(withAnyQuery)));
}

export interface MutationDeps {
  apiMutate: <T>(method: MutationMethod, path: string, body?: unknown, headers?: Record<string, string>) => Promise<T>;
  /** SWR's mutate with a key filter; revalidates every mounted hook whose key passes. */
  mutate: (matcher: (key?: unknown) => boolean) => Promise<unknown>;
}

/**
 * Sends one mutation (never retried), then revalidates each key in `keysToRevalidate` (see `keyMatcher`)
 * and resolves to the mutation's answer once they are fetched again. A failed mutation rejects with the
 * client's error and revalidates nothing.
 *
 * Only mounted hooks refetch: SWR keeps the cached data of a key nobody shows, and with
 * `revalidateIfStale: false` a later mount shows that cache.
 */
export async function mutateAndRevalidate<T>(
  method: MutationMethod,
  path: string,
  body: unknown,
  keysToRevalidate: readonly string[],
  deps: MutationDeps,
  headers?: Record<string, string>,
): Promise<T> {
  const result = await deps.apiMutate<T>(method, path, body, ...(headers ? [headers] : []));
  await Promise.all(keysToRevalidate.map((key) => deps.mutate(keyMatcher(key))));
  return result;
}

export type ApiMutation = <T>(
  method: MutationMethod,
  path: string,
  body: unknown,
  keysToRevalidate: readonly string[],
  headers?: Record<string, string>,
) => Promise<T>;

/** `mutateAndRevalidate` bound to the client and the nearest SWR cache (so stories with their own cache work). */
export function useApiMutation(): ApiMutation {
  const { mutate } = useSWRConfig();
  return useCallback(
    <T>(method: MutationMethod, path: string, body: unknown, keysToRevalidate: readonly string[], headers?: Record<string, string>) =>
      mutateAndRevalidate<T>(method, path, body, keysToRevalidate, { apiMutate, mutate: (matcher) => mutate(matcher) }, headers),
    [mutate],
  );
}
