import type { z } from 'zod';
import { closureRequestSchema, hospitalToday, type Closure, type ClosureRequest } from '@hospital/contract';
import { DateInput } from '../../DateInput/index.ts';
import { Field } from '../../Field/index.ts';
import { Input } from '../../Input/index.ts';
import { dayText } from '../../shared/opdDays.ts';
import { DaysOffEditor, type DaysOffEditorProps } from '../daysOffEditor.tsx';
import { comingClosures } from './closureRows.ts';

type ClosureFormInput = z.input<typeof closureRequestSchema>;

const EMPTY_CLOSURE: ClosureFormInput = { date: '', name: '' };

export interface ClosuresEditorProps extends DaysOffEditorProps<Closure, ClosureRequest> {
  /** Every closure the server lists; undefined until loaded. Those before `today` are not shown. */
  closures: readonly Closure[] | undefined;
}

/**
 * The days the whole OPD is closed (Republic Day, Diwali ...), coming ones by date with Remove, and a form to add
 * one, which first lists the bookings that day holds and asks to confirm: they are marked as needing a new time.
 */
export function ClosuresEditor({ closures, today = hospitalToday(), ...rest }: ClosuresEditorProps) {
  return (
    <DaysOffEditor
      {...rest}
      heading="Hospital closures"
      description="Days the whole OPD is closed, for every doctor: national holidays and festivals (Republic Day, Diwali ...)."
      items={closures && comingClosures(closures, today)}
      listTexts={{ failed: 'Failed to load the closures', loading: 'Loading the closures...', none: 'No closure coming.', label: 'Coming closures' }}
      when={(closure) => dayText(closure.date)}
      detail={(closure) => closure.name}
      removeLabel={(closure) => `Remove ${closure.name}, ${dayText(closure.date)}`}
      addLabel="Add closure"
      schema={closureRequestSchema}
      empty={EMPTY_CLOSURE}
      fields={({ register, errors }) => (
        <>
          <Field label="Date" required error={errors.date?.message}>
            {(controlProps) => <DateInput {...controlProps} min={today} {...register('date')} />}
          </Field>
          <Field label="Name" required error={errors.name?.message}>
            {(controlProps) => <Input {...controlProps} autoComplete="off" maxLength={120} {...register('name')} />}
          </Field>
        </>
      )}
      confirmTitle="Close the OPD that day?"
      confirmDescription={(asking) => `${asking.name}, ${dayText(asking.date)}: no doctor can be booked that day.`}
    />
  );
}
