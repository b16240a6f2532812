import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverClock, serverSettingsFromEnv, type ServerSettings } from '@hospital/contract/server';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The numbers apps/api reads too (the contract's ServerSettings: port, windows, reminders, grace, limits), and the mock's own. */
export interface ServerConfig extends ServerSettings {
  /** The runtime data file the server reads and writes. */
  dbFile: string;
  /** The committed seed, copied to dbFile when that does not exist yet. Never written. */
  seedFile: string;
  /** Origins allowed to call the API with credentials from another port (the Vite dev server). */
  corsOrigins: string[];
  /** The site's origin for the messages' manage link (PUBLIC_URL); the Vite dev server's by default. */
  publicUrl: string | undefined;
  /** The server's clock (HOSPITAL_CLOCK_START: a demo or a test of the OPD day starts it at a chosen moment). */
  clock: () => Date;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    // Read, bounded and refused as apps/api does.
    ...serverSettingsFromEnv(env),
    dbFile: resolve(env.DB_FILE ?? resolve(repoRoot, 'mock-api/data/db.json')),
    seedFile: resolve(env.SEED_FILE ?? resolve(repoRoot, 'db.json')),
    corsOrigins: (env.CORS_ORIGINS ?? 'http://localhost:5173,http://127.0.0.1:5173')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    publicUrl: env.PUBLIC_URL || undefined,
    clock: serverClock(env.HOSPITAL_CLOCK_START),
  };
}
