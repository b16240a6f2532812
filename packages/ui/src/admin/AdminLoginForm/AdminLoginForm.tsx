import { useId, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { loginSchema, type DemoAccounts, type LoginInput, type UserRole } from '@hospital/contract';
import { Button } from '../../Button/index.ts';
import { Field } from '../../Field/index.ts';
import { Input } from '../../Input/index.ts';
import { cssVar } from '../../theme/cssVar.ts';
import { AccountForm, AccountHeading, AccountIntro, AccountMessage, AccountPanel } from '../accountPanel.styles.ts';

/** One of the demo's accounts, as `GET /api/auth/demo-accounts` lists them. */
export type DemoAccount = DemoAccounts['accounts'][number];

const ROLE_LABELS: Record<UserRole, string> = { admin: 'Admin', reception: 'Reception', patient: 'Patient' };

export interface AdminLoginFormProps extends Omit<ComponentPropsWithoutRef<'div'>, 'onSubmit'> {
  /** Called with valid values; the form stays busy until the returned promise settles. */
  onSubmit: (values: LoginInput) => void | Promise<unknown>;
  /** The button back to the public site. */
  onBack: () => void;
  /**
   * The demo's accounts, shown openly on the screen so a visitor can try the admin area. The server decides:
   * a production server lists none, and an empty list shows nothing.
   */
  demoAccounts?: readonly DemoAccount[] | undefined;
  /** A message from the last attempt that must stay on screen, such as "please wait 15 minutes". */
  message?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The admin sign-in: username and password validated with the contract's `loginSchema`, the demo's accounts in
 * plain view when the server lists any, and a way back to the website. The fields carry `autocomplete` so password managers fill them,
 * and nothing blocks pasting.
 */
export function AdminLoginForm({ onSubmit, onBack, demoAccounts = [], message, ref, ...rest }: AdminLoginFormProps) {
  const demoTitleId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { username: '', password: '' } });

  return (
    <AccountPanel {...rest} ref={ref}>
      <AccountHeading>Admin Login</AccountHeading>
      <AccountIntro>Sign in to manage appointments, the gallery and news.</AccountIntro>
      <AccountForm noValidate onSubmit={handleSubmit(async (values) => void (await onSubmit(values)))}>
        <Field label="Username" required error={errors.username?.message}>
          {(controlProps) => (
            <Input {...controlProps} autoComplete="username" autoCapitalize="none" spellCheck={false} {...register('username')} />
          )}
        </Field>
        <Field label="Password" required error={errors.password?.message}>
          {(controlProps) => (
            <Input {...controlProps} type="password" autoComplete="current-password" {...register('password')} />
          )}
        </Field>
        {message ? <AccountMessage element="p">{message}</AccountMessage> : null}
        <Button type="submit" size="lg" loading={isSubmitting}>
          Login
        </Button>
      </AccountForm>
      {demoAccounts.length > 0 ? (
        <Demo aria-labelledby={demoTitleId}>
          <DemoTitle id={demoTitleId}>Demo credentials</DemoTitle>
          <DemoTable>
            <thead>
              <tr>
                <th scope="col">Role</th>
                <th scope="col">Username</th>
                <th scope="col">Password</th>
              </tr>
            </thead>
            <tbody>
              {demoAccounts.map((account) => (
                <tr key={account.username}>
                  <th scope="row">{ROLE_LABELS[account.role]}</th>
                  <td>{account.username}</td>
                  <td>{account.password}</td>
                </tr>
              ))}
            </tbody>
          </DemoTable>
        </Demo>
      ) : null}
      <Button variant="ghost" onClick={onBack}>
        Back to Website
      </Button>
    </AccountPanel>
  );
}

const Demo = styled.section`
  padding: ${cssVar.space[3]} ${cssVar.space[4]};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.brandSubtle};
`;

const DemoTitle = styled.h2`
  margin: 0 0 ${cssVar.space[2]};
  color: ${cssVar.color.brand};
  font-size: ${cssVar.font.size.md};
  font-weight: ${cssVar.font.weight.semibold};
`;

const DemoTable = styled.table`
  inline-size: 100%;
  border-collapse: collapse;

  & th,
  & td {
    padding: ${cssVar.space[1]} ${cssVar.space[2]} ${cssVar.space[1]} 0;
    text-align: start;
    overflow-wrap: anywhere;
  }

  & thead th {
    color: ${cssVar.color.textMuted};
    font-size: ${cssVar.font.size.sm};
    font-weight: ${cssVar.font.weight.semibold};
  }

  & tbody th {
    font-weight: ${cssVar.font.weight.medium};
  }

  & td {
    font-family: ${cssVar.font.family.mono};
    font-weight: ${cssVar.font.weight.semibold};
  }
`;
