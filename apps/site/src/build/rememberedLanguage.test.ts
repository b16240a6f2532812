import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { languageHeadScript } from './rememberedLanguage.ts';

const FONTS = ['/assets/noto-sans-devanagari-subset-400-x.woff2'];

/** Runs the head script against a fake page: where it sent the browser, and the links it added. */
function visit(pathname: string, stored: string | null, { search = '', hash = '', refuse = false } = {}) {
  let replacedWith: string | undefined;
  const links: Record<string, string>[] = [];
  runInNewContext(languageHeadScript(FONTS), {
    location: { pathname, search, hash, replace: (to: string) => (replacedWith = to) },
    localStorage: {
      getItem: (key: string) => {
        if (refuse) throw new Error('SecurityError');
        return key === 'language' ? stored : null;
      },
    },
    document: {
      createElement: () => ({}),
      head: { appendChild: (link: Record<string, string>) => links.push({ ...link }) },
    },
  });
  return { replacedWith, links };
}

describe('the language head script', () => {
  it('sends a visitor who chose Hindi from "/" to "/hi", with query and hash', () => {
    expect(visit('/', 'hi').replacedWith).toBe('/hi');
    expect(visit('/', 'hi', { search: '?utm=x', hash: '#contact' }).replacedWith).toBe('/hi?utm=x#contact');
  });
  it('leaves everyone else where they are', () => {
    expect(visit('/', 'en').replacedWith).toBeUndefined();
    expect(visit('/', null).replacedWith).toBeUndefined();
    expect(visit('/doctors', 'hi').replacedWith).toBeUndefined();
    expect(visit('/hi', 'hi').replacedWith).toBeUndefined();
    expect(visit('/', 'hi', { refuse: true }).replacedWith).toBeUndefined();
  });
  it('asks for the Hindi faces at once on a Hindi page only', () => {
    const { links } = visit('/hi/doctors', null);
    expect(links.map((link) => link.href)).toEqual(FONTS);
    expect(links[0]).toMatchObject({ rel: 'preload', as: 'font', type: 'font/woff2', crossOrigin: '' });
    expect(visit('/hi', null).links).toHaveLength(1);
    expect(visit('/doctors', null).links).toEqual([]);
    expect(visit('/history', null).links).toEqual([]);
  });
});
