import type { Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import '@hospital/ui/fonts';
import { HospitalThemeProvider } from '@hospital/ui';

const preview: Preview = {
  decorators: [
    (Story) => (
      <HospitalThemeProvider>
        <MemoryRouter>
          <Story />
        </MemoryRouter>
      </HospitalThemeProvider>
    ),
  ],
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story's test (Vitest addon) and shows in the a11y panel.
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobile (360×740)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        desktop: { name: 'Desktop (1280×800)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
