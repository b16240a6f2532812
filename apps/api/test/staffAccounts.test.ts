// What only the production server decides about staff accounts: the demo's accounts are shown only outside
// production (NODE_ENV=production answers an empty list), and the Staff API is in the OpenAPI document.
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@hospital/contract';
import { DEMO_ACCOUNTS } from '@hospital/contract/server';
import { createApp } from '../src/app.ts';
import { configFromEnv } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { createLogger } from '../src/log.ts';

// These reads need no database: a stand-in that is never queried (no session cookie, so no session is looked up).
const standIn = { db: {}, kind: 'postgres' } as unknown as Database;
const appFor = (production: boolean) => createApp({ database: standIn, log: createLogger('silent'), production }).app;

describe('the demo’s accounts', () => {
  it('are listed by the demo', async () => {
    const response = await appFor(false).request(API_PATHS.demoAccounts);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ accounts: DEMO_ACCOUNTS });
  });

  it('are an empty list in production', async () => {
    const response = await appFor(true).request(API_PATHS.demoAccounts);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ accounts: [] });
  });

  it('follow NODE_ENV', () => {
    expect(configFromEnv({ NODE_ENV: 'production' }).production).toBe(true);
    expect(configFromEnv({}).production).toBe(false);
  });
});

describe('the OpenAPI document', () => {
  it('describes the staff routes, who may call them and their answers', async () => {
    const document = (await (await appFor(false).request(API_PATHS.openapi)).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown>; security?: unknown }>>;
    };
    const operation = (path: string, method: string) => document.paths[path]?.[method];
    expect(Object.keys(operation(API_PATHS.users, 'get')!.responses)).toEqual(expect.arrayContaining(['200', '401', '403']));
    expect(Object.keys(operation(API_PATHS.users, 'post')!.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '409']));
    expect(Object.keys(operation(API_PATHS.user('{id}'), 'patch')!.responses)).toEqual(expect.arrayContaining(['200', '404', '409']));
    expect(Object.keys(operation(API_PATHS.userResetPassword('{id}'), 'post')!.responses)).toEqual(expect.arrayContaining(['200', '404']));
    expect(Object.keys(operation(API_PATHS.changePassword, 'post')!.responses)).toEqual(expect.arrayContaining(['204', '400', '401', '429']));
    expect(operation(API_PATHS.demoAccounts, 'get')!.security).toBeUndefined();
    expect(operation(API_PATHS.appointments, 'get')!.security).toEqual([{ session: [] }]);
  });
});
