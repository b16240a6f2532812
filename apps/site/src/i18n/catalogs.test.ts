// The site catalogs' contract: every message is in both languages with the same placeholders and is valid ICU; the
// English pages' reader says what Lingui says; every link and medical term the site uses has its Hindi. (The design
// system's words are its own, with their tests beside them in packages/ui.)
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { UI_TEXTS_HI } from '@hospital/ui/locales/hi';
import { DEPARTMENTS, FACILITIES } from '../routes.ts';
import { FOOTER_LINKS, NAV_LINKS, SITE_DESCRIPTION, SITE_NAME } from '../content/site.ts';
import siteEnglish from './catalogs/en.json';
import siteHindi from './catalogs/hi.json';
import type { MessageId } from './messages.ts';
import { formatCompiled } from './compiledMessages.ts';
import { compiledTranslate } from './english.ts';
import { createTranslate } from './translate.ts';

const PAIRS = [{ name: 'en.json / hi.json', english: siteEnglish as Record<string, string>, hindi: siteHindi as Record<string, string> }];

type Compiled = ReturnType<typeof compileMessageOrThrow>;

/**
 * The arguments a message uses, sorted: "{years, plural, ...}" and "{years}" both use `years`, since one language
 * may need plural forms where another does not.
 */
function placeholdersOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (parts: Compiled | Compiled[number]): void => {
    if (!Array.isArray(parts)) return;
    for (const part of parts) {
      if (!Array.isArray(part)) continue;
      const [name, kind, cases] = part as [unknown, unknown, unknown];
      if (typeof name !== 'string') {
        walk(part);
        continue;
      }
      found.add(name);
      void kind;
      if (cases && typeof cases === 'object') for (const branch of Object.values(cases)) walk(branch as Compiled);
    }
  };
  walk(compileMessageOrThrow(message));
  return [...found].sort();
}

describe.each(PAIRS)('the catalogs $name', ({ english, hindi }) => {
  it('hold the same message ids', () => {
    const onlyEnglish = Object.keys(english).filter((id) => !(id in hindi));
    const onlyHindi = Object.keys(hindi).filter((id) => !(id in english));
    expect({ onlyEnglish, onlyHindi }).toEqual({ onlyEnglish: [], onlyHindi: [] });
  });

  it('are valid ICU, with the same placeholders in both languages', () => {
    const differing = Object.keys(english)
      .filter((id) => id in hindi)
      .map((id) => ({ id, english: placeholdersOf(english[id]!), hindi: placeholdersOf(hindi[id]!) }))
      .filter((entry) => entry.english.join() !== entry.hindi.join());
    expect(differing).toEqual([]);
  });

  it('have every Hindi message written in Devanagari', () => {
    // A message copied from English and never translated is the commonest slip.
    const untranslated = Object.entries(hindi).filter(([, message]) => !/[\u0900-\u097F]/.test(message));
    expect(untranslated).toEqual([]);
  });
});

describe('the placeholder check itself', () => {
  it('finds arguments, plurals and selects, nested too', () => {
    expect(placeholdersOf('{years, plural, one {# year of {name}} other {# years}}')).toEqual(['name', 'years']);
    expect(placeholdersOf('{category, select, staff {स्टाफ़} other {{category}}}')).toEqual(['category']);
    expect(placeholdersOf('Hello')).toEqual([]);
  });
  it('tells a renamed placeholder apart', () => {
    expect(placeholdersOf('{name} की फ़ोटो')).not.toEqual(placeholdersOf('Photo of {doctor}'));
  });
});

/** The arguments of a message with their kind: `{ years: 'plural', name: undefined }`, with a select's cases. */
function argumentsOf(message: string): Map<string, { kind: string | undefined; cases: string[] }> {
  const found = new Map<string, { kind: string | undefined; cases: string[] }>();
  const walk = (parts: Compiled | Compiled[number]): void => {
    if (!Array.isArray(parts)) return;
    for (const part of parts) {
      if (!Array.isArray(part)) continue;
      const [name, kind, cases] = part as [unknown, unknown, Record<string, unknown> | undefined];
      if (typeof name !== 'string') continue;
      found.set(name, { kind: typeof kind === 'string' ? kind : undefined, cases: Object.keys(cases ?? {}) });
      for (const branch of Object.values(cases ?? {})) walk(branch as Compiled);
    }
  };
  walk(compileMessageOrThrow(message));
  return found;
}

/** Every combination of telling values for a message's arguments: plural counts, each select case, a name. */
function sampleValues(message: string): Record<string, string | number>[] {
  let combinations: Record<string, string | number>[] = [{}];
  for (const [name, { kind, cases }] of argumentsOf(message)) {
    const choices: (string | number)[] =
      kind === 'plural' || kind === 'selectordinal' ? [0, 1, 2, 3, 22, 1234567] : kind === 'select' ? [...cases, 'unknown'] : ['Dr. Rajesh Malhotra'];
    combinations = combinations.flatMap((values) => choices.map((choice) => ({ ...values, [name]: choice })));
  }
  return combinations;
}

/** Whether a message uses only what the English pages' reader reads: text, arguments, plural. */
function readableWithoutLingui(message: string): boolean {
  return [...argumentsOf(message).values()].every(({ kind }) => kind === undefined || kind === 'plural');
}

describe('the English pages\' reader of compiled messages', () => {
  it('reads every message of the English site catalog (a select or an ordinal there needs the reader extended)', () => {
    expect(Object.entries(siteEnglish).filter(([, message]) => !readableWithoutLingui(message)).map(([id]) => id)).toEqual([]);
  });
  it.each(['en-US', 'hi-IN'])('gives Lingui\'s answer for every message it can read, of every catalog, in %s', (locale) => {
    const differing: unknown[] = [];
    let compared = 0;
    for (const { english, hindi } of PAIRS) {
      for (const message of [...Object.values(english), ...Object.values(hindi)].filter(readableWithoutLingui)) {
        const lingui = createTranslate(locale, { message });
        for (const values of sampleValues(message)) {
          compared += 1;
          const expected = lingui('message' as MessageId, values);
          const actual = formatCompiled(compileMessageOrThrow(message), values, locale);
          if (actual !== expected) differing.push({ message, values, expected, actual });
        }
      }
    }
    expect(differing).toEqual([]);
    // Every message at least once, in each language.
    expect(compared).toBeGreaterThanOrEqual(PAIRS.reduce((count, { english, hindi }) => count + Object.keys(english).length + Object.keys(hindi).length, 0));
  });
  it('agrees with Lingui on plurals: exact values, nested arguments, big counts', () => {
    const messages = [
      '{years, plural, one {# year} other {# years}}',
      'Too many tries. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again.',
      '{n, plural, =0 {no slots} one {# slot} other {# slots}}',
      '{n, plural, one {# slot left with Dr. {name}} other {# slots left with Dr. {name}}}',
      "Dr. {name}'s patients: {n, plural, one {#} other {#}}",
      '{n, plural, one {# वर्ष} other {# वर्ष}} का अनुभव',
    ];
    for (const message of messages) {
      for (const locale of ['en-US', 'hi-IN']) {
        const lingui = createTranslate(locale, { message });
        for (const n of [0, 1, 2, 3, 11, 21, 1000, 1234567]) {
          const values = { n, name: 'Rao' };
          expect(formatCompiled(compileMessageOrThrow(message), values, locale), message).toBe(lingui('message' as MessageId, values));
        }
      }
    }
  });
  it('reads a catalog as written (tests) as the build\'s compiled one', () => {
    const t = compiledTranslate('en-US', siteEnglish);
    expect(t('home.emergency', { number: '101' })).toBe('Emergency 101');
    expect(t('nav.ourDoctors')).toBe('Our Doctors');
    expect(t('no.such.id' as MessageId)).toBe('no.such.id');
  });
});

describe('the site catalogs', () => {
  const english = createTranslate('en-US', siteEnglish);
  const hindi = createTranslate('hi-IN', siteHindi);
  const { term } = UI_TEXTS_HI.medicalTerms;

  it('name the site and describe it as the content does', () => {
    expect(english('site.name')).toBe(SITE_NAME);
    expect(english('site.description')).toBe(SITE_DESCRIPTION);
  });

  it('label every header and footer link in both languages, departments and facilities through the terms', () => {
    const labels: MessageId[] = [...NAV_LINKS.map((item) => item.label), ...FOOTER_LINKS.map((link) => link.label)];
    for (const label of labels) {
      expect(english(label), label).not.toBe(label);
      expect(hindi(label), label).toMatch(/[\u0900-\u097F]/);
    }
    const named = NAV_LINKS.flatMap((item) => ('links' in item ? item.links.map((link) => link.term) : []));
    expect(named).toEqual([...DEPARTMENTS, ...FACILITIES].map(({ name }) => name));
    for (const name of named) expect(term(name), name).toMatch(/[\u0900-\u097F]/);
  });
});

describe('the medical terms the site uses', () => {
  it('have their Hindi in the design system: every department, facility, specialization and area of expertise of the site, seed and content', async () => {
    const { default: seed } = await import('../../../../db.json');
    const { DEPARTMENT_PAGES } = await import('../content/departments.ts');
    const { GENERIC_EXPERTISE, areasOfExpertise } = await import('@hospital/ui');
    const terms = new Set([
      ...DEPARTMENTS.map(({ name }) => name),
      ...FACILITIES.map(({ name }) => name),
      ...seed.departments.map((department) => department.name),
      ...seed.doctors.map((doctor) => doctor.specialization),
      ...seed.doctors.flatMap((doctor) => areasOfExpertise(doctor.specialization)),
      ...GENERIC_EXPERTISE,
      ...Object.values(DEPARTMENT_PAGES).flatMap((page) => (page.content.doctors ?? []).map((doctor) => doctor.specialization)),
    ]);
    // A term without Hindi comes back as it went in, in English.
    expect([...terms].filter((name) => UI_TEXTS_HI.medicalTerms.term(name) === name)).toEqual([]);
  });
});
