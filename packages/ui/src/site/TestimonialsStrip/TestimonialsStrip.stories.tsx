import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { createManualClock } from './autoScroll.ts';
import { TestimonialsStrip, type TestimonialCard } from './TestimonialsStrip.tsx';

export const testimonialsData: TestimonialCard[] = [
  { name: 'Ramesh Gupta', condition: 'Heart bypass surgery', quote: 'The cardiology team explained every step to my family.', rating: 5 },
  { name: 'Sunita Yadav', condition: 'Safe delivery', quote: 'The doctors and nurses treated me like their own daughter.', rating: 5 },
  { name: 'Mohd. Irfan Khan', condition: 'Kidney stone removal', quote: 'Quick surgery, a clean ward, home in two days.', rating: 5 },
  { name: 'Anita Srivastava', condition: 'Knee physiotherapy', quote: 'Back on my feet faster than I hoped.', rating: 5 },
  { name: 'Pradeep Tiwari', condition: 'Dengue treatment', quote: 'Admitted at midnight; the emergency team was ready.', rating: 5 },
  { name: 'Kusum Lata Mishra', condition: 'Child’s pneumonia', quote: 'Patient with my son and with all my questions.', rating: 5 },
];

const meta = {
  title: 'Site/TestimonialsStrip',
  component: TestimonialsStrip,
  excludeStories: /.*Data$/,
  args: { testimonials: testimonialsData, reducedMotion: false },
  // A fixed width so the six 380px cards overflow and the strip has somewhere to scroll.
  decorators: [(Story) => <div style={{ maxInlineSize: '800px' }}>{Story()}</div>],
} satisfies Meta<typeof TestimonialsStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The play context's `canvas`: queries bound to the story's root. */
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const scrollerOf = (canvas: Canvas) => canvas.getByRole('region', { name: 'Patient testimonials' });

// One manual clock per story: the play function moves time by hand, like fake timers.
const timingClock = createManualClock();

/** The timing of the spec, on a fake clock: 1 s still, then 1 px per 50 ms; hover and focus pause it; it loops. */
export const Default: Story = {
  args: { clock: timingClock },
  play: async ({ canvas, step, userEvent }) => {
    const scroller = scrollerOf(canvas);
    await expect(canvas.getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(6);
    await expect(scroller.querySelector('li')!.getBoundingClientRect().width).toBe(380);

    await step('still for the first second', async () => {
      timingClock.advance(999);
      await expect(scroller.scrollLeft).toBe(0);
    });
    await step('then one pixel every 50 ms', async () => {
      timingClock.advance(1 + 50 * 10);
      await waitFor(() => expect(Math.round(scroller.scrollLeft)).toBe(10));
    });
    await step('pauses while hovered', async () => {
      await userEvent.hover(scroller);
      timingClock.advance(1000);
      await expect(Math.round(scroller.scrollLeft)).toBe(10);
      await userEvent.unhover(scroller);
      timingClock.advance(100);
      await expect(Math.round(scroller.scrollLeft)).toBe(12);
    });
    await step('pauses while it has keyboard focus', async () => {
      scroller.focus();
      timingClock.advance(1000);
      await expect(Math.round(scroller.scrollLeft)).toBe(12);
      scroller.blur();
    });
    await step('loops to the start at the end', async () => {
      scroller.scrollLeft = scroller.scrollWidth - scroller.clientWidth;
      timingClock.advance(50);
      await expect(scroller.scrollLeft).toBe(0);
    });
  },
};

const pauseClock = createManualClock();

/** The Pause button stops the motion for anyone, and Play starts it again. */
export const PauseButton: Story = {
  args: { clock: pauseClock },
  play: async ({ canvas, userEvent }) => {
    const scroller = scrollerOf(canvas);
    const button = canvas.getByRole('button', { name: 'Pause testimonials' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    // The click left the pointer over the button, outside the strip, and focus on the button.
    pauseClock.advance(3000);
    await expect(scroller.scrollLeft).toBe(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Play testimonials' }));
    pauseClock.advance(1000);
    await expect(Math.round(scroller.scrollLeft)).toBe(20);
  },
};

const stillClock = createManualClock();

/** Reduced motion: nothing is scheduled, the strip stands still and no Pause button is needed. */
export const ReducedMotion: Story = {
  args: { clock: stillClock, reducedMotion: true },
  play: async ({ canvas }) => {
    stillClock.advance(5000);
    await expect(stillClock.pending).toBe(0);
    await expect(scrollerOf(canvas).scrollLeft).toBe(0);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Long quotes wrap inside the 380px cards. */
export const LongContent: Story = {
  args: {
    reducedMotion: true,
    testimonials: testimonialsData.map((t) => ({
      ...t,
      quote: `${t.quote} ${'The staff were kind at every visit and the follow-up calls made all the difference to our family. '.repeat(3)}`,
    })),
  },
};

/** Nothing to show: the strip renders nothing rather than an empty frame. */
export const Empty: Story = {
  args: { testimonials: [], reducedMotion: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

/** A 360px phone: a card takes most of the width. */
export const MobileWidth: Story = {
  args: { reducedMotion: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** A Hindi page: the region, the Pause button and the stars are named in Hindi; the clock stands still. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: {
    clock: createManualClock(),
    testimonials: [
      { name: 'रमेश गुप्ता', condition: 'हार्ट बायपास सर्जरी', quote: 'हृदय रोग की टीम ने मेरे परिवार को हर क़दम समझाया।', rating: 5 },
      { name: 'सुनीता यादव', condition: 'सुरक्षित प्रसव', quote: 'डॉक्टरों और नर्सों ने मुझे अपनी बेटी की तरह सँभाला।', rating: 5 },
      { name: 'मो. इरफ़ान ख़ान', condition: 'गुर्दे की पथरी का ऑपरेशन', quote: 'ऑपरेशन जल्दी हुआ, वार्ड साफ़ था और मैं दो दिन में घर आ गया।', rating: 5 },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('region', { name: 'मरीज़ों के अनुभव' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('img', { name: '5 में से 5 रेटिंग' })).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'अनुभव रोकें' }));
    await expect(canvas.getByRole('button', { name: 'अनुभव चलाएँ' })).toHaveAttribute('aria-pressed', 'true');
  },
};
