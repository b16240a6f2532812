// The top functions of a .cpuprofile (node --cpu-prof), by self and total time and by package:
//   node scripts/bench-api/profile-summary.mjs FILE [TOP=30] [FILTER or -] [LAST_SECONDS: only the profile's last seconds, the load]
import { readFileSync } from 'node:fs';
const p = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const top = Number(process.argv[3] ?? 30);
const filter = process.argv[4] && process.argv[4] !== '-' ? process.argv[4] : undefined;
const nodes = new Map(p.nodes.map((n) => [n.id, n]));
// Only the last `window` seconds of the profile (the load; not the server's start and seed), when given.
const windowUs = Number(process.argv[5] ?? 0) * 1e6;
const times = [];
let at = p.startTime;
for (const delta of p.timeDeltas) times.push((at += delta));
const dt = new Map();
for (let i = 0; i < p.samples.length; i++) {
  if (windowUs && times[i] < p.endTime - windowUs) continue;
  dt.set(p.samples[i], (dt.get(p.samples[i]) ?? 0) + (p.timeDeltas[i] ?? 0));
}
const parent = new Map();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const name = (n) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/.*node_modules\//, 'nm/').replace(/.*\/work\/main\//, '')}:${n.callFrame.lineNumber + 1}`;
const self = new Map(), total = new Map();
let all = 0;
for (const n of p.nodes) {
  const t = dt.get(n.id) ?? 0; all += t;
  const k = name(n); self.set(k, (self.get(k) ?? 0) + t);
  const seen = new Set();
  for (let id = n.id; id !== undefined; id = parent.get(id)) { const kk = name(nodes.get(id)); if (seen.has(kk)) continue; seen.add(kk); total.set(kk, (total.get(kk) ?? 0) + t); }
}
const show = (m, label) => { console.log(`\n== ${label} (of ${(all/1e6).toFixed(2)} s)`); [...m].filter(([k]) => !filter || k.includes(filter)).sort((a,b)=>b[1]-a[1]).slice(0, top).forEach(([k,v]) => console.log(`${(v/1e3).toFixed(0).padStart(7)} ms ${(100*v/all).toFixed(1).padStart(5)}%  ${k}`)); };
show(self, 'self'); show(total, 'total');
// by package (self)
const pk = new Map();
for (const n of p.nodes) { const u = n.callFrame.url; const m = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(u); const k = m ? m[1] : u.includes('/work/main/') ? u.replace(/.*\/work\/main\//,'').split('/').slice(0,3).join('/') : (u || n.callFrame.functionName); pk.set(k, (pk.get(k) ?? 0) + (dt.get(n.id) ?? 0)); }
show(pk, 'self by package');
