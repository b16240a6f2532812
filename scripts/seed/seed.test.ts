import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseText, makeSeed } from './seed.ts';

const ROOT = join(import.meta.dirname, '../..');

// db.json and the pictures are this tool's output, never edited by hand: a change belongs in the tool, and
// `node --import tsx scripts/seed/main.ts` writes it out.
describe('the seed tool', () => {
  const { db, images } = makeSeed();

  it('makes db.json as committed, byte for byte', () => {
    expect(databaseText(db)).toBe(readFileSync(join(ROOT, 'db.json'), 'utf8'));
  });

  it('makes every picture as committed, byte for byte', () => {
    for (const [url, svg] of images) {
      expect(svg, url).toBe(readFileSync(join(ROOT, 'apps/site/public', url), 'utf8'));
    }
  });
});
