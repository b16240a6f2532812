import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { API_PATHS, loginResponseSchema, type LoginInput } from '@hospital/contract';
import { AdminLoginForm, cssVar, useToast } from '@hospital/ui';
import { ApiError, apiMutate } from '../api/client.ts';
import { useDemoAccounts, useForgetCachedData } from '../api/admin.ts';
import { apiErrorMessage } from '../auth/apiErrorMessage.ts';
import { isStaffRole, storeUser } from '../auth/storedUser.ts';
import { useDocumentTitle } from '../lib/useDocumentTitle.ts';
import { paths } from '../routes.ts';

/**
 * /admin/login: sign in, keep the returned user record if it is staff (admin or reception), and go to the
 * dashboard, or first to the change-password page when the password is temporary. The demo's accounts are shown
 * when the server lists any (none in production).
 */
export function AdminLoginPage() {
  useDocumentTitle('Admin Login');
  const navigate = useNavigate();
  const { toast } = useToast();
  const forgetCachedData = useForgetCachedData();
  // A patient's demo account cannot use this sign-in: only the staff ones are offered here.
  const demoAccounts = useDemoAccounts().filter((account) => isStaffRole(account.role));
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
    if (!isStaffRole(user.data.role)) {
      toast({ title: 'Access Denied', description: 'Admin privileges required', variant: 'destructive' });
      // Nothing is stored, and the session the server just opened for this user is closed again.
      await apiMutate('POST', API_PATHS.logout).catch(() => undefined);
      return;
    }
    storeUser(user.data);
    await forgetCachedData();
    toast({ title: 'Login Successful', description: 'Welcome to the admin panel', variant: 'success' });
    navigate(user.data.mustChangePassword ? paths.adminPassword : paths.admin);
  };

  return (
    <Screen>
      <AdminLoginForm
        onSubmit={signIn}
        onBack={() => navigate(paths.home)}
        demoAccounts={demoAccounts}
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
