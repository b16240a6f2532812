import { useState } from 'react';
import type { CreateStaffInput, StaffRole, User } from '@hospital/contract';
import {
  StaffAccountDialog,
  StaffTable,
  TemporaryPasswordNotice,
  useToast,
  type StaffAccountFieldCodes,
  type TemporaryPasswordReason,
} from '@hospital/ui';
import { useStaffAccounts, useStaffMutations } from '../../api/admin.ts';
import { apiErrorMessage, apiFieldCodes } from '../../auth/apiErrorMessage.ts';
import { useStoredUser } from '../../auth/storedUser.ts';

/** A temporary password to show once: whose, and why. */
interface Notice {
  username: string;
  temporaryPassword: string;
  reason: TemporaryPasswordReason;
}

const ROLE_NAMES: Record<StaffRole, string> = { admin: 'Admin', reception: 'Reception' };

/** Puts text on the clipboard; rejects where the browser has no clipboard (an insecure origin), so the notice says so. */
async function copyToClipboard(text: string): Promise<void> {
  if (!globalThis.navigator?.clipboard) throw new Error('No clipboard');
  await globalThis.navigator.clipboard.writeText(text);
}

/**
 * The Staff tab (admins only): the accounts, a dialog that creates one, and the row actions (role, deactivate or
 * reactivate, reset the password). A new account's or a reset's temporary password is shown once, then forgotten.
 */
export function StaffPanel() {
  const { toast } = useToast();
  const staff = useStaffAccounts();
  const { create, update, resetPassword } = useStaffMutations();
  const currentUser = useStoredUser();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [fieldCodes, setFieldCodes] = useState<StaffAccountFieldCodes>();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [noticeOpen, setNoticeOpen] = useState(false);

  const failed = (error: unknown, fallback: string) =>
    toast({ title: 'Error', description: apiErrorMessage(error, fallback), variant: 'destructive' });

  const showNotice = (next: Notice) => {
    setNotice(next);
    setNoticeOpen(true);
  };

  const createAccount = async (values: CreateStaffInput) => {
    setFieldCodes(undefined);
    try {
      const created = await create(values);
      setDialogOpen(false);
      toast({ title: 'Success', description: `Staff account ${created.username} created`, variant: 'success' });
      showNotice({ username: created.username, temporaryPassword: created.temporaryPassword, reason: 'created' });
    } catch (error) {
      const codes = apiFieldCodes(error);
      if (Object.keys(codes).length > 0) setFieldCodes(codes);
      failed(error, 'Failed to create the staff account');
    }
  };

  const changeRole = async (user: User, role: StaffRole) => {
    try {
      await update(user.id, { role });
      toast({ title: 'Success', description: `${user.username} is now ${ROLE_NAMES[role]}`, variant: 'success' });
    } catch (error) {
      failed(error, 'Failed to change the role');
    }
  };

  const changeActive = async (user: User, active: boolean) => {
    try {
      await update(user.id, { active });
      toast({ title: 'Success', description: `${user.username} ${active ? 'reactivated' : 'deactivated'}`, variant: 'success' });
    } catch (error) {
      failed(error, active ? 'Failed to reactivate the account' : 'Failed to deactivate the account');
    }
  };

  const reset = async (user: User) => {
    try {
      const { temporaryPassword } = await resetPassword(user.id);
      showNotice({ username: user.username, temporaryPassword, reason: 'reset' });
    } catch (error) {
      failed(error, 'Failed to reset the password');
    }
  };

  return (
    <>
      <StaffTable
        staff={staff.data}
        isLoading={staff.isLoading}
        error={staff.error}
        onRetry={staff.onRetry}
        currentUserId={currentUser?.id}
        onAdd={() => {
          setFieldCodes(undefined);
          setDialogOpen(true);
        }}
        onRoleChange={changeRole}
        onActiveChange={changeActive}
        onResetPassword={reset}
      />
      <StaffAccountDialog open={dialogOpen} onOpenChange={setDialogOpen} onSubmit={createAccount} fieldCodes={fieldCodes} />
      {notice ? (
        <TemporaryPasswordNotice
          open={noticeOpen}
          onOpenChange={(open) => {
            setNoticeOpen(open);
            // Shown once: gone from memory as soon as the notice closes.
            if (!open) setNotice((current) => (current ? { ...current, temporaryPassword: '' } : null));
          }}
          username={notice.username}
          temporaryPassword={notice.temporaryPassword}
          reason={notice.reason}
          onCopy={copyToClipboard}
        />
      ) : null}
    </>
  );
}
