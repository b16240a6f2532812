import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Button } from '../../Button/index.ts';
import { ButtonLink } from '../ButtonLink/index.ts';
import { doctorsFixture, longDoctorFixture } from '../fixtures.ts';
import { DepartmentPageTemplate, type DepartmentContent } from './DepartmentPageTemplate.tsx';
import { doctorsOfDepartment } from './departmentDoctors.ts';

export const cardiologyData: DepartmentContent = {
  name: 'Cardiology',
  tagline: 'Complete heart care, from a first ECG to angioplasty, with a cath lab open around the clock.',
  servicesTitle: 'Our Cardiac Services',
  services: [
    { title: 'ECG & Echocardiography', description: 'Heart rhythm and pictures of the heart at work.' },
    { title: 'Stress Testing (TMT)', description: 'How the heart copes with exercise.' },
    { title: 'Angiography', description: 'X-ray pictures of the heart arteries.' },
    { title: 'Angioplasty & Stenting', description: 'Opening blocked arteries without open surgery.' },
    { title: 'Pacemaker Implantation', description: 'Keeping a slow heart at a steady beat.' },
    { title: 'Heart Failure Clinic', description: 'Long-term care for a weak heart.' },
  ],
  doctorsTitle: 'Our Cardiology Experts',
  emergency: { title: 'Heart Emergency?', text: 'Chest pain, breathlessness or fainting need care now.' },
};

export const generalMedicineData: DepartmentContent = {
  name: 'General Medicine',
  tagline: 'The first point of care for adults.',
  intro: 'Our physicians diagnose and treat fever, infections, diabetes, blood pressure and other long-term conditions.',
  servicesTitle: 'Our Services',
  services: ['Fever & Infections', 'Diabetes Care', 'Hypertension', 'Thyroid Disorders', 'Asthma & COPD', 'Health Check-ups', 'Vaccination', 'Geriatric Care'].map((title) => ({ title })),
  hours: [
    {
      title: 'OPD Hours',
      rows: [
        { label: 'Monday - Friday', hours: '8:00 AM - 8:00 PM' },
        { label: 'Saturday', hours: '8:00 AM - 6:00 PM' },
        { label: 'Sunday', hours: '10:00 AM - 4:00 PM' },
        { label: 'Emergency', hours: '24/7' },
      ],
    },
  ],
  doctorsTitle: 'Our Physicians',
  doctors: [
    { name: 'Dr. Alok Srivastava', specialization: 'General Medicine', experience: 16 },
    { name: 'Dr. Kavita Mishra', specialization: 'Internal Medicine & Diabetology', experience: 8 },
  ],
  callToAction: { title: 'Need to see a physician?', text: 'Book an OPD appointment, or call us in an emergency.' },
};

const onBook = fn();
const cardiologists = doctorsOfDepartment(doctorsFixture, { words: ['cardiology'], departmentId: 1 });

const meta = {
  title: 'Directory/DepartmentPageTemplate',
  component: DepartmentPageTemplate,
  excludeStories: /.*Data$/,
  parameters: { layout: 'fullscreen' },
  args: {
    content: cardiologyData,
    doctors: cardiologists,
    headerAction: (
      <Button variant="primary" onClick={() => onBook('header')}>
        Book Appointment
      </Button>
    ),
    emergencyActions: (
      <>
        <Button variant="primary" onClick={() => onBook('emergency')}>
          Schedule Consultation
        </Button>
        <Button variant="emergency">Emergency: Call Now</Button>
      </>
    ),
  },
} satisfies Meta<typeof DepartmentPageTemplate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A specialty page: hero with Book Appointment, six service cards, the API's doctors, the emergency section. */
export const Specialty: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cardiology' })).toBeVisible();
    const services = canvas.getByRole('region', { name: 'Our Cardiac Services' });
    await expect(within(services).getAllByRole('listitem')).toHaveLength(6);
    const experts = canvas.getByRole('region', { name: 'Our Cardiology Experts' });
    await expect(within(experts).getByText('22 years experience')).toBeVisible();
    await expect(within(experts).getAllByText('Available for consultation')).toHaveLength(cardiologists.length);
    onBook.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Book Appointment' }));
    await userEvent.click(within(canvas.getByRole('region', { name: 'Heart Emergency?' })).getByRole('button', { name: 'Schedule Consultation' }));
    await expect(onBook.mock.calls).toEqual([['header'], ['emergency']]);
  },
};

/** A written page: introduction, eight services, hours, two doctors, a call to action with an emergency phone. */
export const WrittenContent: Story = {
  args: {
    content: generalMedicineData,
    doctors: undefined,
    headerAction: undefined,
    callToActionActions: (
      <>
        <ButtonLink href="/#contact" variant="primary">Book Appointment</ButtonLink>
        <ButtonLink href="tel:101" variant="emergency">Emergency: 101</ButtonLink>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'OPD Hours' })).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Our Physicians' })).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Emergency: 101' })).toHaveAttribute('href', 'tel:101');
  },
};

export const LoadingDoctors: Story = {
  args: { doctors: undefined, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading doctors...');
  },
};

export const NoDoctors: Story = {
  args: { doctors: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No doctors found' })).toBeVisible();
  },
};

export const DoctorsError: Story = {
  args: { doctors: undefined, error: new Error('500: Internal Server Error'), onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Unable to load doctors' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongContent: Story = {
  args: {
    content: { ...cardiologyData, name: 'Cardiothoracic and Vascular Surgery with Paediatric Cardiology', tagline: cardiologyData.tagline.repeat(3) },
    doctors: [...cardiologists, longDoctorFixture],
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

/** The cardiology page in Hindi (the app's Hindi content module gives such words). */
export const hindiCardiologyData: DepartmentContent = {
  name: 'हृदय रोग',
  tagline: 'पहली ईसीजी से लेकर एंजियोप्लास्टी तक, दिल की पूरी देखभाल; कैथ लैब और चौबीसों घंटे उपलब्ध हृदय रोग विशेषज्ञ।',
  servicesTitle: 'हमारी हृदय सेवाएँ',
  services: [
    { title: 'ईसीजी और इकोकार्डियोग्राफ़ी', description: 'दिल की धड़कन का रिकॉर्ड और काम करते दिल की चलती तस्वीरें।' },
    { title: 'स्ट्रेस टेस्ट (टीएमटी)', description: 'व्यायाम के समय दिल कैसे काम करता है, ताकि सिकुड़ी धमनियों का जल्दी पता चले।' },
    { title: 'कोरोनरी एंजियोग्राफ़ी', description: 'हमारी कैथ लैब में दिल की धमनियों की एक्स-रे तस्वीरें।' },
    { title: 'एंजियोप्लास्टी और स्टेंटिंग', description: 'बिना बड़े ऑपरेशन के, पतली नली से बंद धमनियाँ खोलना।' },
    { title: 'पेसमेकर लगाना', description: 'धीमी या अनियमित धड़कन को एक समान बनाए रखना।' },
    { title: 'हार्ट फ़ेल्योर क्लिनिक', description: 'कमज़ोर दिल के लिए दवाएँ, खान-पान और नियमित जाँच, घर के पास।' },
  ],
  doctorsTitle: 'हमारे हृदय रोग विशेषज्ञ',
  emergency: { title: 'दिल की आपात स्थिति?', text: 'सीने में दर्द, दौरा पड़ना, बच्चे को साँस लेने में तकलीफ़: अपॉइंटमेंट का इंतज़ार न करें।' },
};

/**
 * A Hindi page: the doctors from the API keep their names and show their specializations through the medical terms;
 * the template's own words (experience, availability) in Hindi.
 */
export const Hindi: Story = {
  globals: { locale: 'hi', viewport: { value: 'desktop', isRotated: false } },
  args: {
    content: hindiCardiologyData,
    headerAction: <Button variant="primary">अपॉइंटमेंट बुक करें</Button>,
    emergencyActions: (
      <>
        <Button variant="primary">परामर्श का समय लें</Button>
        <Button variant="emergency">आपातकाल: अभी कॉल करें</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'हृदय रोग' })).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'हमारी हृदय सेवाएँ' })).getAllByRole('listitem')).toHaveLength(6);
    const experts = canvas.getByRole('region', { name: 'हमारे हृदय रोग विशेषज्ञ' });
    await expect(within(experts).getByText('22 वर्ष का अनुभव')).toBeVisible();
    await expect(within(experts).getAllByText('परामर्श के लिए उपलब्ध')).toHaveLength(cardiologists.length);
    await expect(within(experts).getByText('इंटरवेंशनल कार्डियोलॉजी')).toBeVisible();
  },
};

/** Hindi while the doctors load, on a 360px phone. */
export const HindiLoadingMobileWidth: Story = {
  globals: { locale: 'hi', viewport: { value: 'mobile', isRotated: false } },
  args: { ...Hindi.args, doctors: undefined, isLoading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('डॉक्टरों की सूची लोड हो रही है...');
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
