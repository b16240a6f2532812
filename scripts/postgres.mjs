// A throwaway PostgreSQL server for tests, CI and the API benchmark: its own cluster in a temp directory,
// listening on a free loopback port only, trust auth (nothing but this machine can reach it), removed at the end.
//
//   import { startPostgres } from './postgres.mjs';
//   const pg = await startPostgres();      // { url, dir, port, stop() }
//
//   node scripts/postgres.mjs start [--stop-with <pid>] [--fast]   prints DATABASE_URL=... and POSTGRES_DIR=...
//   node scripts/postgres.mjs stop <POSTGRES_DIR>
//
// Debian's packages run initdb and pg_ctl as the `postgres` user: both refuse root, so as root every server
// command goes through runuser (or su) and the cluster's directory belongs to `postgres`.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ensurePostgresBin, findPostgresBin, isRoot } from './postgresBin.mjs';

export { ensurePostgresBin, findPostgresBin } from './postgresBin.mjs';

const run = promisify(execFile);
const thisFile = fileURLToPath(import.meta.url);
// Written into every cluster directory we make; `stop` removes nothing without it.
const MARKER = 'hospital-postgres.json';
function postgresUser() {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
    return { uid, gid };
  } catch {
    throw new Error("Running as root, but there is no `postgres` user to run the server as (Debian's postgresql package creates it).");
  }
}

const shellQuote = (word) => `'${String(word).replaceAll("'", "'\\''")}'`;

/** The command line for a server binary: as root through runuser (or su), since initdb and pg_ctl refuse root. */
function asServerUser(file, args) {
  if (!isRoot()) return [file, args];
  if (existsSync('/usr/sbin/runuser') || existsSync('/sbin/runuser')) return ['runuser', ['-u', 'postgres', '--', file, ...args]];
  return ['su', ['postgres', '-s', '/bin/sh', '-c', [file, ...args].map(shellQuote).join(' ')]];
}

async function runServerCommand(bin, name, args) {
  const [file, argv] = asServerUser(join(bin, name), args);
  try {
    return await run(file, argv, { encoding: 'utf8', env: serverEnv() });
  } catch (error) {
    const detail = [error.stdout, error.stderr].filter(Boolean).join('\n').trim();
    throw new Error(`${name} failed: ${detail || error.message}`, { cause: error });
  }
}

function runServerCommandSync(bin, name, args) {
  const [file, argv] = asServerUser(join(bin, name), args);
  return execFileSync(file, argv, { encoding: 'utf8', env: serverEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
}

// PG* variables of the caller's shell (PGDATA, PGPORT, PGHOST...) must not point our commands at another server.
function serverEnv() {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('PG')));
  return { ...env, LC_ALL: 'C' };
}

function freeLoopbackPort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

// The `postgres` user must be able to reach the cluster's directory: as root, a TMPDIR under /root would not do.
function traversableByOthers(path) {
  for (let current = resolve(path); ; current = dirname(current)) {
    if ((statSync(current).mode & 0o001) === 0) return false;
    if (current === dirname(current)) return true;
  }
}

function makeClusterDir() {
  const base = isRoot() && !traversableByOthers(tmpdir()) ? '/tmp' : tmpdir();
  const dir = mkdtempSync(join(base, 'hospital-pg-'));
  mkdirSync(join(dir, 'socket'));
  if (isRoot()) {
    const { uid, gid } = postgresUser();
    for (const path of [dir, join(dir, 'socket')]) chownSync(path, uid, gid);
  }
  return dir;
}

// Durable by default, as production runs; `fast` drops what only protects against a machine crash, which a
// throwaway test database does not need.
const FAST_SETTINGS = ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'];

function serverOptions(dir, port, fast) {
  return [
    `-c listen_addresses=127.0.0.1`,
    `-c port=${port}`,
    `-c unix_socket_directories=${shellQuote(join(dir, 'socket'))}`,
    ...(fast ? FAST_SETTINGS : []),
  ].join(' ');
}

async function stopCluster(bin, dir) {
  if (!existsSync(join(dir, MARKER))) throw new Error(`${dir} is not a cluster made by scripts/postgres.mjs`);
  if (existsSync(join(dir, 'data', 'postmaster.pid'))) {
    await runServerCommand(bin, 'pg_ctl', ['-D', join(dir, 'data'), '-m', 'fast', '-w', '-t', '60', 'stop']).catch(() => undefined);
  }
  rmSync(dir, { recursive: true, force: true });
}

function stopClusterSync(bin, dir) {
  if (!existsSync(join(dir, MARKER))) return;
  try {
    // Immediate: this runs while our process is going away and cannot wait for clients to say goodbye.
    if (existsSync(join(dir, 'data', 'postmaster.pid'))) runServerCommandSync(bin, 'pg_ctl', ['-D', join(dir, 'data'), '-m', 'immediate', '-w', 'stop']);
  } catch {
    // already stopped
  }
  rmSync(dir, { recursive: true, force: true });
}

// ---- clean-up when the process that started a cluster goes away ---------------------------------

const running = new Map(); // dir -> bin
let exitHooksInstalled = false;

function stopAllSync() {
  for (const [dir, bin] of running) stopClusterSync(bin, dir);
  running.clear();
}

function onSignal(signal) {
  stopAllSync();
  process.removeListener(signal, onSignal);
  // With nobody else listening, die of the signal as the process would have without us.
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
}

function installExitHooks() {
  if (exitHooksInstalled) return;
  exitHooksInstalled = true;
  process.on('exit', stopAllSync);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, onSignal);
}

// A SIGKILL reaches no handler: a small detached watcher stops the cluster once the owner's pid is gone.
function startWatcher(ownerPid, dir) {
  const watcher = spawn(process.execPath, [thisFile, 'watch', String(ownerPid), dir], { detached: true, stdio: 'ignore' });
  watcher.unref();
  return watcher;
}

async function watch(ownerPid, dir) {
  const bin = findPostgresBin();
  const alive = (pid) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      return error.code === 'EPERM';
    }
  };
  for (;;) {
    if (!existsSync(join(dir, MARKER))) return; // stopped the ordinary way
    if (!alive(ownerPid)) {
      if (bin) stopClusterSync(bin, dir);
      return;
    }
    await new Promise((resolveTick) => setTimeout(resolveTick, 1000));
  }
}

// ---- start ----------------------------------------------------------------------------------------

/**
 * Starts a throwaway PostgreSQL cluster and creates one database in it.
 * @param {{ port?: number, database?: string, fast?: boolean, stopWith?: number | false }} [options]
 *   stopWith: the pid whose end stops the cluster (default this process; false: only `stop` does).
 */
export async function startPostgres({ port, database = 'hospital', fast = false, stopWith = process.pid } = {}) {
  const bin = ensurePostgresBin();
  const dir = makeClusterDir();
  writeFileSync(join(dir, MARKER), JSON.stringify({ bin, startedBy: process.pid }));
  const data = join(dir, 'data');
  try {
    // --no-sync: a throwaway cluster; -A trust is safe because the server listens on loopback and a private socket dir only.
    await runServerCommand(bin, 'initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync', '--no-instructions']);
    let chosenPort = port;
    for (let attempt = 1; ; attempt++) {
      chosenPort = port ?? (await freeLoopbackPort());
      try {
        await runServerCommand(bin, 'pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '60', '-o', serverOptions(dir, chosenPort, fast), 'start']);
        break;
      } catch (error) {
        // Another process may have taken the free port between our probe and the server's bind.
        const log = existsSync(join(dir, 'server.log')) ? readFileSync(join(dir, 'server.log'), 'utf8') : '';
        if (port !== undefined || attempt >= 3 || !/could not bind|Address already in use/.test(log)) {
          throw new Error(`${error.message}\n${log.split('\n').slice(-15).join('\n')}`, { cause: error });
        }
      }
    }
    writeFileSync(join(dir, MARKER), JSON.stringify({ bin, startedBy: process.pid, port: chosenPort }));
    if (database !== 'postgres') {
      await runServerCommand(bin, 'createdb', ['-h', '127.0.0.1', '-p', String(chosenPort), '-U', 'postgres', database]);
    }
    let watcher;
    if (stopWith !== false) {
      if (stopWith === process.pid) {
        running.set(dir, bin);
        installExitHooks();
      }
      watcher = startWatcher(stopWith, dir);
    }
    const url = `postgres://postgres@127.0.0.1:${chosenPort}/${database}`;
    let stopped;
    return {
      url,
      dir,
      port: chosenPort,
      stop() {
        stopped ??= (async () => {
          running.delete(dir);
          await stopCluster(bin, dir);
          if (watcher?.pid) {
            try {
              process.kill(watcher.pid);
            } catch {
              // it saw the directory go and left by itself
            }
          }
        })();
        return stopped;
      },
    };
  } catch (error) {
    stopClusterSync(bin, dir);
    throw error;
  }
}

/** Stops a cluster that `node scripts/postgres.mjs start` left running, and removes its directory. */
export async function stopPostgres(dir) {
  const absolute = resolve(dir);
  const marker = join(absolute, MARKER);
  if (!existsSync(marker)) throw new Error(`${absolute} is not a cluster made by scripts/postgres.mjs (no ${MARKER})`);
  const { bin } = JSON.parse(readFileSync(marker, 'utf8'));
  await stopCluster(bin ?? ensurePostgresBin(), absolute);
}

// ---- command line ---------------------------------------------------------------------------------

async function main(argv) {
  const [command, ...rest] = argv;
  if (command === 'start') {
    const withIndex = rest.indexOf('--stop-with');
    const stopWith = withIndex >= 0 ? Number(rest[withIndex + 1]) : false;
    if (withIndex >= 0 && !(stopWith > 0)) throw new Error('--stop-with takes a process id');
    const started = performance.now();
    const { url, dir } = await startPostgres({ fast: rest.includes('--fast'), stopWith });
    // KEY=value lines, so a shell can `eval "$(node scripts/postgres.mjs start)"`.
    console.log(`DATABASE_URL=${url}`);
    console.log(`POSTGRES_DIR=${dir}`);
    console.error(`PostgreSQL ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } else if (command === 'stop' && rest[0]) {
    await stopPostgres(rest[0]);
  } else if (command === 'watch' && rest.length === 2) {
    await watch(Number(rest[0]), rest[1]);
  } else {
    console.error('usage: node scripts/postgres.mjs start [--stop-with <pid>] [--fast]\n       node scripts/postgres.mjs stop <POSTGRES_DIR>');
    process.exitCode = 2;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === thisFile) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
