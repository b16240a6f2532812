import { describe, expect, it } from 'vitest';
import { homePageOnlyFiles } from './preloadHomePage.ts';

const chunk = (imports: string[], facadeModuleId: string | null = null) => ({ type: 'chunk' as const, imports, facadeModuleId });

describe('homePageOnlyFiles', () => {
  const bundle = {
    'assets/index.js': chunk(['assets/react.js'], '/repo/apps/site/index.html'),
    'assets/react.js': chunk([]),
    'assets/HomePage.js': chunk(['assets/react.js', 'assets/StatCard.js'], '/repo/apps/site/src/pages/HomePage.tsx'),
    'assets/StatCard.js': chunk(['assets/VisuallyHidden.js']),
    'assets/VisuallyHidden.js': chunk([]),
    'assets/DoctorsPage.js': chunk(['assets/react.js'], '/repo/apps/site/src/pages/DoctorsPage.tsx'),
    'assets/index.css': { type: 'asset' as const },
  };

  it('lists the home page chunk and what it imports, deepest included, without what the entry loads', () => {
    expect(homePageOnlyFiles(bundle, 'assets/index.js', 'src/pages/HomePage.tsx')).toEqual([
      'assets/HomePage.js',
      'assets/StatCard.js',
      'assets/VisuallyHidden.js',
    ]);
  });

  it('says so when the build has no such page', () => {
    expect(() => homePageOnlyFiles(bundle, 'assets/index.js', 'src/pages/Missing.tsx')).toThrow(/no chunk for src\/pages\/Missing.tsx/);
  });
});
