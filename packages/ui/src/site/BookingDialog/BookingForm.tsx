// Step 1 of the booking dialog: the form, its fields in the page's language and its values in the contract's.
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { BOOKING, GENDERS, HOSPITAL_TIME_SLOTS, bookingRequestSchema, type Appointment } from '@hospital/contract';
import { todayIsoDate } from '../../DateInput/index.ts';
import { Field } from '../../Field/index.ts';
import { Input } from '../../Input/index.ts';
import { ProgressBar } from '../../ProgressBar/index.ts';
import { Select } from '../../Select/index.ts';
import { Textarea } from '../../Textarea/index.ts';
import { MEDICAL_TERM_TEXTS, useUiTexts } from '../../UiTexts/index.ts';
import { VisitSlotFields, dayStates, daySlotChoice, useVisitSlot } from '../DayPicker/index.ts';
import type { BookingDialogProps } from './bookingDialogProps.ts';
import type { BookingDialogTexts } from './bookingDialogTexts.ts';
import { Form, FormMessage, Row } from './bookingDialogStyles.ts';
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
  type BookingValues,
} from './bookingForm.ts';
import { bookingIssueOf } from './bookingIssues.ts';
import { ConsentCheckbox } from './ConsentCheckbox.tsx';

/** Where the consent's link goes. */
export const PRIVACY_HREF = '/privacy';

// The contract's schema reads the form's loose fields (empty choices are strings) and gives the typed booking.
const resolver = zodResolver(bookingRequestSchema) as unknown as Resolver<BookingFormFields, unknown, BookingValues>;

type FormPropsFromDialog = Omit<
  BookingDialogProps,
  'open' | 'onOpenChange' | 'hospital' | 'manageHref' | 'onAddToCalendar' | 'onPrint' | 'texts' | 'confirmationTexts'
>;

export interface BookingFormProps extends FormPropsFromDialog {
  id: string;
  texts: BookingDialogTexts;
  hospitalName: string;
  onSubmittingChange: (submitting: boolean) => void;
  onBooked: (appointment: Appointment) => void;
}

export function BookingForm({
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
  offeredSlots = HOSPITAL_TIME_SLOTS,
  onSlotQueryChange,
  doctorDays,
  onSubmit,
  onSubmittingChange,
  today = todayIsoDate(),
}: BookingFormProps) {
  const [formMessage, setFormMessage] = useState<{ message: string; code?: string | undefined } | null>(null);
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

  // A preselected doctor shows once the list is here: a select drawn before it (the dialog opened by the page's
  // address as the page starts, the doctors still loading) has no option for them and shows none.
  useEffect(() => {
    if (doctors && defaultDoctorId !== undefined && getValues('doctorId') === defaultDoctorId) setValue('doctorId', defaultDoctorId);
  }, [doctors, defaultDoctorId, getValues, setValue]);

  // A doctor preselected (their profile's button) brings their department, as choosing them in the list does.
  useEffect(() => {
    if (!doctors || !departments || defaultDoctorId === undefined || getValues('department') !== '') return;
    const department = departmentOfDoctor(doctors.find((doctor) => doctor.id === defaultDoctorId), departments);
    if (department) setValue('department', department);
  }, [doctors, departments, defaultDoctorId, getValues, setValue]);

  const [doctorId, preferredDate] = useWatch({ control, name: ['doctorId', 'preferredDate'] });
  // With a doctor chosen and their open days given, the day is picked on the grid of those days (OpenSlotFields).
  const visitSlot = useVisitSlot({ control, setValue, setFocus }, doctorId, doctorDays);
  const { openDays } = visitSlot;
  // A day or a time the newly chosen doctor does not offer is let go, so nothing hidden is sent.
  useEffect(() => {
    if (openDays === undefined) return;
    const date = getValues('preferredDate');
    if (date === '') return;
    if (!dayStates(openDays).has(date)) {
      setValue('preferredDate', '');
      setValue('preferredTime', '');
    } else if (!daySlotChoice(openDays, date).slots.includes(getValues('preferredTime'))) {
      setValue('preferredTime', '');
    }
  }, [openDays, preferredDate, getValues, setValue]);
  // Which times are free shows once a doctor and a day are chosen; a day with every slot begun says so at once.
  const timeHint = preferredDate && offeredSlots.length === 0 ? texts.noTimesLeft : doctorId !== undefined && preferredDate ? undefined : texts.preferredTimeHint;
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
    // The error's type is the problem's code: the page's language says the message by it.
    for (const [name, message] of messages) setError(name, { type: outcome.codes?.[name] ?? 'server', message });
    setFormMessage(outcome.message ? { message: outcome.message, code: outcome.code } : null);
    focusFirstInvalid(Object.fromEntries(messages));
  }, focusFirstInvalid);

  const doctorRegistration = register('doctorId', { setValueAs: parseDoctorId });
  const { term } = useUiTexts('medicalTerms', MEDICAL_TERM_TEXTS);
  // A field's message in the page's language; the schema and the server write it in English.
  const problem = (name: BookingFieldName) => messageOf(errors, name, texts);
  const required = { required: true, requiredText: texts.required } as const;

  return (
    <Form id={id} noValidate onSubmit={submit} aria-describedby={formMessage ? `${id}-message` : undefined}>
      <ProgressBar value={BOOKING.progressPercent} label={texts.stepOne} size="sm" />

      {formMessage ? (
        <FormMessage id={`${id}-message`} element="p">
          {texts.formError(bookingIssueOf(undefined, formMessage.code, formMessage.message))}
        </FormMessage>
      ) : null}

      <Field label={texts.fullName} {...required} error={problem('patientName')}>
        {(props) => <Input {...props} autoComplete="name" {...register('patientName')} />}
      </Field>

      <Row>
        <Field label={texts.email} {...required} error={problem('email')}>
          {(props) => <Input {...props} type="email" autoComplete="email" inputMode="email" {...register('email')} />}
        </Field>
        <Field label={texts.phone} {...required} error={problem('phone')}>
          {(props) => <Input {...props} type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} />}
        </Field>
      </Row>

      <Row>
        <Field label={texts.age} {...required} error={problem('age')}>
          {(props) => (
            <Input {...props} type="number" inputMode="numeric" min={0} max={130} step={1} {...register('age', { setValueAs: parseAge })} />
          )}
        </Field>
        <Field label={texts.gender} {...required} error={problem('gender')}>
          {(props) => (
            <Select
              {...props}
              options={GENDERS.map((gender) => ({ value: gender, label: texts.genders[gender] }))}
              placeholder={texts.genderPlaceholder}
              {...register('gender')}
            />
          )}
        </Field>
      </Row>

      <Row>
        <Field label={texts.department} {...required} error={problem('department')}>
          {(props) => (
            <Select
              {...props}
              // Shown in the page's language, sent as the API names it.
              options={(departments ?? []).map((department) => ({ value: department.name, label: term(department.name) }))}
              placeholder={departments ? texts.departmentPlaceholder : texts.departmentsLoading}
              {...register('department')}
            />
          )}
        </Field>
        <Field label={texts.doctor} error={problem('doctorId')}>
          {(props) => (
            <Select
              {...props}
              options={(doctors ?? []).map((doctor) => ({
                value: String(doctor.id),
                label: texts.doctorOption({ name: doctor.name, specialization: term(doctor.specialization) }),
              }))}
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

      <VisitSlotFields
        slot={visitSlot}
        min={today}
        labels={{ date: texts.preferredDate, time: texts.preferredTime, required: texts.required }}
        problem={problem}
        dayHint={texts.chooseDayHint}
        timeHint={timeHint}
        slots={offeredSlots}
        unavailable={unavailableSlots}
      />

      <Field label={texts.reasonForVisit} {...required} error={problem('reasonForVisit')}>
        {(props) => <Textarea {...props} rows={3} {...register('reasonForVisit')} />}
      </Field>

      <ConsentCheckbox
        consent={texts.consent(hospitalName)}
        href={privacyHref}
        opensInNewTab={texts.opensInNewTab}
        requiredText={texts.required}
        error={problem('consent')}
        {...register('consent')}
      />
    </Form>
  );
}

/**
 * The message on a field, in the page's language: what the schema or the server said, through the texts. The error's
 * type is its code (zod's issue code from the browser's check, the server's code from its answer).
 */
function messageOf(errors: FieldErrors<BookingFormFields>, name: BookingFieldName, texts: BookingDialogTexts): string | undefined {
  const error = errors[name];
  return error?.message ? texts.fieldError(name, bookingIssueOf(name, error.type, error.message)) : undefined;
}
