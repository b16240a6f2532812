import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { APPOINTMENT_STATUSES, type Appointment, type AppointmentStatus } from '@hospital/contract';
import { Select } from '../Select/index.ts';
import { appointmentStatusLabel } from '../StatusBadge/index.ts';
import { DataTable, type DataTableProps } from './DataTable.tsx';
import { appointmentColumns, appointmentsData, appointmentTableArgs, appointmentTableArgTypes, columnText, header, isOrdered, longContentData } from './dataTableFixtures.tsx';
import type { DataTableColumn } from './sorting.ts';

// What the table holds and how it fits: long names and reasons, a phone's width, a select in every row, Hindi.
const meta = {
  title: 'Components/DataTable/Content',
  component: DataTable<Appointment>,
  args: appointmentTableArgs(),
  argTypes: appointmentTableArgTypes,
} satisfies Meta<typeof DataTable<Appointment>>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Long names wrap inside their column; long reasons clip to one line with an ellipsis. A clipped reason is a
 * tab stop and opens to its full text on focus or hover; a short one is no tab stop.
 */
export const LongContent: Story = {
  args: { rows: longContentData, maxHeight: 'none' },
  play: async ({ canvas, step, userEvent }) => {
    const [long, , short] = longContentData;
    const reason = canvas.getByText(long!.reasonForVisit);

    await step('the long reason is clipped but all of it is in the page', async () => {
      await waitFor(() => expect(reason).toHaveAttribute('tabindex', '0'));
      await expect(reason.scrollWidth).toBeGreaterThan(reason.clientWidth);
      await expect(getComputedStyle(reason).textOverflow).toBe('ellipsis');
    });

    await step('a short reason is not clipped and is no tab stop', async () => {
      await expect(canvas.getByText(short!.reasonForVisit)).not.toHaveAttribute('tabindex');
    });

    await step('focus opens the clipped reason to its full text', async () => {
      const closedHeight = reason.getBoundingClientRect().height;
      canvas.getByRole('button', { name: 'Status' }).focus();
      await userEvent.tab();
      await expect(reason).toHaveFocus();
      await expect(reason.getBoundingClientRect().height).toBeGreaterThan(closedHeight * 2);
      await expect(reason.scrollWidth).toBeLessThanOrEqual(reason.clientWidth);
      await userEvent.tab();
      await expect(reason).not.toHaveFocus();
      await expect(reason).toHaveAttribute('tabindex', '0');
    });

    await step('a long name wraps instead of overflowing its cell', async () => {
      const name = canvas.getByRole('rowheader', { name: new RegExp(long!.patientName) });
      await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth);
    });
  },
};

/** A 360 px phone: the table keeps its columns and scrolls sideways inside its own region, not the page. */
export const MobileWidth: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.clientWidth).toBeLessThanOrEqual(360);
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    const region = canvas.getByRole('region', { name: 'Appointments' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(region).toHaveAttribute('tabindex', '0');
    await userEvent.tab();
    await expect(region).toHaveFocus();
    const cell = canvas.getAllByRole('cell')[0]!;
    await expect(parseFloat(getComputedStyle(cell).fontSize)).toBeGreaterThanOrEqual(16);
  },
};

/** Fires when a row's status select changes; shared with the play function below. */
const statusChangeData = fn();

/** The Appointments tab: a status select in every row, and the table's caption hidden behind the tab's name. */
function AppointmentsWithActions(props: DataTableProps<Appointment>) {
  const [rows, setRows] = useState(props.rows);
  const setStatus = (id: number, status: AppointmentStatus) => {
    statusChangeData(id, status);
    setRows((current) => current.map((row) => (row.id === id ? { ...row, status } : row)));
  };
  const columns: DataTableColumn<Appointment>[] = [
    ...props.columns,
    {
      key: 'actions',
      header: 'Actions',
      width: '11rem',
      cell: (a) => (
        <Select
          aria-label={`Status for ${a.patientName}`}
          value={a.status}
          options={APPOINTMENT_STATUSES.map((value) => ({ value, label: appointmentStatusLabel(value) }))}
          onChange={(event) => setStatus(a.id, event.target.value as AppointmentStatus)}
        />
      ),
    },
  ];
  return <DataTable {...props} rows={rows} columns={columns} />;
}

export const WithRowActions: Story = {
  args: { hideCaption: true, rows: appointmentsData.slice(0, 8) },
  render: (args) => <AppointmentsWithActions {...args} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('region', { name: 'Appointments' })).toBeInTheDocument();
    const first = appointmentsData[0]!;
    const row = canvas.getByRole('rowheader', { name: new RegExp(first.patientName) }).closest('tr')!;
    await expect(within(row).getByText('Completed', { selector: ':not(option)' })).toBeInTheDocument();
    const select = within(row).getByRole('combobox', { name: `Status for ${first.patientName}` });
    await userEvent.selectOptions(select, 'confirmed');
    await expect(statusChangeData).toHaveBeenCalledWith(first.id, 'confirmed');
    await expect(select).toHaveValue('confirmed');
    await expect(within(row).getByText('Confirmed', { selector: ':not(option)' })).toBeInTheDocument();
  },
};

const hindiRows: Appointment[] = [
  { ...appointmentsData[3]!, id: 201, patientName: 'सुनीता शर्मा', department: 'स्त्री रोग', reasonForVisit: 'पिछले दो हफ़्तों से पेट के निचले हिस्से में दर्द।' },
  { ...appointmentsData[4]!, id: 202, patientName: 'अर्जुन मेहता', department: 'बाल रोग', reasonForVisit: 'चार दिन से खाँसी और हल्का बुखार; खाना ठीक से नहीं खा रहा है और रात में नींद भी नहीं आती।' },
  { ...appointmentsData[5]!, id: 203, patientName: 'नेहा गुप्ता', department: 'तंत्रिका विज्ञान', reasonForVisit: 'बार-बार सिरदर्द।' },
];

/** Hindi at the same size as English; `lang="hi"` on the table picks the Devanagari face. */
export const HindiContent: Story = {
  args: {
    lang: 'hi',
    caption: 'अपॉइंटमेंट',
    rows: hindiRows,
    emptyText: 'कोई अपॉइंटमेंट नहीं मिला',
    columns: [
      { ...appointmentColumns[0]!, header: 'मरीज़', cell: (a) => a.patientName },
      { ...appointmentColumns[2]!, header: 'विभाग' },
      { ...appointmentColumns[5]!, header: 'कारण' },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('lang', 'hi');
    await userEvent.click(canvas.getByRole('button', { name: 'मरीज़' }));
    await expect(header(canvas, 'मरीज़')).toHaveAttribute('aria-sort', 'ascending');
    await expect(isOrdered(columnText(canvas, 'मरीज़'), 'ascending')).toBe(true);
  },
};
