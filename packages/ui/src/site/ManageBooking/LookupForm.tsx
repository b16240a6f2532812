import { useEffect, useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { bookingLookupSchema, type ManagedBooking } from '@hospital/contract';
import { Button } from '../../Button/index.ts';
import { Field } from '../../Field/index.ts';
import { Input } from '../../Input/index.ts';
import { bookingIssueOf } from '../BookingDialog/index.ts';
import { failureMessage, fieldMessages, type BookingLookupValues, type ManageBookingFailure, type ManageBookingOutcome } from './manageBooking.ts';
import type { ManageBookingTexts } from './manageBookingTexts.ts';
import { Actions, Form, Note, Panel, PanelHeading, Problem } from './manageBookingStyles.ts';
import { useHydrated } from '../../shared/useHydrated.ts';

const LOOKUP_FIELDS = ['reference', 'contact'] as const;

interface LookupFields {
  reference: string;
  contact: string;
}

// The contract's schema reads what was typed and gives the reference in its one written form.
const resolver = zodResolver(bookingLookupSchema) as unknown as Resolver<LookupFields, unknown, BookingLookupValues>;

export interface LookupFormProps {
  texts: ManageBookingTexts;
  defaultReference?: string | undefined;
  /** Focus the reference field on mount: when the patient came back to look up another booking. */
  focusOnMount?: boolean;
  onLookup: (lookup: BookingLookupValues) => Promise<ManageBookingOutcome>;
  onFound: (lookup: BookingLookupValues, booking: ManagedBooking) => void;
}

/**
 * The look-up: the reference and the phone number or email, checked with the contract's schema before anything is
 * sent. A miss gets one answer whichever of the two was wrong; a wait (too many misses) gets the server's words.
 */
export function LookupForm({ texts, defaultReference = '', focusOnMount = false, onLookup, onFound }: LookupFormProps) {
  const headingId = useId();
  const [problem, setProblem] = useState<ManageBookingFailure | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
    // No default for an empty field: react-hook-form then takes the field's value from the page when it registers
    // it, so what a patient typed into the pre-rendered form before the script ran is kept, not emptied.
  } = useForm<LookupFields, unknown, BookingLookupValues>({ resolver, defaultValues: defaultReference ? { reference: defaultReference } : {} });
  const ready = useHydrated();

  useEffect(() => {
    if (focusOnMount) setFocus('reference');
  }, [focusOnMount, setFocus]);

  // A field's message in the page's language; the schema and the server write it in English.
  const fieldProblem = (name: (typeof LOOKUP_FIELDS)[number]) => {
    const error = errors[name];
    return error?.message ? texts.fieldError(name, bookingIssueOf(name, error.type, error.message)) : undefined;
  };

  const submit = handleSubmit(async (lookup) => {
    setProblem(null);
    const outcome = await onLookup(lookup);
    if (outcome.ok) {
      onFound(lookup, outcome.booking);
      return;
    }
    const messages = fieldMessages(outcome.fields, LOOKUP_FIELDS);
    for (const [name, message] of messages) setError(name, { type: outcome.codes?.[name] ?? 'server', message });
    if (outcome.reason !== 'invalid' || messages.length === 0) setProblem(outcome);
    const first = messages[0]?.[0];
    if (first) setFocus(first);
  });

  return (
    <Panel aria-labelledby={headingId}>
      <PanelHeading id={headingId}>{texts.findHeading}</PanelHeading>
      <Note>{texts.findIntro}</Note>
      {/* POST, should it ever be sent without the script: a contact never goes into an address. */}
      <Form noValidate method="post" onSubmit={submit}>
        <Field label={texts.referenceLabel} hint={texts.referenceHint} required requiredText={texts.required} error={fieldProblem('reference')}>
          {(props) => (
            <Input {...props} autoComplete="off" autoCapitalize="characters" spellCheck={false} {...register('reference')} />
          )}
        </Field>
        <Field label={texts.contactLabel} hint={texts.contactHint} required requiredText={texts.required} error={fieldProblem('contact')}>
          {(props) => <Input {...props} autoComplete="off" spellCheck={false} {...register('contact')} />}
        </Field>
        {problem ? (
          <Problem>
            <p>{failureMessage(problem, texts)}</p>
            {problem.reason === 'not-found' ? <p>{texts.notFoundHint}</p> : null}
          </Problem>
        ) : null}
        <Actions>
          {/* Disabled until the script that sends it runs (a moment on a pre-rendered page), so Enter pressed
              before then neither reloads the page nor loses what was typed. */}
          <Button type="submit" variant="secondary" loading={isSubmitting} disabled={!ready}>
            {isSubmitting ? texts.finding : texts.find}
          </Button>
        </Actions>
      </Form>
    </Panel>
  );
}

