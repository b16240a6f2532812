import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumPath } from './scripts/chromium.mjs';

export default defineConfig({
  test: {
    // The API and process tests spend much of their time waiting on servers they start (a child process, a
    // PostgreSQL cluster), so two files at a time, even on two cores; the stories have a browser pool of their own.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          // A test that imports every page module takes a few seconds on a busy two-core machine, beyond the
          // default five.
          testTimeout: 30_000,
        },
      },
      // The HTTP contract suite once per server, so the mock and the production API cannot drift apart.
      ...(['mock', 'pglite', 'postgres'] as const).map((server) => ({
        test: {
          name: `api-${server}`,
          environment: 'node',
          include: ['api-contract/**/*.test.ts'],
          env: { API_UNDER_TEST: server },
          globalSetup: ['api-contract/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
        },
      })),
      {
        // What only one server has: the mock's data file; apps/api's processes, restarts, lock and instances.
        test: {
          name: 'api',
          environment: 'node',
          include: ['mock-api/test/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          env: { NEEDS_POSTGRES: '1' },
          globalSetup: ['api-contract/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
        },
      },
      {
        plugins: [react(), storybookTest({ configDir: '.storybook' })],
        // Pre-bundled up front: a dependency Vite discovers mid-run makes it reload, and the story files
        // loading at that moment fail with "Failed to fetch dynamically imported module" (a fresh CI run).
        optimizeDeps: {
          include: [
            '@dnd-kit/core',
            '@hookform/resolvers/zod',
            '@radix-ui/react-dialog',
            '@radix-ui/react-dropdown-menu',
            '@radix-ui/react-tabs',
            '@radix-ui/react-toast',
            '@radix-ui/react-tooltip',
            'echarts-for-react/esm/core',
            'echarts/charts',
            'echarts/components',
            'echarts/core',
            'echarts/renderers',
            'react-dom/client',
            'react-hook-form',
            'react-router-dom',
            'styled-components',
            'zod',
          ],
        },
        test: {
          name: 'storybook',
          // Holds the clock still and compares each story's picture with its baseline (docs/adr/0006).
          setupFiles: ['./.storybook/vitest.setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            // One story file at a time, in one tab, beside the node files: a story's picture must settle within its
            // timeout, which more busy processes delay. (A project's own `maxWorkers: 1` would not do: Vitest runs such
            // a project after all the others instead of beside them.)
            fileParallelism: false,
            // A story without a viewport of its own gets the addon's default size, 1200 x 900.
            viewport: { width: 1200, height: 900 },
            provider: playwright({
              launchOptions: { executablePath: chromiumPath() },
              contextOptions: {
                // The page around the story's frame must be larger than any story viewport (desktop is 1280 x 800),
                // or Vitest scales the frame down to fit, and every picture with it.
                viewport: { width: 1920, height: 1080 },
                // One pixel ratio, locale, time zone and colour scheme: the same pixels on every machine.
                deviceScaleFactor: 1,
                locale: 'en-US',
                timezoneId: 'UTC',
                colorScheme: 'light',
              },
            }),
            instances: [{ browser: 'chromium' }],
            // The addon turns the browser's file writes off unless asked; baselines and diffs need them. The
            // browser API listens on localhost only.
            api: { allowWrite: true },
            // Screenshots of failed tests are throwaway output: beside the diffs, not among the baselines.
            screenshotDirectory: '.vitest-attachments/failures',
            expect: {
              toMatchScreenshot: {
                // A pixel counts as changed when its colour moves past 0.02 (pixelmatch's YIQ distance; its default
                // 0.1 let a visibly darker brand colour through); a picture fails past 20 changed pixels, where one
                // changed letter or border is already dozens.
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.02, allowedMismatchedPixels: 20 },
                // Two equal pictures in a row within 15 s, not 5: on a busy CI machine one capture has taken seconds.
                timeout: 15_000,
                screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
                // Committed beside the story: <folder>/__screenshots__/<Name>.stories.tsx/<Story>-chromium-linux.png
                resolveScreenshotPath: ({ root, testFileDirectory, testFileName, arg, browserName, platform, ext }) =>
                  resolve(root, testFileDirectory, '__screenshots__', testFileName, `${arg}-${browserName}-${platform}${ext}`),
              },
            },
          },
        },
      },
    ],
  },
});
