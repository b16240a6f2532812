import { useId, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint, hasMessage } from '../Field/index.ts';
import { cssVar } from '../theme/cssVar.ts';
import { focusRing } from '../theme/focusRing.ts';

export interface CheckboxProps extends Omit<ComponentPropsWithoutRef<'input'>, 'type'> {
  /** The visible label beside the box; the whole label is the touch target. */
  label: ReactNode;
  /** Help under the label, read as the checkbox's description. */
  hint?: ReactNode;
  /** An error under the label (e.g. a consent that must be given); marks the checkbox invalid and is announced. */
  error?: ReactNode;
  /** The visible required marker shown when `required` is set; pass the Hindi word on Hindi pages. */
  requiredText?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A native checkbox inside its own `<label>`, so a tap anywhere on the text toggles it. Every native prop and
 * the ref reach the `<input>`, so `{...register('isVisible')}` just works. It draws its own label, hint and
 * error (a checkbox's label sits beside it, not above), wired the same way `Field` wires other controls.
 */
export function Checkbox({
  label,
  hint,
  error,
  requiredText = 'required',
  id,
  ref,
  'aria-describedby': describedBy,
  ...rest
}: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const hasHint = hasMessage(hint);
  const hasError = hasMessage(error);
  const describedByIds = [describedBy, hasHint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ');

  return (
    <Root>
      <Row>
        <Box
          {...(hasError ? { 'aria-invalid': true } : {})}
          {...rest}
          {...(describedByIds ? { 'aria-describedby': describedByIds } : {})}
          id={inputId}
          ref={ref}
          type="checkbox"
        />
        <Text>
          {label}
          {rest.required ? (
            // Hidden from the accessibility tree: the native `required` already says it.
            <RequiredMarker aria-hidden="true">({requiredText})</RequiredMarker>
          ) : null}
        </Text>
      </Row>
      <Below>
        {hasHint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
        <FieldError id={errorId} error={error} />
      </Below>
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  min-inline-size: 0;
`;

const Row = styled.label`
  display: inline-flex;
  align-items: flex-start;
  gap: ${cssVar.space[3]};
  justify-self: start;
  max-inline-size: 100%;
  min-block-size: ${cssVar.size.touchTarget};
  padding-block: ${cssVar.space[2]};
  color: ${cssVar.color.text};
  font-size: ${cssVar.font.size.md};
  line-height: ${cssVar.font.lineHeight.body};
  cursor: pointer;
  touch-action: manipulation;

  &:has(input:disabled) {
    color: ${cssVar.color.textMuted};
    cursor: not-allowed;
  }
`;

/* Lines the hint and error up with the label text, past the box and the gap. */
const Below = styled.div`
  padding-inline-start: calc(${cssVar.size.icon.md} + ${cssVar.space[3]});
`;

const Box = styled.input`
  flex: none;
  inline-size: ${cssVar.size.icon.md};
  block-size: ${cssVar.size.icon.md};
  /* Centres the box on the first line of the label, however many lines the label wraps to. */
  margin: calc((1lh - ${cssVar.size.icon.md}) / 2) 0 0;
  accent-color: ${cssVar.color.brand};
  cursor: inherit;

  &:focus-visible {
    ${focusRing}
  }

  &[aria-invalid='true']:not(:focus-visible) {
    outline: ${cssVar.borderWidth.thick} solid ${cssVar.color.danger};
    outline-offset: ${cssVar.focusRing.offset};
  }
`;

const RequiredMarker = styled.span`
  margin-inline-start: ${cssVar.space[2]};
  color: ${cssVar.color.textMuted};
`;

const Text = styled.span`
  min-inline-size: 0;
  overflow-wrap: anywhere;
`;
