import type { ComponentPropsWithoutRef, Ref } from 'react';
import styled from 'styled-components';
import { controlSurface } from '../Input/index.ts';
import { cssVar } from '../theme/cssVar.ts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends ComponentPropsWithoutRef<'select'> {
  /** The choices, in order; a plain string is both value and label (e.g. `GENDERS`). */
  options?: readonly (string | SelectOption)[];
  /**
   * A first option with the value `''`, shown until something is chosen, e.g. "Select doctor (optional)".
   * It stays selectable, so an optional choice can be cleared again.
   */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** Strings become `{ value, label }` with both set to the string; objects pass through unchanged. */
export function toSelectOptions(options: readonly (string | SelectOption)[]): SelectOption[] {
  return options.map((option) => (typeof option === 'string' ? { value: option, label: option } : option));
}

/**
 * A native `<select>`: the phone's own picker, keyboard and screen reader support for free. Every native
 * prop and the ref reach the `<select>`, so `{...register('doctorId')}` just works; `children` (extra
 * `<option>`s or `<optgroup>`s) follow `options`.
 */
export function Select({ options = [], placeholder, children, ref, ...rest }: SelectProps) {
  return (
    <Wrapper>
      <Control {...rest} ref={ref}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {toSelectOptions(options).map(({ value, label, disabled }) => (
          <option key={value} value={value} disabled={disabled}>
            {label}
          </option>
        ))}
        {children}
      </Control>
      <Chevron aria-hidden="true" viewBox="0 0 20 20" focusable="false">
        <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </Chevron>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
  display: block;
  min-inline-size: 0;
`;

const Control = styled.select`
  ${controlSurface}
  appearance: none;
  padding-inline-end: ${cssVar.space[10]};
  cursor: pointer;

  /* The placeholder reads as a prompt, not an answer; muted text is still 7:1. */
  &:has(option[value='']:checked) {
    color: ${cssVar.color.textMuted};
  }

  & option {
    color: ${cssVar.color.text};
  }
`;

const Chevron = styled.svg`
  position: absolute;
  inset-block-start: 50%;
  inset-inline-end: ${cssVar.space[3]};
  inline-size: ${cssVar.size.icon.md};
  block-size: ${cssVar.size.icon.md};
  color: ${cssVar.color.text};
  transform: translateY(-50%);
  pointer-events: none;

  ${Control}:disabled + & {
    color: ${cssVar.color.textMuted};
  }
`;
