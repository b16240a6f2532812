import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  BOOKING,
  GENDERS,
  HOSPITAL_TIME_SLOTS,
  bookingRequestSchema,
  type Appointment,
  type Department,
  type Doctor,
} from '@hospital/contract';
import { Button } from '../../Button/index.ts';
import { DateInput, todayIsoDate } from '../../DateInput/index.ts';
import { Dialog } from '../../Dialog/index.ts';
import { Field } from '../../Field/index.ts';
import { Input } from '../../Input/index.ts';
import { ProgressBar } from '../../ProgressBar/index.ts';
import { Select } from '../../Select/index.ts';
import { Textarea } from '../../Textarea/index.ts';
import { TimeSlotPicker } from '../../TimeSlotPicker/index.ts';
import { BookingConfirmation, type BookingConfirmationProps, type HospitalContact } from '../BookingConfirmation/index.ts';
import { BOOKING_DIALOG_TEXTS, type BookingDialogTexts } from './bookingDialogTexts.ts';
import { Form, FormMessage, Row, Step } from './bookingDialogStyles.ts';
import { ConsentCheckbox } from './ConsentCheckbox.tsx';
import {
  BOOKING_FIELD_NAMES,
  bookingFieldMessages,
  departmentOfDoctor,
  initialBookingFields,
  matchDepartmentName,
  parseAge,
  parseDoctorId,
  type BookingFieldName,
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
   * Sends the booking. Resolve `{ ok: true, appointment }` with the stored booking and the dialog shows its
   * confirmation (step 2), or `{ ok: false, message?, fields? }`: the form keeps what was typed and shows the
   * messages on the named fields.
   */
  onSubmit: (values: BookingValues) => Promise<BookingOutcome>;
  /** Today as `YYYY-MM-DD`, the date picker's minimum; the reader's local date when not given. */
  today?: string;
  /** The hospital's name (in the consent), address, phone and emergency number (on the confirmation). */
  hospital: HospitalContact;
  /** The privacy page the consent links to; it opens in a new tab so the form keeps what was typed. */
  privacyHref?: string;
  /** The confirmation's "Manage booking" link. */
  manageHref?: BookingConfirmationProps['manageHref'];
  /** The confirmation's calendar download and print; the browser's own by default. */
  onAddToCalendar?: BookingConfirmationProps['onAddToCalendar'];
  onPrint?: BookingConfirmationProps['onPrint'];
  texts?: Partial<BookingDialogTexts>;
  confirmationTexts?: BookingConfirmationProps['texts'];
}

/** Where the consent's link goes. */
export const PRIVACY_HREF = '/privacy';

/** Step 2's progress: the booking is done. */
const CONFIRMATION_PROGRESS = 100;

// The contract's schema reads the form's loose fields (empty choices are strings) and gives the typed booking.
const resolver = zodResolver(bookingRequestSchema) as unknown as Resolver<BookingFormFields, unknown, BookingValues>;

/**
 * The appointment booking modal (spec section 2), in two steps. Step 1, the form: the ten fields and the
 * patient's consent, a progress bar at 60% with "Step 1 of 2", "Booking..." on the disabled submit while it is
 * sent, Cancel and the close icon. It validates with the contract's booking request schema, as the API does.
 * It never sends anything itself: `onSubmit` does, and its answer decides what happens next: a taken slot (409)
 * or the server's field messages (400) land on the fields to change; a booking made moves on to step 2, the
 * confirmation (progress 100%, "Step 2 of 2") with the reference, until "Done" or the close icon.
 */
export function BookingDialog({
  open,
  onOpenChange,
  hospital,
  manageHref,
  onAddToCalendar,
  onPrint,
  texts: given,
  confirmationTexts,
  ...formProps
}: BookingDialogProps) {
  const texts = { ...BOOKING_DIALOG_TEXTS, ...given };
  const formId = useId();
  const [submitting, setSubmitting] = useState(false);
  const [booked, setBooked] = useState<Appointment | null>(null);
  // Each opening starts at step 1 (set while rendering, so a reopened dialog never flashes the last confirmation).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setBooked(null);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={texts.title}
      description={booked ? undefined : texts.description}
      size="md"
      footer={
        booked ? undefined : (
          <>
            <Dialog.Close>
              <Button variant="ghost">{texts.cancel}</Button>
            </Dialog.Close>
            <Button type="submit" form={formId} variant="primary" loading={submitting}>
              {submitting ? texts.submitting : texts.submit}
            </Button>
          </>
        )
      }
    >
      {booked ? (
        <Step>
          <ProgressBar value={CONFIRMATION_PROGRESS} label={texts.stepTwo} size="sm" />
          <BookingConfirmation
            appointment={booked}
            doctors={formProps.doctors}
            hospital={hospital}
            manageHref={manageHref}
            onDone={() => onOpenChange(false)}
            {...(onAddToCalendar ? { onAddToCalendar } : {})}
            {...(onPrint ? { onPrint } : {})}
            texts={confirmationTexts}
          />
        </Step>
      ) : (
        <BookingForm
          id={formId}
          texts={texts}
          hospitalName={hospital.name}
          onSubmittingChange={setSubmitting}
          onBooked={setBooked}
          {...formProps}
        />
      )}
    </Dialog>
  );
}

type FormPropsFromDialog = Omit<
  BookingDialogProps,
  'open' | 'onOpenChange' | 'hospital' | 'manageHref' | 'onAddToCalendar' | 'onPrint' | 'texts' | 'confirmationTexts'
>;

interface BookingFormProps extends FormPropsFromDialog {
  id: string;
  texts: BookingDialogTexts;
  hospitalName: string;
  onSubmittingChange: (submitting: boolean) => void;
  onBooked: (appointment: Appointment) => void;
}

function BookingForm({
  id,
  texts,
  hospitalName,
  privacyHref = PRIVACY_HREF,
  onBooked,
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
    // The form focuses its first invalid field itself, in the order the fields are shown (see `submit`): the
    // library's own choice follows the order fields were registered in, which render props make differ.
    shouldFocusError: false,
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

  const focusFirstInvalid = (invalid: Partial<Record<BookingFieldName, unknown>>) => {
    const first = BOOKING_FIELD_NAMES.find((name) => invalid[name] !== undefined);
    if (first) setFocus(first);
  };

  const submit = handleSubmit(async (values) => {
    setFormMessage(null);
    const outcome = await onSubmit(values);
    if (outcome.ok) {
      onBooked(outcome.appointment);
      return;
    }
    const messages = bookingFieldMessages(outcome.fields);
    for (const [name, message] of messages) setError(name, { type: 'server', message });
    setFormMessage(outcome.message ?? null);
    focusFirstInvalid(Object.fromEntries(messages));
  }, focusFirstInvalid);

  const doctorRegistration = register('doctorId', { setValueAs: parseDoctorId });

  return (
    <Form id={id} noValidate onSubmit={submit} aria-describedby={formMessage ? `${id}-message` : undefined}>
      <ProgressBar value={BOOKING.progressPercent} label={texts.stepOne} size="sm" />

      {formMessage ? (
        <FormMessage id={`${id}-message`} element="p">
          {formMessage}
        </FormMessage>
      ) : null}

      <Field label={texts.fullName} required error={errors.patientName?.message}>
        {(props) => <Input {...props} autoComplete="name" {...register('patientName')} />}
      </Field>

      <Row>
        <Field label={texts.email} required error={errors.email?.message}>
          {(props) => <Input {...props} type="email" autoComplete="email" inputMode="email" {...register('email')} />}
        </Field>
        <Field label={texts.phone} required error={errors.phone?.message}>
          {(props) => <Input {...props} type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />}
        </Field>
      </Row>

      <Row>
        <Field label={texts.age} required error={errors.age?.message}>
          {(props) => (
            <Input {...props} type="number" inputMode="numeric" min={0} max={130} step={1} {...register('age', { setValueAs: parseAge })} />
          )}
        </Field>
        <Field label={texts.gender} required error={errors.gender?.message}>
          {(props) => <Select {...props} options={GENDERS} placeholder={texts.genderPlaceholder} {...register('gender')} />}
        </Field>
      </Row>

      <Row>
        <Field label={texts.department} required error={errors.department?.message}>
          {(props) => (
            <Select
              {...props}
              options={(departments ?? []).map((department) => department.name)}
              placeholder={departments ? texts.departmentPlaceholder : texts.departmentsLoading}
              {...register('department')}
            />
          )}
        </Field>
        <Field label={texts.doctor} error={errors.doctorId?.message}>
          {(props) => (
            <Select
              {...props}
              options={(doctors ?? []).map((doctor) => ({ value: String(doctor.id), label: texts.doctorOption(doctor) }))}
              placeholder={texts.doctorPlaceholder}
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

      <Field label={texts.preferredDate} required error={errors.preferredDate?.message}>
        {(props) => {
          // Only the wiring: RHF's native-validation attributes type min/max as numbers, DateInput wants dates.
          const { name, ref, onChange, onBlur } = register('preferredDate');
          return <DateInput {...props} name={name} ref={ref} onChange={onChange} onBlur={onBlur} min={today} />;
        }}
      </Field>

      <Field
        group
        label={texts.preferredTime}
        required
        hint={doctorId !== undefined && preferredDate ? undefined : texts.preferredTimeHint}
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

      <Field label={texts.reasonForVisit} required error={errors.reasonForVisit?.message}>
        {(props) => <Textarea {...props} rows={3} {...register('reasonForVisit')} />}
      </Field>

      <ConsentCheckbox
        consent={texts.consent(hospitalName)}
        href={privacyHref}
        opensInNewTab={texts.opensInNewTab}
        error={errors.consent?.message}
        {...register('consent')}
      />
    </Form>
  );
}
