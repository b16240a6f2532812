import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs, type TabsProps } from './Tabs.tsx';

/** The admin dashboard's four tabs, default Appointments. */
const adminTabs = [
  { value: 'appointments', label: 'Appointments', body: 'Search appointments, filter by status, change a status.' },
  { value: 'gallery', label: 'Gallery', body: 'Add, edit and delete gallery images.' },
  { value: 'news-events', label: 'News & Events', body: 'Add, edit and delete news and events.' },
  { value: 'analytics', label: 'Analytics', body: 'Visual insights into hospital appointment data and trends.' },
] as const;

type TabItem = { value: string; label: string; body: string };

function TabsExample({ items, listLabel, ...props }: TabsProps & { items: readonly TabItem[]; listLabel: string }) {
  return (
    <Tabs {...props}>
      <TabList aria-label={listLabel}>
        {items.map((item) => (
          <Tab key={item.value} value={item.value}>
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.value} value={item.value}>
          <p style={{ margin: 0 }}>{item.body}</p>
        </TabPanel>
      ))}
    </Tabs>
  );
}

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { defaultValue: 'appointments', onValueChange: fn() },
  argTypes: {
    value: { control: 'text' },
    defaultValue: { control: 'text' },
    activationMode: { control: 'inline-radio', options: ['automatic', 'manual'] },
    onValueChange: { table: { type: { summary: '(value: string) => void' } } },
  },
  render: (args) => <TabsExample {...args} items={adminTabs} listLabel="Admin sections" />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The play context's `canvas`: queries bound to the story's root. */
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The selected tab, its panel showing and named by the tab, and no other panel. */
async function expectSelected(canvas: Canvas, label: string, body: string) {
  const tab = canvas.getByRole('tab', { name: label });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(tab).toHaveFocus();
  const panel = canvas.getByRole('tabpanel', { name: label });
  await expect(panel).toHaveTextContent(body);
  await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
}

/** Arrow keys move and select, Home and End jump, the arrows wrap round; each change reaches `onValueChange`. */
export const Default: Story = {
  play: async ({ args, canvas, step, userEvent }) => {
    const [appointments, gallery, news, analytics] = adminTabs;

    await step('Tab key lands on the selected tab, the only stop in the list', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('tab', { name: 'Appointments' })).toHaveFocus();
      await expect(canvas.getByRole('tab', { name: 'Gallery' })).toHaveAttribute('tabindex', '-1');
    });

    await step('ArrowRight selects the next tab and shows its panel', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expectSelected(canvas, gallery.label, gallery.body);
      await expect(args.onValueChange).toHaveBeenLastCalledWith('gallery');
      await userEvent.keyboard('{ArrowRight}');
      await expectSelected(canvas, news.label, news.body);
    });

    await step('ArrowLeft goes back', async () => {
      await userEvent.keyboard('{ArrowLeft}');
      await expectSelected(canvas, gallery.label, gallery.body);
    });

    await step('End and Home jump to the last and first tab', async () => {
      await userEvent.keyboard('{End}');
      await expectSelected(canvas, analytics.label, analytics.body);
      await userEvent.keyboard('{Home}');
      await expectSelected(canvas, appointments.label, appointments.body);
      await expect(args.onValueChange).toHaveBeenLastCalledWith('appointments');
    });

    await step('ArrowLeft on the first tab wraps to the last', async () => {
      await userEvent.keyboard('{ArrowLeft}');
      await expectSelected(canvas, analytics.label, analytics.body);
    });

    await step('Tab key moves on into the panel', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('tabpanel')).toHaveFocus();
    });
  },
};

/** A click selects too. */
export const Click: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'News & Events' }));
    await expectSelected(canvas, 'News & Events', adminTabs[2].body);
    await expect(args.onValueChange).toHaveBeenCalledWith('news-events');
  },
};

/**
 * Controlled, as a page keeps the tab in the URL: `value` comes from `?tab=`, `onValueChange` writes it back.
 * The query string shown here stands in for the router.
 */
export const Controlled: Story = {
  args: { defaultValue: undefined },
  render: function ControlledTabs(args) {
    const [query, setQuery] = useState('?tab=gallery');
    const value = new URLSearchParams(query).get('tab') ?? 'appointments';
    return (
      <div style={{ display: 'grid', gap: '1rem' }}>
        <output aria-label="Address bar query">{query}</output>
        <TabsExample
          {...args}
          items={adminTabs}
          listLabel="Admin sections"
          value={value}
          onValueChange={(next) => {
            args.onValueChange?.(next);
            setQuery(`?tab=${next}`);
          }}
        />
      </div>
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: 'Gallery' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Analytics' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('analytics');
    await expect(canvas.getByRole('status', { name: 'Address bar query' })).toHaveTextContent('?tab=analytics');
    await expectSelected(canvas, 'Analytics', adminTabs[3].body);
  },
};

/** The project dashboard's three views, with a disabled tab the arrows skip. */
export const ProjectViews: Story = {
  args: { defaultValue: 'gantt' },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Project views">
        <Tab value="gantt">Gantt Chart</Tab>
        <Tab value="kanban" disabled>
          Kanban Board
        </Tab>
        <Tab value="milestones">Milestones</Tab>
      </TabList>
      <TabPanel value="gantt">Gantt chart of the ICU wing.</TabPanel>
      <TabPanel value="kanban">Kanban board.</TabPanel>
      <TabPanel value="milestones">Milestones of the ICU wing.</TabPanel>
    </Tabs>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expectSelected(canvas, 'Milestones', 'Milestones of the ICU wing.');
  },
};

/** Many long tabs: the list scrolls sideways, the page does not, and End brings the last tab into view. */
export const LongContent: Story = {
  args: { defaultValue: 'general-medicine' },
  render: (args) => (
    <div style={{ maxWidth: '420px' }}>
      <TabsExample
        {...args}
        listLabel="Departments"
        items={[
          { value: 'general-medicine', label: 'General Medicine', body: 'General Medicine: Mon-Fri 8-8.' },
          { value: 'general-surgery', label: 'General Surgery', body: 'General Surgery: Mon-Fri 7 AM-10 PM.' },
          { value: 'gastroenterology', label: 'Gastroenterology', body: 'Gastroenterology: Mon-Fri 8-7.' },
          { value: 'pathology', label: 'Pathology', body: 'Pathology: Mon-Fri 6 AM-10 PM.' },
          { value: 'anesthesiology', label: 'Anesthesiology', body: 'Anesthesiology: pre-op 8-6.' },
        ]}
      />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('tablist', { name: 'Departments' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(list.getBoundingClientRect().width).toBeLessThanOrEqual(420);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expectSelected(canvas, 'Anesthesiology', 'Anesthesiology: pre-op 8-6.');
    const last = canvas.getByRole('tab', { name: 'Anesthesiology' }).getBoundingClientRect();
    await expect(last.right).toBeLessThanOrEqual(list.getBoundingClientRect().right + 1);
  },
};

export const Hindi: Story = {
  args: { defaultValue: 'about', lang: 'hi' },
  render: (args) => (
    <TabsExample
      {...args}
      listLabel="अस्पताल के बारे में"
      items={[
        { value: 'about', label: 'परिचय', body: 'हमारा अस्पताल 24/7 आपातकालीन सेवा देता है।' },
        { value: 'message', label: 'अध्यक्ष का संदेश', body: 'सेवा ही हमारा धर्म है।' },
      ]}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expectSelected(canvas, 'अध्यक्ष का संदेश', 'सेवा ही हमारा धर्म है।');
  },
};

/** The admin tabs on a 360px phone: 44px-high tabs, a sideways-scrolling list, a page that fits. */
export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.clientWidth).toBeLessThanOrEqual(360);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    for (const tab of canvas.getAllByRole('tab')) {
      await expect(tab.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expectSelected(canvas, 'Analytics', adminTabs[3].body);
    const list = canvas.getByRole('tablist').getBoundingClientRect();
    await expect(canvas.getByRole('tab', { name: 'Analytics' }).getBoundingClientRect().right).toBeLessThanOrEqual(list.right + 1);
  },
};
