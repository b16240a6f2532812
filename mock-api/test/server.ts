// Starts the real mock API as a child process on a free port, with a temp copy of the seed.
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from '@hospital/contract';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const seedFile = join(repoRoot, 'db.json');
export const DEMO_ADMIN = { username: 'admin', password: 'admin123' };
export const DEMO_PATIENT = { username: 'patient', password: 'patient123' };

export interface RunningServer {
  baseUrl: string;
  port: number;
  dir: string;
  dbFile: string;
  child: ChildProcess;
  output: () => string;
  readData: () => Database;
  stop: () => Promise<void>;
}

export function readSeed(): Database {
  return JSON.parse(readFileSync(seedFile, 'utf8')) as Database;
}

interface StartOptions {
  /** Seed contents to use instead of db.json. */
  seed?: Database;
  /** Existing data file contents to start on (written as is, not validated). */
  dataFileContents?: string;
  env?: Record<string, string>;
  /** Runs before the server starts, with its folder and data file path. */
  prepare?: (dir: string, dbFile: string) => void;
}

/** Spawns `node --import tsx mock-api/src/main.ts`; resolves once it prints its address. */
export function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const dir = mkdtempSync(join(tmpdir(), 'hospital-api-'));
  const dbFile = join(dir, 'db.json');
  const seedPath = join(dir, 'seed.json');
  if (options.seed) writeFileSync(seedPath, JSON.stringify(options.seed));
  else copyFileSync(seedFile, seedPath);
  if (options.dataFileContents !== undefined) writeFileSync(dbFile, options.dataFileContents);
  options.prepare?.(dir, dbFile);

  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'mock-api/src/main.ts')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', DB_FILE: dbFile, SEED_FILE: seedPath, SITE_DIR: join(dir, 'no-site'), ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((done) => {
        child.once('exit', () => done());
        child.kill('SIGKILL');
      });
    }
    rmSync(dir, { recursive: true, force: true });
  };

  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 20_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(Object.assign(new Error(`server exited with ${code}:\n${output}`), { code, output }));
    });
    child.stdout!.on('data', () => {
      const match = /listening on http:\/\/localhost:(\d+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      const port = Number(match[1]);
      resolvePromise({
        baseUrl: `http://127.0.0.1:${port}`,
        port,
        dir,
        dbFile,
        child,
        output: () => output,
        readData: () => JSON.parse(readFileSync(dbFile, 'utf8')) as Database,
        stop,
      });
    });
  });
}

/** Runs the server to its exit; for a start that must be refused. */
export function runServerToExit(options: StartOptions = {}): Promise<{ code: number | null; output: string }> {
  return startServer(options).then(
    async (server) => {
      await server.stop();
      throw new Error('the server started but should have refused');
    },
    (error: { code?: number | null; output?: string }) => ({ code: error.code ?? null, output: error.output ?? '' }),
  );
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  text: string;
  json: () => unknown;
}

/** fetch with a cookie jar of one cookie: enough for one signed-in client. */
export class ApiClient {
  cookie: string | undefined;
  constructor(readonly baseUrl: string) {}

  async send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse> {
    const init: RequestInit = { method, headers: { ...headers }, redirect: 'manual' };
    if (this.cookie) (init.headers as Record<string, string>).cookie = this.cookie;
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${this.baseUrl}${path}`, init);
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) {
      const pair = setCookie.split(';')[0]!;
      this.cookie = pair.endsWith('=') ? undefined : pair;
    }
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) };
  }

  get(path: string, headers?: Record<string, string>) {
    return this.send('GET', path, undefined, headers);
  }

  async signIn(credentials: { username: string; password: string }): Promise<ApiResponse> {
    const response = await this.send('POST', '/api/auth/login', credentials);
    if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${response.text}`);
    return response;
  }
}

/** A raw HTTP request from a chosen loopback address, to act as a second client machine. */
export function requestFrom(
  localAddress: string,
  url: string,
  method: string,
  body: unknown,
): Promise<{ status: number; text: string }> {
  return new Promise((done, fail) => {
    const payload = JSON.stringify(body);
    const req = request(
      url,
      { method, localAddress, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => done({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', fail);
    req.end(payload);
  });
}
