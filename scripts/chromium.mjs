// Finds a Chromium for the browser tests, and installs Debian's package when it may.
// Order: $CHROME_PATH, Debian's /usr/bin/chromium, Playwright's own cache.
import { existsSync, readdirSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { homedir } from 'node:os';
import { join } from 'node:path';

function playwrightCacheChromium() {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(cache)) return undefined;
  for (const dir of readdirSync(cache).filter((d) => d.startsWith('chromium-')).sort().reverse()) {
    for (const rel of ['chrome-linux64/chrome', 'chrome-linux/chrome']) {
      const candidate = join(cache, dir, rel);
      if (existsSync(candidate)) return candidate;
    }
  }
  return undefined;
}

/** The path of a usable Chromium, or undefined. Never installs. */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return playwrightCacheChromium();
}

const INSTALL_HINT = 'sudo apt-get update && sudo apt-get install -y chromium   (or set CHROME_PATH to a Chromium binary)';

/** Finds Chromium, installing Debian's package as root with apt; otherwise exits with the command to run. */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log('Chromium not found: installing Debian\'s chromium package (about a minute)...');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
      shell: '/bin/bash',
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(`No Chromium found for the browser tests. Install one with:\n  ${INSTALL_HINT}`);
  process.exit(1);
}

/** The path the test configs launch: found, or Debian's default so the error names it. */
export function chromiumPath() {
  return findChromium() ?? '/usr/bin/chromium';
}
