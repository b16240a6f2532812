import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { numberSetting, reminderHoursFromEnv, serverClock, serverSettingsFromEnv, type ServerSettings } from '@hospital/contract/server';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Where the data lives: PGlite in a directory on this machine, or a PostgreSQL server shared by many instances. */
export type DatabaseTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

/** The numbers the mock reads too (the contract's ServerSettings: port, windows, reminders, grace, limits), and apps/api's own. */
export interface ServerConfig extends Omit<ServerSettings, 'reminderHours'> {
  database: DatabaseTarget;
  /** The committed seed, loaded into an empty database. Never written. */
  seedFile: string;
  /** The built site to serve beside the API, when it exists. */
  siteDir: string | undefined;
  /** Behind a TLS-terminating proxy: trust X-Forwarded-Proto and X-Forwarded-For from it. */
  trustProxy: boolean;
  /** The site's public address (PUBLIC_URL, e.g. https://citycarehospital.in), for the links a page carries. */
  publicUrl: string | undefined;
  logLevel: string;
  /** NODE_ENV=production: no demo records or accounts are seeded, and a demo password stops the start. */
  production: boolean;
  messaging: MessagingConfig;
  /**
   * The hospital's clock: real time, or from HOSPITAL_CLOCK_START on at the real pace (a demo or a training day of
   * the OPD). Every decision about today and now reads it.
   */
  clock: () => Date;
}

/** How the hospital's messages to patients go: the channels, when reminders fall, how tries are paced. */
export interface MessagingConfig {
  /** SMTP_URL, smtp://user:pass@host:587 (smtps:// for TLS at once); without it e-mails are `not_configured`. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: who the e-mails are from. */
  mailFrom: string;
  /** SMS_WEBHOOK_URL: a JSON POST { to, text } per SMS; without it SMS are `not_configured`. */
  smsWebhookUrl: string | undefined;
  /** REMINDER_HOURS before the visit its reminder goes (decimals allowed, for tests). */
  reminderHours: number;
  /** MESSAGE_RETRY_SECONDS: the first wait after a failed try; each later one doubles (pg-boss's back-off). */
  retrySeconds: number;
  /** MESSAGE_EXPIRE_SECONDS: a try still running after this is taken for dead (its instance crashed) and retried. */
  expireSeconds: number;
  /** MESSAGE_POLL_SECONDS: how often an instance looks for messages due (a booking on it wakes it at once). */
  pollSeconds: number;
}

export const DEFAULT_MAIL_FROM = '"City Care Hospital" <appointments@citycarehospital.in>';

export function messagingFromEnv(env: NodeJS.ProcessEnv = process.env): MessagingConfig {
  const url = (name: string, protocols: readonly string[]) => {
    const text = env[name];
    if (!text) return undefined;
    let parsed: URL;
    try {
      parsed = new URL(text);
    } catch {
      // Never the value itself: it may hold a password.
      throw new Error(`${name} must be a URL`);
    }
    if (!protocols.includes(parsed.protocol)) throw new Error(`${name} must be a ${protocols.map((protocol) => `${protocol}//`).join(' or ')} URL`);
    return text;
  };
  return {
    smtpUrl: url('SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM || DEFAULT_MAIL_FROM,
    smsWebhookUrl: url('SMS_WEBHOOK_URL', ['http:', 'https:']),
    reminderHours: reminderHoursFromEnv(env),
    // pg-boss counts whole seconds.
    retrySeconds: Math.round(numberSetting(env, 'MESSAGE_RETRY_SECONDS', 30, { what: 'a number of seconds', min: 1 })),
    expireSeconds: Math.round(numberSetting(env, 'MESSAGE_EXPIRE_SECONDS', 120, { what: 'a number of seconds', min: 1 })),
    pollSeconds: numberSetting(env, 'MESSAGE_POLL_SECONDS', 2, { what: 'a number of seconds', min: 0.5 }),
  };
}

export function databaseFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseTarget {
  if (env.DATABASE_URL) {
    if (!/^postgres(ql)?:\/\//.test(env.DATABASE_URL)) throw new Error('DATABASE_URL must be a postgres:// URL');
    return { kind: 'postgres', url: env.DATABASE_URL };
  }
  return { kind: 'pglite', dataDir: resolve(env.DATA_DIR ?? resolve(repoRoot, 'data/pglite')) };
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // Read, bounded and refused as the mock does (the contract's serverSettingsFromEnv); the reminders' hours go with
  // the messaging's settings.
  const { reminderHours: _reminderHours, ...settings } = serverSettingsFromEnv(env);
  const siteDir = resolve(env.SITE_DIR ?? resolve(repoRoot, 'apps/site/dist'));
  const publicUrl = env.PUBLIC_URL ? new URL(env.PUBLIC_URL) : undefined;
  if (publicUrl && (!/^https?:$/.test(publicUrl.protocol) || publicUrl.pathname !== '/' || publicUrl.search || publicUrl.username)) {
    throw new Error(`PUBLIC_URL must be the site's origin, such as https://hospital.example, got "${env.PUBLIC_URL}"`);
  }
  return {
    ...settings,
    database: databaseFromEnv(env),
    seedFile: resolve(env.SEED_FILE ?? resolve(repoRoot, 'db.json')),
    siteDir: existsSync(resolve(siteDir, 'index.html')) ? siteDir : undefined,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    publicUrl: publicUrl?.origin,
    logLevel: env.LOG_LEVEL ?? 'info',
    production: env.NODE_ENV === 'production',
    messaging: messagingFromEnv(env),
    clock: clockFromEnv(env),
  };
}

/** The clock HOSPITAL_CLOCK_START starts; refused in production, where the hospital's records carry real times. */
export function clockFromEnv(env: NodeJS.ProcessEnv = process.env): () => Date {
  if (env.HOSPITAL_CLOCK_START && env.NODE_ENV === 'production') {
    throw new Error('HOSPITAL_CLOCK_START is for a demo or a test: a production server (NODE_ENV=production) keeps real time');
  }
  return serverClock(env.HOSPITAL_CLOCK_START);
}
