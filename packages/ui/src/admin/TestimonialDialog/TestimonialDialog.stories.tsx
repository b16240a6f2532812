import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { Testimonial } from '@hospital/contract';
import { TestimonialDialog } from './TestimonialDialog.tsx';

export const testimonialData: Testimonial = {
  id: 2,
  name: 'Sunita Yadav',
  nameHi: 'सुनीता यादव',
  condition: 'Safe delivery',
  conditionHi: 'सुरक्षित प्रसव',
  quote: 'The doctors and nurses treated me like their own daughter.',
  quoteHi: 'डॉक्टरों और नर्सों ने मुझे अपनी बेटी की तरह सँभाला।',
  rating: 5,
};

const meta = {
  title: 'Admin/TestimonialDialog',
  component: TestimonialDialog,
  excludeStories: /.*Data$/,
  args: { open: true, onOpenChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof TestimonialDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) => within(within(canvasElement.ownerDocument.body).getByRole('dialog'));

/** Add mode: every text is required in both languages; five stars unless another is chosen. */
export const AddValidation: Story = {
  play: async ({ args, canvasElement, step, userEvent }) => {
    const dialog = dialogOf(canvasElement);
    await waitFor(() => expect(dialog.getByRole('heading', { name: 'Add Testimonial' })).toBeVisible());
    await expect(dialog.getByRole('combobox', { name: 'Rating' })).toHaveValue('5');

    await step('the texts are required, the Hindi ones too', async () => {
      await userEvent.type(dialog.getByRole('textbox', { name: "Patient's name" }), 'Farida Begum');
      await userEvent.click(dialog.getByRole('button', { name: 'Add Testimonial' }));
      await waitFor(() => expect(dialog.getByRole('textbox', { name: "Patient's name in Hindi" })).toHaveAttribute('aria-invalid', 'true'));
      await expect(dialog.getByRole('textbox', { name: 'Their words in Hindi' })).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByRole('textbox', { name: "Patient's name" })).not.toHaveAttribute('aria-invalid', 'true');
      await expect(args.onSubmit).not.toHaveBeenCalled();
    });

    await step('filled in, it is sent as the contract reads it', async () => {
      await userEvent.type(dialog.getByRole('textbox', { name: "Patient's name in Hindi" }), 'फ़रीदा बेगम');
      await userEvent.type(dialog.getByRole('textbox', { name: 'Treated for' }), 'Cataract surgery');
      await userEvent.type(dialog.getByRole('textbox', { name: 'Treated for, in Hindi' }), 'मोतियाबिंद का ऑपरेशन');
      await userEvent.type(dialog.getByRole('textbox', { name: 'Their words' }), 'I can read again.');
      await userEvent.type(dialog.getByRole('textbox', { name: 'Their words in Hindi' }), 'मैं फिर से पढ़ पाती हूँ।');
      await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Rating' }), '4');
      await userEvent.click(dialog.getByRole('button', { name: 'Add Testimonial' }));
      await waitFor(() =>
        expect(args.onSubmit).toHaveBeenCalledWith({
          name: 'Farida Begum',
          nameHi: 'फ़रीदा बेगम',
          condition: 'Cataract surgery',
          conditionHi: 'मोतियाबिंद का ऑपरेशन',
          quote: 'I can read again.',
          quoteHi: 'मैं फिर से पढ़ पाती हूँ।',
          rating: 4,
        }),
      );
    });
  },
};

/** Edit mode starts from the testimonial, its Hindi fields marked as Hindi, and sends the same fields. */
export const Edit: Story = {
  args: { item: testimonialData },
  play: async ({ args, canvasElement, userEvent }) => {
    const dialog = dialogOf(canvasElement);
    await waitFor(() => expect(dialog.getByRole('heading', { name: 'Edit Testimonial' })).toBeVisible());
    await expect(dialog.getByRole('textbox', { name: "Patient's name in Hindi" })).toHaveValue('सुनीता यादव');
    await expect(dialog.getByRole('textbox', { name: 'Their words in Hindi' })).toHaveAttribute('lang', 'hi');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Rating' }), '3');
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    const { id: _id, ...fields } = testimonialData;
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ...fields, rating: 3 }));
  },
};

export const MobileWidth: Story = {
  args: { item: testimonialData },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
