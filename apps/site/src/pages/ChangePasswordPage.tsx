import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { ChangePasswordInput } from '@hospital/contract';
import { AdminHeader, ChangePasswordForm, cssVar, useToast, type ChangePasswordFieldCodes } from '@hospital/ui';
import { useChangePassword, useForgetCachedData } from '../api/admin.ts';
import { apiErrorMessage, apiFieldCodes, apiFieldMessages } from '../auth/apiErrorMessage.ts';
import { isStaffUser, updateStoredUser, useStoredUser } from '../auth/storedUser.ts';
import { SITE_NAME } from '../content/site.ts';
import { useDocumentTitle } from '../lib/useDocumentTitle.ts';
import { paths } from '../routes.ts';
import { signedInAs, useLogout } from './admin/useLogout.ts';

/**
 * /admin/password: a signed-in staff user changes their own password. After a sign-in with a temporary password
 * every staff screen sends them here, and this one lets them nowhere else until it is changed (Logout stays).
 */
export function ChangePasswordPage() {
  const user = useStoredUser();
  if (!isStaffUser(user)) return <Navigate to={paths.adminLogin} replace />;
  return <ChangePassword username={user.username} who={signedInAs(user)} required={user.mustChangePassword} />;
}

function ChangePassword({ username, who, required }: { username: string; who: string; required: boolean }) {
  useDocumentTitle('Change Password');
  const navigate = useNavigate();
  const { toast } = useToast();
  const changePassword = useChangePassword();
  const forgetCachedData = useForgetCachedData();
  const { logout, loggingOut } = useLogout();
  const [fieldCodes, setFieldCodes] = useState<ChangePasswordFieldCodes>();
  const [fieldMessages, setFieldMessages] = useState<Record<string, string>>();
  const [message, setMessage] = useState<string>();

  const submit = async (values: ChangePasswordInput) => {
    setFieldCodes(undefined);
    setMessage(undefined);
    try {
      await changePassword(values);
    } catch (error) {
      const codes = apiFieldCodes(error);
      // The messages first: the form says a weak password's advice when its code arrives.
      setFieldMessages(apiFieldMessages(error));
      if (Object.keys(codes).length > 0) setFieldCodes(codes);
      else setMessage(apiErrorMessage(error, 'Failed to change the password. Please try again.'));
      return;
    }
    updateStoredUser({ mustChangePassword: false });
    // The answers kept from before (a 403 password_change_required among them) are no longer true.
    await forgetCachedData();
    toast({ title: 'Password Changed', description: 'Your new password is in use.', variant: 'success' });
    navigate(paths.admin, { replace: true });
  };

  return (
    <>
      <AdminHeader
        title="Your Account"
        siteName={SITE_NAME}
        homeHref={paths.home}
        signedInAs={who}
        onLogout={logout}
        loggingOut={loggingOut}
      />
      <Main id="main-content">
        <ChangePasswordForm
          onSubmit={submit}
          fieldCodes={fieldCodes}
          fieldMessages={fieldMessages}
          required={required}
          username={username}
          message={message}
          headingLevel={2}
          onCancel={() => navigate(paths.admin)}
        />
      </Main>
    </>
  );
}

const Main = styled.main`
  display: grid;
  justify-items: center;
  padding: ${cssVar.space[6]} ${cssVar.space[4]} ${cssVar.space[12]};
`;
