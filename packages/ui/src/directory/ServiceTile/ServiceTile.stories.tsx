import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ServiceGrid, ServiceTile } from './ServiceTile.tsx';

const meta = {
  title: 'Directory/ServiceTile',
  component: ServiceTile,
  args: { title: 'Prenatal Care', description: 'Regular check-ups, scans and counselling from the first trimester to delivery.' },
  decorators: [(Story) => <div style={{ maxInlineSize: '24rem' }}><Story /></div>],
} satisfies Meta<typeof ServiceTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Prenatal Care' })).toBeVisible();
    await expect(canvas.getByText(/Regular check-ups/)).toBeVisible();
  },
};

/** A name alone: one compact line, as in the eight-service lists. */
export const TitleOnly: Story = { args: { description: undefined, title: 'Diabetes Management' } };

/** Eight services in a grid. */
export const InAGrid: Story = {
  decorators: [(Story) => <div style={{ maxInlineSize: 'none' }}><Story /></div>],
  render: () => (
    <ServiceGrid data-columns="4">
      {['Fever & Infections', 'Diabetes Care', 'Hypertension', 'Thyroid Disorders', 'Asthma & COPD', 'Health Check-ups', 'Vaccination', 'Geriatric Care'].map((title) => (
        <li key={title}>
          <ServiceTile title={title} />
        </li>
      ))}
    </ServiceGrid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
  },
};

export const LongContent: Story = {
  args: {
    title: 'Transesophageal Echocardiography under conscious sedation (TEE)',
    description:
      'A thin probe passed into the food pipe gives close-up pictures of the heart valves and chambers, used before valve surgery, to look for clots and to check for infection of the heart lining.',
  },
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: LongContent.args,
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** A Hindi service: Devanagari's vowel signs above and below the line keep their room. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: { title: 'प्रसव पूर्व देखभाल', description: 'पहली तिमाही से सुरक्षित प्रसव तक नियमित जाँच, स्कैन और परामर्श।' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'प्रसव पूर्व देखभाल' })).toBeVisible();
  },
};
