// `npm run bench`: prints the figures we watch. A benchmark, not a test: it never fails on a number.
// - the built site's JavaScript, gzip, and what the home route loads first
// - the mock API's latency for common reads and for a write (which saves the data file atomically)
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'apps/site/dist';
if (!existsSync(join(dist, 'index.html'))) spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipOf = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

console.log('\n## Site JavaScript (gzip)');
const assets = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js'));
const rows = assets.map((name) => ({ name, gzip: gzipOf(join(dist, 'assets', name)) })).sort((a, b) => b.gzip - a.gzip);
for (const { name, gzip } of rows.slice(0, 12)) console.log(`${kb(gzip).padStart(10)}  ${name}`);
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]);
const initialGzip = initial.reduce((sum, name) => sum + gzipOf(join(dist, 'assets', name)), 0);
console.log(`home route initial JavaScript: ${kb(initialGzip)} gzip in ${initial.length} file(s) (goal: at most 100 KB)`);

console.log('\n## Mock API latency (sequential, loopback)');
const dir = mkdtempSync(join(tmpdir(), 'hospital-bench-'));
copyFileSync('db.json', join(dir, 'seed.json'));
const server = spawn(process.execPath, ['--import', 'tsx', 'mock-api/src/main.ts'], {
  env: { ...process.env, PORT: '0', DB_FILE: join(dir, 'db.json'), SEED_FILE: join(dir, 'seed.json'), SITE_DIR: join(dir, 'none') },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const port = await new Promise((resolve, reject) => {
  let out = '';
  server.stdout.on('data', (chunk) => {
    out += chunk;
    const match = /localhost:(\d+)/.exec(out);
    if (match) resolve(Number(match[1]));
  });
  server.once('exit', () => reject(new Error(out)));
});
const base = `http://127.0.0.1:${port}`;

async function measure(label, count, request) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await request(i);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
  console.log(`${label.padEnd(44)} n=${count}  p50 ${at(0.5)} ms  p95 ${at(0.95)} ms  max ${at(1)} ms`);
}

try {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  });
  const cookie = login.headers.get('set-cookie').split(';')[0];
  await measure('GET /api/doctors', 500, () => fetch(`${base}/api/doctors`));
  await measure('GET /api/gallery?category=facility', 500, () => fetch(`${base}/api/gallery?category=facility`));
  await measure('GET /api/appointments (admin)', 300, () => fetch(`${base}/api/appointments`, { headers: { cookie } }));
  await measure('PATCH /api/appointments/1/status (atomic save)', 200, (i) =>
    fetch(`${base}/api/appointments/1/status`, {
      method: 'PATCH',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ status: i % 2 ? 'confirmed' : 'pending' }),
    }),
  );
} finally {
  server.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
}

// The other benchmarks, each also runnable on its own (npm run bench:<name>).
for (const [name, script] of [
  ['stats', 'scripts/bench-stats.ts'],
  ['gantt', 'scripts/bench-gantt.mjs'],
  ['lighthouse', 'scripts/bench-lighthouse.mjs'],
  // The servers under load (mock, apps/api on PGlite and on PostgreSQL): about six minutes.
  ['api', 'scripts/bench-api.mjs'],
]) {
  if (!existsSync(script)) continue;
  console.log(`\n## npm run bench:${name}`);
  spawnSync('npm', ['run', `bench:${name}`, '--silent'], { stdio: 'inherit' });
}
