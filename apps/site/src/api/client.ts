// The API client: pure functions over an injectable `fetch`, so the rules are unit-tested without a network. The
// app uses the default client exported at the bottom.
//
// The API base rule:
// - `VITE_API_BASE` unset (the Vite dev server of `npm run dev`): `{protocol}//{hostname}:5000`, the spec's fixed
//   base, so the site on :5173 calls the mock API on :5000 (which allows that origin with credentials).
// - `VITE_API_BASE` set to an empty string: the page's own origin (`location.origin`). apps/site/.env.production
//   sets this for every production build, because a built site is served by the production server (apps/api) on
//   the same origin as its API: `npm start` on :5000 (so the base is still host:5000), the e2e rig on a port of its
//   own.
// - `VITE_API_BASE` set to a URL: that URL (a trailing slash is dropped). An environment variable set when
//   Vite runs wins over the .env files, e.g. `VITE_API_BASE=https://api.example.org npm run build`.

/** The one thing the client needs from `fetch`. */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export type MutationMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where the page is: the parts of `window.location` the base rule reads. */
export interface PageLocation {
  protocol: string;
  hostname: string;
  origin: string;
}

/** The port of the hospital's API when nothing else is configured: the page's own host, on port 5000. */
export const DEFAULT_API_PORT = 5000;

/**
 * Any non-2xx answer. The message is exactly the spec's: `"{status}: {body text}"`, or the status text
 * when the body is empty. `status` and `body` are there for callers that need more than the message.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** The API base for a configured value and the page's location; see the rule at the top of this file. */
export function resolveApiBase(configured: string | undefined, location: PageLocation): string {
  if (configured === undefined) return `${location.protocol}//${location.hostname}:${DEFAULT_API_PORT}`;
  const value = configured.trim();
  if (value === '') return location.origin;
  return value.replace(/\/+$/, '');
}

const ABSOLUTE_URL = /^https?:\/\//i;

/** A full http(s) URL is used as is; anything else is a path on the base, given a leading slash if it lacks one. */
export function joinApiUrl(base: string, path: string): string {
  if (ABSOLUTE_URL.test(path)) return path;
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * A path with its query string, for SWR keys and requests: `withQuery('/api/gallery', { category: 'staff' })`
 * is `/api/gallery?category=staff`. Absent, null and empty values are left out, so "no filter" is the bare path.
 */
export function withQuery(path: string, params: Readonly<Record<string, string | number | boolean | null | undefined>>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(name, String(value));
  }
  const query = search.toString();
  return query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
}

/** Throws `ApiError` for any non-2xx answer. */
async function ensureOk(response: Response): Promise<void> {
  if (response.ok) return;
  let body = '';
  try {
    body = await response.text();
  } catch {
    // An unreadable body leaves the status text as the message.
  }
  throw new ApiError(response.status, response.statusText, body);
}

/** The parsed JSON body; null for 204/205 or an empty body. */
async function readJson<T>(response: Response): Promise<T> {
  if (response.status === 204 || response.status === 205) return null as T;
  const text = await response.text();
  return (text === '' ? null : JSON.parse(text)) as T;
}

export interface ApiClientOptions {
  /** The base URL (see `resolveApiBase`), or a function read on every request. */
  baseUrl: string | (() => string);
  fetch: FetchLike;
}

export interface ApiClient {
  apiUrl(path: string): string;
  apiGet<T>(path: string): Promise<T>;
  /** Sends `body` as JSON when given; resolves to the parsed JSON answer, or null for 204 or an empty body. */
  apiMutate<T>(method: MutationMethod, path: string, body?: unknown, headers?: Record<string, string>): Promise<T>;
}

export function createApiClient({ baseUrl, fetch }: ApiClientOptions): ApiClient {
  const base = typeof baseUrl === 'function' ? baseUrl : () => baseUrl;
  const apiUrl = (path: string) => joinApiUrl(base(), path);

  async function apiGet<T>(path: string): Promise<T> {
    const response = await fetch(apiUrl(path), { method: 'GET', credentials: 'include' });
    await ensureOk(response);
    return readJson<T>(response);
  }

  async function apiMutate<T>(method: MutationMethod, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    const init: RequestInit = { method, credentials: 'include' };
    const sent = body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' };
    if (Object.keys(sent).length > 0) init.headers = sent;
    if (body !== undefined) init.body = JSON.stringify(body);
    const response = await fetch(apiUrl(path), init);
    await ensureOk(response);
    return readJson<T>(response);
  }

  return { apiUrl, apiGet, apiMutate };
}

/** The base for this page, read from the build's `VITE_API_BASE` and `window.location`. */
export function currentApiBase(): string {
  return resolveApiBase(import.meta.env.VITE_API_BASE, globalThis.location);
}

const defaultClient = createApiClient({
  baseUrl: currentApiBase,
  // Looked up on each call, so a test or polyfill that replaces `fetch` later is used.
  fetch: (input, init) => globalThis.fetch(input, init),
});

export const { apiUrl, apiGet, apiMutate } = defaultClient;
