import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // The locale toolbar reads the site's Hindi catalogs (preview.tsx): compiled as the site's build compiles them, so
  // a static Storybook needs no message parser either.
  async viteFinal(viteConfig) {
    const { compileCatalogs } = await import('../apps/site/src/build/compileCatalogs.ts');
    return { ...viteConfig, plugins: [...(viteConfig.plugins ?? []), compileCatalogs()] };
  },
};

export default config;
