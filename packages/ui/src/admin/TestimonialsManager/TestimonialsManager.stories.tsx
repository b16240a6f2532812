import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { Testimonial } from '@hospital/contract';
import { TestimonialsManager, managedTestimonial } from './TestimonialsManager.tsx';

export const testimonialsData: Testimonial[] = [
  {
    id: 1,
    name: 'Ramesh Gupta',
    nameHi: 'रमेश गुप्ता',
    condition: 'Heart bypass surgery',
    conditionHi: 'हार्ट बायपास सर्जरी',
    quote: 'The cardiology team explained every step to my family.',
    quoteHi: 'हृदय रोग की टीम ने मेरे परिवार को हर क़दम समझाया।',
    rating: 5,
  },
  {
    id: 2,
    name: 'Sunita Yadav',
    nameHi: 'सुनीता यादव',
    condition: 'Safe delivery',
    conditionHi: 'सुरक्षित प्रसव',
    quote: 'The doctors and nurses treated me like their own daughter.',
    quoteHi: 'डॉक्टरों और नर्सों ने मुझे अपनी बेटी की तरह सँभाला।',
    rating: 4,
  },
];

const items = testimonialsData.map(managedTestimonial);

const meta = {
  title: 'Admin/TestimonialsManager',
  component: TestimonialsManager,
  excludeStories: /.*Data$/,
  args: { items, onAdd: fn(), onEdit: fn(), onDelete: fn() },
  argTypes: { items: { control: false } },
} satisfies Meta<typeof TestimonialsManager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each testimonial in English and Hindi with its stars; Edit and Delete are named after the patient. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const cards = canvas.getAllByRole('listitem');
    await expect(cards).toHaveLength(2);
    await expect(within(cards[0]!).getByRole('heading', { name: 'Ramesh Gupta' })).toBeVisible();
    await expect(within(cards[0]!).getByText('रमेश गुप्ता')).toHaveAttribute('lang', 'hi');
    await expect(within(cards[1]!).getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(within(cards[1]!).getByText('“डॉक्टरों और नर्सों ने मुझे अपनी बेटी की तरह सँभाला।”')).toHaveAttribute('lang', 'hi');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Sunita Yadav' }));
    await expect(args.onEdit).toHaveBeenCalledWith(items[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Ramesh Gupta' }));
    await expect(args.onDelete).toHaveBeenCalledWith(items[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Testimonial' }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { items: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-part="skeleton-item"]')).toHaveLength(3);
  },
};

/** None yet, as a hospital's own server starts: the home page shows no testimonials until one is added. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No testimonials yet')).toBeVisible();
    await expect(canvas.getByText('The home page shows no testimonials until you add one.')).toBeVisible();
  },
};

export const Error: Story = {
  args: { items: undefined, error: new globalThis.Error('500: Internal Server Error'), onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Failed to load testimonials')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    items: [
      managedTestimonial({
        ...testimonialsData[0]!,
        name: 'Venkata Lakshmi Narasimha Satyanarayana Chakravarthula',
        quote: 'The staff were kind at every visit and the follow-up calls made all the difference to our family. '.repeat(4),
        quoteHi: 'हर बार स्टाफ़ ने बहुत अच्छा व्यवहार किया और बाद के फ़ोन कॉल से हमारे परिवार को बहुत मदद मिली। '.repeat(4),
      }),
    ],
  },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
