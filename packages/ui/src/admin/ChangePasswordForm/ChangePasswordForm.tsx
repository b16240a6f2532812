import { useEffect, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { PASSWORD_RULES, type ChangePasswordInput } from '@hospital/contract';
import { Button } from '../../Button/index.ts';
import { Field } from '../../Field/index.ts';
import { Input } from '../../Input/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { AccountForm, AccountHeading, AccountIntro, AccountMessage, AccountPanel } from '../accountPanel.styles.ts';
import { useUiTexts } from '../../UiTexts/index.ts';
import {
  CHANGE_PASSWORD_DEFAULTS,
  changePasswordFormSchema,
  type ChangePasswordField,
  type ChangePasswordFormValues,
} from './changePasswordForm.ts';
import { CHANGE_PASSWORD_FORM_TEXTS } from './changePasswordFormTexts.ts';

/** The server's codes against the last try, by field (`{ currentPassword: 'wrong_password' }`). */
export type ChangePasswordFieldCodes = Partial<Record<ChangePasswordField, string>>;

export interface ChangePasswordFormProps extends Omit<ComponentPropsWithoutRef<'div'>, 'onSubmit'> {
  /** Called with valid values; the form stays busy until the returned promise settles. */
  onSubmit: (values: ChangePasswordInput) => void | Promise<unknown>;
  /** The server's codes against the last try; each is said as a sentence under its field. */
  fieldCodes?: ChangePasswordFieldCodes | undefined;
  /** The server's sentences against the last try, said where a code carries advice (why a password is weak). */
  fieldMessages?: Partial<Record<ChangePasswordField, string>> | undefined;
  /** The password is temporary: the intro says it must be changed before anything else, and there is no Cancel. */
  required?: boolean;
  /** The signed-in username, given to password managers (hidden) so they save the new password for it. */
  username?: string | undefined;
  /** A problem that is no field's (the network, the server), kept on screen. */
  message?: ReactNode;
  /** The title's level: 1 on a screen of its own, 2 under a page header that has the h1. */
  headingLevel?: 1 | 2;
  /** Cancel, when changing is not required. */
  onCancel?: (() => void) | undefined;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A signed-in user changes their own password: the current one, the new one and the new one again, checked with
 * the contract's `changePasswordSchema` and the confirmation. The browser's and the server's problems are codes,
 * said as sentences under their fields.
 */
export function ChangePasswordForm({
  onSubmit,
  fieldCodes,
  fieldMessages,
  required = false,
  username,
  message,
  headingLevel = 1,
  onCancel,
  ref,
  ...rest
}: ChangePasswordFormProps) {
  const texts = useUiTexts('changePasswordForm', CHANGE_PASSWORD_FORM_TEXTS);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordFormValues, unknown, ChangePasswordInput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: CHANGE_PASSWORD_DEFAULTS,
  });

  useEffect(() => {
    const failing = Object.entries(fieldCodes ?? {}).filter((entry): entry is [ChangePasswordField, string] => Boolean(entry[1]));
    for (const [field, code] of failing) setError(field, { type: 'server', message: code });
    if (failing[0]) setFocus(failing[0][0]);
  }, [fieldCodes, setError, setFocus]);

  const errorOf = (field: ChangePasswordField) => {
    const error = errors[field];
    if (!error?.message) return undefined;
    return texts.fieldError(field, error.message, error.type === 'server' ? fieldMessages?.[field] : undefined);
  };

  return (
    <AccountPanel {...rest} ref={ref}>
      <AccountHeading as={headingLevel === 2 ? 'h2' : 'h1'}>{texts.title}</AccountHeading>
      <Intro data-required={required || undefined}>{required ? texts.requiredIntro : texts.intro}</Intro>
      <AccountForm noValidate onSubmit={handleSubmit(async (values) => void (await onSubmit(values)))}>
        {username ? <input type="text" hidden readOnly autoComplete="username" value={username} /> : null}
        <Field label={texts.currentPassword} required requiredText={texts.required} error={errorOf('currentPassword')}>
          {(controlProps) => <Input {...controlProps} type="password" autoComplete="current-password" {...register('currentPassword')} />}
        </Field>
        <Field label={texts.newPassword} required requiredText={texts.required} hint={texts.newPasswordHint(PASSWORD_RULES.minLength)} error={errorOf('newPassword')}>
          {(controlProps) => <Input {...controlProps} type="password" autoComplete="new-password" {...register('newPassword')} />}
        </Field>
        <Field label={texts.confirmPassword} required requiredText={texts.required} error={errorOf('confirmPassword')}>
          {(controlProps) => <Input {...controlProps} type="password" autoComplete="new-password" {...register('confirmPassword')} />}
        </Field>
        {message ? <AccountMessage element="p">{message}</AccountMessage> : null}
        <Actions>
          <Button type="submit" size="lg" loading={isSubmitting}>
            {texts.submit}
          </Button>
          {onCancel && !required ? (
            <Button variant="ghost" size="lg" onClick={onCancel}>
              {texts.cancel}
            </Button>
          ) : null}
        </Actions>
      </AccountForm>
    </AccountPanel>
  );
}

const Intro = styled(AccountIntro)`
  &[data-required] {
    padding: ${cssVar.space[3]};
    border-radius: ${cssVar.radius.md};
    background-color: ${cssVar.color.status.appointment.pending.bg};
    color: ${cssVar.color.status.appointment.pending.fg};
    font-weight: ${cssVar.font.weight.medium};
  }
`;

const Actions = styled.div`
  display: grid;
  gap: ${cssVar.space[2]};
`;

