import { describe, expect, it } from 'vitest';
import { compileCatalog } from './compileCatalogs.ts';

describe('compileCatalog', () => {
  it('turns every message into the form Lingui reads without its parser', () => {
    expect(compileCatalog({ a: 'Our Doctors', b: 'View Profile of {name}', c: '{years, plural, one {# year} other {# years}}' })).toEqual({
      a: ['Our Doctors'],
      b: ['View Profile of ', ['name']],
      c: [['years', 'plural', { one: ['#', ' year'], other: ['#', ' years'] }]],
    });
  });
  it('keeps plain text as a string for the English pages\' reader, and arrays for Lingui', () => {
    const catalog = { a: 'Our Doctors', b: 'View Profile of {name}', c: "Chairman's Message" };
    expect(compileCatalog(catalog, { plainText: true })).toEqual({ a: 'Our Doctors', b: ['View Profile of ', ['name']], c: "Chairman's Message" });
    expect(compileCatalog(catalog).a).toEqual(['Our Doctors']);
  });
  it('fails on a message that is not valid ICU', () => {
    expect(() => compileCatalog({ broken: 'Hello {name' })).toThrow();
  });
});
