// Where PostgreSQL's server binaries are (initdb, pg_ctl, psql): found, or installed from Debian's package when this
// runs as root with apt, as `npm test` needs on a fresh machine.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const INSTALL_COMMAND = 'sudo apt-get update && sudo apt-get install -y postgresql';

export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function versionOf(name) {
  return Number.parseFloat(name) || 0;
}

/** The directory holding initdb, pg_ctl and psql, or undefined. Never installs. */
export function findPostgresBin() {
  const fromEnv = process.env.POSTGRES_BIN_DIR;
  if (fromEnv && existsSync(join(fromEnv, 'initdb'))) return fromEnv;
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((name) => existsSync(join(debian, name, 'bin', 'initdb')))
      .sort((a, b) => versionOf(b) - versionOf(a));
    if (versions[0]) return join(debian, versions[0], 'bin');
  }
  try {
    const bindir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (bindir && existsSync(join(bindir, 'initdb'))) return bindir;
  } catch {
    // no pg_config on PATH
  }
  return undefined;
}

/** Finds PostgreSQL's binaries, installing Debian's package as root with apt; otherwise throws with the command to run. */
export function ensurePostgresBin() {
  const found = findPostgresBin();
  if (found) return found;
  if (isRoot() && existsSync('/usr/bin/apt-get')) {
    console.log("PostgreSQL not found: installing Debian's postgresql package (about a minute)...");
    execFileSync('/bin/sh', ['-c', 'apt-get update -qq && apt-get install -y -qq postgresql'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findPostgresBin();
    if (installed) return installed;
  }
  throw new Error(`PostgreSQL's server binaries were not found. Install them with:\n  ${INSTALL_COMMAND}\n(or set POSTGRES_BIN_DIR to the directory holding initdb and pg_ctl)`);
}

