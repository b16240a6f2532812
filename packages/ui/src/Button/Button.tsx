import type { ComponentPropsWithoutRef, Ref } from 'react';
import styled, { keyframes } from 'styled-components';
import { cssVar } from '../theme/cssVar.ts';

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
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${cssVar.space[2]};
  max-inline-size: 100%;
  margin: 0;
  border: ${cssVar.borderWidth.thin} solid transparent;
  border-radius: ${cssVar.radius.md};
  font-weight: ${cssVar.font.weight.semibold};
  line-height: ${cssVar.font.lineHeight.tight};
  text-align: center;
  text-decoration: none;
  white-space: normal;
  cursor: pointer;
  touch-action: manipulation;
  transition:
    background-color ${cssVar.motion.duration.fast} ${cssVar.motion.easing.standard},
    border-color ${cssVar.motion.duration.fast} ${cssVar.motion.easing.standard},
    color ${cssVar.motion.duration.fast} ${cssVar.motion.easing.standard};

  &:focus-visible {
    outline: ${cssVar.borderWidth.focus} solid ${cssVar.color.focus};
    outline-offset: 2px;
  }

  /* Sizes */
  &[data-size='sm'] {
    min-block-size: ${cssVar.size.control.sm};
    padding: ${cssVar.space[1]} ${cssVar.space[3]};
    font-size: ${cssVar.font.size.sm};
  }

  &[data-size='md'] {
    min-block-size: ${cssVar.size.control.md};
    padding: ${cssVar.space[2]} ${cssVar.space[5]};
    font-size: ${cssVar.font.size.md};
  }

  &[data-size='lg'] {
    min-block-size: ${cssVar.size.control.lg};
    padding: ${cssVar.space[3]} ${cssVar.space[6]};
    font-size: ${cssVar.font.size.lg};
  }

  /* Variants */
  &[data-variant='primary'] {
    background-color: ${cssVar.color.accent};
    color: ${cssVar.color.accentContrast};
  }

  &[data-variant='primary']:hover:enabled {
    background-color: ${cssVar.color.accentHover};
  }

  &[data-variant='secondary'] {
    background-color: ${cssVar.color.brand};
    color: ${cssVar.color.brandContrast};
  }

  &[data-variant='secondary']:hover:enabled {
    background-color: ${cssVar.color.brandHover};
  }

  &[data-variant='ghost'] {
    background-color: transparent;
    color: ${cssVar.color.brand};
  }

  &[data-variant='ghost']:hover:enabled {
    background-color: ${cssVar.color.brandSubtle};
  }

  &[data-variant='danger'] {
    background-color: ${cssVar.color.surface};
    border-color: ${cssVar.color.danger};
    color: ${cssVar.color.danger};
  }

  &[data-variant='danger']:hover:enabled {
    background-color: ${cssVar.color.dangerSubtle};
  }

  &[data-variant='emergency'] {
    background-color: ${cssVar.color.emergency};
    color: ${cssVar.color.emergencyContrast};
  }

  &[data-variant='emergency']:hover:enabled {
    background-color: ${cssVar.color.emergencyHover};
  }

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
