import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs helper without types, shared with .size-limit.js
import { routeInitialChunks, routePages, routesLoadingFeatureEarly, staticClosure } from './route-chunks.mjs';

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js', '_Button.js'], dynamicImports: ['src/pages/HomePage.tsx', 'src/pages/AdminPage.tsx'] },
  '_react.js': { file: 'assets/react.js' },
  '_Button.js': { file: 'assets/Button.js', imports: ['_react.js'] },
  'src/pages/HomePage.tsx': { file: 'assets/HomePage.js', isDynamicEntry: true, imports: ['index.html', '_Badge.js'], dynamicImports: ['src/booking/Dialog.tsx'] },
  '_Badge.js': { file: 'assets/Badge.js', imports: ['_react.js'], css: ['assets/Badge.css'] },
  'src/booking/Dialog.tsx': { file: 'assets/Dialog.js', imports: ['_zod.js'] },
  '_zod.js': { file: 'assets/zod.js' },
  'src/pages/AdminPage.tsx': { file: 'assets/AdminPage.js', imports: ['_zod.js'] },
  'src/style.css': { file: 'assets/style.css' },
};

describe('routeInitialChunks', () => {
  it("is the entry's static closure plus the page's, each file once", () => {
    expect(routeInitialChunks(manifest, 'src/pages/HomePage.tsx')).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/Button.js',
      'assets/HomePage.js',
      'assets/Badge.js',
    ]);
  });

  it('leaves out what is only imported dynamically: other pages and the booking dialog', () => {
    const files = routeInitialChunks(manifest, 'src/pages/HomePage.tsx');
    expect(files).not.toContain('assets/Dialog.js');
    expect(files).not.toContain('assets/zod.js');
    expect(files).not.toContain('assets/AdminPage.js');
  });

  it('counts only JavaScript', () => {
    expect(staticClosure(manifest, ['src/style.css'])).toEqual([]);
  });

  it('names a chunk the manifest does not have', () => {
    expect(() => staticClosure(manifest, ['src/pages/Missing.tsx'])).toThrow('no chunk "src/pages/Missing.tsx"');
  });
});

describe('routesLoadingFeatureEarly', () => {
  it('lists the route pages, not the modules below them', () => {
    expect(routePages({ ...manifest, 'src/pages/admin/Charts.tsx': { file: 'assets/Charts.js' } })).toEqual([
      'src/pages/HomePage.tsx',
      'src/pages/AdminPage.tsx',
    ]);
  });

  it('is empty while a lazy feature is only imported dynamically', () => {
    expect(routesLoadingFeatureEarly(manifest, 'src/booking/Dialog.tsx')).toEqual([]);
  });

  it('names each route that imports the feature statically', () => {
    const leaky = { ...manifest, 'src/pages/HomePage.tsx': { ...manifest['src/pages/HomePage.tsx'], imports: ['index.html', 'src/booking/Dialog.tsx'] } };
    expect(routesLoadingFeatureEarly(leaky, 'src/booking/Dialog.tsx')).toEqual([{ page: 'src/pages/HomePage.tsx', file: 'assets/Dialog.js' }]);
  });
});
