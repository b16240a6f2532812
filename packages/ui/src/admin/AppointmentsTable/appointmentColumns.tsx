// The admin appointments table's columns: who, the reference and contact, the department and doctor's visit, and
// the status with its change control and the mark of a booking needing a new time.
import styled from 'styled-components';
import type { Appointment, AppointmentStatus } from '@hospital/contract';
import { Badge } from '../../Badge/index.ts';
import { Button } from '../../Button/index.ts';
import { DataTable, type DataTableColumn } from '../../DataTable/index.ts';
import { Select } from '../../Select/index.ts';
import { AppointmentStatusBadge } from '../../StatusBadge/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { newTimeReasonText, preferredSlot, statusOptions } from './appointmentFilters.ts';
import { EmailText } from '../../shared/EmailText.tsx';


/** "Nov 16, 2026": the preferred day is a calendar day, so it is formatted in UTC and never shifts a day. */
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export function appointmentColumns(
  pending: ReadonlyMap<number, AppointmentStatus>,
  onChange: (appointment: Appointment, status: AppointmentStatus) => void,
  onShowMessages?: (appointment: Appointment) => void,
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
      // Narrower since the reference came, and again since the status column marks bookings needing a new time, so
      // all eight columns fit 1200px: a long e-mail wraps after its "@".
      width: '12rem',
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
      // Wide enough for the "Needs new time" badge on one line.
      width: '9.5rem',
      sortValue: (a) => a.status,
      // One line: a badge broken as "Complete / d" reads as two words.
      cell: (a) => {
        const newTime = newTimeReasonText(a);
        return (
          <>
            <NoWrap>
              <AppointmentStatusBadge status={a.status} />
            </NoWrap>
            {newTime ? (
              <NewTimeMark>
                <Badge tone="warning" size="sm">
                  Needs new time
                </Badge>
                <DataTable.SecondaryText>{newTime}</DataTable.SecondaryText>
              </NewTimeMark>
            ) : null}
          </>
        );
      },
    },
    { key: 'reason', header: 'Reason', width: '6rem', truncate: true, cell: (a) => a.reasonForVisit },
    {
      key: 'actions',
      header: 'Actions',
      // Wide enough for "In consultation" beside the select's chevron.
      width: '10.5rem',
      cell: (a) => {
        const picked = pending.get(a.id);
        const select = (
          <Select
            aria-label={`Status for ${a.patientName}`}
            options={statusOptions(a, picked)}
            value={picked ?? a.status}
            disabled={picked !== undefined}
            onChange={(event) => {
              const next = event.target.value as AppointmentStatus;
              if (next !== a.status) onChange(a, next);
            }}
          />
        );
        if (!onShowMessages) return select;
        return (
          <RowActions>
            {select}
            {/* The booking's confirmations, reminders and notices, in a dialog. */}
            <Button size="sm" variant="ghost" aria-label={`Messages for ${a.patientName}`} onClick={() => onShowMessages(a)}>
              Messages
            </Button>
          </RowActions>
        );
      },
    },
  ];
}

const RowActions = styled.div`
  display: grid;
  justify-items: start;
  gap: ${cssVar.space[2]};
`;

const NoWrap = styled.span`
  white-space: nowrap;
`;

/* Under the status: the booking's day or time no longer holds (leave, a closure, new hours), and why. */
const NewTimeMark = styled.span`
  display: grid;
  justify-items: start;
  gap: ${cssVar.space[1]};
  margin-block-start: ${cssVar.space[1]};

  & > :first-child {
    white-space: nowrap;
  }
`;

/* Staff density: the size of the table's secondary lines, so the column stays narrow. */
const Reference = styled.span`
  white-space: nowrap;
  font-size: ${cssVar.font.size.sm};
  font-variant-numeric: tabular-nums;
`;
