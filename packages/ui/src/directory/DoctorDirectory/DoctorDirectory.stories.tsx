import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { Doctor } from '@hospital/contract';
import { departmentsFixture, doctorsFixture, longDoctorFixture, portraitPicture } from '../fixtures.ts';
import { DoctorDirectory } from './DoctorDirectory.tsx';
import { DOCTOR_SEARCH_PLACEHOLDER } from './doctorDirectoryTexts.ts';

const meta = {
  title: 'Directory/DoctorDirectory',
  component: DoctorDirectory,
  args: {
    doctors: doctorsFixture,
    departments: departmentsFixture,
    photoOf: () => portraitPicture,
    profileHref: (doctor: Doctor) => `/doctors/${doctor.id}`,
    onQueryChange: fn(),
  },
} satisfies Meta<typeof DoctorDirectory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The play context's `canvas`: queries bound to the story's root. */
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const cardNames = (canvas: Canvas) =>
  canvas.queryAllByRole('heading', { level: 2 }).map((heading: HTMLElement) => heading.textContent);

/**
 * Every doctor; typing filters by name or specialization, ignoring case; clearing shows all again. The search is a
 * GET form (`?q=`) for the page before its script runs; with the script, Enter sends nothing and the list stays.
 */
export const Default: Story = {
  play: async ({ args, canvas, step, userEvent }) => {
    const search = canvas.getByPlaceholderText(DOCTOR_SEARCH_PLACEHOLDER);
    await expect(canvas.getByRole('list', { name: 'Doctors' }).children).toHaveLength(doctorsFixture.length);
    await expect(canvas.getAllByText('Cardiology')[0]).toBeVisible();

    await step('a search form to the page itself', async () => {
      const form = canvas.getByRole('search');
      await expect(form.tagName).toBe('FORM');
      await expect(form).toHaveAttribute('method', 'get');
      await expect(search).toHaveAttribute('name', 'q');
      const submitted = fn<(event: Event) => void>();
      form.addEventListener('submit', submitted);
      await userEvent.type(search, 'amit{Enter}');
      // Read once React's handler (at the root, after this one) has run: the page was not sent.
      await expect(submitted.mock.calls[0]?.[0].defaultPrevented).toBe(true);
      await expect(args.onQueryChange).toHaveBeenLastCalledWith('amit');
      await expect(cardNames(canvas)).toEqual(['Dr. Amit Khanna']);
      await userEvent.clear(search);
    });

    await step('search by specialization', async () => {
      await userEvent.type(search, 'NEURO');
      await expect(cardNames(canvas)).toEqual(['Dr. Vikram Singh Rathore']);
    });
    await step('search by name', async () => {
      await userEvent.clear(search);
      await userEvent.type(search, 'khanna');
      await expect(cardNames(canvas)).toEqual(['Dr. Amit Khanna']);
    });
    await step('nobody matches', async () => {
      await userEvent.clear(search);
      await userEvent.type(search, 'dermatology');
      await expect(canvas.getByRole('heading', { name: 'No doctors found' })).toBeVisible();
      await expect(canvas.getByText('Try adjusting your search terms.')).toBeVisible();
    });
    await step('clearing shows everyone', async () => {
      await userEvent.clear(search);
      await expect(cardNames(canvas)).toHaveLength(doctorsFixture.length);
    });
  },
};

export const Loading: Story = {
  args: { doctors: undefined, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading doctors...');
  },
};

export const Empty: Story = {
  args: { doctors: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No doctors found' })).toBeVisible();
  },
};

export const Error: Story = {
  args: { doctors: undefined, error: new globalThis.Error('500: Internal Server Error'), onRetry: () => undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Unable to load doctors' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const LongContent: Story = {
  args: { doctors: [...doctorsFixture, longDoctorFixture] },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: LongContent.args,
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** A Hindi page: the search finds a specialization by its Hindi name too; nobody found says so in Hindi. */
export const Hindi: Story = {
  globals: { locale: 'hi', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, step, userEvent }) => {
    const search = canvas.getByRole('searchbox', { name: 'डॉक्टर खोजें' });
    await expect(search).toHaveAttribute('placeholder', 'नाम या विशेषज्ञता से डॉक्टर खोजें...');
    await expect(canvas.getByRole('list', { name: 'डॉक्टर' }).children).toHaveLength(doctorsFixture.length);
    await step('search by a Hindi specialization', async () => {
      await userEvent.type(search, 'न्यूरोलॉजी');
      await expect(cardNames(canvas)).toEqual(['Dr. Vikram Singh Rathore']);
    });
    await step('nobody found', async () => {
      await userEvent.clear(search);
      await userEvent.type(search, 'xyz');
      await expect(canvas.getByRole('heading', { level: 2, name: 'कोई डॉक्टर नहीं मिला' })).toBeVisible();
      await expect(canvas.getByText('खोज के शब्द बदलकर देखें।')).toBeVisible();
      await userEvent.clear(search);
    });
  },
};

/** Hindi on a 360px phone: one card across, its buttons full width and one line each. */
export const HindiMobileWidth: Story = {
  globals: { locale: 'hi', viewport: { value: 'mobile', isRotated: false } },
  args: { doctors: doctorsFixture.slice(0, 2) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('link', { name: /की प्रोफ़ाइल देखें$/ })).toHaveLength(2);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
