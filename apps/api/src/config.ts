import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Where the data lives: PGlite in a directory on this machine, or a PostgreSQL server shared by many instances. */
export type DatabaseTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export interface ServerConfig {
  port: number;
  database: DatabaseTarget;
  /** The committed seed, loaded into an empty database. Never written. */
  seedFile: string;
  /** The built site to serve beside the API, when it exists. */
  siteDir: string | undefined;
  /** Behind a TLS-terminating proxy: trust X-Forwarded-Proto and X-Forwarded-For from it. */
  trustProxy: boolean;
  /** The site's public address (PUBLIC_URL, e.g. https://citycarehospital.in), for the links a page carries. */
  publicUrl: string | undefined;
  /** How long failed sign-ins count (LOGIN_WINDOW_MS, for tests); the contract's 15 minutes otherwise. */
  loginWindowMs: number | undefined;
  /** How long a session may go without a request (SESSION_IDLE_MS, for tests); the contract's 30 minutes otherwise. */
  sessionIdleMs: number | undefined;
  logLevel: string;
  /** NODE_ENV=production: no demo records or accounts are seeded, and a demo password stops the start. */
  production: boolean;
}

export function databaseFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseTarget {
  if (env.DATABASE_URL) {
    if (!/^postgres(ql)?:\/\//.test(env.DATABASE_URL)) throw new Error('DATABASE_URL must be a postgres:// URL');
    return { kind: 'postgres', url: env.DATABASE_URL };
  }
  return { kind: 'pglite', dataDir: resolve(env.DATA_DIR ?? resolve(repoRoot, 'data/pglite')) };
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 5000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const siteDir = resolve(env.SITE_DIR ?? resolve(repoRoot, 'apps/site/dist'));
  const loginWindowMs = env.LOGIN_WINDOW_MS ? Number(env.LOGIN_WINDOW_MS) : undefined;
  if (loginWindowMs !== undefined && !(loginWindowMs > 0)) throw new Error('LOGIN_WINDOW_MS must be a positive number');
  const sessionIdleMs = env.SESSION_IDLE_MS ? Number(env.SESSION_IDLE_MS) : undefined;
  if (sessionIdleMs !== undefined && !(sessionIdleMs > 0)) throw new Error('SESSION_IDLE_MS must be a positive number');
  const publicUrl = env.PUBLIC_URL ? new URL(env.PUBLIC_URL) : undefined;
  if (publicUrl && (!/^https?:$/.test(publicUrl.protocol) || publicUrl.pathname !== '/' || publicUrl.search || publicUrl.username)) {
    throw new Error(`PUBLIC_URL must be the site's origin, such as https://hospital.example, got "${env.PUBLIC_URL}"`);
  }
  return {
    port,
    database: databaseFromEnv(env),
    seedFile: resolve(env.SEED_FILE ?? resolve(repoRoot, 'db.json')),
    siteDir: existsSync(resolve(siteDir, 'index.html')) ? siteDir : undefined,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    publicUrl: publicUrl?.origin,
    loginWindowMs,
    sessionIdleMs,
    logLevel: env.LOG_LEVEL ?? 'info',
    production: env.NODE_ENV === 'production',
  };
}
