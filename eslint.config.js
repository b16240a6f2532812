import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', 'storybook-static/**', 'mock-api/data/**', 'test-results/**', 'playwright-report/**'] },
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
            { group: ['swr', 'swr/*', '**/apps/**', '**/mock-api/**'], message: 'packages/ui takes data as props: it never fetches or reaches into an app.' },
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
    files: ['packages/contract/src/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-*', 'styled-components', '@hospital/ui'] }],
    },
  },
);
