import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DepartmentsSection } from './DepartmentsSection.tsx';

export const departmentsData = [
  { name: 'Cardiology', description: 'Heart check-ups, ECG, echo and angiography.', href: '/departments/cardiology' },
  { name: 'Neurology', description: 'Stroke care, epilepsy and headaches.', href: '/departments/neurology' },
  { name: 'Pediatrics', description: 'Newborn care and vaccinations.', href: '/departments/pediatrics' },
];

const meta = {
  title: 'Site/DepartmentsSection',
  component: DepartmentsSection,
  excludeStories: /.*Data$/,
  args: { id: 'services', departments: departmentsData },
} satisfies Meta<typeof DepartmentsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Our Medical Departments' })).toHaveAttribute('id', 'services');
    await expect(canvas.getByRole('link', { name: 'Learn more about Cardiology' })).toHaveAttribute('href', '/departments/cardiology');
  },
};

export const LongContent: Story = {
  args: {
    departments: departmentsData.map((d) => ({ ...d, name: `${d.name} and Allied Super-Speciality Services`, description: d.description.repeat(5) })),
  },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

/** A Hindi page: each card's link names its department in Hindi ("हृदय रोग के बारे में और जानें"). */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: {
    departments: [
      { name: 'हृदय रोग', description: 'दिल की जाँच, ईसीजी, इको, एंजियोग्राफ़ी और हृदय रोग के बाद पुनर्वास।', href: '/departments/cardiology' },
      { name: 'न्यूरोलॉजी', description: 'स्ट्रोक (लकवा), मिर्गी, सिरदर्द, नसों और रीढ़ के रोगों का इलाज।', href: '/departments/neurology' },
      { name: 'सामान्य चिकित्सा', description: 'बुखार, मधुमेह, ब्लड प्रेशर और रोज़मर्रा की बीमारियों का इलाज, फ़िज़िशियन द्वारा।', href: '/departments/general-medicine' },
      { name: 'आपातकालीन चिकित्सा', description: 'दुर्घटना, सीने में दर्द, स्ट्रोक और दूसरी आपात स्थितियों में चौबीसों घंटे इलाज।', href: '/#contact' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'हमारे चिकित्सा विभाग' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'हृदय रोग के बारे में और जानें' })).toHaveAttribute('href', '/departments/cardiology');
  },
};

/** Hindi on a 360px phone: the longest link wraps inside its card. */
export const HindiMobileWidth: Story = {
  ...Hindi,
  globals: { locale: 'hi', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
