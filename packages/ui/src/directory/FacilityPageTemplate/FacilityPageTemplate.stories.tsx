import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FacilityPageTemplate, type FacilityContent } from './FacilityPageTemplate.tsx';

export const icuData: FacilityContent = {
  name: 'ICU / NICU / PICU Critical Care',
  tagline: 'Round-the-clock intensive care for adults, newborns and children.',
  highlights: [
    { value: '24', label: 'ICU Beds' },
    { value: '16', label: 'NICU Beds' },
    { value: '12', label: 'PICU Beds' },
    { value: '1:2', label: 'ICU Nurse Ratio' },
  ],
  serviceGroups: [
    {
      title: 'Critical Care Services',
      items: [
        { title: 'Ventilator Support', description: 'Invasive and non-invasive ventilation.' },
        { title: 'Cardiac Monitoring', description: 'Continuous ECG, blood pressure and oxygen monitoring.' },
      ],
    },
  ],
  hours: [{ title: 'Visiting Hours', rows: [{ label: 'Every day', hours: '11:00 AM - 12:00 PM, 5:00 PM - 6:00 PM' }, { label: 'Critical Care', hours: '24/7' }] }],
  team: { title: 'Our Critical Care Team', summary: 'Intensivists, nurses and respiratory therapists on every shift.', points: ['Intensivists on site 24/7', 'One nurse for every two ICU patients'] },
  contact: { title: 'Contact the ICU', text: 'For admissions and transfers, call the ICU desk.', phone: '+91 00000 00000', email: 'icu@example.org', actionLabel: 'Emergency Contact' },
};

export const echoData: FacilityContent = {
  ...icuData,
  name: 'Echo and Ultrasound',
  tagline: 'Heart and body imaging by cardiologists and radiologists.',
  highlights: undefined,
  illustration: 'echo-machine',
  serviceGroups: [
    { title: 'Cardiac Imaging Services', items: [{ title: '2D Echocardiography', description: 'Moving pictures of the heart.' }] },
    { title: 'General Ultrasound', items: ['Abdominal', 'Pelvic', 'Obstetric', 'Thyroid'].map((title) => ({ title })) },
  ],
  contact: { ...icuData.contact, actionLabel: 'Schedule Scan' },
};

const meta = {
  title: 'Directory/FacilityPageTemplate',
  component: FacilityPageTemplate,
  excludeStories: /.*Data$/,
  parameters: { layout: 'fullscreen' },
  args: { content: icuData },
} satisfies Meta<typeof FacilityPageTemplate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Back to Home, the title, the figures, services, hours, team and the contact card with its button. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('heading', { level: 1, name: 'ICU / NICU / PICU Critical Care' })).toBeVisible();
    const glance = canvas.getByRole('region', { name: 'At a Glance' });
    for (const [label, value] of [['ICU Beds', '24'], ['NICU Beds', '16'], ['PICU Beds', '12'], ['ICU Nurse Ratio', '1:2']]) {
      await expect(within(glance).getByText(label!).nextElementSibling).toHaveTextContent(value!);
    }
    await expect(canvas.getByRole('region', { name: 'Visiting Hours' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Our Critical Care Team' })).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Contact the ICU' })).getByRole('button', { name: 'Emergency Contact' })).toBeVisible();
  },
};

/** With the animated echo machine, two service groups, one of single lines. */
export const WithIllustration: Story = {
  args: { content: echoData },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'General Ultrasound' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Schedule Scan' })).toBeVisible();
  },
};

/** A facility with no figures and no hours yet still reads well. */
export const Empty: Story = {
  args: { content: { ...icuData, highlights: [], hours: [], serviceGroups: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'At a Glance' })).toBeNull();
  },
};

export const LongContent: Story = {
  args: {
    content: {
      ...echoData,
      name: 'Department of Echocardiography, Vascular Doppler and General Ultrasound Imaging',
      tagline: echoData.tagline.repeat(4),
    },
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

/** The ICU page in Hindi (the app's Hindi content module gives such words). */
export const hindiIcuData: FacilityContent = {
  name: 'आईसीयू / एनआईसीयू / पीआईसीयू गहन चिकित्सा',
  tagline: 'वयस्कों, नवजात शिशुओं और बच्चों के लिए चौबीसों घंटे गहन चिकित्सा, बिस्तर के पास विशेषज्ञों के साथ।',
  highlights: [
    { value: '24', label: 'आईसीयू बिस्तर' },
    { value: '16', label: 'एनआईसीयू बिस्तर' },
    { value: '12', label: 'पीआईसीयू बिस्तर' },
    { value: '1:2', label: 'आईसीयू नर्स अनुपात' },
  ],
  serviceGroups: [
    {
      title: 'गहन चिकित्सा सेवाएँ',
      items: [
        { title: 'वेंटिलेटर सहायता', description: 'इनवेसिव और नॉन-इनवेसिव वेंटिलेशन।' },
        { title: 'हृदय की निगरानी', description: 'ईसीजी, ब्लड प्रेशर और ऑक्सीजन की लगातार निगरानी।' },
      ],
    },
  ],
  hours: [{ title: 'समय', rows: [{ label: 'गहन चिकित्सा', hours: '24/7' }, { label: 'मिलने का समय', hours: 'सुबह 11:00 - दोपहर 12:00, शाम 5:00 - शाम 6:00' }] }],
  team: { title: 'हमारी गहन चिकित्सा टीम', summary: 'हर शिफ़्ट में इंटेंसिविस्ट, नर्सें और रेस्पिरेटरी थेरेपिस्ट।', points: ['इंटेंसिविस्ट 24/7 अस्पताल में', 'हर दो आईसीयू मरीज़ों पर एक नर्स'] },
  contact: { title: 'गहन चिकित्सा विभाग से संपर्क करें', text: 'भर्ती के लिए गहन चिकित्सा डेस्क को फ़ोन करें।', phone: '+91 00000 00000', email: 'icu@example.org', actionLabel: 'आपातकालीन संपर्क' },
};

/** A Hindi page: Back to Home, At a Glance and the contact labels in Hindi, over the Hindi content. */
export const Hindi: Story = {
  globals: { locale: 'hi', viewport: { value: 'desktop', isRotated: false } },
  args: { content: hindiIcuData },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /मुखपृष्ठ पर लौटें/ })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('heading', { level: 1, name: 'आईसीयू / एनआईसीयू / पीआईसीयू गहन चिकित्सा' })).toBeVisible();
    const glance = canvas.getByRole('region', { name: 'एक नज़र में' });
    await expect(within(glance).getByText('आईसीयू नर्स अनुपात').nextElementSibling).toHaveTextContent('1:2');
    await expect(canvas.getByText('फ़ोन')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'आपातकालीन संपर्क' })).toBeVisible();
  },
};

/** Hindi on a 360px phone: the long name wraps, nothing is wider than the screen. */
export const HindiMobileWidth: Story = {
  ...Hindi,
  globals: { locale: 'hi', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
