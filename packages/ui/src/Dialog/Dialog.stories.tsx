import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { cssVar } from '../theme/cssVar.ts';
import { Dialog, type DialogProps, type DialogSize } from './Dialog.tsx';
import { layerShown } from '../shared/layerShown.ts';

const sizes = ['sm', 'md', 'lg'] as const satisfies readonly DialogSize[];

/** A bare labelled input, so these stories do not depend on the form components. */
function StoryField({ label, ...props }: { label: string } & ComponentPropsWithoutRef<'input'>) {
  const id = useId();
  return (
    <div style={{ display: 'grid', gap: cssVar.space[1], marginBlockEnd: cssVar.space[4] }}>
      <label htmlFor={id} style={{ fontWeight: cssVar.font.weight.medium }}>
        {label}
      </label>
      <input
        id={id}
        {...props}
        style={{
          minBlockSize: cssVar.size.control.md,
          paddingInline: cssVar.space[3],
          border: `${cssVar.borderWidth.thin} solid ${cssVar.color.borderStrong}`,
          borderRadius: cssVar.radius.md,
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    title: 'Book an appointment',
    description: "Tell us who the appointment is for. We'll contact you soon to confirm it.",
    size: 'md',
    closeLabel: 'Close',
    onOpenChange: fn(),
    trigger: <Button variant="primary">Book Appointment</Button>,
    children: (
      <>
        <StoryField label="Patient name" autoComplete="name" />
        <StoryField label="Phone" type="tel" autoComplete="tel" />
      </>
    ),
    footer: (
      <>
        <Dialog.Close>
          <Button variant="ghost">Cancel</Button>
        </Dialog.Close>
        <Button variant="primary">Confirm booking</Button>
      </>
    ),
  },
  argTypes: {
    size: { control: 'inline-radio', options: sizes, table: { type: { summary: "'sm' | 'md' | 'lg'" } } },
    title: { control: 'text', table: { type: { summary: 'ReactNode' } } },
    description: { control: 'text', table: { type: { summary: 'ReactNode' } } },
    open: { control: 'boolean' },
    trigger: { control: false, table: { type: { summary: 'ReactElement' } } },
    footer: { control: false, table: { type: { summary: 'ReactNode' } } },
    children: { control: false, table: { type: { summary: 'ReactNode' } } },
    initialFocusRef: { control: false, table: { type: { summary: 'RefObject<HTMLElement | null>' } } },
    ref: { control: false, table: { type: { summary: 'Ref<HTMLDivElement>' } } },
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The play context's `canvas`: queries bound to the story's root. */
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Radix portals the dialog to the end of `<body>`, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openFromTrigger(canvas: Canvas, canvasElement: HTMLElement, triggerName: string, dialogName: string) {
  const trigger = canvas.getByRole('button', { name: triggerName });
  await userEvent.click(trigger);
  // Once it has come in: mid-fade the dialog is still transparent and not yet where it comes to rest.
  const dialog = await layerShown(await page(canvasElement).findByRole('dialog', { name: dialogName }));
  return { trigger, dialog };
}

/** A form: the first field gets focus, Tab and Shift+Tab loop inside, Escape closes and focus returns. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement, step, userEvent }) => {
    const { trigger, dialog } = await openFromTrigger(canvas, canvasElement, 'Book Appointment', 'Book an appointment');
    const inside = within(dialog);

    await step('the dialog is modal, named by its title and described by its description', async () => {
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      await expect(inside.getByRole('heading', { level: 2, name: 'Book an appointment' })).toBeVisible();
      await expect(dialog).toHaveAccessibleDescription(String(args.description));
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    });

    await step('focus moves to the first field', async () => {
      await expect(inside.getByLabelText('Patient name')).toHaveFocus();
    });

    await step('Tab from the last action wraps to the close button, Shift+Tab wraps back', async () => {
      await userEvent.tab();
      await expect(inside.getByLabelText('Phone')).toHaveFocus();
      await userEvent.tab();
      await expect(inside.getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await userEvent.tab();
      await expect(inside.getByRole('button', { name: 'Confirm booking' })).toHaveFocus();
      await userEvent.tab();
      await expect(inside.getByRole('button', { name: 'Close' })).toHaveFocus();
      await userEvent.tab({ shift: true });
      await expect(inside.getByRole('button', { name: 'Confirm booking' })).toHaveFocus();
    });

    await step('Escape closes and focus returns to the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await expect(trigger).toHaveFocus();
    });

    await step('the close button and Cancel close it too', async () => {
      await userEvent.click(trigger);
      await userEvent.click(await page(canvasElement).findByRole('button', { name: 'Close' }));
      await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
      await userEvent.click(trigger);
      await userEvent.click(await page(canvasElement).findByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    });
  },
};

// A spy outside args: the render wraps the footer, so the story's own args cannot reach the Delete button.
const onConfirmDelete = fn();

function DeleteConfirmation(args: DialogProps & { onConfirm: () => void }) {
  const { onConfirm, ...dialogArgs } = args;
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      {...dialogArgs}
      initialFocusRef={cancelRef}
      footer={
        <>
          <Dialog.Close>
            <Button ref={cancelRef} variant="ghost">
              Cancel
            </Button>
          </Dialog.Close>
          <Dialog.Close>
            <Button variant="danger" onClick={onConfirm}>
              Delete image
            </Button>
          </Dialog.Close>
        </>
      }
    />
  );
}

/** A destructive confirmation: Cancel, the safe choice, has the first focus, so a stray Enter deletes nothing. */
export const Destructive: Story = {
  args: {
    size: 'sm',
    title: 'Delete this gallery image?',
    description: 'The image "New MRI suite" will be removed from the public gallery.',
    trigger: <Button variant="danger">Delete</Button>,
    children: null,
  },
  render: (args) => <DeleteConfirmation {...args} onConfirm={onConfirmDelete} />,
  play: async ({ canvas, canvasElement, step, userEvent }) => {
    onConfirmDelete.mockClear();
    const { trigger, dialog } = await openFromTrigger(canvas, canvasElement, 'Delete', 'Delete this gallery image?');
    const inside = within(dialog);

    await step('Cancel has the first focus; Enter on it deletes nothing', async () => {
      await expect(inside.getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
      await expect(onConfirmDelete).not.toHaveBeenCalled();
      await expect(trigger).toHaveFocus();
    });

    await step('Delete image confirms and closes', async () => {
      await userEvent.click(trigger);
      await userEvent.click(await page(canvasElement).findByRole('button', { name: 'Delete image' }));
      await expect(onConfirmDelete).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    });

    await step('left open, so the audit runs on the open dialog', async () => {
      const reopened = await openFromTrigger(canvas, canvasElement, 'Delete', 'Delete this gallery image?');
      await expect(reopened.dialog).toBeVisible();
    });
  },
};

function ControlledBooking(args: DialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: cssVar.space[3] }}>
      <Button variant="primary" onClick={() => setOpen(true)}>
        Book Appointment
      </Button>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Book with Dr. Sharma
      </Button>
      <Dialog
        {...args}
        trigger={undefined}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange?.(next);
        }}
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button variant="primary" onClick={() => setOpen(false)}>
              Confirm booking
            </Button>
          </>
        }
      />
    </div>
  );
}

/** Controlled from several buttons (the booking modal opens from the header, hero and a section): focus goes back to the one used. */
export const Controlled: Story = {
  render: (args) => <ControlledBooking {...args} />,
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const second = canvas.getByRole('button', { name: 'Book with Dr. Sharma' });
    await userEvent.click(second);
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Book an appointment' });
    await expect(within(dialog).getByLabelText('Patient name')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(second).toHaveFocus();
  },
};

const preparation = [
  'Do not eat or drink anything for eight hours before an upper endoscopy. You may take your usual blood pressure tablets with a small sip of water early in the morning.',
  'If you take medicines that thin the blood, such as aspirin, clopidogrel or warfarin, tell the Gastroenterology desk at least five days before your appointment. Do not stop them on your own.',
  'Bring your previous reports, a list of your medicines, and one family member who can take you home. You will be given a sedative and must not drive or ride a two-wheeler for the rest of the day.',
  'Please arrive thirty minutes early at the Endoscopy unit on the first floor to complete the consent form. Wear loose, comfortable clothes and leave jewellery at home.',
  'After the procedure your throat may feel sore for a day. Start with cool liquids once the numbness wears off. Call the hospital at once if you have severe pain, fever, black stools or vomiting of blood.',
  'Diagnostic endoscopy runs from 9:00 AM to 5:00 PM, Monday to Saturday. Reports are usually ready the same evening and can be collected between 4:00 PM and 8:00 PM.',
];

/** Long text: the body scrolls inside while the title and actions stay in view, and the body takes keyboard focus to scroll. */
export const LongContent: Story = {
  args: {
    size: 'lg',
    title: 'Preparing for your endoscopy at the Department of Gastroenterology and Hepatology',
    description: 'Please read these instructions carefully, together with a family member.',
    trigger: <Button>Read the instructions</Button>,
    children: preparation.concat(preparation).map((text, i) => <p key={i}>{text}</p>),
    footer: (
      <Dialog.Close>
        <Button>I have read this</Button>
      </Dialog.Close>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const { dialog } = await openFromTrigger(
      canvas,
      canvasElement,
      'Read the instructions',
      'Preparing for your endoscopy at the Department of Gastroenterology and Hepatology',
    );
    const { innerHeight } = canvasElement.ownerDocument.defaultView ?? window;
    const body = dialog.querySelector<HTMLElement>('[data-part="body"]');
    await expect(body).not.toBeNull();
    await expect(body!.scrollHeight).toBeGreaterThan(body!.clientHeight);
    // Scrolled to the end, the last paragraph comes into view inside the dialog.
    const paragraphs = within(dialog).getAllByText(preparation.at(-1)!);
    const last = paragraphs.at(-1)!;
    await expect(last.getBoundingClientRect().top).toBeGreaterThan(body!.getBoundingClientRect().bottom);
    body!.scrollTo({ top: body!.scrollHeight, behavior: 'instant' });
    await waitFor(() => expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(body!.getBoundingClientRect().bottom + 1));
    body!.scrollTo({ top: 0, behavior: 'instant' });
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(innerHeight);
    await expect(within(dialog).getByRole('button', { name: 'I have read this' }).getBoundingClientRect().bottom).toBeLessThanOrEqual(
      innerHeight,
    );
    // No field to fill in: focus starts on the close button, so the text is not scrolled away.
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await waitFor(() => expect(body).toHaveFocus());
  },
};

/** Hindi at the same size as English; the close button's name is translated with the rest. */
export const Hindi: Story = {
  args: {
    lang: 'hi',
    title: 'अपॉइंटमेंट बुक करें',
    description: 'हम जल्द ही आपसे संपर्क करके आपके अपॉइंटमेंट की पुष्टि करेंगे।',
    closeLabel: 'बंद करें',
    trigger: (
      <Button variant="primary" lang="hi">
        अपॉइंटमेंट बुक करें
      </Button>
    ),
    children: (
      <>
        <StoryField label="मरीज़ का नाम" autoComplete="name" />
        <StoryField label="फ़ोन नंबर" type="tel" autoComplete="tel" />
      </>
    ),
    footer: (
      <>
        <Dialog.Close>
          <Button variant="ghost">रद्द करें</Button>
        </Dialog.Close>
        <Button variant="primary">पुष्टि करें</Button>
      </>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const { dialog } = await openFromTrigger(canvas, canvasElement, 'अपॉइंटमेंट बुक करें', 'अपॉइंटमेंट बुक करें');
    await expect(dialog).toHaveAttribute('lang', 'hi');
    await expect(within(dialog).getByRole('button', { name: 'बंद करें' })).toBeVisible();
    await expect(within(dialog).getByLabelText('मरीज़ का नाम')).toHaveFocus();
  },
};

/** A 360px phone: a full-width sheet from the bottom edge, actions side by side at full width, no sideways scroll. */
export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const { dialog } = await openFromTrigger(canvas, canvasElement, 'Book Appointment', 'Book an appointment');
    const root = canvasElement.ownerDocument.documentElement;
    const viewportWidth = root.clientWidth;
    const { innerHeight } = canvasElement.ownerDocument.defaultView ?? window;
    await expect(viewportWidth).toBeLessThanOrEqual(360);
    const rect = dialog.getBoundingClientRect();
    await expect(Math.round(rect.bottom)).toBe(innerHeight);
    await expect(Math.round(rect.left)).toBe(0);
    await expect(Math.round(rect.width)).toBe(viewportWidth);
    await expect(root.scrollWidth).toBeLessThanOrEqual(viewportWidth);
    for (const name of ['Close', 'Cancel', 'Confirm booking']) {
      await expect(within(dialog).getByRole('button', { name }).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
