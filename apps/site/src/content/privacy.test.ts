// The privacy notice in both languages: the Hindi says everything the English does, in Hindi, with the same facts.
import { describe, expect, it } from 'vitest';
import siteHindi from '../i18n/catalogs/hi.json';
import { BOOKING_RETENTION_YEARS, PRIVACY_FACTS, PRIVACY_NOTICE } from './privacy.ts';
import { privacyNoticeInHindi } from './privacy.hi.ts';
import { HOSPITAL } from './site.ts';
import { SITE_WORDS_HI } from './site.hi.ts';

const HINDI = privacyNoticeInHindi({ ...PRIVACY_FACTS, addressLine: SITE_WORDS_HI.addressLine });

/** Every string of a notice, with where it is. */
function texts(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${path}.${index}`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => texts(item, path ? `${path}.${key}` : key));
  return [];
}

describe('the Hindi privacy notice', () => {
  it('has the English one’s sections, paragraphs and lists, in the same order', () => {
    expect(texts(HINDI).map(([path]) => path)).toEqual(texts(PRIVACY_NOTICE).map(([path]) => path));
  });

  it('is written in Hindi', () => {
    expect(texts(HINDI).filter(([, text]) => !/[\u0900-\u097F]/.test(text))).toEqual([]);
  });

  it('keeps every figure of the English: the years kept, the days to answer, the reference, the law’s year', () => {
    const figures = (text: string) => [...new Set(text.match(/\d+/g) ?? [])].sort();
    const hindi = new Map(texts(HINDI));
    const differing = texts(PRIVACY_NOTICE)
      .map(([path, text]) => ({ path, english: figures(text), hindi: figures(hindi.get(path) ?? '') }))
      .filter((entry) => entry.english.join() !== entry.hindi.join());
    expect(differing).toEqual([]);
  });

  it('names the same ways to reach the hospital, the site’s name and its Hindi address', () => {
    const rights = HINDI.sections.at(-1)?.paragraphs?.join(' ') ?? '';
    expect(rights).toContain(HOSPITAL.email.info);
    expect(rights).toContain(HOSPITAL.phone.display);
    expect(rights).toContain(SITE_WORDS_HI.addressLine);
    expect(rights).toContain(siteHindi['site.name']);
    expect(HINDI.sections[3]?.paragraphs?.[0]).toContain(`${BOOKING_RETENTION_YEARS} साल`);
  });
});
