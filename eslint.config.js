import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The contract's `server` subpath needs node:crypto: the browser bundle would break on it.
const NODE_ONLY_CONTRACT = '@hospital/contract/server is for Node processes only; the browser cannot run it.';
const NODE_ONLY_CONTRACT_PATTERN = { group: ['@hospital/contract/server'], message: NODE_ONLY_CONTRACT };

/** What no file of the design system may import, whichever of its rules below applies. */
const DESIGN_SYSTEM_BOUNDS = [
  { group: ['swr', 'swr/*', '**/apps/**', '**/mock-api/**'], message: 'packages/ui takes data as props: it never fetches or reaches into an app.' },
  NODE_ONLY_CONTRACT_PATTERN,
];

export default tseslint.config(
  { ignores: ['**/dist/**', 'apps/site/dist-server/**', 'storybook-static/**', 'mock-api/data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The design system takes data and callbacks as props: it never fetches, stores or knows the API.
    files: ['packages/ui/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...DESIGN_SYSTEM_BOUNDS,
            {
              group: ['*.hi.ts'],
              message: 'A component writes its English itself; its Hindi reaches it through UiTextsProvider (locales/hi.ts), which only Hindi pages load.',
            },
            {
              // Up out of this folder, into another component's folder, to a file other than its index.ts; the
              // theme and the shared helpers are the foundation every component builds on, so they are open.
              regex: '^(\\.\\./)+(?!theme/|shared/)([^./][^/]*/)+(?!index\\.ts$)[^/]+$',
              message: "Import another component through its folder's index.ts, or move the helper into src/shared/.",
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'fetch', 'localStorage', 'sessionStorage', 'XMLHttpRequest'],
      'no-restricted-syntax': ['error', { selector: "ImportSpecifier[imported.name='API_PATHS']", message: 'packages/ui must not know the API paths.' }],
    },
  },
  {
    files: ['apps/site/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NODE_ONLY_CONTRACT_PATTERN] }] },
  },
  {
    // A language's words are loaded apart from the components (locales/hi.ts, only on pages in that language), so
    // they may take another widget's words file directly: through its index.ts they would join the English pages.
    // The tests that hold them to the English read them too.
    files: ['packages/ui/src/locales/**', 'packages/ui/src/**/*.hi.ts', 'packages/ui/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...DESIGN_SYSTEM_BOUNDS,
            {
              regex: '^(\\.\\./)+(?!theme/|shared/)([^./][^/]*/)+(?!index\\.ts$)(?![^/]+\\.hi\\.ts$)[^/]+$',
              message: "A language's words take another widget's words only from its *.hi.ts file.",
            },
          ],
        },
      ],
    },
  },
  {
    // The one Storybook shows the design system as a package: what it needs of an app belongs in packages/ui.
    files: ['.storybook/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/apps/**', '**/mock-api/**'], message: 'Storybook shows packages/ui alone: move what it needs from the app into the package.' }] },
      ],
    },
  },
  {
    files: ['packages/contract/src/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-*', 'styled-components', '@hospital/ui'] }],
    },
  },
);
