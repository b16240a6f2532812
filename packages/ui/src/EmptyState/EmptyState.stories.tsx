import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    title: 'No doctors found',
    description: 'Try adjusting your search terms.',
    headingLevel: 3,
  },
  argTypes: {
    title: { control: 'text', table: { type: { summary: 'ReactNode' } } },
    description: { control: 'text', table: { type: { summary: 'ReactNode' } } },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
    icon: { control: false, table: { type: { summary: 'ReactNode | null' } } },
    action: { control: false, table: { type: { summary: 'ReactNode' } } },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title is a heading a screen-reader user can jump to; the description follows it. */
const readsTitleAndDescription: Story['play'] = async ({ args, canvas }) => {
  const heading = canvas.getByRole('heading', { name: String(args.title), level: args.headingLevel ?? 3 });
  await expect(heading).toBeVisible();
  if (args.description) await expect(canvas.getByText(String(args.description))).toBeVisible();
};

/** The doctors directory after a search that matched nobody. */
export const Default: Story = { play: readsTitleAndDescription };

/** The gallery filtered to a category with no pictures. */
export const GalleryCategory: Story = {
  args: { title: 'No images found', description: 'No images found in the staff category.' },
  play: readsTitleAndDescription,
};

const onCreateProject = fn();

/** The project dashboard before a project is chosen, with its action. */
export const WithAction: Story = {
  args: {
    title: 'Select a Project to Get Started',
    description: 'Choose a project above to see its Gantt chart, Kanban board and milestones.',
    headingLevel: 2,
    action: (
      <Button variant="secondary" onClick={onCreateProject}>
        Create New Project
      </Button>
    ),
  },
  play: async (context) => {
    const { userEvent } = context;
    await readsTitleAndDescription(context);
    onCreateProject.mockClear();
    await userEvent.click(context.canvas.getByRole('button', { name: 'Create New Project' }));
    await expect(onCreateProject).toHaveBeenCalledTimes(1);
  },
};

/** `icon={null}` for a quiet empty table. */
export const WithoutIcon: Story = {
  args: { title: 'No Milestones Found', description: undefined, icon: null },
  play: async (context) => {
    await readsTitleAndDescription(context);
    await expect(context.canvasElement.querySelector('[data-part="icon"]')).toBeNull();
  },
};

export const LongContent: Story = {
  args: {
    title: 'No appointments found for the Department of General Medicine and Gastroenterology this week',
    description:
      'Appointments appear here as soon as patients book them online or at the reception desk. Try another department, another status, or clear the search box to see every appointment again.',
  },
  play: readsTitleAndDescription,
};

export const Hindi: Story = {
  args: { lang: 'hi', title: 'कोई डॉक्टर नहीं मिला', description: 'कृपया अपने खोज शब्द बदलकर देखें।' },
  play: readsTitleAndDescription,
};

export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: WithAction.args,
  play: async (context) => {
    await readsTitleAndDescription(context);
    const root = context.canvasElement.ownerDocument.documentElement;
    await expect(root.clientWidth).toBeLessThanOrEqual(360);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
