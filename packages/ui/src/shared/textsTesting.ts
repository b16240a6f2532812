// The check every texts group's test runs (`<group>Texts.test.ts` beside its `<group>Texts.ts` and `.hi.ts`): the
// Hindi has every text of the English, is written in Hindi, and keeps what the English says of its arguments. The
// group's functions are called with samples the test gives; the type asks for samples of every function, so a new
// function cannot go untested.
import { describe, expect, it } from 'vitest';

type TextFunction = (...args: never[]) => unknown;

/** Arguments to call each of a group's functions with; two or more that change the answer test the most. */
export type TextSamples<Texts> = {
  [Key in keyof Texts as Texts[Key] extends TextFunction ? Key : never]-?: Texts[Key] extends (...args: infer Args) => unknown
    ? readonly Readonly<Args>[]
    : never;
};

export interface GroupTexts<Texts> {
  english: Texts;
  hindi: Texts;
  samples: TextSamples<Texts>;
  /** Texts with no words to translate ("© {siteName}"), which need no Devanagari. */
  sameInBoth?: readonly (keyof Texts & string)[];
}

/** Each text as a comparable value: strings as they are, a function as its answers to the samples. */
function answersOf<Texts>(texts: Texts, samples: TextSamples<Texts>): Record<string, unknown> {
  const bySample = samples as Record<string, readonly (readonly unknown[])[] | undefined>;
  return Object.fromEntries(
    Object.entries(texts as Record<string, unknown>).map(([key, value]) => {
      if (typeof value !== 'function') return [key, value];
      const calls = bySample[key];
      if (!calls) throw new Error(`No sample arguments for the text function ${key}.`);
      return [key, calls.map((args) => (value as (...args: unknown[]) => unknown)(...args))];
    }),
  );
}

/** What a value is made of, strings replaced by a mark: what the two languages must share. */
function shapeOf(value: unknown): unknown {
  if (typeof value === 'string') return 'text';
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shapeOf(item)]));
  return typeof value;
}

/** Every string in a value, with where it is. */
function stringsOf(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, `${path}.${index}`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringsOf(item, `${path}.${key}`));
  return [];
}

const figuresOf = (value: unknown) => [...new Set(JSON.stringify(value).match(/\d+/g) ?? [])].sort();

export function describeTexts<Texts extends object>(group: string, { english, hindi, samples, sameInBoth = [] }: GroupTexts<Texts>): void {
  describe(`the ${group} texts in Hindi`, () => {
    const englishAnswers = answersOf(english, samples);
    const hindiAnswers = answersOf(hindi, samples);

    it('have every text of the English, of the same kind (answers too)', () => {
      expect(shapeOf(hindiAnswers)).toEqual(shapeOf(englishAnswers));
    });

    it('are written in Devanagari', () => {
      // A text copied from the English and never translated is the commonest slip.
      const untranslated = Object.entries(hindiAnswers)
        .filter(([key]) => !(sameInBoth as readonly string[]).includes(key))
        .flatMap(([key, value]) => stringsOf(value, key))
        .filter(([, text]) => text !== '' && !/[\u0900-\u097F]/.test(text));
      expect(untranslated).toEqual([]);
    });

    /** Each function's answers in both languages, sample by sample. */
    const calls = Object.keys(englishAnswers)
      .filter((key) => typeof (english as Record<string, unknown>)[key] === 'function')
      .map((key) => ({ key, inEnglish: englishAnswers[key] as unknown[], inHindi: hindiAnswers[key] as unknown[] }));

    it('keep every figure the English answer shows (a count, a limit, a number to call)', () => {
      const lost = calls.flatMap(({ key, inEnglish, inHindi }) =>
        inEnglish.flatMap((answer, sample) => {
          const missing = figuresOf(answer).filter((figure) => !figuresOf(inHindi[sample]).includes(figure));
          return missing.length > 0 ? [{ key, sample, missing }] : [];
        }),
      );
      expect(lost).toEqual([]);
    });

    it('answer differently wherever the English does, so no argument is dropped', () => {
      const merged: { key: string; samples: [number, number] }[] = [];
      for (const { key, inEnglish, inHindi } of calls) {
        const englishTexts = inEnglish.map((answer) => JSON.stringify(answer));
        const hindiTexts = inHindi.map((answer) => JSON.stringify(answer));
        for (let first = 0; first < englishTexts.length; first += 1) {
          for (let second = first + 1; second < englishTexts.length; second += 1) {
            if (englishTexts[first] !== englishTexts[second] && hindiTexts[first] === hindiTexts[second]) merged.push({ key, samples: [first, second] });
          }
        }
      }
      expect(merged).toEqual([]);
    });
  });
}
