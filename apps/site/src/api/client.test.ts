import { describe, expect, it } from 'vitest';
import {
  ApiError,
  createApiClient,
  joinApiUrl,
  resolveApiBase,
  withQuery,
  type FetchLike,
} from './client.ts';

interface Call {
  url: string;
  init: RequestInit | undefined;
}

/** A fake fetch that records each call and answers with the given responses in turn. */
function fakeFetch(...responses: Response[]): { fetch: FetchLike; calls: Call[] } {
  const calls: Call[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    const next = responses.shift();
    if (!next) throw new Error(`unexpected request ${url}`);
    return next;
  };
  return { fetch, calls };
}

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });

const BASE = 'http://hospital.test:5000';
const location = { protocol: 'https:', hostname: 'citycare.example', origin: 'https://citycare.example:8443' };

describe('resolveApiBase', () => {
  it('defaults to the page host on port 5000 with the page protocol', () => {
    expect(resolveApiBase(undefined, location)).toBe('https://citycare.example:5000');
  });

  it('uses the page origin when VITE_API_BASE is empty (same origin)', () => {
    expect(resolveApiBase('', location)).toBe('https://citycare.example:8443');
    expect(resolveApiBase('  ', location)).toBe('https://citycare.example:8443');
  });

  it('uses a configured base as is, without a trailing slash', () => {
    expect(resolveApiBase('https://api.example.org/', location)).toBe('https://api.example.org');
    expect(resolveApiBase('http://localhost:5417', location)).toBe('http://localhost:5417');
  });
});

describe('joinApiUrl', () => {
  it('puts a path with a leading slash on the base', () => {
    expect(joinApiUrl(BASE, '/api/doctors')).toBe(`${BASE}/api/doctors`);
  });

  it('adds the leading slash a path lacks', () => {
    expect(joinApiUrl(BASE, 'api/doctors')).toBe(`${BASE}/api/doctors`);
  });

  it('uses a full http or https URL as is', () => {
    expect(joinApiUrl(BASE, 'https://other.example/api/x')).toBe('https://other.example/api/x');
    expect(joinApiUrl(BASE, 'HTTP://other.example/api/x')).toBe('HTTP://other.example/api/x');
  });
});

describe('withQuery', () => {
  it('appends the given values and leaves out empty ones', () => {
    expect(withQuery('/api/gallery', { category: 'staff' })).toBe('/api/gallery?category=staff');
    expect(withQuery('/api/gallery', { category: undefined })).toBe('/api/gallery');
    expect(withQuery('/api/tasks', { projectId: 3, x: null, y: '' })).toBe('/api/tasks?projectId=3');
  });

  it('encodes values', () => {
    expect(withQuery('/api/news-events', { type: 'a b&c' })).toBe('/api/news-events?type=a+b%26c');
  });
});

describe('createApiClient', () => {
  it('reads the base on every request, so an override applies', async () => {
    let base = BASE;
    const { fetch, calls } = fakeFetch(json([]), json([]));
    const client = createApiClient({ baseUrl: () => base, fetch });
    await client.apiGet('/api/doctors');
    base = 'http://127.0.0.1:5417';
    await client.apiGet('api/doctors');
    expect(calls.map((call) => call.url)).toEqual([`${BASE}/api/doctors`, 'http://127.0.0.1:5417/api/doctors']);
    expect(client.apiUrl('/api/stats')).toBe('http://127.0.0.1:5417/api/stats');
  });

  it('GETs with credentials and parses the JSON answer', async () => {
    const { fetch, calls } = fakeFetch(json([{ id: 1, name: 'Dr. A' }]));
    const client = createApiClient({ baseUrl: BASE, fetch });
    await expect(client.apiGet('/api/doctors')).resolves.toEqual([{ id: 1, name: 'Dr. A' }]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init).toMatchObject({ method: 'GET', credentials: 'include' });
  });

  it('throws "status: body text" for a non-2xx answer with a body', async () => {
    const { fetch } = fakeFetch(new Response('{"message":"Not Found"}', { status: 404, statusText: 'Not Found' }));
    const client = createApiClient({ baseUrl: BASE, fetch });
    const error = await client.apiGet('/api/doctors/99').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('404: {"message":"Not Found"}');
    expect((error as ApiError).status).toBe(404);
  });

  it('throws "status: status text" when the body is empty', async () => {
    const { fetch } = fakeFetch(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    const client = createApiClient({ baseUrl: BASE, fetch });
    const error = await client.apiGet('/api/stats').catch((caught: unknown) => caught);
    expect((error as Error).message).toBe('503: Service Unavailable');
  });

  it('throws for a 401 by default', async () => {
    const { fetch } = fakeFetch(new Response('Unauthorized', { status: 401, statusText: 'Unauthorized' }));
    const client = createApiClient({ baseUrl: BASE, fetch });
    await expect(client.apiGet('/api/appointments')).rejects.toThrow('401: Unauthorized');
  });

  it('sends a mutation body as JSON with credentials and returns the parsed answer', async () => {
    const { fetch, calls } = fakeFetch(json({ id: 7, status: 'confirmed' }));
    const client = createApiClient({ baseUrl: BASE, fetch });
    const result = await client.apiMutate('PATCH', '/api/appointments/7/status', { status: 'confirmed' });
    expect(result).toEqual({ id: 7, status: 'confirmed' });
    expect(calls).toEqual([
      {
        url: `${BASE}/api/appointments/7/status`,
        init: {
          method: 'PATCH',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json' },
          body: '{"status":"confirmed"}',
        },
      },
    ]);
  });

  it('sends no body and no Content-Type without a body, and returns null for 204', async () => {
    const { fetch, calls } = fakeFetch(new Response(null, { status: 204 }));
    const client = createApiClient({ baseUrl: BASE, fetch });
    await expect(client.apiMutate('DELETE', 'api/gallery/3')).resolves.toBeNull();
    expect(calls[0]).toEqual({ url: `${BASE}/api/gallery/3`, init: { method: 'DELETE', credentials: 'include' } });
  });

  it('sends extra headers (a booking’s Idempotency-Key) beside the JSON body', async () => {
    const { fetch, calls } = fakeFetch(new Response('{"id":1}', { status: 201 }));
    const client = createApiClient({ baseUrl: BASE, fetch });
    await client.apiMutate('POST', '/api/appointments', { age: 3 }, { 'Idempotency-Key': 'k-1' });
    expect(calls[0]!.init?.headers).toEqual({ 'Idempotency-Key': 'k-1', 'Content-Type': 'application/json' });
  });

  it('throws the spec message for a failed mutation', async () => {
    const { fetch } = fakeFetch(
      new Response('{"message":"Invalid credentials"}', { status: 401, statusText: 'Unauthorized' }),
    );
    const client = createApiClient({ baseUrl: BASE, fetch });
    await expect(client.apiMutate('POST', '/api/auth/login', { username: 'a', password: 'b' })).rejects.toThrow(
      '401: {"message":"Invalid credentials"}',
    );
  });

  it('makes exactly one request per call (no retry)', async () => {
    const { fetch, calls } = fakeFetch(new Response('', { status: 500, statusText: 'Internal Server Error' }));
    const client = createApiClient({ baseUrl: BASE, fetch });
    await expect(client.apiMutate('POST', '/api/gallery', { title: 'x' })).rejects.toThrow('500: Internal Server Error');
    expect(calls).toHaveLength(1);
  });
});
