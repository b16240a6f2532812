import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Status } from '../LiveRegion/index.ts';
import { cssVar } from '../theme/cssVar.ts';

/** What `Field` hands its control: spread it first, then the control's own props (e.g. `register('name')`). */
export interface FieldControlProps {
  id: string;
  /** The hint's and the error's ids, in reading order; absent when there is neither. */
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
  /** Only for `group` fields, whose control cannot be the target of a `<label htmlFor>`. */
  'aria-labelledby'?: string;
}

export interface FieldProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The visible label; it is also the control's accessible name. */
  label: ReactNode;
  /** Help shown under the label and read as part of the control's description. */
  hint?: ReactNode;
  /**
   * The error message, e.g. `errors.preferredDate?.message`. Any value other than `undefined`, `null`,
   * `false` or `''` marks the control invalid and is announced when it appears.
   */
  error?: ReactNode;
  /**
   * Shows `requiredText` after the label and sets `aria-required` on the control. Not the native `required`:
   * the form's own message, not the browser's bubble, is what should appear and be announced.
   */
  required?: boolean;
  /** The visible required marker; pass the Hindi word on Hindi pages. */
  requiredText?: ReactNode;
  /**
   * For a control made of several inputs (TimeSlotPicker, a set of radios): the label is not a `<label>`
   * and names the control through `aria-labelledby` instead.
   */
  group?: boolean;
  /** The control's id; the label, hint and error ids derive from it. Generated when not given. */
  controlId?: string;
  /** Renders the control: `{(controlProps) => <Input {...controlProps} {...register('fullName')} />}`. */
  children: (controlProps: FieldControlProps) => ReactNode;
}

export interface FieldPartIds {
  control: string;
  label: string;
  hint: string;
  error: string;
}

/** The ids of a field's parts, all derived from the control's id so one `useId` call is enough. */
export function fieldPartIds(controlId: string): FieldPartIds {
  return { control: controlId, label: `${controlId}-label`, hint: `${controlId}-hint`, error: `${controlId}-error` };
}

/** `''`, `false`, `null` and `undefined` mean "nothing to show", so `error={errors.x?.message}` can be passed as is. */
export function hasMessage(message: ReactNode): boolean {
  return message !== undefined && message !== null && message !== false && message !== '';
}

/** The attributes that tie a control to its label, hint and error. */
export function fieldControlProps(
  ids: FieldPartIds,
  state: { hasHint: boolean; hasError: boolean; required: boolean; group: boolean },
): FieldControlProps {
  const describedBy = [state.hasHint ? ids.hint : null, state.hasError ? ids.error : null].filter(Boolean).join(' ');
  return {
    id: ids.control,
    ...(state.group ? { 'aria-labelledby': ids.label } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(state.hasError ? { 'aria-invalid': true } : {}),
    ...(state.required ? { 'aria-required': true } : {}),
  };
}

/**
 * One form control with its visible label, an optional hint and an optional error. Field generates the ids
 * and passes the wiring to its child through a render prop, so pages never write ids by hand:
 *
 * ```tsx
 * <Field label="Preferred date" required error={errors.preferredDate?.message}>
 *   {(controlProps) => <DateInput {...controlProps} min={todayIsoDate()} {...register('preferredDate')} />}
 * </Field>
 * ```
 *
 * A render prop rather than cloning a single child: TypeScript checks the props, the page chooses the spread
 * order, and it works through react-hook-form's `<Controller render>` where the control is not Field's child.
 */
export function Field({
  label,
  hint,
  error,
  required = false,
  requiredText = 'required',
  group = false,
  controlId,
  children,
  ...rest
}: FieldProps) {
  const generatedId = useId();
  const ids = fieldPartIds(controlId ?? generatedId);
  const hasHint = hasMessage(hint);
  const hasError = hasMessage(error);
  const controlProps = fieldControlProps(ids, { hasHint, hasError, required, group });

  const labelContent = (
    <>
      {label}
      {required ? (
        // Hidden from the accessibility tree: `aria-required` already says it, and the name stays the label.
        <RequiredMarker aria-hidden="true">({requiredText})</RequiredMarker>
      ) : null}
    </>
  );

  return (
    <Root {...rest}>
      {group ? (
        <Label as="div" id={ids.label}>
          {labelContent}
        </Label>
      ) : (
        <Label id={ids.label} htmlFor={ids.control}>
          {labelContent}
        </Label>
      )}
      {hasHint ? <FieldHint id={ids.hint}>{hint}</FieldHint> : null}
      <ControlSlot>
        {children(controlProps)}
        <FieldError id={ids.error} error={error} />
      </ControlSlot>
    </Root>
  );
}

export interface FieldHintProps extends ComponentPropsWithoutRef<'p'> {
  id: string;
}

/** A field's help text, muted, for controls that draw their own label (Checkbox). */
export function FieldHint(props: FieldHintProps) {
  return <Hint {...props} />;
}

export interface FieldErrorProps {
  /** The message's id, for the control's `aria-describedby`. */
  id: string;
  /** Nothing is shown for `undefined`, `null`, `false` or `''`. */
  error?: ReactNode;
}

/**
 * The error under a control, with an icon so it is not told by colour alone. The region is always in the
 * page and the message is inserted into it, so screen readers announce it when it appears. A polite live
 * region (`Status`) rather than an `Alert` on the message: a submit that reveals several errors then queues them
 * instead of each one cutting off the last, and focus moving to the first invalid control reads its message
 * again as the description.
 */
export function FieldError({ id, error }: FieldErrorProps) {
  return (
    <Status>
      {hasMessage(error) ? (
        <ErrorMessage id={id}>
          <ErrorIcon aria-hidden="true" viewBox="0 0 20 20" focusable="false">
            <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.75" />
            <path d="M10 5.5v5.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            <circle cx="10" cy="14.25" r="1.15" fill="currentColor" />
          </ErrorIcon>
          <span>{error}</span>
        </ErrorMessage>
      ) : null}
    </Status>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${cssVar.space[2]};
  min-inline-size: 0;
`;

/* The control and its error share a cell: the empty error region must stay displayed (a live region
   that goes from display:none to visible is not reliably announced), and this way it adds no gap. */
const ControlSlot = styled.div`
  min-inline-size: 0;
`;

const Label = styled.label`
  color: ${cssVar.color.text};
  font-size: ${cssVar.font.size.md};
  font-weight: ${cssVar.font.weight.semibold};
  line-height: ${cssVar.font.lineHeight.body};
  overflow-wrap: anywhere;
`;

const RequiredMarker = styled.span`
  margin-inline-start: ${cssVar.space[2]};
  color: ${cssVar.color.textMuted};
  font-weight: ${cssVar.font.weight.regular};
`;

const Hint = styled.p`
  margin: 0;
  color: ${cssVar.color.textMuted};
  font-size: ${cssVar.font.size.md};
  line-height: ${cssVar.font.lineHeight.body};
  overflow-wrap: anywhere;
`;

/* The message carries the space above it, so the empty region takes none. */
const ErrorMessage = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${cssVar.space[2]};
  margin: ${cssVar.space[2]} 0 0;
  color: ${cssVar.color.danger};
  font-size: ${cssVar.font.size.md};
  font-weight: ${cssVar.font.weight.medium};
  line-height: ${cssVar.font.lineHeight.body};
  overflow-wrap: anywhere;
`;

const ErrorIcon = styled.svg`
  flex: none;
  inline-size: ${cssVar.size.icon.md};
  block-size: ${cssVar.size.icon.md};
  /* Centres the icon on the first line of text, whatever the line height. */
  margin-block-start: calc((1lh - ${cssVar.size.icon.md}) / 2);
`;
