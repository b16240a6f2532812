import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import {
  BOOKING,
  GENDERS,
  HOSPITAL_TIME_SLOTS,
  insertAppointmentSchema,
  type Department,
  type Doctor,
} from '@hospital/contract';
import { Button } from '../../Button/index.ts';
import { DateInput, todayIsoDate } from '../../DateInput/index.ts';
import { Dialog } from '../../Dialog/index.ts';
import { Field } from '../../Field/index.ts';
import { Input } from '../../Input/index.ts';
import { Alert } from '../../LiveRegion/index.ts';
import { ProgressBar } from '../../ProgressBar/index.ts';
import { Select } from '../../Select/index.ts';
import { Textarea } from '../../Textarea/index.ts';
import { TimeSlotPicker } from '../../TimeSlotPicker/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { media } from '../../theme/theme.ts';
import {
  bookingFieldMessages,
  departmentOfDoctor,
  initialBookingFields,
  matchDepartmentName,
  parseAge,
  parseDoctorId,
  type BookingFormFields,
  type BookingOutcome,
  type BookingValues,
} from './bookingForm.ts';

/** The doctor and day the slot picker shows; the caller reads which of that doctor's slots are taken. */
export interface SlotQuery {
  doctorId: number | undefined;
  /** `YYYY-MM-DD`, or '' before a date is chosen. */
  date: string;
}

export interface BookingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The doctors to choose from; undefined while they load. */
  doctors?: readonly Doctor[] | undefined;
  /** The departments to choose from; undefined while they load. */
  departments?: readonly Department[] | undefined;
  /** A doctor to preselect (a doctor profile's button). */
  defaultDoctorId?: number | undefined;
  /** A department to preselect, by name in any case; ignored when the list has no such department. */
  defaultDepartment?: string | undefined;
  /** Slots already taken for the chosen doctor and day: shown, marked "Booked", not selectable. */
  unavailableSlots?: readonly string[];
  /** Called when the chosen doctor or day changes, so the caller can read their taken slots. */
  onSlotQueryChange?: (query: SlotQuery) => void;
  /**
   * Sends the booking. Resolve `{ ok: true }` and close the dialog, or `{ ok: false, message?, fields? }`:
   * the form keeps what was typed and shows the messages on the named fields.
   */
  onSubmit: (values: BookingValues) => Promise<BookingOutcome>;
  /** Today as `YYYY-MM-DD`, the date picker's minimum; the reader's local date when not given. */
  today?: string;
}

// The contract's schema reads the form's loose fields (empty choices are strings) and gives the typed booking.
const resolver = zodResolver(insertAppointmentSchema) as unknown as Resolver<BookingFormFields, unknown, BookingValues>;

/**
 * The appointment booking modal (spec section 2): the ten fields, a progress bar at 60% with "Step 1 of 2",
 * "Booking..." on the disabled submit while it is sent, Cancel and the close icon. It validates with the same
 * zod schema as the API. It never sends anything itself: `onSubmit` does, and its answer decides what
 * happens next, so a taken slot (409) or the server's field messages (400) land on the fields to change.
 */
export function BookingDialog({ open, onOpenChange, ...formProps }: BookingDialogProps) {
  const formId = useId();
  const [submitting, setSubmitting] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Book an Appointment"
      description="Fill in the details below and we'll contact you soon to confirm your appointment."
      size="md"
      footer={
        <>
          <Dialog.Close>
            <Button variant="ghost">Cancel</Button>
          </Dialog.Close>
          <Button type="submit" form={formId} variant="primary" loading={submitting}>
            {submitting ? 'Booking...' : 'Book Appointment'}
          </Button>
        </>
      }
    >
      <BookingForm id={formId} onSubmittingChange={setSubmitting} {...formProps} />
    </Dialog>
  );
}

interface BookingFormProps extends Omit<BookingDialogProps, 'open' | 'onOpenChange'> {
  id: string;
  onSubmittingChange: (submitting: boolean) => void;
}

function BookingForm({
  id,
  doctors,
  departments,
  defaultDoctorId,
  defaultDepartment,
  unavailableSlots = [],
  onSlotQueryChange,
  onSubmit,
  onSubmittingChange,
  today = todayIsoDate(),
}: BookingFormProps) {
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<BookingFormFields, unknown, BookingValues>({
    resolver,
    defaultValues: initialBookingFields({ doctorId: defaultDoctorId, department: defaultDepartment }),
  });

  useEffect(() => onSubmittingChange(isSubmitting), [isSubmitting, onSubmittingChange]);

  // A preselected department given as "cardiology" becomes the list's "Cardiology" once the list is here.
  useEffect(() => {
    if (!departments || !defaultDepartment) return;
    if (getValues('department') === defaultDepartment) {
      setValue('department', matchDepartmentName(defaultDepartment, departments));
    }
  }, [departments, defaultDepartment, getValues, setValue]);

  const [doctorId, preferredDate] = useWatch({ control, name: ['doctorId', 'preferredDate'] });
  const lastQuery = useRef<string | null>(null);
  useEffect(() => {
    const key = `${doctorId ?? ''}|${preferredDate}`;
    if (key === lastQuery.current) return;
    lastQuery.current = key;
    onSlotQueryChange?.({ doctorId, date: preferredDate });
  }, [doctorId, preferredDate, onSlotQueryChange]);

  const submit = handleSubmit(async (values) => {
    setFormMessage(null);
    const outcome = await onSubmit(values);
    if (outcome.ok) return;
    const messages = bookingFieldMessages(outcome.fields);
    for (const [name, message] of messages) setError(name, { type: 'server', message });
    setFormMessage(outcome.message ?? null);
    const first = messages[0]?.[0];
    if (first) setFocus(first);
  });

  const doctorRegistration = register('doctorId', { setValueAs: parseDoctorId });

  return (
    <Form id={id} noValidate onSubmit={submit} aria-describedby={formMessage ? `${id}-message` : undefined}>
      <ProgressBar value={BOOKING.progressPercent} label={BOOKING.stepText} size="sm" />

      {formMessage ? (
        <FormMessage id={`${id}-message`} element="p">
          {formMessage}
        </FormMessage>
      ) : null}

      <Field label="Full Name" required error={errors.patientName?.message}>
        {(props) => <Input {...props} autoComplete="name" {...register('patientName')} />}
      </Field>

      <Row>
        <Field label="Email" required error={errors.email?.message}>
          {(props) => <Input {...props} type="email" autoComplete="email" inputMode="email" {...register('email')} />}
        </Field>
        <Field label="Phone" required error={errors.phone?.message}>
          {(props) => <Input {...props} type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />}
        </Field>
      </Row>

      <Row>
        <Field label="Age" required error={errors.age?.message}>
          {(props) => (
            <Input {...props} type="number" inputMode="numeric" min={0} max={130} step={1} {...register('age', { setValueAs: parseAge })} />
          )}
        </Field>
        <Field label="Gender" required error={errors.gender?.message}>
          {(props) => <Select {...props} options={GENDERS} placeholder="Select gender" {...register('gender')} />}
        </Field>
      </Row>

      <Row>
        <Field label="Department" required error={errors.department?.message}>
          {(props) => (
            <Select
              {...props}
              options={(departments ?? []).map((department) => department.name)}
              placeholder={departments ? 'Select department' : 'Loading departments...'}
              {...register('department')}
            />
          )}
        </Field>
        <Field label="Doctor" error={errors.doctorId?.message}>
          {(props) => (
            <Select
              {...props}
              options={(doctors ?? []).map((doctor) => ({
                value: String(doctor.id),
                label: `${doctor.name} (${doctor.specialization})`,
              }))}
              placeholder="Select doctor (optional)"
              {...doctorRegistration}
              onChange={async (event) => {
                await doctorRegistration.onChange(event);
                // Choosing a doctor fills an empty department with theirs, one less choice to make.
                const chosen = doctors?.find((doctor) => doctor.id === parseDoctorId(event.target.value));
                const department = departmentOfDoctor(chosen, departments ?? []);
                if (department && getValues('department') === '') setValue('department', department, { shouldValidate: true });
              }}
            />
          )}
        </Field>
      </Row>

      <Field label="Preferred Date" required error={errors.preferredDate?.message}>
        {(props) => {
          // Only the wiring: RHF's native-validation attributes type min/max as numbers, DateInput wants dates.
          const { name, ref, onChange, onBlur } = register('preferredDate');
          return <DateInput {...props} name={name} ref={ref} onChange={onChange} onBlur={onBlur} min={today} />;
        }}
      </Field>

      <Field
        group
        label="Preferred Time"
        required
        hint={doctorId !== undefined && preferredDate ? undefined : 'Choose a doctor and a date to see which times are free.'}
        error={errors.preferredTime?.message}
      >
        {(props) => (
          <Controller
            name="preferredTime"
            control={control}
            render={({ field }) => (
              <TimeSlotPicker
                {...props}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                slots={HOSPITAL_TIME_SLOTS}
                unavailable={unavailableSlots}
              />
            )}
          />
        )}
      </Field>

      <Field label="Reason for Visit" required error={errors.reasonForVisit?.message}>
        {(props) => <Textarea {...props} rows={3} {...register('reasonForVisit')} />}
      </Field>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${cssVar.space[4]};
`;

/* Two fields side by side where there is room; one column on a phone. */
const Row = styled.div`
  display: grid;
  gap: ${cssVar.space[4]};

  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const FormMessage = styled(Alert)`
  margin: 0;
  padding: ${cssVar.space[3]} ${cssVar.space[4]};
  border-inline-start: ${cssVar.borderWidth.focus} solid ${cssVar.color.danger};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.dangerSubtle};
  color: ${cssVar.color.danger};
  font-weight: ${cssVar.font.weight.medium};
`;
