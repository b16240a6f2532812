import type { ComponentPropsWithoutRef, Ref } from 'react';
import styled, { css } from 'styled-components';
import { cssVar } from '../theme/cssVar.ts';
import { focusRing } from '../theme/focusRing.ts';

export interface InputProps extends ComponentPropsWithoutRef<'input'> {
  ref?: Ref<HTMLInputElement>;
}

/**
 * The look every text-like control shares (Input, Textarea, Select, DateInput): a 44px target, 16px text
 * (smaller text makes phones zoom in on focus), a 3:1 edge, and the invalid state read from `aria-invalid`,
 * so `Field` marks it without a styling prop. Invalid is not colour alone: Field shows the message with an icon.
 */
export const controlSurface = css`
  display: block;
  inline-size: 100%;
  min-inline-size: 0;
  min-block-size: ${cssVar.size.control.md};
  margin: 0;
  padding: ${cssVar.space[2]} ${cssVar.space[3]};
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.borderStrong};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.surface};
  color: ${cssVar.color.text};
  font-family: inherit;
  font-size: ${cssVar.font.size.md};
  line-height: ${cssVar.font.lineHeight.tight};
  transition:
    border-color ${cssVar.motion.duration.fast} ${cssVar.motion.easing.standard},
    box-shadow ${cssVar.motion.duration.fast} ${cssVar.motion.easing.standard};

  &::placeholder {
    color: ${cssVar.color.textMuted};
    opacity: 1;
  }

  &:hover:enabled {
    border-color: ${cssVar.color.text};
  }

  &:focus-visible {
    ${focusRing}
  }

  /* An inset ring doubles the edge without moving the layout. */
  &[aria-invalid='true'] {
    border-color: ${cssVar.color.danger};
    box-shadow: inset 0 0 0 ${cssVar.borderWidth.thin} ${cssVar.color.danger};
  }

  /* A <select> always matches :read-only, so only the text controls take the read-only tint. */
  &:is(input, textarea):read-only:not(:disabled) {
    background-color: ${cssVar.color.surfaceMuted};
  }

  &:disabled {
    border-color: ${cssVar.color.border};
    background-color: ${cssVar.color.surfaceMuted};
    color: ${cssVar.color.textMuted};
    cursor: not-allowed;
    opacity: 1;
  }
`;

/**
 * A native `<input>` (type "text" unless told otherwise). Every native prop and the ref pass through,
 * so `{...register('fullName')}` just works; wrap it in `Field` for its label, hint and error.
 */
export function Input({ type = 'text', ref, ...rest }: InputProps) {
  return <Root {...rest} ref={ref} type={type} />;
}

const Root = styled.input`
  ${controlSurface}
`;
