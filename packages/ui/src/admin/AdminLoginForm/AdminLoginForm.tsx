import { useId, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { loginSchema, type LoginInput } from '@hospital/contract';
import { Button } from '../../Button/index.ts';
import { Field } from '../../Field/index.ts';
import { Input } from '../../Input/index.ts';
import { Alert } from '../../LiveRegion/index.ts';
import { cssVar } from '../../theme/cssVar.ts';

export interface DemoCredentials {
  username: string;
  password: string;
}

export interface AdminLoginFormProps extends Omit<ComponentPropsWithoutRef<'div'>, 'onSubmit'> {
  /** Called with valid values; the form stays busy until the returned promise settles. */
  onSubmit: (values: LoginInput) => void | Promise<unknown>;
  /** The button back to the public site. */
  onBack: () => void;
  /** Shown openly on the screen (spec: Admin login), so a visitor can try the admin area. */
  demoCredentials?: DemoCredentials;
  /** A message from the last attempt that must stay on screen, such as "please wait 15 minutes". */
  message?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The admin sign-in: username and password validated with the contract's `loginSchema`, the demo credentials in
 * plain view, and a way back to the website. The fields carry `autocomplete` so password managers fill them,
 * and nothing blocks pasting.
 */
export function AdminLoginForm({ onSubmit, onBack, demoCredentials, message, ref, ...rest }: AdminLoginFormProps) {
  const demoTitleId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { username: '', password: '' } });

  return (
    <Panel {...rest} ref={ref}>
      <Heading>Admin Login</Heading>
      <Intro>Sign in to manage appointments, the gallery and news.</Intro>
      <Form noValidate onSubmit={handleSubmit(async (values) => void (await onSubmit(values)))}>
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
        {message ? <Message element="p">{message}</Message> : null}
        <Button type="submit" size="lg" loading={isSubmitting}>
          Login
        </Button>
      </Form>
      {demoCredentials ? (
        <Demo aria-labelledby={demoTitleId}>
          <DemoTitle id={demoTitleId}>Demo credentials</DemoTitle>
          <DemoList>
            <div>
              <dt>Username</dt>
              <dd>{demoCredentials.username}</dd>
            </div>
            <div>
              <dt>Password</dt>
              <dd>{demoCredentials.password}</dd>
            </div>
          </DemoList>
        </Demo>
      ) : null}
      <Button variant="ghost" onClick={onBack}>
        Back to Website
      </Button>
    </Panel>
  );
}

const Panel = styled.div`
  display: grid;
  gap: ${cssVar.space[4]};
  inline-size: 100%;
  max-inline-size: 28rem;
  padding: ${cssVar.space[6]} ${cssVar.space[5]};
  border: ${cssVar.borderWidth.thin} solid ${cssVar.color.border};
  border-radius: ${cssVar.radius.lg};
  background-color: ${cssVar.color.surface};
  box-shadow: ${cssVar.shadow.md};
`;

const Heading = styled.h1`
  margin: 0;
  color: ${cssVar.color.brand};
  font-size: ${cssVar.font.size['2xl']};
  font-weight: ${cssVar.font.weight.bold};
  line-height: ${cssVar.font.lineHeight.heading};
`;

const Intro = styled.p`
  margin: 0;
  color: ${cssVar.color.textMuted};
`;

const Form = styled.form`
  display: grid;
  gap: ${cssVar.space[4]};
`;

const Message = styled(Alert)`
  margin: 0;
  padding: ${cssVar.space[3]};
  border-radius: ${cssVar.radius.md};
  background-color: ${cssVar.color.dangerSubtle};
  color: ${cssVar.color.danger};
  font-weight: ${cssVar.font.weight.medium};
`;

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

const DemoList = styled.dl`
  display: grid;
  gap: ${cssVar.space[1]};
  margin: 0;

  & > div {
    display: flex;
    gap: ${cssVar.space[2]};
  }

  & dt::after {
    content: ':';
  }

  & dd {
    margin: 0;
    font-family: ${cssVar.font.family.mono};
    font-weight: ${cssVar.font.weight.semibold};
  }
`;
