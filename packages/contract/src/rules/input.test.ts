import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../messages.ts';

const UNSTORABLE = { message: API_MESSAGES.unstorableText, code: 'unstorable_text' };
import { unstorableTextFields, withoutBidiControls } from './input.ts';

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
