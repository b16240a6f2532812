import type { z } from 'zod';
import { hospitalToday, leaveRequestSchema, type LeaveRequest, type Timetable } from '@hospital/contract';
import { DateInput } from '../../DateInput/index.ts';
import { Field } from '../../Field/index.ts';
import { Input } from '../../Input/index.ts';
import { dayCountText, dayRangeText } from '../../shared/opdDays.ts';
import { DaysOffEditor, type DaysOffEditorProps } from '../daysOffEditor.tsx';

type LeaveFormInput = z.input<typeof leaveRequestSchema>;
export type DoctorLeaveItem = Timetable['leave'][number];

const EMPTY_LEAVE: LeaveFormInput = { from: '', to: '', reason: '' };

export interface LeaveEditorProps extends DaysOffEditorProps<DoctorLeaveItem, LeaveRequest> {
  /** Whose leave it is: "Dr. Priya Sharma". */
  doctorName: string;
  /** The leave not yet over, by its first day (the timetable's `leave`, with reasons for staff); undefined until loaded. */
  leave: readonly DoctorLeaveItem[] | undefined;
}

/**
 * A doctor's coming leave (from, to, the reason staff see) with Remove, and a form to add leave, which first lists
 * the coming bookings it falls on and asks to confirm: those bookings are marked as needing a new time.
 */
export function LeaveEditor({ doctorName, leave, today = hospitalToday(), ...rest }: LeaveEditorProps) {
  return (
    <DaysOffEditor
      {...rest}
      heading="Leave"
      description={<>Days {doctorName} is away: no slot can be booked then. The reason is for staff only.</>}
      items={leave}
      listTexts={{ failed: 'Failed to load the leave', loading: 'Loading the leave...', none: 'No leave coming.', label: `${doctorName}’s coming leave` }}
      when={(item) => dayRangeText(item.from, item.to)}
      detail={(item) => (
        <>
          {dayCountText(item.from, item.to)}
          {item.reason ? ` · ${item.reason}` : ''}
        </>
      )}
      removeLabel={(item) => `Remove leave ${dayRangeText(item.from, item.to)}`}
      addLabel="Add leave"
      schema={leaveRequestSchema}
      empty={EMPTY_LEAVE}
      fields={({ register, errors }) => (
        <>
          <Field label="From" required error={errors.from?.message}>
            {(controlProps) => <DateInput {...controlProps} min={today} {...register('from')} />}
          </Field>
          <Field label="To" required error={errors.to?.message}>
            {(controlProps) => <DateInput {...controlProps} min={today} {...register('to')} />}
          </Field>
          <Field label="Reason" required hint="Staff see it; patients do not." error={errors.reason?.message}>
            {(controlProps) => <Input {...controlProps} autoComplete="off" maxLength={200} {...register('reason')} />}
          </Field>
        </>
      )}
      confirmTitle={`Add leave for ${doctorName}?`}
      confirmDescription={(asking) => `${dayRangeText(asking.from, asking.to)} (${dayCountText(asking.from, asking.to)}): ${asking.reason}`}
    />
  );
}
