import type { ComponentPropsWithoutRef, Ref } from 'react';
import styled, { keyframes } from 'styled-components';
import { cssVar } from '../theme/cssVar.ts';
import { buttonStyles } from './buttonStyles.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'emergency';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentPropsWithoutRef<'button'> {
  /**
   * - `primary`: the warm accent, for the one primary action on a screen (Book Appointment).
   * - `secondary`: filled brand teal, for everyday actions (the default).
   * - `ghost`: brand text without a fill, for low-emphasis actions.
   * - `danger`: outlined red, for destructive admin actions.
   * - `emergency`: filled urgent red, reserved for emergency (the 101 call button).
   */
  variant?: ButtonVariant;
  /** `md` and `lg` meet the 44px touch target; keep `sm` for dense staff screens. */
  size?: ButtonSize;
  /** Shows a spinner beside the label, sets `aria-busy` and disables the button; the name stays the label. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A native `<button>` (type "button" unless told otherwise) in the hospital's variants and sizes. */
export function Button({
  variant = 'secondary',
  size = 'md',
  loading = false,
  disabled = false,
  type = 'button',
  children,
  ref,
  ...rest
}: ButtonProps) {
  return (
    <Root
      {...rest}
      ref={ref}
      type={type}
      data-variant={variant}
      data-size={size}
      disabled={disabled || loading}
      {...(loading ? { 'aria-busy': true } : {})}
    >
      {loading ? <Spinner aria-hidden="true" data-part="spinner" /> : null}
      <Label>{children}</Label>
    </Root>
  );
}

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

const Spinner = styled.span`
  flex: none;
  inline-size: 1em;
  block-size: 1em;
  border: ${cssVar.borderWidth.thick} solid currentColor;
  border-inline-end-color: transparent;
  border-radius: ${cssVar.radius.pill};
  animation: ${spin} ${cssVar.motion.duration.spinner} linear infinite;
`;

const Label = styled.span`
  min-inline-size: 0;
  overflow-wrap: anywhere;
`;

const Root = styled.button`
  ${buttonStyles}

  /* States: loading keeps its variant's colours; plain disabled greys out. */
  &[aria-busy='true'] {
    cursor: progress;
  }

  &:disabled:not([aria-busy='true']) {
    background-color: ${cssVar.color.surfaceMuted};
    border-color: ${cssVar.color.border};
    color: ${cssVar.color.textMuted};
    cursor: not-allowed;
  }
`;
