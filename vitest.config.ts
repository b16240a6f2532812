import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumPath } from './scripts/chromium.mjs';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
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
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath() } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
