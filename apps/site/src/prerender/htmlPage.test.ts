import { runInNewContext } from 'node:vm';
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
    <link rel="modulepreload" crossorigin href="/assets/react.js">
    <link rel="stylesheet" crossorigin href="/assets/fonts.css">
    <style data-devanagari-cut="/assets/devanagari-cut.css" data-devanagari-later="{&quot;family&quot;:&quot;Cut&quot;,&quot;source&quot;:&quot;local(&#39;Cut Bold&#39;),url(/assets/cut-bold.woff2) format(&#39;woff2&#39;)&quot;,&quot;descriptors&quot;:{&quot;weight&quot;:&quot;550 900&quot;}}">@font-face{font-family:'Cut';src:url(/assets/cut.woff2)}</style>
    <style>@font-face{font-family:'Name';src:url(/assets/name.woff2)}</style>
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
  html: '<style data-precedence="theme" data-href="global">:root{--a:red}</style><link rel="preload" as="image" href="/images/a.svg"/><div class="a"><h1>Our Doctors</h1></div>',
  answers: { '/api/doctors': [{ id: 1, name: '</script><script>alert(1)</script>' }] },
  preloads: ['/assets/DoctorsPage-1.js'],
  renderedAt: new Date('2026-11-26T08:30:00.000Z'),
  alternates: [
    { hrefLang: 'en', href: '/doctors' },
    { hrefLang: 'hi', href: '/hi/doctors' },
  ],
};

/** The files the page's loader script asks for once the page has painted. */
function deferredFiles(html: string): { entry: string; modules: string[]; stylesheets: string[]; faces: unknown[] } {
  const loader = /<script id="page-loader">(\(function\(f\)[\s\S]*?)<\/script><\/body>/.exec(html)?.[1] ?? '';
  return JSON.parse(/\}\)\((\{.*\})\)$/.exec(loader)?.[1] ?? 'null');
}

/**
 * Runs a page's loader script against a fake browser: whether it waits for an animation frame, and whether the
 * entry script has been added after the paint entries given so far (timers run at once).
 */
function loaderStarts(html: string, { paintTiming = true } = {}) {
  const script = /<script id="page-loader">([\s\S]*?)<\/script>/.exec(html)![1]!;
  const added: Record<string, unknown>[] = [];
  let observer: ((list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void) | undefined;
  let afterFrame = false;
  const painted: string[] = [];
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['mark'];
    constructor(callback: NonNullable<typeof observer>) {
      observer = callback;
    }
    observe() {}
  }
  let timersBlocked = true;
  const later: (() => void)[] = [];
  // Timers queue as the browser's do; the queue is run after each paint entry, one task at a time.
  const queued: (() => void)[] = [];
  const tasks: number[] = [];
  const runQueue = () => {
    while (queued.length) {
      const before = added.length;
      queued.shift()!();
      tasks.push(added.length - before);
    }
  };
  // A face is put to use only once loaded: `load` resolves when the test says.
  const faces: { args: unknown[]; loaded: () => void }[] = [];
  const fontsAdded: unknown[] = [];
  class FakeFontFace {
    args: unknown[];
    constructor(...args: unknown[]) {
      this.args = args;
    }
    load() {
      return new Promise((resolve) => faces.push({ args: this.args, loaded: () => resolve(this) }));
    }
  }
  runInNewContext(script, {
    window: { PerformanceObserver: FakeObserver, FontFace: FakeFontFace },
    FontFace: FakeFontFace,
    document: {
      head: { appendChild: (element: Record<string, unknown>) => added.push(element) },
      createElement: () => ({}),
      fonts: { add: (face: FakeFontFace) => fontsAdded.push(face.args) },
    },
    requestAnimationFrame: (callback: () => void) => {
      afterFrame = true;
      callback();
    },
    // The one-second fallback is held back.
    setTimeout: (callback: () => void, ms?: number) => (ms === 1000 && timersBlocked ? later.push(callback) : queued.push(callback)),
  });
  runQueue();
  timersBlocked = false;
  return {
    afterFrame,
    entry: () => added.some((element) => element.type === 'module'),
    /** How many elements each task added, in order. */
    tasks,
    /** The faces asked for, and those put to use. */
    faces,
    fontsAdded,
    paint(name: string) {
      painted.push(name);
      observer?.({ getEntriesByName: (wanted) => painted.filter((entry) => entry === wanted) }, { disconnect() {} });
      runQueue();
    },
  };
}

describe('pageHtml', () => {
  const html = pageHtml(SHELL, PARTS);

  it("puts the page's language, title and description in the head", () => {
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('<title>Our Doctors &amp; more | Hospital</title>');
    expect(html).toContain('<meta name="description" content="Doctors &quot;in&quot; Lucknow" />');
  });

  it("puts the styles and React's hoisted preloads in the head, the markup in #root", () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="/images/a.svg"/>');
    // The global sheet first, then the components' rules.
    expect(head).toContain('<style data-precedence="theme" data-href="global">:root{--a:red}</style><link rel="preload" as="image" href="/images/a.svg"/><style data-styled="active">.a{color:red}</style>');
    expect(html).toContain('<div id="root" data-prerendered-path="/hi/doctors" data-rendered-at="2026-11-26T08:30:00.000Z"><div class="a"><h1>Our Doctors</h1></div></div>');
  });

  it("asks for the page's code only after the first paint, with nothing in the head to hold that paint", async () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<script type="module"');
    expect(head).not.toContain('modulepreload');
    expect(deferredFiles(html)).toEqual({
      entry: '/assets/index.js',
      modules: ['/assets/react.js', '/assets/DoctorsPage-1.js'],
      stylesheets: ['/assets/fonts.css'],
      // A Hindi page: the cut's bold face.
      faces: [expect.objectContaining({ family: 'Cut' })],
    });
    // Started once the first contentful paint is shown, not from an animation frame, which runs before its paint.
    const started = loaderStarts(html);
    expect(started.afterFrame).toBe(false);
    expect(started.entry()).toBe(false);
    started.paint('first-paint');
    expect(started.entry()).toBe(false);
    started.paint('first-contentful-paint');
    expect(started.entry()).toBe(true);
    // The style sheet together, then each module file and the entry in a task of its own.
    expect(started.tasks.filter((count) => count > 0)).toEqual([1, 1, 1, 1]);
    // The Hindi page's bold face: asked for with the rest, put to use once it has arrived, never while loading.
    expect(started.faces.map(({ args }) => args[0])).toEqual(['Cut']);
    expect(started.fontsAdded).toEqual([]);
    started.faces[0]!.loaded();
    await Promise.resolve();
    await Promise.resolve();
    expect(started.fontsAdded).toEqual([['Cut', "local('Cut Bold'),url(/assets/cut-bold.woff2) format('woff2')", { weight: '550 900' }]]);
    // Without paint timing, after an animation frame.
    expect(loaderStarts(html, { paintTiming: false }).afterFrame).toBe(true);
    // ...and that paint is of the whole page, held until the loader at the end of <body> is parsed.
    expect(head).toContain('<link rel="expect" href="#page-loader" blocking="render">');
  });

  it("asks for the fonts' stylesheet after the first paint, in either language", () => {
    for (const lang of ['en', 'hi']) {
      const page = pageHtml(SHELL, { ...PARTS, lang });
      expect(deferredFiles(page).stylesheets).toContain('/assets/fonts.css');
      // Linked as usual only where no script runs.
      expect(page).toMatch(/<noscript>(<link [^>]*>)*<link rel="stylesheet" href="\/assets\/fonts.css">(<link [^>]*>)*<\/noscript><\/head>/);
    }
  });

  it("keeps the Devanagari cut's regular face in a Hindi page's head and adds the bold after the first paint; elsewhere asks for both then", () => {
    const hindi = pageHtml(SHELL, { ...PARTS, lang: 'hi' });
    const hindiHead = hindi.slice(0, hindi.indexOf('</head>'));
    expect(hindiHead).toContain("<style>@font-face{font-family:'Cut';src:url(/assets/cut.woff2)}</style>");
    expect(hindi).not.toContain('data-devanagari');
    expect(deferredFiles(hindi).stylesheets).toEqual(['/assets/fonts.css']);
    expect(deferredFiles(hindi).faces).toEqual([{ family: 'Cut', source: "local('Cut Bold'),url(/assets/cut-bold.woff2) format('woff2')", descriptors: { weight: '550 900' } }]);
    // Without a script, the cut's sheet brings the bold face.
    expect(hindi).toContain('<noscript><link rel="stylesheet" href="/assets/fonts.css"><link rel="stylesheet" href="/assets/devanagari-cut.css"></noscript>');
    const english = pageHtml(SHELL, { ...PARTS, lang: 'en' });
    expect(english).not.toContain("font-family:'Cut'");
    expect(deferredFiles(english).stylesheets).toEqual(['/assets/devanagari-cut.css', '/assets/fonts.css']);
    expect(deferredFiles(english).faces).toEqual([]);
    expect(english).toContain('<noscript><link rel="stylesheet" href="/assets/devanagari-cut.css"><link rel="stylesheet" href="/assets/fonts.css"></noscript>');
    // The language switch's own face stays in every page's head: its name is on the first screen.
    for (const page of [hindi, english]) expect(page.slice(0, page.indexOf('</head>'))).toContain("font-family:'Name'");
  });

  it("names the page's twin in each language in the head", () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="alternate" hreflang="en" href="/doctors"><link rel="alternate" hreflang="hi" href="/hi/doctors">');
  });

  it('writes the answers as a data block that no text inside them can close', () => {
    expect(html).toContain('</div><script type="application/json" id="build-data">{"/api/doctors":[{"id":1');
    expect(html).not.toContain('</script><script>alert(1)');
    const block = /<script type="application\/json" id="build-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(block)).toEqual(PARTS.answers);
  });

  it('drops the note that the site needs JavaScript, and writes no data block for a page without answers', () => {
    expect(html).not.toContain('This site needs JavaScript');
    expect(html.match(/<noscript>/g)).toHaveLength(1);
    expect(pageHtml(SHELL, { ...PARTS, answers: {} })).not.toContain('build-data');
  });

  it('fails loudly when the shell lacks a part it fills', () => {
    expect(() => pageHtml(SHELL.replace('<div id="root"></div>', '<main></main>'), PARTS)).toThrow(/div id="root"/);
  });
});
