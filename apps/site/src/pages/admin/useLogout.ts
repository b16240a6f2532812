import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { API_PATHS, type User } from '@hospital/contract';
import { useForgetCachedData } from '../../api/admin.ts';
import { apiMutate } from '../../api/client.ts';
import { clearStoredUser } from '../../auth/storedUser.ts';
import { paths } from '../../routes.ts';

/** "Sunita Verma (Reception)": who the staff screens' header says is signed in. */
export function signedInAs(user: Pick<User, 'displayName' | 'role'>): string {
  const role = user.role === 'admin' ? 'Admin' : user.role === 'reception' ? 'Reception' : 'Patient';
  return `${user.displayName} (${role})`;
}

/** Signs out on the server and here, forgets the cached answers, and goes to the sign-in. */
export function useLogout(): { logout: () => Promise<void>; loggingOut: boolean } {
  const navigate = useNavigate();
  const forgetCachedData = useForgetCachedData();
  const [loggingOut, setLoggingOut] = useState(false);
  const logout = async () => {
    setLoggingOut(true);
    // The stored user goes whatever the server says: a failed call must not keep anyone signed in here.
    await apiMutate('POST', API_PATHS.logout).catch(() => undefined);
    clearStoredUser();
    await forgetCachedData();
    navigate(paths.adminLogin, { replace: true });
  };
  return { logout, loggingOut };
}
