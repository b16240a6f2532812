import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AboutSection } from './AboutSection.tsx';

export const chairmanData = {
  name: 'Dr. Harish Chandra Srivastava',
  role: 'Founder & Chairman',
  messageHi: 'हमारा संकल्प है कि हर मरीज़ को सम्मान, करुणा और उच्चतम गुणवत्ता की चिकित्सा सेवा मिले।',
  messageEn: 'Our promise is that every patient receives care with dignity, compassion and the highest quality of treatment.',
};

const meta = {
  title: 'Site/AboutSection',
  component: AboutSection,
  excludeStories: /.*Data$/,
  args: {
    id: 'about',
    paragraphs: [
      'Established in 1987, City Care Hospital began as a small nursing home in the heart of Lucknow.',
      'Today our 100-bed hospital brings together experienced specialists and modern facilities.',
    ],
    accreditation: 'NABH Accredited Hospital',
    emergency: '24/7 Emergency Services',
    chairman: chairmanData,
    socialLinks: [
      { label: 'Facebook', href: 'https://www.facebook.com/citycarehospital' },
      { label: 'Instagram', href: 'https://www.instagram.com/citycarehospital' },
    ],
  },
} satisfies Meta<typeof AboutSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 100-bed text, the accreditation badge, 24/7 emergency, the chairman's message with Hindi marked as Hindi. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'About Us' })).toHaveAttribute('id', 'about');
    await expect(canvas.getByText(/100-bed/)).toBeVisible();
    await expect(canvas.getByText('NABH Accredited Hospital')).toBeVisible();
    await expect(canvas.getByText('24/7 Emergency Services')).toBeVisible();
    await expect(canvas.getByText(chairmanData.messageHi)).toHaveAttribute('lang', 'hi');
    await expect(canvas.getByText(chairmanData.messageEn)).not.toHaveAttribute('lang');
    await expect(canvas.getByRole('navigation', { name: 'Follow us' })).toBeVisible();
  },
};

export const LongContent: Story = {
  args: { paragraphs: ['A long story of the hospital. '.repeat(20), 'Another paragraph. '.repeat(15)] },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/**
 * A Hindi page: the design system's words in Hindi ("हमारे बारे में", "अध्यक्ष का संदेश"); the chairman's English
 * message and his name, written in English, are marked so, the Hindi one marked Hindi (language of parts).
 */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: {
    paragraphs: [
      '1987 में स्थापित सिटी केयर हॉस्पिटल की शुरुआत लखनऊ के बीचोंबीच एक छोटे नर्सिंग होम के रूप में हुई थी।',
      'आज हमारे 100 बिस्तरों वाले अस्पताल में अनुभवी विशेषज्ञ और आधुनिक सुविधाएँ एक साथ हैं।',
    ],
    accreditation: 'NABH से मान्यता प्राप्त अस्पताल',
    emergency: '24/7 आपातकालीन सेवाएँ',
    chairman: { ...chairmanData, role: 'संस्थापक एवं अध्यक्ष' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'हमारे बारे में' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'अध्यक्ष का संदेश' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'हमें फ़ॉलो करें' })).toBeInTheDocument();
    await expect(canvas.getByText(chairmanData.messageEn)).toHaveAttribute('lang', 'en');
    await expect(canvas.getByText(chairmanData.messageHi)).toHaveAttribute('lang', 'hi');
    await expect(canvas.getByText(chairmanData.name)).toHaveAttribute('lang', 'en');
  },
};
