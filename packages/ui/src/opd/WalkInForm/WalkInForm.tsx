import { useEffect, useRef, useState, type ComponentPropsWithoutRef, type Ref } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { BOOKING_FIELD_LIMITS, GENDERS } from '@hospital/contract';
import { Button } from '../../Button/index.ts';
import { Checkbox } from '../../Checkbox/index.ts';
import { Field } from '../../Field/index.ts';
import { Input } from '../../Input/index.ts';
import { Alert, Status } from '../../LiveRegion/index.ts';
import { Select } from '../../Select/index.ts';
import { Textarea } from '../../Textarea/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { OpdDayProblem, TokenGiven, TokenGivenNumber } from '../opdDayStyles.ts';
import { theme } from '../../theme/theme.ts';
import { parseWalkInAge, walkInDefaults, walkInFieldProblems, walkInFormSchema, walkInPlacesText, type WalkInInput, type WalkInValues } from './walkInForm.ts';

export interface WalkInFormProps extends Omit<ComponentPropsWithoutRef<'div'>, 'onSubmit'> {
  /** The doctor the walk-in will see (the OPD day's), and their department, which the form sends and does not change. */
  doctorName: string;
  department: string;
  /**
   * Registers the walk-in (the caller adds the doctor: POST /api/walk-ins). Answers the visit with its token, shown
   * big. A rejection's message is shown above the button; its `fields` (the server's 400) under their fields.
   */
  onSubmit: (values: WalkInValues) => Promise<{ token?: number | null | undefined } | unknown>;
  /** The session's walk-in places: allowed and taken. When all are taken the form says so and sends nothing. */
  places?: { allowed: number; taken: number } | undefined;
  /** Why no walk-in can be registered now (the doctor's day is over); the form is shown disabled under it. */
  unavailable?: string | undefined;
  ref?: Ref<HTMLDivElement>;
}

/** The empty fields (a blank gender, consent unticked: not yet valid values, which is what the schema is for). */
const emptyForm = (department: string) => walkInDefaults(department) as DefaultValues<WalkInInput>;

const tokenOf = (answer: unknown): number | undefined => {
  const token = (answer as { token?: unknown } | null | undefined)?.token;
  return typeof token === 'number' ? token : undefined;
};

/**
 * A patient without a booking, registered at the counter for the OPD day's doctor: the booking form's fields less the
 * day and slot (the session under way), checked with the contract's walkInRequestSchema, and the patient's consent
 * to keep the details. On success the token is shown big, for the slip, with Register another.
 */
export function WalkInForm({ doctorName, department, onSubmit, places, unavailable, ref, ...rest }: WalkInFormProps) {
  const [problem, setProblem] = useState('');
  const [token, setToken] = useState<{ name: string; token: number | undefined } | null>(null);
  const anotherRef = useRef<HTMLButtonElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<WalkInInput, unknown, WalkInValues>({
    resolver: zodResolver(walkInFormSchema),
    defaultValues: emptyForm(department),
  });

  useEffect(() => {
    reset(emptyForm(department));
  }, [department, reset]);

  useEffect(() => {
    if (token) anotherRef.current?.focus();
  }, [token]);

  const full = places !== undefined && places.taken >= places.allowed;
  const closed = full || unavailable !== undefined;

  const submit = handleSubmit(async (values) => {
    setProblem('');
    try {
      const answer = await onSubmit(values);
      setToken({ name: values.patientName, token: tokenOf(answer) });
    } catch (failure) {
      const fields = walkInFieldProblems((failure as { fields?: Record<string, string> } | null)?.fields);
      for (const [field, message] of fields) setError(field, { type: 'server', message });
      if (fields[0]) setFocus(fields[0][0]);
      setProblem(failure instanceof Error && failure.message ? failure.message : 'The walk-in was not registered. Please try again.');
    }
  });

  const another = () => {
    reset(emptyForm(department));
    setToken(null);
    setProblem('');
    // The first field, once the form is back.
    setTimeout(() => setFocus('patientName'), 0);
  };

  const required = { required: true };

  return (
    <Root {...rest} ref={ref}>
      <Status visuallyHidden>{token ? `${token.name} registered${token.token ? `: token ${token.token}` : ''}` : ''}</Status>
      {token ? (
        <TokenGiven>
          <span>{token.name}</span>
          <TokenGivenNumber>{token.token ? `Token ${token.token}` : 'Registered'}</TokenGivenNumber>
          <span>
            for {doctorName}, {department}
          </span>
          <Button ref={anotherRef} onClick={another}>
            Register another walk-in
          </Button>
        </TokenGiven>
      ) : (
        <Form noValidate onSubmit={(event) => void submit(event)} aria-label={`Walk-in for ${doctorName}`}>
          <Intro>
            For <strong>{doctorName}</strong>, {department}.{places ? ` ${walkInPlacesText(places)}` : ''}
          </Intro>
          {unavailable ? <Notice>{unavailable}</Notice> : null}
          <fieldset disabled={closed}>
            <Row>
              <Field label="Patient's name" {...required} error={errors.patientName?.message}>
                {(props) => <Input {...props} autoComplete="off" maxLength={BOOKING_FIELD_LIMITS.patientName} {...register('patientName')} />}
              </Field>
              <Field label="Phone" {...required} error={errors.phone?.message}>
                {(props) => <Input {...props} type="tel" inputMode="tel" autoComplete="off" {...register('phone')} />}
              </Field>
            </Row>
            <Row>
              <Field label="Email" {...required} error={errors.email?.message}>
                {(props) => <Input {...props} type="email" autoComplete="off" {...register('email')} />}
              </Field>
              <Pair>
                <Field label="Age" {...required} error={errors.age?.message}>
                  {(props) => <Input {...props} type="number" inputMode="numeric" min={0} max={BOOKING_FIELD_LIMITS.age} step={1} {...register('age', { setValueAs: parseWalkInAge })} />}
                </Field>
                <Field label="Gender" {...required} error={errors.gender?.message}>
                  {(props) => <Select {...props} options={GENDERS.map((gender) => ({ value: gender, label: gender }))} placeholder="Choose" {...register('gender')} />}
                </Field>
              </Pair>
            </Row>
            <Field label="Reason for visit" {...required} error={errors.reasonForVisit?.message}>
              {(props) => <Textarea {...props} rows={2} maxLength={BOOKING_FIELD_LIMITS.reasonForVisit} {...register('reasonForVisit')} />}
            </Field>
            <Checkbox
              label="The patient agrees that the hospital may store these details to arrange the visit."
              required
              error={errors.consent?.message}
              {...register('consent')}
            />
          </fieldset>
          <Alert>{problem ? <OpdDayProblem>{problem}</OpdDayProblem> : null}</Alert>
          <div>
            <Button type="submit" size="lg" loading={isSubmitting} disabled={closed}>
              Register and give token
            </Button>
          </div>
        </Form>
      )}
    </Root>
  );
}

/* Two fields a row once the form itself is wide (the OPD day screen's side column is narrow on a wide screen). */
const wide = `@container walk-in-form (min-width: ${theme.breakpoint.sm})`;

const Root = styled.div`
  display: grid;
  gap: ${cssVar.space[3]};
  min-inline-size: 0;
  container: walk-in-form / inline-size;
`;

const Form = styled.form`
  display: grid;
  gap: ${cssVar.space[4]};
  margin: 0;

  & > fieldset {
    display: grid;
    gap: ${cssVar.space[4]};
    min-inline-size: 0;
    margin: 0;
    padding: 0;
    border: 0;
  }
`;

const Intro = styled.p`
  margin: 0;
  color: ${cssVar.color.textMuted};
`;

const Notice = styled.p`
  margin: 0;
  padding: ${cssVar.space[3]};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.status.appointment.pending.bg};
  color: ${cssVar.color.status.appointment.pending.fg};
  font-weight: ${cssVar.font.weight.medium};
`;

const Row = styled.div`
  display: grid;
  gap: ${cssVar.space[4]};

  ${wide} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${cssVar.space[3]};
`;

