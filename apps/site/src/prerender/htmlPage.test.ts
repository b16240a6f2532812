import { describe, expect, it } from 'vitest';
import { pageHtml, type PageParts } from './htmlPage.ts';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>City Care Hospital</title>
    <meta
      name="description"
      content="The hospital."
    />
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <noscript>This site needs JavaScript.</noscript>
  </body>
</html>`;

const PARTS: PageParts = {
  path: '/hi/doctors',
  lang: 'hi',
  title: 'Our Doctors & more | Hospital',
  description: 'Doctors "in" Lucknow',
  styleTags: '<style data-styled="active">.a{color:red}</style>',
  html: '<link rel="preload" as="image" href="/images/a.svg"/><div class="a"><h1>Our Doctors</h1></div>',
  answers: { '/api/doctors': [{ id: 1, name: '</script><script>alert(1)</script>' }] },
  preloads: ['/assets/DoctorsPage-1.js'],
};

describe('pageHtml', () => {
  const html = pageHtml(SHELL, PARTS);

  it("puts the page's language, title and description in the head", () => {
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('<title>Our Doctors &amp; more | Hospital</title>');
    expect(html).toContain('<meta name="description" content="Doctors &quot;in&quot; Lucknow" />');
  });

  it("puts the styles, the page's code and React's hoisted preloads in the head, the markup in #root", () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="/images/a.svg"/>');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/DoctorsPage-1.js">');
    expect(head).toContain('<style data-styled="active">.a{color:red}</style>');
    expect(html).toContain('<div id="root" data-prerendered-path="/hi/doctors"><div class="a"><h1>Our Doctors</h1></div></div>');
  });

  it('writes the answers as a data block that no text inside them can close', () => {
    expect(html).toContain('</div><script type="application/json" id="build-data">{"/api/doctors":[{"id":1');
    expect(html).not.toContain('</script><script>alert(1)');
    const block = /<script type="application\/json" id="build-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(block)).toEqual(PARTS.answers);
  });

  it('drops the note that the site needs JavaScript, and writes no data block for a page without answers', () => {
    expect(html).not.toContain('<noscript>');
    expect(pageHtml(SHELL, { ...PARTS, answers: {} })).not.toContain('build-data');
  });

  it('fails loudly when the shell lacks a part it fills', () => {
    expect(() => pageHtml(SHELL.replace('<div id="root"></div>', '<main></main>'), PARTS)).toThrow(/div id="root"/);
  });
});
