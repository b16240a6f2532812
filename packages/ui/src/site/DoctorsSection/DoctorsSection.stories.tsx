import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DoctorsSection } from './DoctorsSection.tsx';

export const doctorsData = [
  { id: 1, name: 'Dr. Rajesh Malhotra', specialization: 'Cardiology', experience: 22, qualifications: 'MBBS, MD, DM (Cardiology)', href: '/doctors/1' },
  { id: 3, name: 'Dr. Vikram Singh Rathore', specialization: 'Neurology', experience: 18, qualifications: 'MBBS, MD, DM (Neurology)', href: '/doctors/3' },
  { id: 8, name: 'Dr. Kavita Mishra', specialization: 'General Medicine', experience: 8, qualifications: 'MBBS, MD (Medicine)', href: '/doctors/8' },
];

const meta = {
  title: 'Site/DoctorsSection',
  component: DoctorsSection,
  excludeStories: /.*Data$/,
  args: { id: 'doctors', doctors: doctorsData },
} satisfies Meta<typeof DoctorsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each card's View Profile goes to /doctors/{id}. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'View Profile of Dr. Rajesh Malhotra' })).toHaveAttribute('href', '/doctors/1');
    await expect(canvas.getByText('22 Years')).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    doctors: doctorsData.map((d) => ({
      ...d,
      name: `${d.name} Venkataraghavan-Chaturvedi`,
      qualifications: `${d.qualifications}, FRCP (London), FACC (USA), Fellowship in Interventional Cardiology`,
    })),
  },
};

/** Before the doctors have come (a page drawn in the browser): a line saying so, busy. */
export const Loading: Story = {
  args: { doctors: undefined, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading doctors...')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** The doctors failed to load: what failed, and Try again. */
export const Error: Story = {
  args: { doctors: undefined, error: new globalThis.Error('500: Internal Server Error'), onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Unable to load doctors')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A new hospital that has listed no doctors: the section says they are to come rather than showing empty cards. */
export const NoneYet: Story = {
  args: { doctors: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Our doctors will be introduced here soon' })).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** Doctors already shown stay while a fresh copy fails to load. */
export const KeptThroughAFailure: Story = {
  args: { error: new globalThis.Error('500: Internal Server Error') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'View Profile of Dr. Kavita Mishra' })).toBeVisible();
    await expect(canvas.queryByText('Unable to load doctors')).not.toBeInTheDocument();
  },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/**
 * A Hindi page: the specializations through the site's one mapping of medical terms ("Cardiology" is "हृदय रोग"),
 * the names and qualifications as the hospital writes them, marked as English.
 */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: { intro: 'अनुभवी विशेषज्ञ, जो ध्यान से सुनते हैं, समझाते हैं और देखभाल करते हैं।' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'हमारे विशेषज्ञ डॉक्टरों से मिलें' })).toBeVisible();
    await expect(canvas.getByText('22 वर्ष')).toBeVisible();
    await expect(canvas.getByText('हृदय रोग')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Dr. Rajesh Malhotra' })).toHaveAttribute('lang', 'en');
    await expect(canvas.getByText('MBBS, MD, DM (Cardiology)')).toHaveAttribute('lang', 'en');
    await expect(canvas.getByRole('link', { name: 'Dr. Rajesh Malhotra की प्रोफ़ाइल देखें' })).toHaveAttribute('href', '/doctors/1');
  },
};
