import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { UI_TEXTS_HI } from './hi.ts';

const SOURCE = fileURLToPath(new URL('..', import.meta.url));

it('has a test beside each Hindi words file, holding it to its English', () => {
  // The compiler sees that every group has its Hindi (hi.ts); only a test sees that the Hindi says what the English does.
  const hindiFiles = readdirSync(SOURCE, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.hi.ts'));
  expect(hindiFiles.length).toBeGreaterThanOrEqual(Object.keys(UI_TEXTS_HI).length);
  expect(hindiFiles.filter((file) => !existsSync(`${SOURCE}/${file.replace(/\.hi\.ts$/, '.test.ts')}`))).toEqual([]);
});
