import { useState, type ComponentPropsWithoutRef, type Ref } from 'react';
import styled from 'styled-components';
import { APPOINTMENT_STATUSES, type Appointment, type AppointmentStatus } from '@hospital/contract';
import { Button } from '../../Button/index.ts';
import { DataTable, sortRows, type DataTableColumn, type DataTableSort } from '../../DataTable/index.ts';
import { Input } from '../../Input/index.ts';
import { Pagination, clampPage, countPages, pageSlice } from '../../Pagination/index.ts';
import { Select } from '../../Select/index.ts';
import { downloadCsv } from '../../shared/csv.ts';
import { loadPhase, type LoadState } from '../../shared/loadState.ts';
import { AppointmentStatusBadge, statusLabel } from '../../StatusBadge/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { media } from '../../theme/theme.ts';
import {
  ALL_STATUSES,
  STATUS_FILTER_OPTIONS,
  filterAppointments,
  parseStatusFilter,
  preferredSlot,
  type AppointmentStatusFilter,
} from './appointmentFilters.ts';
import { appointmentsCsvFileName, appointmentsToCsv } from './appointmentsCsv.ts';

/** Rows a page: enough to scan a morning's OPD bookings without scrolling through the whole season. */
export const APPOINTMENTS_PAGE_SIZE = 25;

const STATUS_OPTIONS = APPOINTMENT_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }));

/** "Nov 16, 2026": the preferred day is a calendar day, so it is formatted in UTC and never shifts a day. */
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export interface AppointmentsTableProps extends Omit<ComponentPropsWithoutRef<'div'>, 'onError'>, LoadState {
  /** Every appointment, as the API lists them; undefined until they have loaded. */
  appointments: readonly Appointment[] | undefined;
  /**
   * Called when an admin picks another status in a row. While the returned promise is pending the row shows the
   * chosen status with its select disabled; afterwards it shows whatever `appointments` says.
   */
  onStatusChange: (appointment: Appointment, status: AppointmentStatus) => void | Promise<unknown>;
  /** Receives the CSV of the rows the filters show; by default the browser downloads it. */
  onExportCsv?: (csv: string, fileName: string) => void;
  /** The first search text and status filter, e.g. from the URL. */
  defaultSearch?: string;
  defaultStatus?: AppointmentStatusFilter;
  pageSize?: number;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The admin dashboard's appointments: a search over name, e-mail, department and booking reference, a status
 * filter, the spec's seven columns and the reference, with a status select per row, sortable headers, 25 rows a page and an export of the filtered
 * rows as CSV. It holds the search, filter, sort and page; the caller owns the data and the status change.
 */
export function AppointmentsTable({
  appointments,
  isLoading,
  error,
  onRetry,
  onStatusChange,
  onExportCsv = downloadCsv,
  defaultSearch = '',
  defaultStatus = ALL_STATUSES,
  pageSize = APPOINTMENTS_PAGE_SIZE,
  ref,
  ...rest
}: AppointmentsTableProps) {
  const [search, setSearch] = useState(defaultSearch);
  const [status, setStatus] = useState<AppointmentStatusFilter>(defaultStatus);
  const [sort, setSort] = useState<DataTableSort | null>(null);
  const [page, setPage] = useState(1);
  // The status an admin just picked, per appointment id, until the caller's update settles.
  const [pending, setPending] = useState<ReadonlyMap<number, AppointmentStatus>>(new Map());

  const handleStatusChange = async (appointment: Appointment, next: AppointmentStatus) => {
    setPending((current) => new Map(current).set(appointment.id, next));
    try {
      await onStatusChange(appointment, next);
    } finally {
      setPending((current) => {
        const copy = new Map(current);
        copy.delete(appointment.id);
        return copy;
      });
    }
  };

  const columns = appointmentColumns(pending, (appointment, next) => void handleStatusChange(appointment, next));
  const filtered = sortRows(filterAppointments(appointments ?? [], search, status), columns, sort);
  const current = clampPage(page, countPages(filtered.length, pageSize));
  const visible = pageSlice(filtered, current, pageSize);
  const showRows = loadPhase({ isLoading, error }) === 'ready';

  return (
    <Root {...rest} ref={ref}>
      <Toolbar role="search" aria-label="Appointments">
        <SearchBox>
          <Input
            type="search"
            aria-label="Search appointments"
            placeholder="Search appointments..."
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </SearchBox>
        <FilterBox>
          <Select
            aria-label="Filter by status"
            options={STATUS_FILTER_OPTIONS}
            value={status}
            onChange={(event) => {
              setStatus(parseStatusFilter(event.target.value));
              setPage(1);
            }}
          />
        </FilterBox>
        <Button
          variant="ghost"
          disabled={!showRows || filtered.length === 0}
          onClick={() => onExportCsv(appointmentsToCsv(filtered), appointmentsCsvFileName(new Date()))}
        >
          <DownloadIcon />
          Export CSV
        </Button>
      </Toolbar>
      <DataTable
        caption="Appointments"
        hideCaption
        columns={columns}
        rows={visible}
        rowKey={(appointment) => appointment.id}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        isLoading={isLoading}
        loadingText="Loading appointments..."
        skeletonRows={5}
        emptyText="No appointments found"
        error={error}
        errorText="Failed to load appointments. Please try again later."
        onRetry={onRetry}
        maxHeight="none"
      />
      {showRows && filtered.length > 0 ? (
        <Pagination
          aria-label="Appointments pages"
          page={current}
          totalItems={filtered.length}
          pageSize={pageSize}
          onPageChange={setPage}
        />
      ) : null}
    </Root>
  );
}

function appointmentColumns(
  pending: ReadonlyMap<number, AppointmentStatus>,
  onChange: (appointment: Appointment, status: AppointmentStatus) => void,
): DataTableColumn<Appointment>[] {
  return [
    {
      key: 'patient',
      header: 'Patient',
      rowHeader: true,
      width: '9.5rem',
      sortValue: (a) => a.patientName,
      cell: (a) => (
        <>
          {a.patientName}
          <DataTable.SecondaryText>
            {a.age} years, {a.gender}
          </DataTable.SecondaryText>
        </>
      ),
    },
    {
      key: 'reference',
      header: 'Reference',
      width: '8.5rem',
      sortValue: (a) => a.reference,
      // One line: "CCH-7K4Q-M2XD" broken at a dash reads as two references.
      cell: (a) => <Reference>{a.reference}</Reference>,
    },
    {
      key: 'contact',
      header: 'Contact',
      // Narrower since the reference came, so all eight columns fit 1200px: a long e-mail wraps after its "@".
      width: '13rem',
      sortValue: (a) => a.email,
      cell: (a) => (
        <>
          <EmailText email={a.email} />
          <DataTable.SecondaryText>{a.phone}</DataTable.SecondaryText>
        </>
      ),
    },
    { key: 'department', header: 'Department', width: '9rem', sortValue: (a) => a.department, cell: (a) => a.department },
    {
      key: 'date',
      header: 'Date & Time',
      width: '7.5rem',
      sortValue: preferredSlot,
      cell: (a) => (
        <>
          {dateFormat.format(preferredSlot(a))}
          <DataTable.SecondaryText>{a.preferredTime}</DataTable.SecondaryText>
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      width: '8.5rem',
      sortValue: (a) => a.status,
      // One line: a badge broken as "Complete / d" reads as two words.
      cell: (a) => (
        <NoWrap>
          <AppointmentStatusBadge status={a.status} />
        </NoWrap>
      ),
    },
    { key: 'reason', header: 'Reason', width: '6rem', truncate: true, cell: (a) => a.reasonForVisit },
    {
      key: 'actions',
      header: 'Actions',
      // Wide enough for "Completed" beside the select's chevron.
      width: '10.5rem',
      cell: (a) => {
        const picked = pending.get(a.id);
        return (
          <Select
            aria-label={`Status for ${a.patientName}`}
            options={STATUS_OPTIONS}
            value={picked ?? a.status}
            disabled={picked !== undefined}
            onChange={(event) => {
              const next = event.target.value as AppointmentStatus;
              if (next !== a.status) onChange(a, next);
            }}
          />
        );
      },
    },
  ];
}

/** An e-mail address that may break after its "@" (and only there), never inside the name or the domain. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

function DownloadIcon() {
  return (
    <ButtonIcon aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 4v11m-5-5 5 5 5-5M5 20h14" />
    </ButtonIcon>
  );
}

/* Inline in the button's label: centred on the text and spaced from it. */
const ButtonIcon = styled.svg`
  inline-size: ${cssVar.size.icon.md};
  block-size: ${cssVar.size.icon.md};
  margin-inline-end: ${cssVar.space[2]};
  vertical-align: middle;
`;

const NoWrap = styled.span`
  white-space: nowrap;
`;

/* Staff density: the size of the table's secondary lines, so the column stays narrow. */
const Reference = styled.span`
  white-space: nowrap;
  font-size: ${cssVar.font.size.sm};
  font-variant-numeric: tabular-nums;
`;

const Root = styled.div`
  display: grid;
  gap: ${cssVar.space[4]};
  min-inline-size: 0;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${cssVar.space[3]};
`;

const SearchBox = styled.div`
  flex: 1 1 100%;

  ${media.md} {
    flex: 1 1 16rem;
    max-inline-size: 28rem;
  }
`;

const FilterBox = styled.div`
  flex: 1 1 10rem;

  ${media.md} {
    flex: 0 0 12rem;
  }
`;
