// End-to-end tests: Chromium (Debian's, see scripts/chromium.mjs) against the production server (apps/api) serving
// the built site. Build first (`npm run build`): the web server below only starts the server, on its own port and
// with a fresh PGlite database in a temp directory seeded from db.json, so a run never touches data/.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './scripts/chromium.mjs';
import { messageSinkPorts } from './e2e/messageSinkPorts.ts';
import { opdDay, opdDayClockStart, opdDayPort } from './e2e/opdDay.ts';

const port = Number(process.env.E2E_PORT ?? 5417);
if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`E2E_PORT must be a port number, got "${process.env.E2E_PORT}"`);
const baseURL = `http://localhost:${port}`;

if (!existsSync(new URL('./apps/site/dist/index.html', import.meta.url))) {
  throw new Error('apps/site/dist is missing: run `npm run build` before `npx playwright test`.');
}

// Playwright loads this file in the runner and again in every worker: make the temp directory once and
// hand it to the workers (and global-teardown) through the environment they inherit.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'hospital-e2e-'));
const dataDir = join(process.env.E2E_DATA_DIR, 'pglite');
// The server's e-mails and SMS go to sinks on loopback (e2e/messageSinks.ts), which the messages spec reads back.
const sinks = messageSinkPorts(port);
// The OPD's day (e2e/opd-day.spec.ts) has a server of its own whose clock starts at 08:30 on a working day; the
// runner picks the day once and hands it to the workers, as the data directory.
process.env.E2E_OPD_DAY ??= opdDay();
const opdPort = opdDayPort(port);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // One browser at a time on two cores (E2E_WORKERS for more on a larger machine): with two, the servers, two
  // browsers and the 100,000-appointment spec's own server kept the load near 13, and a long journey overran its 30 s
  // (docs/adr/0026).
  workers: Number(process.env.E2E_WORKERS ?? 1),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: chromiumPath() } },
    },
  ],
  webServer: [
    {
      command: 'node --import tsx e2e/messageSinks.ts',
      url: `http://127.0.0.1:${sinks.readBack}/received`,
      env: { E2E_PORT: String(port) },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node --import tsx apps/api/src/main.ts',
      url: `${baseURL}/api/doctors`,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://hospital:e2e@127.0.0.1:${sinks.smtp}`,
        SMS_WEBHOOK_URL: `http://127.0.0.1:${sinks.sms}/sms`,
        MESSAGE_POLL_SECONDS: '1',
        // Every spec books from 127.0.0.1, several with one phone: room for them (the contract suite tests the limits).
        BOOKING_LIMIT_PER_CONTACT: '1000',
        BOOKING_LIMIT_PER_ADDRESS: '1000',
      },
      reuseExistingServer: false,
      // A new PGlite directory runs initdb first: seconds, more on a busy machine.
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node --import tsx apps/api/src/main.ts',
      url: `http://localhost:${opdPort}/api/doctors`,
      env: {
        PORT: String(opdPort),
        DATA_DIR: join(process.env.E2E_DATA_DIR, 'pglite-opd-day'),
        LOG_LEVEL: 'warn',
        HOSPITAL_CLOCK_START: opdDayClockStart(process.env.E2E_OPD_DAY),
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
