// Each Hindi content module matches its English twin: the same pages, sections, lists and links, so a Hindi
// visitor misses nothing; its words are Hindi; its names for departments and facilities are the medical terms'.
import { describe, expect, it } from 'vitest';
import { UI_TEXTS_HI } from '@hospital/ui/locales/hi';
import { DEPARTMENTS, FACILITIES } from '../routes.ts';
import { DEPARTMENT_PAGES } from './departments.ts';
import { departmentPagesInHindi } from './departments.hi.ts';
import { FACILITY_PAGES } from './facilities.ts';
import { FACILITY_PAGES_HI } from './facilities.hi.ts';
import { HOME_CONTENT } from './home.ts';
import { homeInHindi } from './home.hi.ts';
import { SITE_WORDS_HI } from './site.hi.ts';
import { SITE_WORDS } from './siteWords.ts';

const DEPARTMENT_PAGES_HI = departmentPagesInHindi(DEPARTMENT_PAGES);
const HOME_CONTENT_HI = homeInHindi(HOME_CONTENT);

/** Fields whose value is the same in both languages: links, contact details, rules, people's names and data the API owns. */
const SAME = new Set(['href', 'phone', 'email', 'kind', 'doctorRule', 'bookingDepartment', 'emergencyPhone', 'illustration', 'rating', 'experience', 'id', 'qualifications', 'specialization']);

/** The value with every translatable string replaced by a mark: what the two languages must share. */
function shape(value: unknown, key = ''): unknown {
  if (SAME.has(key)) return value;
  if (typeof value === 'string') return 'text';
  if (Array.isArray(value)) return value.map((item) => shape(item));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v, k)]));
  return value;
}

/** Every translatable string, with where it is. */
function texts(value: unknown, path = ''): [string, string][] {
  const key = path.split('.').at(-1) ?? '';
  if (SAME.has(key)) return [];
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${path}.${index}`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => texts(v, path ? `${path}.${k}` : k));
  return [];
}

/** Strings that need no Devanagari: figures, 24/7, accreditation bodies, and the names and English message kept on purpose. */
const NEUTRAL = /^[\d\s.,:/%+-]+$|^(NABH|NABL|ISO 9001:2015)$|^Dr\. |^Our promise/;

const TWINS = [
  { name: 'departments', english: DEPARTMENT_PAGES, hindi: DEPARTMENT_PAGES_HI },
  { name: 'facilities', english: FACILITY_PAGES, hindi: FACILITY_PAGES_HI },
  { name: 'home', english: HOME_CONTENT, hindi: HOME_CONTENT_HI },
  { name: 'site words', english: SITE_WORDS, hindi: SITE_WORDS_HI },
];

describe.each(TWINS)('the Hindi $name', ({ english, hindi }) => {
  it('has the English shape: the same entries, lists, links and rules', () => {
    expect(shape(hindi)).toEqual(shape(english));
  });
  it('is written in Hindi', () => {
    expect(texts(hindi).filter(([, text]) => !/[\u0900-\u097F]/.test(text) && !NEUTRAL.test(text))).toEqual([]);
  });
  it('keeps every figure of the English: years, counts, hours, ages', () => {
    const figures = (text: string) => [...new Set(text.match(/\d+/g) ?? [])].sort();
    const hindiTexts = new Map(texts(hindi));
    const differing = texts(english)
      .map(([path, text]) => ({ path, english: figures(text), hindi: figures(hindiTexts.get(path) ?? '') }))
      .filter((entry) => entry.english.join() !== entry.hindi.join());
    expect(differing).toEqual([]);
  });
});

describe('names in Hindi', () => {
  // The one mapping of terms, as the menu shows them (the design system's, packages/ui).
  const hindiTerm = UI_TEXTS_HI.medicalTerms.term;
  it('are the medical terms’ for every department and facility page', () => {
    for (const { slug, name } of DEPARTMENTS) expect(DEPARTMENT_PAGES_HI[slug].content.name).toBe(hindiTerm(name));
    for (const { slug, name } of FACILITIES) expect(FACILITY_PAGES_HI[slug].name).toBe(hindiTerm(name));
  });
  it('are the medical terms’ on the home page’s department cards', () => {
    HOME_CONTENT.departments.forEach((card, index) => expect(HOME_CONTENT_HI.departments[index]?.name, card.name).toBe(hindiTerm(card.name)));
  });
  it('keep the figures of the English address', () => {
    const figures = (text: string) => text.match(/\d+/g);
    expect(figures(SITE_WORDS_HI.addressLine)).toEqual(figures(SITE_WORDS.addressLine));
  });
  it('keep the department and home opening hours, through Intl', () => {
    const medicine = DEPARTMENT_PAGES_HI['general-medicine'].content.hours?.[0]?.rows.map((row) => row.hours);
    expect(medicine).toEqual(['सुबह 8:00 - रात 8:00', 'सुबह 8:00 - शाम 6:00', 'सुबह 10:00 - शाम 4:00', '24/7']);
    expect(SITE_WORDS_HI.hours.map((line) => line.hours)).toEqual(['सुबह 8:00 - रात 8:00', 'सुबह 9:00 - शाम 6:00', '24/7']);
  });
});
