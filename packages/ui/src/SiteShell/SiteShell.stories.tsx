import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { LinkProvider, type LinkProps } from '../Link/index.ts';
import { LanguageSwitch } from '../site/LanguageSwitch/index.ts';
import type { SiteShellLink, SiteShellNavItem } from './links.ts';
import { SiteShell } from './SiteShell.tsx';

const navigate = fn();

/** Stories do not leave the frame: a link reports where it would go instead. */
function StoryLink({ href, onClick, ...rest }: LinkProps) {
  return (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
        navigate(href);
      }}
    />
  );
}

export const navLinksData: SiteShellNavItem[] = [
  {
    label: 'Departments',
    links: [
      { label: 'Cardiology', href: '/departments/cardiology' },
      { label: 'Neurology', href: '/departments/neurology' },
      { label: 'Pediatrics', href: '/departments/pediatrics' },
      { label: 'General Medicine', href: '/departments/general-medicine' },
    ],
  },
  {
    label: 'Facilities',
    links: [
      { label: 'X-Ray', href: '/facilities/x-ray' },
      { label: 'ICU / NICU / PICU Critical Care', href: '/facilities/icu' },
      { label: 'Blood Bank', href: '/facilities/blood-bank' },
    ],
  },
  { label: 'Our Doctors', href: '/doctors' },
  { label: 'Gallery', href: '/gallery' },
  { label: 'News & Events', href: '/news-events' },
  { label: 'About', href: '/#about' },
  { label: 'Contact', href: '/#contact' },
];

export const footerLinksData: SiteShellLink[] = [
  { label: 'Home', href: '/' },
  { label: 'About', href: '/#about' },
  { label: 'Our Doctors', href: '/doctors' },
  { label: 'Gallery', href: '/gallery' },
  { label: 'News & Events', href: '/news-events' },
  { label: 'Contact', href: '/#contact' },
  { label: 'Project Dashboard', href: '/projects' },
];

/** The same navigation as a Hindi page draws it (the app's catalogs give the words). */
export const hindiNavLinksData: SiteShellNavItem[] = [
  {
    label: 'विभाग',
    links: [
      { label: 'हृदय रोग', href: '/departments/cardiology' },
      { label: 'न्यूरोलॉजी', href: '/departments/neurology' },
      { label: 'बाल रोग', href: '/departments/pediatrics' },
      { label: 'सामान्य चिकित्सा', href: '/departments/general-medicine' },
    ],
  },
  {
    label: 'सुविधाएँ',
    links: [
      { label: 'एक्स-रे', href: '/facilities/x-ray' },
      { label: 'आईसीयू / एनआईसीयू / पीआईसीयू गहन चिकित्सा', href: '/facilities/icu' },
      { label: 'ब्लड बैंक', href: '/facilities/blood-bank' },
    ],
  },
  { label: 'हमारे डॉक्टर', href: '/doctors' },
  { label: 'गैलरी', href: '/gallery' },
  { label: 'समाचार और कार्यक्रम', href: '/news-events' },
  { label: 'डॉक्टरों के बारे में', href: '/#about' },
  { label: 'संपर्क', href: '/#contact' },
];

export const hindiFooterLinksData: SiteShellLink[] = [
  { label: 'मुखपृष्ठ', href: '/' },
  { label: 'हमारे बारे में', href: '/#about' },
  { label: 'हमारे डॉक्टर', href: '/doctors' },
  { label: 'गैलरी', href: '/gallery' },
  { label: 'समाचार और कार्यक्रम', href: '/news-events' },
  { label: 'संपर्क', href: '/#contact' },
  { label: 'प्रोजेक्ट डैशबोर्ड', href: '/projects' },
];

const meta = {
  title: 'Layout/SiteShell',
  component: SiteShell,
  excludeStories: /.*Data$/,
  parameters: { layout: 'fullscreen' },
  args: {
    siteName: 'City Care Hospital',
    navLinks: navLinksData,
    footerLinks: footerLinksData,
    currentPath: '/doctors',
    children: (
      <div style={{ padding: '2rem 1rem' }}>
        <h1>Our Doctors</h1>
        <p>The page goes here.</p>
      </div>
    ),
  },
  argTypes: {
    children: { control: false },
    actions: { control: false },
  },
  decorators: [
    (Story) => (
      <LinkProvider component={StoryLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof SiteShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four landmarks, the skip link first, and the footer's Project Dashboard link. */
const landmarks: Story['play'] = async ({ canvas, canvasElement, step, userEvent }) => {

  await step('banner, navigation, main and contentinfo are there', async () => {
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await expect(canvas.getByRole('main')).toBeInTheDocument();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
  });

  await step('the footer links to the project dashboard', async () => {
    const footer = within(canvas.getByRole('contentinfo'));
    await expect(footer.getByRole('link', { name: 'Project Dashboard' })).toHaveAttribute('href', '/projects');
  });

  await step('the skip link comes first and moves focus to main', async () => {
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    const focusable = canvasElement.querySelector('a[href], button');
    await expect(focusable).toBe(skip);
    await userEvent.click(skip);
    await expect(canvas.getByRole('main')).toHaveFocus();
  });
};

/** Wide enough for the one-row navigation with dropdowns. */
export const Default: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async (context) => {
    await landmarks(context);
    const { canvas, userEvent } = context;
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));

    // In a frame narrower than the wide layout the links sit behind the Menu button: open it first.
    const menu = nav.queryByRole('button', { name: 'Menu' });
    if (menu) await userEvent.click(menu);

    await context.step('the current page is marked', async () => {
      await expect(nav.getByRole('link', { name: 'Our Doctors' })).toHaveAttribute('aria-current', 'page');
    });

    await context.step('a dropdown opens, closes with Escape and returns focus', async () => {
      const departments = nav.getByRole('button', { name: 'Departments' });
      await userEvent.click(departments);
      await expect(departments).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.getByRole('link', { name: 'Cardiology' })).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await expect(departments).toHaveAttribute('aria-expanded', 'false');
      await expect(departments).toHaveFocus();
      await expect(nav.queryByRole('link', { name: 'Cardiology' })).not.toBeInTheDocument();
    });

    await context.step('choosing a link in a dropdown closes it', async () => {
      const facilities = nav.getByRole('button', { name: 'Facilities' });
      await userEvent.click(facilities);
      await userEvent.click(nav.getByRole('link', { name: 'Blood Bank' }));
      await expect(navigate).toHaveBeenLastCalledWith('/facilities/blood-bank');
      await expect(facilities).toHaveAttribute('aria-expanded', 'false');
    });
  },
};

/** A long page: the header stays at the top while the page scrolls, and the footer follows the content. */
export const LongContent: Story = {
  args: {
    currentPath: '/news-events',
    children: (
      <div style={{ padding: '2rem 1rem', maxWidth: '68ch', margin: '0 auto' }}>
        <h1>News &amp; Events</h1>
        {Array.from({ length: 30 }, (_, i) => (
          <p key={i}>
            Paragraph {i + 1}. Visiting hours, outpatient clinics and health camps are announced here, with the
            date, the place and whom to call. Long pages keep the navigation in reach at the top of the screen.
          </p>
        ))}
      </div>
    ),
  },
  play: landmarks,
};

/** A 360px phone: the navigation folds into a Menu button; groups expand inside it; a choice closes it. */
export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '360px' }}>
        <Story />
      </div>
    ),
  ],
  play: async (context) => {
    await landmarks(context);
    const { canvas, userEvent } = context;
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    const menu = nav.getByRole('button', { name: 'Menu' });

    await context.step('the links are folded away behind the Menu button', async () => {
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(nav.queryByRole('link', { name: 'Gallery' })).not.toBeInTheDocument();
    });

    await context.step('Menu opens the list, and Departments expands inside it', async () => {
      await userEvent.click(menu);
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.getByRole('link', { name: 'Gallery' })).toBeVisible();
      await userEvent.click(nav.getByRole('button', { name: 'Departments' }));
      await expect(nav.getByRole('link', { name: 'Neurology' })).toBeVisible();
    });

    await context.step('choosing a link closes the menu', async () => {
      await userEvent.click(nav.getByRole('link', { name: 'Neurology' }));
      await expect(navigate).toHaveBeenLastCalledWith('/departments/neurology');
      await waitFor(() => expect(menu).toHaveAttribute('aria-expanded', 'false'));
      await expect(nav.queryByRole('link', { name: 'Gallery' })).not.toBeInTheDocument();
    });
  },
};

/** An English page with the language switch beside Book Appointment: "हिन्दी", marked as Hindi. */
export const WithLanguageSwitch: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    languageSwitch: <LanguageSwitch href="/hi/doctors" lang="hi" label="हिन्दी" />,
    actions: <Button variant="primary">Book Appointment</Button>,
  },
  play: async ({ canvas, userEvent }) => {
    const header = within(canvas.getByRole('banner'));
    const hindi = header.getByRole('link', { name: 'हिन्दी' });
    await expect(hindi).toHaveAttribute('lang', 'hi');
    await userEvent.click(hindi);
    await expect(navigate).toHaveBeenLastCalledWith('/hi/doctors');
  },
};

const hindiArgs = {
  siteName: 'सिटी केयर हॉस्पिटल',
  navLinks: hindiNavLinksData,
  footerLinks: hindiFooterLinksData,
  languageSwitch: <LanguageSwitch href="/doctors" lang="en" label="English" />,
  actions: <Button variant="primary">अपॉइंटमेंट बुक करें</Button>,
  children: (
    <div style={{ padding: '2rem 1rem' }}>
      <h1>हमारे डॉक्टर</h1>
      <p>पेज यहाँ है।</p>
    </div>
  ),
};

/** The footer says when the page's content last changed, as the hospital's day, in a machine-readable <time>. */
export const LastUpdated: Story = {
  // 22:00 UTC on 19 November is already 20 November in India.
  args: { lastUpdated: '2026-11-19T22:00:00.000Z' },
  play: async ({ canvas }) => {
    const footer = within(canvas.getByRole('contentinfo'));
    await expect(footer.getByText('Last updated:', { exact: false })).toHaveTextContent('Last updated: November 20, 2026');
    await expect(footer.getByText('November 20, 2026')).toHaveAttribute('datetime', '2026-11-19T22:00:00.000Z');
  },
};

/** A Hindi page on a wide screen: the whole navigation, the switch to English and Book Appointment fit one row. */
export const Hindi: Story = {
  globals: { locale: 'hi', viewport: { value: 'desktop', isRotated: false } },
  args: hindiArgs,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('navigation', { name: 'मुख्य' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'मुख्य सामग्री पर जाएँ' })).toBeInTheDocument();
    const english = within(canvas.getByRole('banner')).getByRole('link', { name: 'English' });
    await expect(english).toHaveAttribute('lang', 'en');
    await expect(english).toHaveAttribute('hreflang', 'en');
    const footer = within(canvas.getByRole('contentinfo'));
    await expect(footer.getByRole('heading', { name: 'उपयोगी लिंक' })).toBeVisible();
    await expect(footer.getByText('© सिटी केयर हॉस्पिटल')).toBeVisible();
    // One row: the header is no taller than its tallest control plus its padding.
    const bar = canvasElement.querySelector('header > div')!;
    await expect(bar.getBoundingClientRect().height).toBeLessThan(90);
  },
};

/** A Hindi page on a 360px phone: the switch beside Book Appointment, and again at the end of the menu. */
export const HindiMobileWidth: Story = {
  globals: { locale: 'hi', viewport: { value: 'mobile', isRotated: false } },
  args: hindiArgs,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'मुख्य' }));
    await expect(within(canvas.getByRole('banner')).getAllByRole('link', { name: 'English' })[0]).toBeVisible();
    await userEvent.click(nav.getByRole('button', { name: 'मेन्यू' }));
    await expect(nav.getByRole('link', { name: 'English' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'हमारे डॉक्टर' })).toHaveAttribute('aria-current', 'page');
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
