import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { API_PATHS, loginResponseSchema, type LoginInput } from '@hospital/contract';
import { AdminLoginForm, cssVar, useToast, type DemoCredentials } from '@hospital/ui';
import { ApiError, apiMutate } from '../api/client.ts';
import { useForgetCachedData } from '../api/admin.ts';
import { apiErrorMessage } from '../auth/apiErrorMessage.ts';
import { storeUser } from '../auth/storedUser.ts';
import { useDocumentTitle } from '../lib/useDocumentTitle.ts';
import { paths } from '../routes.ts';

/** The demo sign-in the seed data creates, shown openly on the screen as the spec asks. */
export const DEMO_CREDENTIALS: DemoCredentials = { username: 'admin', password: 'admin123' };

/** /admin/login: sign in, keep the returned user record if its role is admin, and go to the dashboard. */
export function AdminLoginPage() {
  useDocumentTitle('Admin Login');
  const navigate = useNavigate();
  const { toast } = useToast();
  const forgetCachedData = useForgetCachedData();
  // Shown on the screen as well as in the toast: "please wait N minutes" must outlast a 5-second toast.
  const [message, setMessage] = useState<string>();

  const signIn = async (values: LoginInput) => {
    setMessage(undefined);
    let answer: unknown;
    try {
      answer = await apiMutate<unknown>('POST', API_PATHS.login, values);
    } catch (error) {
      const text = apiErrorMessage(error, 'Invalid credentials');
      toast({ title: 'Login Failed', description: text, variant: 'destructive' });
      if (error instanceof ApiError && error.status === 429) setMessage(text);
      return;
    }
    const user = loginResponseSchema.safeParse(answer);
    if (!user.success) {
      toast({ title: 'Login Failed', description: 'Invalid credentials', variant: 'destructive' });
      return;
    }
    if (user.data.role !== 'admin') {
      toast({ title: 'Access Denied', description: 'Admin privileges required', variant: 'destructive' });
      // Nothing is stored, and the session the server just opened for this user is closed again.
      await apiMutate('POST', API_PATHS.logout).catch(() => undefined);
      return;
    }
    storeUser(user.data);
    await forgetCachedData();
    toast({ title: 'Login Successful', description: 'Welcome to the admin panel', variant: 'success' });
    navigate(paths.admin);
  };

  return (
    <Screen>
      <AdminLoginForm
        onSubmit={signIn}
        onBack={() => navigate(paths.home)}
        demoCredentials={DEMO_CREDENTIALS}
        message={message}
      />
    </Screen>
  );
}

const Screen = styled.main`
  display: grid;
  place-items: center;
  min-block-size: 100dvh;
  padding: ${cssVar.space[6]} ${cssVar.space[4]};
  background-color: ${cssVar.color.surfaceMuted};
`;
