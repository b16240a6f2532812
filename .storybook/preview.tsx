import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import '@hospital/ui/fonts';
import '@hospital/ui/fonts/devanagari';
import { HospitalThemeProvider, UiTextsProvider } from '@hospital/ui';
// The design system's own Hindi, the words a Hindi page of the site shows.
import { UI_TEXTS_HI } from '@hospital/ui/locales/hi';

/** The document's language for the story: `<html lang>`, as a page of the site sets it. */
function DocumentLanguage({ lang, children }: { lang: string; children: ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return children;
}

/**
 * The locale toolbar (a global): "hi" draws the story with the design system's Hindi words and Hindi dates and
 * numbers, in a document whose language is Hindi; a story pins it with `globals: { locale: 'hi' }`.
 */
const withLocale: Decorator = (Story, { globals }) =>
  globals.locale === 'hi' ? (
    <DocumentLanguage lang="hi">
      <UiTextsProvider texts={UI_TEXTS_HI} lang="hi" intlLocale="hi-IN">
        <Story />
      </UiTextsProvider>
    </DocumentLanguage>
  ) : (
    <DocumentLanguage lang="en">
      <Story />
    </DocumentLanguage>
  );

const preview: Preview = {
  decorators: [
    withLocale,
    (Story) => (
      <HospitalThemeProvider>
        <MemoryRouter>
          <Story />
        </MemoryRouter>
      </HospitalThemeProvider>
    ),
  ],
  globalTypes: {
    locale: {
      description: 'The language the design system writes in',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English', right: 'en' },
          { value: 'hi', title: 'हिन्दी', right: 'hi' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
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
