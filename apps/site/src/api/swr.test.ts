import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@hospital/contract';
import { withQuery } from './client.ts';
import { DEDUPING_INTERVAL_MS, keyMatcher, mutateAndRevalidate, swrConfig, type MutationDeps } from './swr.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe('swrConfig', () => {
  it('dedupes for a long time, but within what setTimeout accepts', () => {
    expect(swrConfig.dedupingInterval).toBe(DEDUPING_INTERVAL_MS);
    expect(DEDUPING_INTERVAL_MS).toBeGreaterThanOrEqual(60 * 60 * 1000);
    expect(DEDUPING_INTERVAL_MS).toBeLessThanOrEqual(2 ** 31 - 1);
  });

  it('fetches a key with apiGet: credentials, the API base, and the JSON answer', async () => {
    vi.stubEnv('VITE_API_BASE', '');
    vi.stubGlobal('location', { protocol: 'http:', hostname: 'localhost', origin: 'http://localhost:5417' });
    const fetch = vi.fn(async () => new Response('[{"id":1}]', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await expect(swrConfig.fetcher(API_PATHS.doctors)).resolves.toEqual([{ id: 1 }]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('http://localhost:5417/api/doctors', { method: 'GET', credentials: 'include' });
  });
});

describe('keyMatcher', () => {
  it('matches the key and the same path with any query', () => {
    const matches = keyMatcher(API_PATHS.gallery);
    expect(matches(API_PATHS.gallery)).toBe(true);
    expect(matches(withQuery(API_PATHS.gallery, { category: 'staff' }))).toBe(true);
    expect(matches('/api/gallery/3')).toBe(false);
    expect(matches('/api/gallery-other')).toBe(false);
    expect(matches(undefined)).toBe(false);
    expect(matches(['/api/gallery'])).toBe(false);
  });

  it('matches a key with a query exactly', () => {
    const matches = keyMatcher('/api/tasks?projectId=1');
    expect(matches('/api/tasks?projectId=1')).toBe(true);
    expect(matches('/api/tasks?projectId=12')).toBe(false);
    expect(matches('/api/tasks')).toBe(false);
  });
});

describe('mutateAndRevalidate', () => {
  function deps(result: Promise<unknown>) {
    const order: string[] = [];
    const apiMutate = vi.fn(async () => {
      order.push('apiMutate');
      return result;
    });
    const matchers: ((key?: unknown) => boolean)[] = [];
    const mutate = vi.fn(async (matcher: (key?: unknown) => boolean) => {
      order.push('mutate');
      matchers.push(matcher);
      return [];
    });
    return { order, matchers, apiMutate, mutate, deps: { apiMutate, mutate } as MutationDeps };
  }

  it('sends the mutation once, then revalidates each given key, and returns the answer', async () => {
    const t = deps(Promise.resolve({ id: 5, status: 'confirmed' }));
    const answer = await mutateAndRevalidate(
      'PATCH',
      API_PATHS.appointmentStatus(5),
      { status: 'confirmed' },
      [API_PATHS.appointments, API_PATHS.stats],
      t.deps,
    );
    expect(answer).toEqual({ id: 5, status: 'confirmed' });
    expect(t.apiMutate).toHaveBeenCalledTimes(1);
    expect(t.apiMutate).toHaveBeenCalledWith('PATCH', '/api/appointments/5/status', { status: 'confirmed' });
    expect(t.order).toEqual(['apiMutate', 'mutate', 'mutate']);
    const [appointments, stats] = t.matchers;
    expect(appointments?.('/api/appointments')).toBe(true);
    expect(appointments?.('/api/stats')).toBe(false);
    expect(stats?.('/api/stats')).toBe(true);
  });

  it('revalidates the filtered variants of a list too', async () => {
    const t = deps(Promise.resolve(null));
    await mutateAndRevalidate('DELETE', API_PATHS.galleryImage(3), undefined, [API_PATHS.gallery], t.deps);
    expect(t.matchers[0]?.('/api/gallery?category=events')).toBe(true);
  });

  it('does not retry or revalidate when the mutation fails', async () => {
    const t = deps(Promise.reject(new Error('500: Internal Server Error')));
    await expect(
      mutateAndRevalidate('POST', API_PATHS.gallery, { title: 'x' }, [API_PATHS.gallery], t.deps),
    ).rejects.toThrow('500: Internal Server Error');
    expect(t.apiMutate).toHaveBeenCalledTimes(1);
    expect(t.mutate).not.toHaveBeenCalled();
  });
});
