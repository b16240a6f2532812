// Writes the committed seed data: db.json at the repo root, and the SVG images it
// references under apps/site/public/images/.
//
//   node --import tsx scripts/seed/main.ts [root]
//
// `root` (the repository by default) is where db.json and apps/site/public/ go, so a run can
// be compared with the committed files without touching them.
//
// The output is deterministic: re-running it gives byte-identical files, so a diff of
// db.json in review shows exactly what a change to this tool did. Two things make that
// hold: every "now" is the fixed ANCHOR date, and every random choice comes from a seeded
// PRNG. Before writing anything the tool checks its own output (ids, references,
// counts, booking clashes, dates) and exits non-zero if a rule is broken.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseText, makeSeed } from './seed.ts';

const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '../..'));
const { db, images } = makeSeed();

mkdirSync(root, { recursive: true });
writeFileSync(join(root, 'db.json'), databaseText(db));
for (const [url, svg] of images) {
  const file = join(root, 'apps/site/public', url);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
}
console.log(
  `Wrote db.json (${Object.entries(db).map(([name, rows]) => `${name} ${rows.length}`).join(', ')}) and ${images.size} images to ${root}.`,
);
