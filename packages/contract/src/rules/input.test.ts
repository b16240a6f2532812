import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../messages.ts';

const UNSTORABLE = { message: API_MESSAGES.unstorableText, code: 'unstorable_text' };
import { REQUEST_BODY_LIMITS, isPersonName, isSingleLine, nestedDeeperThan, requestBodyRefusal, requestBodySize, unstorableTextFields, withoutBidiControls } from './input.ts';

describe('text PostgreSQL cannot store', () => {
  it('names each field, at any depth, that holds a NUL or half of a surrogate pair', () => {
    expect(unstorableTextFields({ name: 'ok', notes: 'a\u0000b', materials: [{ name: 'ok' }, { unit: '\ud800' }], nested: { deep: '\udc00x' } })).toEqual({
      notes: UNSTORABLE,
      'materials.1.unit': UNSTORABLE,
      'nested.deep': UNSTORABLE,
    });
    expect(unstorableTextFields('\u0000')).toEqual({ _: UNSTORABLE });
  });

  it('lets whole surrogate pairs, Devanagari and empty values through', () => {
    expect(unstorableTextFields({ name: 'सविता 👩‍⚕️', age: 40, empty: '', none: null, list: [] })).toEqual({});
  });

  it('names a key that holds a NUL', () => {
    expect(unstorableTextFields({ 'a\u0000b': 1 })).toEqual({ ab: UNSTORABLE });
  });
});

describe('names', () => {
  it('lose the bidirectional controls that would turn the text around them, and keep everything else', () => {
    expect(withoutBidiControls('Ravi \u202EKumar\u202C \u2066Verma\u2069\u200F')).toBe('Ravi Kumar Verma');
    expect(withoutBidiControls('सविता देवी')).toBe('सविता देवी');
  });
});

describe('a single line', () => {
  it('has no line break, no line or paragraph separator and no control character', () => {
    for (const text of ['Cardiology', 'सविता देवी', 'a.b@example.in', '+91 98765 43210', '']) expect(isSingleLine(text), text).toBe(true);
    for (const text of ['a\nb', 'a\r\nb', 'a\rb', 'a\u2028b', 'a\u2029b', 'a\u0085b', 'a\tb', 'a\u0007b', 'a\u007Fb']) expect(isSingleLine(text), JSON.stringify(text)).toBe(false);
  });
});

describe('a person’s name', () => {
  it('takes letters of any script with their marks, spaces and . \' -', () => {
    for (const name of ['Meena Kumari Saxena', 'Dr. A. K. Sharma', "Rohan D'Souza", 'Rohan D’Souza', 'Mary-Jane O’Neil', 'सविता देवी', 'क्षितिज त्रिपाठी', 'ਗੁਰਪ੍ਰੀਤ ਕੌਰ', 'Zoë Ångström', 'श्री\u200Dमती']) {
      expect(isPersonName(name), name).toBe(true);
    }
  });

  it('refuses digits of any script, +, @, links, line breaks, and a name without a letter', () => {
    for (const name of ['Call +91 11111 22222 to pay your bill', 'Asha 2', 'आशा ३', 'Asha\nDevi', 'Asha\tDevi', 'asha@example.in', 'pay.example.in/bill?x=1', 'Asha: pay now!', '. -', '']) {
      expect(isPersonName(name), JSON.stringify(name)).toBe(false);
    }
  });
});

describe('how deep a body may nest', () => {
  const nested = (levels: number): unknown => {
    let value: unknown = 'x';
    for (let level = 0; level < levels; level++) value = level % 2 === 0 ? [value] : { a: value };
    return value;
  };

  it('counts the levels of arrays and objects, the body itself the first', () => {
    expect(nestedDeeperThan(nested(32), 32)).toBe(false);
    expect(nestedDeeperThan(nested(33), 32)).toBe(true);
    expect(nestedDeeperThan({ weekly: [{ weekday: 1 }, { weekday: 2 }], list: [] }, 3)).toBe(false);
    expect(nestedDeeperThan('text', 0)).toBe(false);
    expect(nestedDeeperThan(null, 0)).toBe(false);
  });

  it('refuses a body deeper than the bound before looking at its text, without overflowing on any depth', () => {
    expect(requestBodyRefusal(nested(33))).toEqual({ message: API_MESSAGES.bodyTooDeep, code: 'body_too_deep' });
    expect(requestBodyRefusal(JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`))).toMatchObject({ code: 'body_too_deep' });
    expect(requestBodyRefusal({ name: 'a\u0000b' })).toMatchObject({ code: 'validation_failed', codes: { name: 'unstorable_text' } });
    expect(requestBodyRefusal(nested(32))).toBeUndefined();
  });
});

describe('how large a body may be', () => {
  it('is read up to 100 kB, drained for its 413 up to 8 MB, and refused at once beyond', () => {
    expect(REQUEST_BODY_LIMITS).toEqual({ readBytes: 102_400, drainBytes: 8_388_608 });
    expect(requestBodySize(0)).toBe('read');
    expect(requestBodySize(102_400)).toBe('read');
    expect(requestBodySize(102_401)).toBe('drain');
    expect(requestBodySize(8_388_608)).toBe('drain');
    expect(requestBodySize(8_388_609)).toBe('refuse');
    expect(requestBodySize(11, { readBytes: 10, drainBytes: 20 })).toBe('drain');
  });
});
