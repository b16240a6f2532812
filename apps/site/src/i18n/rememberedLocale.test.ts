import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, rememberLocale } from './rememberedLocale.ts';

describe('the remembered language', () => {
  it('keeps only the language, under one key', () => {
    const values = new Map<string, string>();
    const storage = { setItem: (key: string, value: string) => void values.set(key, value) };
    rememberLocale('hi', storage);
    expect([...values]).toEqual([[LANGUAGE_STORAGE_KEY, 'hi']]);
    rememberLocale('en', storage);
    expect([...values]).toEqual([[LANGUAGE_STORAGE_KEY, 'en']]);
  });
  it('does not fail where storage is refused', () => {
    const refusing = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => rememberLocale('hi', refusing)).not.toThrow();
    // Node has no localStorage: the same as a browser that refuses it.
    expect(() => rememberLocale('hi')).not.toThrow();
  });
});
