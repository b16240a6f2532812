import type { ComponentPropsWithoutRef, Ref } from 'react';
import styled from 'styled-components';
import { controlSurface } from '../Input/index.ts';

/**
 * `min` and `max` keep the native `string | number` type, although a date input reads only `YYYY-MM-DD`
 * strings: react-hook-form's `register()` returns them typed that way, and `{...register('x')}` must fit.
 */
export interface DateInputProps extends Omit<ComponentPropsWithoutRef<'input'>, 'type'> {
  ref?: Ref<HTMLInputElement>;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * Today's date on the reader's own calendar, `YYYY-MM-DD`, the format `<input type="date">` uses.
 * Not `toISOString().slice(0, 10)`: that is the UTC date, which in India is still yesterday until 5:30 AM,
 * so a patient booking early in the morning would be offered a day that has already passed.
 */
export function todayIsoDate(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad2(now.getMonth() + 1)}-${pad2(now.getDate())}`;
}

/**
 * A native date input: the phone's own date picker, keyboard entry on desktop, and `min`/`max`
 * (`YYYY-MM-DD`; booking passes `min={todayIsoDate()}`) enforced by the picker. Every native prop and the ref pass through, so `{...register('preferredDate')}` just works;
 * its value is `''` or `YYYY-MM-DD`.
 */
export function DateInput({ ref, ...rest }: DateInputProps) {
  return <Root {...rest} ref={ref} type="date" />;
}

const Root = styled.input`
  ${controlSurface}

  &::-webkit-calendar-picker-indicator {
    cursor: pointer;
  }
`;
