// End-to-end tests: Chromium (Debian's, see scripts/chromium.mjs) against the mock API serving the built site.
// Build first (`npm run build`): the web server below only starts the server, on its own port and with a
// fresh copy of the seed data in a temp directory, so a run never touches mock-api/data.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 5417);
if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`E2E_PORT must be a port number, got "${process.env.E2E_PORT}"`);
const baseURL = `http://localhost:${port}`;

if (!existsSync(new URL('./apps/site/dist/index.html', import.meta.url))) {
  throw new Error('apps/site/dist is missing: run `npm run build` before `npx playwright test`.');
}

// Playwright loads this file in the runner and again in every worker: make the temp directory once and
// hand it to the workers (and global-teardown) through the environment they inherit.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'hospital-e2e-'));
const dbFile = join(process.env.E2E_DATA_DIR, 'db.json');

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
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
  webServer: {
    command: 'node --import tsx mock-api/src/main.ts',
    url: `${baseURL}/api/doctors`,
    env: { PORT: String(port), DB_FILE: dbFile },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
